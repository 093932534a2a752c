package org.imperium.petrify.c;

import java.util.Optional;
import org.imperium.cfrontend.ast.BinaryOperator;
import org.imperium.cfrontend.ast.Expression;
import org.imperium.cfrontend.ast.Symbol;
import org.imperium.cfrontend.ast.SymbolKind;
import org.imperium.cfrontend.ast.UnaryOperator;
import org.imperium.cfrontend.types.CType;
import org.imperium.cfrontend.types.IntegerKind;
import org.imperium.cfrontend.types.StructType;
import org.imperium.core.SourceLocation;
import org.imperium.core.UnsupportedException;
import org.imperium.logic.IntLiteral;
import org.imperium.logic.Sort;
import org.imperium.logic.Statement;
import org.imperium.logic.Term;
import org.imperium.logic.Terms;
import org.imperium.logic.Var;

/**
 * Lowers C expressions (C11 6.5) to values: terms over thread-local variables and temporaries, after emitting the
 * steps of their side effects and of their reads of shared memory. Integer operations follow
 * {@link IntegerSemantics} ({@link Arithmetic}); pointers are (base, offset) pairs, see {@link Storage}. Lvalues
 * are {@link LvalueLowering}'s, conversions {@link ValueConversion}'s, and operators that become control flow
 * (conditions, {@code &&}, {@code ||}, {@code ?:}) {@link ConditionLowering}'s.
 */
final class ExpressionLowering {

    private final ThreadLowering l;
    private final Arithmetic arithmetic;

    ExpressionLowering(ThreadLowering l) {
        this.l = l;
        this.arithmetic = new Arithmetic(l);
    }

    /** Evaluates {@code e} for its side effects only. */
    void effect(Expression e) {
        if (e instanceof Expression.Assignment a && a.operator().isEmpty()
                && nondetInto(a.target(), a.value())) {
            return;
        }
        if (e instanceof Expression.Cast c && c.type() instanceof CType.VoidType) {
            effect(c.operand());
        } else if (e instanceof Expression.Binary b && b.operator() == BinaryOperator.COMMA) {
            effect(b.left());
            effect(b.right());
        } else if (!EffectAnalysis.hasEffects(e) && !(e instanceof Expression.Call)) {
            return;
        } else {
            rvalue(e);
        }
    }

    /**
     * {@code x = __VERIFIER_nondet_T()} into an integer variable whose type holds every T: one step
     * {@code havoc x; [x in range of T]}, so that the C variable itself takes the input (violation witnesses pin
     * its value). Returns false when the pattern does not apply.
     */
    boolean nondetInto(Expression target, Expression value) {
        if (!(value instanceof Expression.Call c) || c.directCallee().isEmpty()
                || !c.directCallee().get().name().startsWith("__VERIFIER_nondet_") || !c.type().isInteger()
                || !c.arguments().isEmpty() || !(target instanceof Expression.Identifier)) {
            return false;
        }
        Cell cell = l.lvalues.lvalue(target);
        Optional<Cell.Alternative> a = cell.single();
        if (a.isEmpty() || !(a.get().storage() instanceof Storage.Scalar s) || s.indexed()
                || !target.type().isInteger()) {
            return false;
        }
        IntegerKind from = l.kindOf(c.type(), c.location());
        IntegerKind to = l.kindOf(target.type(), target.location());
        if (!l.ctx.ints.fits(from, to)) {
            return false;
        }
        l.step(Statement.havoc(s.variable()).then(Statement.assume(l.ctx.ints.inRange(s.variable(), from))),
                s.shared() ? 1 : 0);
        return true;
    }

    /** The integer value of {@code e} after the integer promotions. */
    Term integer(Expression e) {
        Value v = rvalue(e);
        if (v instanceof Value.Ptr) {
            throw new UnsupportedException("pointer used as an integer", e.location());
        }
        return Value.intTerm(v);
    }

    /** The value of {@code e} converted to {@code target} as by assignment. */
    Value converted(Expression e, CType target) {
        return l.conversion.convert(rvalue(e, target), e.type(), target, e.location());
    }

    Value rvalue(Expression e) {
        return rvalue(e, null);
    }

    /**
     * @param expected the type the value is converted to, when known (a malloc call takes its element type from it)
     */
    Value rvalue(Expression e, CType expected) {
        if (e.type() instanceof CType.FloatingType) {
            throw new UnsupportedException("floating-point expression", e.location());
        }
        if (e instanceof Expression.IntegerConstant c) {
            return new Value.Int(Terms.num(c.value()), l.kindOf(c.type(), c.location()));
        }
        if (e instanceof Expression.Identifier id) {
            Symbol s = id.symbol();
            if (s.kind() == SymbolKind.ENUM_CONSTANT) {
                return new Value.Int(Terms.num(s.enumValue().orElseThrow()), IntegerKind.INT);
            }
            if (s.kind() == SymbolKind.FUNCTION) {
                throw new UnsupportedException("function pointer " + s.name(), e.location());
            }
            return loadOrDecay(l.lvalues.lvalue(e), e.location());
        }
        if (e instanceof Expression.Unary u) {
            return unary(u);
        }
        if (e instanceof Expression.Binary b) {
            return binary(b);
        }
        if (e instanceof Expression.Assignment a) {
            return assignment(a);
        }
        if (e instanceof Expression.Conditional c) {
            return l.conditions.conditional(c);
        }
        if (e instanceof Expression.Cast c) {
            if (c.type() instanceof CType.VoidType) {
                effect(c.operand());
                return new Value.Void();
            }
            return l.conversion.convert(rvalue(c.operand(), c.type()), c.operand().type(), c.type(), c.location());
        }
        if (e instanceof Expression.Call c) {
            return l.calls.call(c, expected);
        }
        if (e instanceof Expression.Member || e instanceof Expression.Index) {
            return loadOrDecay(l.lvalues.lvalue(e), e.location());
        }
        if (e instanceof Expression.SizeofType s) {
            return size(s.operand(), s.alignment(), s.location());
        }
        if (e instanceof Expression.SizeofExpression s) {
            return size(s.operand().type(), false, s.location());
        }
        if (e instanceof Expression.StatementExpression s) {
            return l.calls.statementExpression(s);
        }
        throw new UnsupportedException(describe(e), e.location());
    }

    private Value size(CType type, boolean alignment, SourceLocation where) {
        var model = l.ctx.ints.model();
        if (!model.hasConstantSize(type)) {
            throw new UnsupportedException("sizeof of a variable length array", where);
        }
        long n = alignment ? model.alignOf(type) : model.sizeOf(type);
        return new Value.Int(Terms.num(n), ((CType.IntegerType) model.sizeType()).kind());
    }

    private static String describe(Expression e) {
        if (e instanceof Expression.StringLiteral) {
            return "string literal";
        }
        if (e instanceof Expression.CompoundLiteral) {
            return "compound literal";
        }
        if (e instanceof Expression.VaArg) {
            return "variadic argument";
        }
        return "expression " + e.getClass().getSimpleName();
    }

    /** Loads a scalar; an array decays to a pointer to its first element. */
    Value loadOrDecay(Cell cell, SourceLocation where) {
        if (cell.type() instanceof CType.ArrayType) {
            return l.lvalues.address(cell, where);
        }
        if (cell.type() instanceof StructType && !l.ctx.storages.isMutex(cell.type())) {
            throw new UnsupportedException("struct value", where);
        }
        return l.load(cell, where);
    }



    // ---- operators

    private Value unary(Expression.Unary u) {
        UnaryOperator op = u.operator();
        switch (op) {
            case ADDRESS_OF:
                if (u.operand() instanceof Expression.Identifier id && id.symbol().kind() == SymbolKind.FUNCTION) {
                    throw new UnsupportedException("function pointer " + id.name(), u.location());
                }
                return l.lvalues.address(l.lvalues.lvalue(u.operand()), u.location());
            case DEREFERENCE:
                return loadOrDecay(l.lvalues.lvalue(u), u.location());
            case LOGICAL_NOT:
                return Value.truth(Terms.not(l.conversion.truth(rvalue(u.operand()), u.location())));
            case PRE_INCREMENT, PRE_DECREMENT, POST_INCREMENT, POST_DECREMENT:
                return increment(u);
            default:
                return arithmetic.unary(op, rvalue(u.operand()), u.operand().type(), u.type(), u.location());
        }
    }

    private Value increment(Expression.Unary u) {
        Cell cell = l.lvalues.lvalue(u.operand());
        Value old = l.load(cell, u.location());
        boolean up = u.operator() == UnaryOperator.PRE_INCREMENT || u.operator() == UnaryOperator.POST_INCREMENT;
        Value next;
        if (old instanceof Value.Ptr p) {
            CType target = LvalueLowering.pointee(u.operand());
            Term delta = Terms.num(up ? Storages.stride(target) : -Storages.stride(target));
            next = new Value.Ptr(p.targets(), p.base(), Terms.add(p.offset(), delta));
        } else {
            Value one = new Value.Int(Terms.ONE, IntegerKind.INT);
            Arithmetic.Result r = arithmetic.binary(up ? BinaryOperator.ADD : BinaryOperator.SUBTRACT, old,
                    u.operand().type(), one, CType.IntegerType.INT, u.location());
            next = l.conversion.convert(r.value(), r.type(), u.operand().type(), u.location());
        }
        Value stable = old;
        if (u.operator().isPostfix() && old instanceof Value.Int i && !(i.term() instanceof IntLiteral)
                && !isTemporary(i.term())) {
            Var keep = l.temporary(Sort.INT);
            l.step(Statement.assign(keep, i.term()), 0);
            stable = new Value.Int(keep, i.kind());
        }
        l.store(cell, next, u.location());
        return u.operator().isPostfix() ? stable : next;
    }

    private boolean isTemporary(Term t) {
        return t instanceof Var v && v.name().startsWith(l.thread + ".~t");
    }

    private Value binary(Expression.Binary b) {
        BinaryOperator op = b.operator();
        if (op == BinaryOperator.COMMA) {
            effect(b.left());
            return rvalue(b.right());
        }
        if (op.isShortCircuit()) {
            return l.conditions.shortCircuit(b);
        }
        Value left = rvalue(b.left());
        Value right = rvalue(b.right());
        return arithmetic.binary(op, left, b.left().type(), right, b.right().type(), b.location()).value();
    }

    private Value assignment(Expression.Assignment a) {
        CType type = a.target().type();
        if (type instanceof StructType && !l.ctx.storages.isMutex(type)) {
            Cell from = l.lvalues.lvalue(a.value());
            Cell to = l.lvalues.lvalue(a.target());
            l.lvalues.copy(to, from, a.location());
            return new Value.Void();
        }
        if (a.operator().isEmpty()) {
            Value v = converted(a.value(), type);
            Cell to = l.lvalues.lvalue(a.target());
            l.store(to, v, a.location());
            return v;
        }
        Cell to = l.lvalues.lvalue(a.target());
        Value old = l.load(to, a.location());
        Value operand = rvalue(a.value());
        Arithmetic.Result r = arithmetic.binary(a.operator().get(), old, type, operand, a.value().type(), a.location());
        Value v = l.conversion.convert(r.value(), r.type(), type, a.location());
        l.store(to, v, a.location());
        return v;
    }
}
