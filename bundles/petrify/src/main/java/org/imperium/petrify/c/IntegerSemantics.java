package org.imperium.petrify.c;

import java.math.BigInteger;
import org.imperium.cfrontend.types.DataModel;
import org.imperium.cfrontend.types.IntegerKind;
import org.imperium.logic.IntLiteral;
import org.imperium.logic.Term;
import org.imperium.logic.Terms;

/**
 * C integer semantics on mathematical-integer terms (C11 6.3.1, 6.5.5–6.5.7) under a data model: unsigned results
 * wrap modulo 2^N, signed arithmetic is mathematical (signed overflow is undefined behaviour, which the property
 * does not depend on), conversions to a type keep the value in its range (modulo 2^N into the range, GCC's choice
 * for signed targets; non-zero to 1 for {@code _Bool}), and division truncates toward zero.
 */
public final class IntegerSemantics {

    private final DataModel model;

    public IntegerSemantics(DataModel model) {
        this.model = model;
    }

    public DataModel model() {
        return model;
    }

    public BigInteger min(IntegerKind kind) {
        return model.minValue(kind);
    }

    public BigInteger max(IntegerKind kind) {
        return model.maxValue(kind);
    }

    /** {@code min ≤ t ≤ max} of the kind: the range fact of nondeterministic values. */
    public Term inRange(Term t, IntegerKind kind) {
        return Terms.and(Terms.leq(Terms.num(min(kind)), t), Terms.leq(t, Terms.num(max(kind))));
    }

    /** Whether every value of {@code from} is a value of {@code to}. */
    public boolean fits(IntegerKind from, IntegerKind to) {
        if (to == IntegerKind.BOOL) {
            return from == IntegerKind.BOOL;
        }
        return min(to).compareTo(min(from)) <= 0 && max(from).compareTo(max(to)) <= 0;
    }

    /** The value of {@code t} (of kind {@code from}) converted to {@code to}. */
    public Term convert(Term t, IntegerKind from, IntegerKind to) {
        if (fits(from, to)) {
            return t;
        }
        return wrap(t, to);
    }

    /** {@code t}, an arbitrary integer, brought into the range of {@code kind} as a conversion does. */
    public Term wrap(Term t, IntegerKind kind) {
        if (t instanceof IntLiteral l) {
            return Terms.num(model.convert(l.value(), kind));
        }
        if (kind == IntegerKind.BOOL) {
            return Terms.ite(Terms.eq(t, Terms.ZERO), Terms.ZERO, Terms.ONE);
        }
        BigInteger modulus = BigInteger.ONE.shiftLeft(model.bits(kind));
        if (!kind.isSigned()) {
            return Terms.mod(t, Terms.num(modulus));
        }
        BigInteger half = modulus.shiftRight(1);
        return Terms.sub(Terms.mod(Terms.add(t, Terms.num(half)), Terms.num(modulus)), Terms.num(half));
    }

    /** The result of an arithmetic operation computed mathematically, in the operation's type. */
    public Term result(Term mathematical, IntegerKind type) {
        return type.isSigned() ? mathematical : wrap(mathematical, type);
    }

    /** C division, truncating toward zero (C11 6.5.5p6), from SMT-LIB's Euclidean {@code div}. */
    public static Term divide(Term a, Term b) {
        if (a instanceof IntLiteral x && b instanceof IntLiteral y && y.value().signum() != 0) {
            return Terms.num(x.value().divide(y.value()));
        }
        Term positive = Terms.div(a, b);
        if (a instanceof IntLiteral x && x.value().signum() >= 0) {
            return positive;
        }
        return Terms.ite(Terms.geq(a, Terms.ZERO), positive, Terms.neg(Terms.div(Terms.neg(a), b)));
    }

    /** C remainder: {@code a - (a / b) * b} (C11 6.5.5p6). */
    public static Term remainder(Term a, Term b) {
        if (a instanceof IntLiteral x && b instanceof IntLiteral y && y.value().signum() != 0) {
            return Terms.num(x.value().remainder(y.value()));
        }
        if (a instanceof IntLiteral x && x.value().signum() >= 0 && b instanceof IntLiteral y && y.value().signum() > 0) {
            return Terms.mod(a, b);
        }
        return Terms.sub(a, Terms.mul(divide(a, b), b));
    }

    /** Division of operands known to be non-negative (unsigned types). */
    public static Term divideNonNegative(Term a, Term b) {
        return Terms.div(a, b);
    }

    public static Term remainderNonNegative(Term a, Term b) {
        return Terms.mod(a, b);
    }
}
