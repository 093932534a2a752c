package org.imperium.cfrontend.types;

/**
 * The implicit conversions of C11 6.3: integer promotions (6.3.1.1p2), the usual arithmetic conversions
 * (6.3.1.8) and array/function-to-pointer decay (6.3.2.1p3–4).
 */
public final class Conversions {

    private Conversions() {
    }

    /**
     * Integer promotion: a type of rank below {@code int} (and {@code _Bool}) becomes {@code int} (all their values
     * fit in 32 bits); an enumeration is promoted like its underlying type; other types are unchanged.
     */
    public static CType promote(CType type) {
        IntegerKind kind;
        if (type instanceof CType.IntegerType i) {
            kind = i.kind();
        } else if (type instanceof EnumType e) {
            kind = e.underlying();
        } else {
            return type;
        }
        if (kind.rank() < IntegerKind.INT.rank()) {
            return CType.IntegerType.INT;
        }
        return type instanceof EnumType ? new CType.IntegerType(kind) : type;
    }

    /**
     * The common real type of two arithmetic operands (C11 6.3.1.8p1). Whether a signed type can represent all
     * values of an unsigned one depends on the data model (e.g. {@code long} and {@code unsigned int}).
     */
    public static CType usualArithmetic(DataModel model, CType left, CType right) {
        if (!left.isArithmetic() || !right.isArithmetic()) {
            throw new IllegalArgumentException("not arithmetic: " + left.spelling() + ", " + right.spelling());
        }
        if (left instanceof CType.FloatingType || right instanceof CType.FloatingType) {
            if (!(right instanceof CType.FloatingType r)) {
                return left;
            }
            if (!(left instanceof CType.FloatingType l)) {
                return right;
            }
            return l.kind().rank() >= r.kind().rank() ? l : r;
        }
        IntegerKind a = ((CType.IntegerType) promote(left)).kind();
        IntegerKind b = ((CType.IntegerType) promote(right)).kind();
        return new CType.IntegerType(commonKind(model, a, b));
    }

    private static IntegerKind commonKind(DataModel model, IntegerKind a, IntegerKind b) {
        if (a == b) {
            return a;
        }
        if (a.isSigned() == b.isSigned()) {
            return a.rank() >= b.rank() ? a : b;
        }
        IntegerKind unsigned = a.isSigned() ? b : a;
        IntegerKind signed = a.isSigned() ? a : b;
        if (unsigned.rank() >= signed.rank()) {
            return unsigned;
        }
        if (model.bits(signed) > model.bits(unsigned)) {
            return signed;
        }
        return signed.toUnsigned();
    }

    /** The type an expression of this type has as an rvalue: arrays and functions become pointers. */
    public static CType decay(CType type) {
        if (type instanceof CType.ArrayType a) {
            return new CType.PointerType(a.element());
        }
        return type instanceof CType.FunctionType ? new CType.PointerType(type) : type;
    }
}
