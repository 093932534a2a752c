package org.imperium.petrify.c;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.imperium.cfrontend.ast.BlockItem;
import org.imperium.cfrontend.ast.Declaration;
import org.imperium.cfrontend.ast.Expression;
import org.imperium.cfrontend.ast.FunctionDefinition;
import org.imperium.cfrontend.ast.Symbol;
import org.imperium.cfrontend.ast.SymbolKind;
import org.imperium.cfrontend.ast.UnaryOperator;
import org.imperium.cfrontend.types.CType;
import org.imperium.cfrontend.types.IntegerKind;
import org.imperium.core.UnsupportedException;
import org.imperium.logic.Sort;
import org.imperium.logic.Statement;
import org.imperium.logic.Terms;
import org.imperium.logic.Var;
import org.imperium.petrify.graph.ForkSite;
import org.imperium.petrify.graph.Location;
import org.imperium.program.Origin;

/**
 * Calls: the SV-COMP built-ins (errors, nondeterminism, assumptions, atomic blocks, termination), the pthread
 * functions (create, join, exit, mutexes), malloc, and everything else defined in the program inlined
 * (recursion is unsupported). Functions that are declared but not defined are unsupported.
 */
final class CallLowering {

    private final ThreadLowering l;

    CallLowering(ThreadLowering l) {
        this.l = l;
    }

    Value call(Expression.Call c, CType expected) {
        Symbol callee = c.directCallee().orElseThrow(() -> new UnsupportedException("call through a function pointer",
                c.location()));
        String name = callee.name();
        List<Expression> args = c.arguments();
        switch (name) {
            case "reach_error", "__VERIFIER_error", "__assert_fail", "__assert_perror_fail", "__assert":
                l.stepTo(l.graph.errorLocation(l.origin(c, Origin.Kind.ERROR, name)), Statement.SKIP, 0,
                        l.origin(c, Origin.Kind.ERROR, name));
                return new Value.Void();
            case "abort", "exit", "_exit", "_Exit":
                args.forEach(l.expressions::effect);
                l.stepTo(l.graph.exitLocation(l.origin(c, Origin.Kind.OTHER, name)), Statement.SKIP, 0,
                        l.origin(c, Origin.Kind.OTHER, name));
                return new Value.Void();
            case "__VERIFIER_assume", "assume_abort_if_not":
                return assume(c);
            case "__VERIFIER_atomic_begin":
                l.beginAtomic(l.origin(c, Origin.Kind.ATOMIC_BEGIN, name));
                return new Value.Void();
            case "__VERIFIER_atomic_end":
                l.endAtomic(l.origin(c, Origin.Kind.ATOMIC_END, name));
                return new Value.Void();
            case "pthread_create":
                return new Threads(l).create(c);
            case "pthread_join":
                return new Threads(l).join(c);
            case "pthread_exit":
                args.forEach(l.expressions::effect);
                l.stepTo(l.threadEnd, Statement.SKIP, 0, l.origin(c, Origin.Kind.RETURN, name));
                return new Value.Void();
            case "pthread_mutex_lock", "pthread_mutex_unlock", "pthread_mutex_trylock", "pthread_mutex_init",
                    "pthread_mutex_destroy":
                return new Threads(l).mutex(c, name);
            case "malloc":
                return malloc(c, expected);
            case "free":
                args.forEach(l.expressions::effect);
                return new Value.Void();
            case "__builtin_expect":
                l.expressions.effect(args.get(1));
                return l.expressions.rvalue(args.get(0));
            default:
                break;
        }
        if (name.startsWith("__VERIFIER_nondet_")) {
            return nondet(c);
        }
        FunctionDefinition f = l.ctx.functions.get(name);
        if (f == null) {
            throw new UnsupportedException("call of undefined function " + name, c.location());
        }
        if (name.startsWith("__VERIFIER_atomic_")) {
            Origin o = l.origin(c, Origin.Kind.ATOMIC_BLOCK, name);
            l.beginAtomic(o);
            Value v = inline(f, c);
            l.endAtomic(o);
            return v;
        }
        return inline(f, c);
    }

    private Value assume(Expression.Call c) {
        Origin o = l.origin(c, Origin.Kind.ASSUME, "assume");
        Origin previous = l.setOrigin(o);
        Location yes = l.newLocation();
        Location no = l.newLocation();
        l.conditions.branch(c.arguments().get(0), yes, no);
        l.current = yes;
        l.setOrigin(previous);
        return new Value.Void();
    }

    private Value nondet(Expression.Call c) {
        CType type = c.type();
        if (type instanceof CType.VoidType) {
            return new Value.Void();
        }
        if (!type.isInteger()) {
            throw new UnsupportedException("nondeterministic value of type " + type.spelling(), c.location());
        }
        IntegerKind kind = l.kindOf(type, c.location());
        Var v = l.temporary(Sort.INT);
        l.step(Statement.havoc(v).then(Statement.assume(l.ctx.ints.inRange(v, kind))), 0,
                l.origin(c, Origin.Kind.CALL, c.directCallee().get().name()));
        return new Value.Int(v, kind);
    }

    /**
     * A heap block per malloc call, which must run at most once (not in a loop): its element type is that of the
     * pointer it is converted to.
     */
    private Value malloc(Expression.Call c, CType expected) {
        l.expressions.effect(c.arguments().get(0));
        if (l.loopDepth > 0 || l.labelsSeen > 0) {
            throw new UnsupportedException("malloc that may run more than once", c.location());
        }
        if (!(expected instanceof CType.PointerType p) || p.target() instanceof CType.VoidType) {
            throw new UnsupportedException("malloc without a typed destination", c.location());
        }
        String key = "malloc@" + c.location().line() + ":" + c.location().column() + ":" + callPath() + "@"
                + l.thread;
        Storage block = l.ctx.block(key.replace(' ', '_'), p.target(), c.location());
        return new Value.Ptr(Set.of(block.key()), Terms.num(l.ctx.pointsTo.number(block)), Terms.ZERO);
    }

    /** The chain of inlined calls leading to the current frame (identifies fork sites and heap blocks). */
    String callPath() {
        return l.frames.isEmpty() ? "" : l.frames.peek().callPath;
    }

    /** The function's body in place of the call: parameters are locals assigned the arguments. */
    private Value inline(FunctionDefinition f, Expression.Call c) {
        for (ThreadLowering.Frame frame : l.frames) {
            if (frame.function == f) {
                throw new UnsupportedException("recursive call of " + f.name(), c.location());
            }
        }
        if (f.type().variadic()) {
            throw new UnsupportedException("call of variadic function " + f.name(), c.location());
        }
        if (c.arguments().size() != f.parameters().size()) {
            throw new UnsupportedException("call of " + f.name() + " with " + c.arguments().size() + " arguments",
                    c.location());
        }
        Origin o = l.origin(c, Origin.Kind.CALL, f.name());
        List<Value> values = new ArrayList<>();
        for (int i = 0; i < c.arguments().size(); i++) {
            values.add(l.expressions.converted(c.arguments().get(i), f.parameters().get(i).type()));
        }
        CType returnType = f.type().returnType();
        Optional<Storage> result = returnType instanceof CType.VoidType ? Optional.empty()
                : Optional.of(l.temporaryStorage(returnType, c.location()));
        Location returnTo = l.newLocation();
        String path = callPath() + "/" + c.location().line() + ":" + c.location().column();
        ThreadLowering.Frame frame = new ThreadLowering.Frame(f, path, returnTo, result);
        l.frames.push(frame);
        Origin previous = l.setOrigin(o);
        for (int i = 0; i < values.size(); i++) {
            Symbol p = f.parameters().get(i);
            Storage s = l.local(p, p.location());
            l.inScope(p, p.location());
            l.store(Cell.of(s, Optional.empty(), p.type()), values.get(i), c.location());
        }
        l.statements.statement(f.body());
        l.jump(returnTo, o);
        l.frames.pop();
        l.setOrigin(previous);
        l.current = returnTo;
        if (result.isEmpty()) {
            return new Value.Void();
        }
        return l.load(Cell.of(result.get(), Optional.empty(), result.get().type()), c.location());
    }

    /** GNU {@code ({ ... })}: the value of its last expression statement. */
    Value statementExpression(Expression.StatementExpression s) {
        l.openBlock();
        try {
            return statementExpressionItems(s);
        } finally {
            l.closeBlock();
        }
    }

    private Value statementExpressionItems(Expression.StatementExpression s) {
        List<BlockItem> items = s.body().items();
        for (int i = 0; i < items.size(); i++) {
            BlockItem item = items.get(i);
            boolean last = i == items.size() - 1;
            if (item instanceof Declaration d) {
                l.statements.declaration(d);
            } else if (last && item instanceof org.imperium.cfrontend.ast.Statement.ExpressionStatement e) {
                return l.expressions.rvalue(e.expression());
            } else {
                l.statements.statement((org.imperium.cfrontend.ast.Statement) item);
            }
        }
        return new Value.Void();
    }

    /** The function a thread-start argument names: {@code f}, {@code &f} or a cast of either. */
    static Optional<FunctionDefinition> function(Expression e, ProgramContext ctx) {
        Expression x = e;
        while (true) {
            if (x instanceof Expression.Cast cast) {
                x = cast.operand();
            } else if (x instanceof Expression.Unary u && u.operator() == UnaryOperator.ADDRESS_OF) {
                x = u.operand();
            } else {
                break;
            }
        }
        if (x instanceof Expression.Identifier id && id.symbol().kind() == SymbolKind.FUNCTION) {
            return Optional.ofNullable(ctx.functions.get(id.name()));
        }
        return Optional.empty();
    }

    /** Whether {@code e} is a null pointer constant (0, or 0 cast to a pointer). */
    static boolean isNull(Expression e) {
        Expression x = e;
        while (x instanceof Expression.Cast cast) {
            x = cast.operand();
        }
        return x instanceof Expression.IntegerConstant k && k.value().signum() == 0;
    }

    static ForkSite site(ProgramContext ctx, String key, FunctionDefinition f, Origin origin) {
        return ctx.sites.computeIfAbsent(key, k -> new ForkSite(k, f.name(), origin));
    }
}
