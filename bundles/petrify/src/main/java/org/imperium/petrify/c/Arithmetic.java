package org.imperium.petrify.c;

import java.math.BigInteger;
import org.imperium.cfrontend.ast.BinaryOperator;
import org.imperium.cfrontend.ast.UnaryOperator;
import org.imperium.cfrontend.types.CType;
import org.imperium.cfrontend.types.Conversions;
import org.imperium.cfrontend.types.IntegerKind;
import org.imperium.core.SourceLocation;
import org.imperium.core.UnsupportedException;
import org.imperium.logic.IntLiteral;
import org.imperium.logic.Term;
import org.imperium.logic.Terms;

/**
 * The arithmetic, relational, shift and bitwise operators on lowered values (C11 6.5.3–6.5.14): integer promotions
 * and usual arithmetic conversions, then {@link IntegerSemantics}; pointer arithmetic on offsets. Bitwise
 * operators are modelled where integer arithmetic expresses them exactly: on truth values, and with one constant
 * operand (bit by bit, see {@link #and}); two non-constant operands are unsupported.
 */
final class Arithmetic {

    /** A value and the C type it has. */
    record Result(Value value, CType type) {
    }

    private final ThreadLowering l;

    Arithmetic(ThreadLowering l) {
        this.l = l;
    }

    private IntegerSemantics ints() {
        return l.ctx.ints;
    }

    Result binary(BinaryOperator op, Value a, CType at, Value b, CType bt, SourceLocation where) {
        CType left = Conversions.decay(at);
        CType right = Conversions.decay(bt);
        if (a instanceof Value.Ptr || b instanceof Value.Ptr || left instanceof CType.PointerType
                || right instanceof CType.PointerType) {
            return pointer(op, a, left, b, right, where);
        }
        IntegerKind ak = kind(a, left, where);
        IntegerKind bk = kind(b, right, where);
        Term x = Value.intTerm(a);
        Term y = Value.intTerm(b);
        if (op == BinaryOperator.SHIFT_LEFT || op == BinaryOperator.SHIFT_RIGHT) {
            IntegerKind k = promoted(ak);
            BigInteger count = constant(y);
            if (count == null || count.signum() < 0 || count.intValue() >= ints().model().bits(k)) {
                throw new UnsupportedException("shift by a non-constant amount", where);
            }
            Term factor = Terms.num(BigInteger.ONE.shiftLeft(count.intValue()));
            Term x1 = ints().convert(x, ak, k);
            Term r = op == BinaryOperator.SHIFT_LEFT ? ints().result(Terms.mul(x1, factor), k) : Terms.div(x1, factor);
            return new Result(new Value.Int(r, k), type(k));
        }
        IntegerKind k = common(ak, bk);
        Term x1 = ints().convert(x, ak, k);
        Term y1 = ints().convert(y, bk, k);
        switch (op) {
            case ADD:
                return integer(ints().result(Terms.add(x1, y1), k), k);
            case SUBTRACT:
                return integer(ints().result(Terms.sub(x1, y1), k), k);
            case MULTIPLY:
                return integer(ints().result(Terms.mul(x1, y1), k), k);
            case DIVIDE:
                return integer(ints().result(k.isSigned() ? IntegerSemantics.divide(x1, y1)
                        : IntegerSemantics.divideNonNegative(x1, y1), k), k);
            case MODULO:
                return integer(k.isSigned() ? IntegerSemantics.remainder(x1, y1)
                        : IntegerSemantics.remainderNonNegative(x1, y1), k);
            case LESS:
                return truth(Terms.lt(x1, y1));
            case GREATER:
                return truth(Terms.gt(x1, y1));
            case LESS_EQUAL:
                return truth(Terms.leq(x1, y1));
            case GREATER_EQUAL:
                return truth(Terms.geq(x1, y1));
            case EQUAL:
                return truth(Terms.eq(x1, y1));
            case NOT_EQUAL:
                return truth(Terms.distinct(x1, y1));
            case BITWISE_AND, BITWISE_OR, BITWISE_XOR:
                return bitwise(op, a, b, x1, y1, k, where);
            default:
                throw new UnsupportedException("operator " + op.symbol(), where);
        }
    }

    private Result bitwise(BinaryOperator op, Value a, Value b, Term x, Term y, IntegerKind k, SourceLocation where) {
        BigInteger cx = constant(x);
        BigInteger cy = constant(y);
        if (cx != null && cy != null) {
            BigInteger r = switch (op) {
                case BITWISE_AND -> cx.and(cy);
                case BITWISE_OR -> cx.or(cy);
                default -> cx.xor(cy);
            };
            return integer(ints().wrap(Terms.num(r), k), k);
        }
        if (a instanceof Value.Bool p && b instanceof Value.Bool q) {
            Term r = switch (op) {
                case BITWISE_AND -> Terms.and(p.formula(), q.formula());
                case BITWISE_OR -> Terms.or(p.formula(), q.formula());
                default -> Terms.not(Terms.eq(p.formula(), q.formula()));
            };
            return truth(r);
        }
        BigInteger mask = cx != null ? cx : cy;
        if (mask == null) {
            throw new UnsupportedException("bitwise operator " + op.symbol() + " without a constant operand", where);
        }
        Term other = cx != null ? y : x;
        Term and = and(other, mask, k, where);
        Term c = Terms.num(mask);
        // a | c = a + c - (a & c) and a ^ c = a + c - 2 (a & c): the bits both have are counted once or not at all
        Term r = switch (op) {
            case BITWISE_AND -> and;
            case BITWISE_OR -> Terms.sub(Terms.add(other, c), and);
            default -> Terms.sub(Terms.add(other, c), Terms.mul(Terms.num(2), and));
        };
        return integer(r, k);
    }

    /** Most one bits of a constant (or of its complement) that a bitwise operator is expanded for. */
    static final int MAX_MASK_BITS = 16;

    /**
     * {@code a & c} for a value {@code a} of kind {@code k} (already in range) as integer arithmetic: bit i of
     * {@code a} is {@code (a div 2^i) mod 2} with Euclidean (here floor) division, which is also the bit of the
     * two's complement of a negative {@code a}; a mask {@code 2^m - 1} is {@code a mod 2^m}. A constant with many
     * one bits goes through its complement: {@code a & c = a - (a & ~c)} (for unsigned kinds the complement within
     * the width, as {@code a} has no higher bits).
     */
    private Term and(Term a, BigInteger c, IntegerKind k, SourceLocation where) {
        if (c.signum() < 0) {
            return Terms.sub(a, and(a, c.not(), k, where));
        }
        BigInteger all = BigInteger.ONE.shiftLeft(ints().model().bits(k)).subtract(BigInteger.ONE);
        if (!k.isSigned() && c.bitCount() > MAX_MASK_BITS && c.compareTo(all) <= 0) {
            return Terms.sub(a, and(a, all.subtract(c), k, where));
        }
        if (c.add(BigInteger.ONE).bitCount() == 1) {
            return Terms.mod(a, Terms.num(c.add(BigInteger.ONE)));
        }
        if (c.bitCount() > MAX_MASK_BITS) {
            throw new UnsupportedException("bitwise operator with a constant of more than " + MAX_MASK_BITS
                    + " one bits", where);
        }
        Term sum = Terms.ZERO;
        for (int i = 0; i < c.bitLength(); i++) {
            if (c.testBit(i)) {
                Term power = Terms.num(BigInteger.ONE.shiftLeft(i));
                sum = Terms.add(sum, Terms.mul(power, Terms.mod(Terms.div(a, power), Terms.num(2))));
            }
        }
        return sum;
    }

    private Result pointer(BinaryOperator op, Value a, CType left, Value b, CType right, SourceLocation where) {
        if (op == BinaryOperator.ADD || op == BinaryOperator.SUBTRACT) {
            if (a instanceof Value.Ptr p && !(b instanceof Value.Ptr)) {
                return new Result(offset(p, Value.intTerm(b), left, op == BinaryOperator.SUBTRACT), left);
            }
            if (b instanceof Value.Ptr p && !(a instanceof Value.Ptr) && op == BinaryOperator.ADD) {
                return new Result(offset(p, Value.intTerm(a), right, false), right);
            }
            if (a instanceof Value.Ptr p && b instanceof Value.Ptr q && op == BinaryOperator.SUBTRACT) {
                long stride = stride(left);
                IntegerKind k = ((CType.IntegerType) ints().model().ptrdiffType()).kind();
                return integer(Terms.div(Terms.sub(p.offset(), q.offset()), Terms.num(stride)), k);
            }
        }
        Value.Ptr p = asPointer(a);
        Value.Ptr q = asPointer(b);
        Term sameObject = Terms.eq(p.base(), q.base());
        return switch (op) {
            case EQUAL -> truth(Terms.and(sameObject, Terms.eq(p.offset(), q.offset())));
            case NOT_EQUAL -> truth(Terms.not(Terms.and(sameObject, Terms.eq(p.offset(), q.offset()))));
            case LESS -> truth(Terms.lt(p.offset(), q.offset()));
            case GREATER -> truth(Terms.gt(p.offset(), q.offset()));
            case LESS_EQUAL -> truth(Terms.leq(p.offset(), q.offset()));
            case GREATER_EQUAL -> truth(Terms.geq(p.offset(), q.offset()));
            default -> throw new UnsupportedException("operator " + op.symbol() + " on pointers", where);
        };
    }

    private static Value.Ptr asPointer(Value v) {
        if (v instanceof Value.Ptr p) {
            return p;
        }
        return new Value.Ptr(java.util.Set.of(PointsTo.INTEGER), Terms.ZERO, Value.intTerm(v));
    }

    private static Value offset(Value.Ptr p, Term n, CType pointerType, boolean minus) {
        Term delta = Terms.mul(n, Terms.num(stride(pointerType)));
        return new Value.Ptr(p.targets(), p.base(), minus ? Terms.sub(p.offset(), delta) : Terms.add(p.offset(), delta));
    }

    /** Elements of the object's innermost type one step of a pointer of this type moves over. */
    private static long stride(CType pointerType) {
        if (pointerType instanceof CType.PointerType pt) {
            return Storages.stride(pt.target());
        }
        return 1;
    }

    Value unary(UnaryOperator op, Value v, CType operandType, CType resultType, SourceLocation where) {
        if (v instanceof Value.Ptr) {
            throw new UnsupportedException("operator " + op.symbol() + " on a pointer", where);
        }
        IntegerKind from = kind(v, Conversions.decay(operandType), where);
        IntegerKind k = promoted(from);
        Term x = ints().convert(Value.intTerm(v), from, k);
        return switch (op) {
            case PLUS -> new Value.Int(x, k);
            case MINUS -> new Value.Int(ints().result(Terms.neg(x), k), k);
            case BITWISE_NOT -> new Value.Int(k.isSigned() ? Terms.sub(Terms.neg(x), Terms.ONE)
                    : Terms.sub(Terms.num(ints().max(k)), x), k);
            default -> throw new UnsupportedException("operator " + op.symbol(), where);
        };
    }

    private IntegerKind kind(Value v, CType type, SourceLocation where) {
        if (v instanceof Value.Int i) {
            return i.kind();
        }
        if (v instanceof Value.Bool) {
            return IntegerKind.INT;
        }
        return l.memory.kindOf(type, where);
    }

    private IntegerKind promoted(IntegerKind k) {
        return ((CType.IntegerType) Conversions.promote(new CType.IntegerType(k))).kind();
    }

    private IntegerKind common(IntegerKind a, IntegerKind b) {
        CType t = Conversions.usualArithmetic(ints().model(), new CType.IntegerType(a), new CType.IntegerType(b));
        return ((CType.IntegerType) t).kind();
    }

    private static CType type(IntegerKind k) {
        return new CType.IntegerType(k);
    }

    private static Result integer(Term t, IntegerKind k) {
        return new Result(new Value.Int(t, k), type(k));
    }

    private static Result truth(Term formula) {
        return new Result(Value.truth(formula), CType.IntegerType.INT);
    }

    private static BigInteger constant(Term t) {
        return t instanceof IntLiteral i ? i.value() : null;
    }
}
