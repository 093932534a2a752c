package org.imperium.cfrontend.parser;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.imperium.cfrontend.ast.BlockItem;
import org.imperium.cfrontend.ast.Expression;
import org.imperium.cfrontend.ast.ExternalDeclaration;
import org.imperium.cfrontend.ast.FunctionDefinition;
import org.imperium.cfrontend.ast.Statement;
import org.imperium.cfrontend.ast.StorageClass;
import org.imperium.cfrontend.ast.Symbol;
import org.imperium.cfrontend.ast.SymbolKind;
import org.imperium.cfrontend.ast.TranslationUnit;
import org.imperium.cfrontend.types.CType;
import org.imperium.cfrontend.types.DataModel;
import org.imperium.core.SourceLocation;

/**
 * Semantic actions for function definitions and statements (C11 6.8, 6.9): prototypes and parameters, function
 * bodies, labels and {@code goto}, and the checks of {@code break}, {@code continue} and {@code case}.
 * Declarations are handled by {@link DeclarationSema}, expressions by {@link ExpressionSema}.
 */
final class Sema extends DeclarationSema {

    private final String file;

    Sema(DataModel model, LineMap lines, String file) {
        super(model, lines);
        this.file = file;
    }

    TranslationUnit translationUnit(List<ExternalDeclaration> items) {
        return new TranslationUnit(file, items);
    }

    void pushScope() {
        scopes.push();
    }

    void popScope() {
        scopes.pop();
    }

    // ------------------------------------------------------------------ prototypes and function definitions

    /** The parameters of one parameter list, declared in their own prototype scope. */
    static final class PrototypeContext {
        final List<Symbol> parameters = new ArrayList<>();
        boolean sawVoid;
    }

    PrototypeContext beginPrototype() {
        scopes.push();
        return new PrototypeContext();
    }

    void parameter(PrototypeContext params, Token first, DeclSpecs specs, Declarator d) {
        if (specs.storage != StorageClass.NONE && specs.storage != StorageClass.REGISTER) {
            throw error(specs.storageToken, "storage class specified for parameter");
        }
        CType type = typeOf(specs, d);
        if (type instanceof CType.VoidType && d.name() == null) {
            if (!params.parameters.isEmpty() || params.sawVoid) {
                throw error(first, "'void' must be the only parameter");
            }
            params.sawVoid = true;
            return;
        }
        if (params.sawVoid) {
            throw error(first, "'void' must be the only parameter");
        }
        CType adjusted = type instanceof CType.ArrayType a ? new CType.PointerType(a.element())
                : type instanceof CType.FunctionType ? new CType.PointerType(type) : type;
        Token name = d.name();
        SourceLocation at = name == null ? location(first) : location(name);
        Symbol p = newSymbol(name == null ? "" : name.image, SymbolKind.PARAMETER, adjusted, specs.storage, at,
                Optional.empty());
        if (name != null) {
            if (scopes.lookupCurrent(name.image).isPresent()) {
                throw error(name, "redefinition of parameter '" + name.image + "'");
            }
            scopes.declare(p);
        }
        params.parameters.add(p);
    }

    Declarator.Derivation endPrototype(PrototypeContext params, Token open, boolean variadic) {
        scopes.pop();
        boolean prototyped = !params.parameters.isEmpty() || params.sawVoid || variadic;
        return new Declarator.FunctionOf(List.copyOf(params.parameters), variadic, prototyped, open);
    }

    /** The function whose body is being parsed: its labels, loops and switches. */
    static final class FunctionContext {
        final Symbol symbol;
        final List<Symbol> parameters;
        final Token first;
        final DeclSpecs specs;
        final Set<String> labels = new HashSet<>();
        final Map<String, Token> gotos = new HashMap<>();
        int loops;
        final List<Expression> switches = new ArrayList<>();

        FunctionContext(Symbol symbol, List<Symbol> parameters, Token first, DeclSpecs specs) {
            this.symbol = symbol;
            this.parameters = parameters;
            this.first = first;
            this.specs = specs;
        }
    }

    FunctionContext beginFunction(Token first, DeclSpecs specs, Declarator d) {
        if (specs.storage == StorageClass.TYPEDEF) {
            throw error(first, "function definition declared 'typedef'");
        }
        if (function != null) {
            throw unsupported("nested function definition", d.name());
        }
        Symbol s = declareSymbol(d.name(), SymbolKind.FUNCTION, typeOf(specs, d), specs.storage);
        s.refineType(typeOf(specs, d));
        List<Symbol> params = d.function().parameters();
        scopes.push();
        for (Symbol p : params) {
            if (p.name().isEmpty()) {
                throw error(p.location(), "parameter name omitted");
            }
            scopes.declare(p);
        }
        function = new FunctionContext(s, params, first, specs);
        return function;
    }

    FunctionDefinition endFunction(FunctionContext f, Statement.Compound body) {
        scopes.pop();
        function = null;
        for (Map.Entry<String, Token> g : f.gotos.entrySet()) {
            if (!f.labels.contains(g.getKey())) {
                throw error(g.getValue(), "label '" + g.getKey() + "' used but not defined");
            }
        }
        return new FunctionDefinition(f.symbol, f.parameters, f.specs.storage, f.specs.inline, body,
                location(f.first));
    }

    /** A type name (C11 6.7.7) in a cast, sizeof, typeof or compound literal. */
    CType typeName(Token first, DeclSpecs specs, Declarator d) {
        if (specs.storage != StorageClass.NONE) {
            throw error(specs.storageToken, "storage class in a type name");
        }
        if (d.name() != null) {
            throw error(d.name(), "unexpected name '" + d.name().image + "' in a type name");
        }
        return typeOf(specs, d);
    }

    // ------------------------------------------------------------------ statements

    Statement label(Token label, Statement body) {
        if (function != null && !function.labels.add(label.image)) {
            throw error(label, "duplicate label '" + label.image + "'");
        }
        return new Statement.Labeled(label.image, body, location(label));
    }

    Statement gotoStatement(Token t, Token label) {
        if (function != null) {
            function.gotos.putIfAbsent(label.image, label);
        }
        return new Statement.Goto(label.image, location(t));
    }

    void beginLoop() {
        if (function != null) {
            function.loops++;
        }
    }

    void endLoop() {
        if (function != null) {
            function.loops--;
        }
    }

    void beginSwitch(Expression selector) {
        if (!selector.type().isInteger()) {
            throw error(selector.location(), "switch quantity not an integer");
        }
        function.switches.add(selector);
    }

    Statement endSwitch(Token t, Expression selector, Statement body) {
        function.switches.remove(function.switches.size() - 1);
        return new Statement.Switch(selector, body, location(t));
    }

    Statement continueStatement(Token t) {
        if (function == null || function.loops == 0) {
            throw error(t, "continue statement not within a loop");
        }
        return new Statement.Continue(location(t));
    }

    Statement breakStatement(Token t) {
        if (function == null || function.loops == 0 && function.switches.isEmpty()) {
            throw error(t, "break statement not within loop or switch");
        }
        return new Statement.Break(location(t));
    }

    Statement returnStatement(Token t, Expression value) {
        return new Statement.Return(Optional.ofNullable(value), location(t));
    }

    Statement caseStatement(Token t, Expression value, Expression last, Statement body) {
        if (function == null || function.switches.isEmpty()) {
            throw error(t, "case label not within a switch statement");
        }
        BigInteger v = constant(value, "case label");
        BigInteger w = last == null ? v : constant(last, "case label");
        return new Statement.Case(v, w, body, location(t));
    }

    Statement defaultStatement(Token t, Statement body) {
        if (function == null || function.switches.isEmpty()) {
            throw error(t, "'default' label not within a switch statement");
        }
        return new Statement.Default(body, location(t));
    }

    Statement forStatement(Token t, List<BlockItem> init, Expression condition, Expression step, Statement body) {
        return new Statement.For(init, Optional.ofNullable(condition).map(this::condition), Optional.ofNullable(step),
                body, location(t));
    }
}
