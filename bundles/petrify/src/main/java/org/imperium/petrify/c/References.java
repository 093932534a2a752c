package org.imperium.petrify.c;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import org.imperium.cfrontend.ast.BlockItem;
import org.imperium.cfrontend.ast.Declaration;
import org.imperium.cfrontend.ast.Expression;
import org.imperium.cfrontend.ast.FunctionDefinition;
import org.imperium.cfrontend.ast.Initializer;
import org.imperium.cfrontend.ast.Statement;
import org.imperium.cfrontend.ast.Symbol;
import org.imperium.cfrontend.ast.SymbolKind;

/**
 * The global variables the program uses: those named in functions reachable from main (calls and thread start
 * routines) and in the initialisers of used globals. Headers declare many globals no program touches; they get no
 * variables.
 */
final class References {

    private final Map<String, FunctionDefinition> functions;
    private final Map<Symbol, Declaration> initialised;
    private final Set<Symbol> globals = new LinkedHashSet<>();
    private final Set<FunctionDefinition> seen = new HashSet<>();
    private final Deque<FunctionDefinition> todo = new ArrayDeque<>();

    private References(Map<String, FunctionDefinition> functions, Map<Symbol, Declaration> initialised) {
        this.functions = functions;
        this.initialised = initialised;
    }

    static Set<Symbol> usedGlobals(FunctionDefinition main, Map<String, FunctionDefinition> functions,
                                   Map<Symbol, Declaration> initialised) {
        References r = new References(functions, initialised);
        r.function(main);
        while (!r.todo.isEmpty()) {
            r.statement(r.todo.poll().body());
        }
        return r.globals;
    }

    private void function(FunctionDefinition f) {
        if (seen.add(f)) {
            todo.add(f);
        }
    }

    private void statement(Statement s) {
        if (s instanceof Statement.Compound c) {
            c.items().forEach(this::item);
        } else if (s instanceof Statement.ExpressionStatement e) {
            expression(e.expression());
        } else if (s instanceof Statement.If i) {
            expression(i.condition());
            statement(i.then());
            i.otherwise().ifPresent(this::statement);
        } else if (s instanceof Statement.While w) {
            expression(w.condition());
            statement(w.body());
        } else if (s instanceof Statement.DoWhile d) {
            statement(d.body());
            expression(d.condition());
        } else if (s instanceof Statement.For f) {
            f.init().forEach(this::item);
            f.condition().ifPresent(this::expression);
            f.step().ifPresent(this::expression);
            statement(f.body());
        } else if (s instanceof Statement.Switch sw) {
            expression(sw.selector());
            statement(sw.body());
        } else if (s instanceof Statement.Case c) {
            statement(c.body());
        } else if (s instanceof Statement.Default d) {
            statement(d.body());
        } else if (s instanceof Statement.Return r) {
            r.value().ifPresent(this::expression);
        } else if (s instanceof Statement.Labeled l) {
            statement(l.body());
        }
    }

    private void item(BlockItem item) {
        if (item instanceof Declaration d) {
            d.initializer().ifPresent(this::initializer);
        } else {
            statement((Statement) item);
        }
    }

    private void initializer(Initializer i) {
        if (i instanceof Initializer.ExpressionInitializer e) {
            expression(e.expression());
        } else {
            for (Initializer.Element el : ((Initializer.ListInitializer) i).elements()) {
                initializer(el.value());
            }
        }
    }

    private void expression(Expression e) {
        if (e instanceof Expression.Identifier id) {
            Symbol s = id.symbol();
            if (s.kind() == SymbolKind.GLOBAL_VARIABLE && globals.add(s) && initialised.containsKey(s)) {
                initialised.get(s).initializer().ifPresent(this::initializer);
            } else if (s.kind() == SymbolKind.FUNCTION && functions.containsKey(s.name())) {
                function(functions.get(s.name()));
            }
        } else if (e instanceof Expression.Unary u) {
            expression(u.operand());
        } else if (e instanceof Expression.Binary b) {
            expression(b.left());
            expression(b.right());
        } else if (e instanceof Expression.Assignment a) {
            expression(a.target());
            expression(a.value());
        } else if (e instanceof Expression.Conditional c) {
            expression(c.condition());
            expression(c.then());
            expression(c.otherwise());
        } else if (e instanceof Expression.Cast c) {
            expression(c.operand());
        } else if (e instanceof Expression.Call c) {
            expression(c.function());
            c.arguments().forEach(this::expression);
        } else if (e instanceof Expression.Member m) {
            expression(m.base());
        } else if (e instanceof Expression.Index i) {
            expression(i.array());
            expression(i.index());
        } else if (e instanceof Expression.StatementExpression s) {
            statement(s.body());
        } else if (e instanceof Expression.CompoundLiteral c) {
            initializer(c.initializer());
        }
    }
}
