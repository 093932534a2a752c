package org.imperium.cfrontend.types;

import java.math.BigInteger;
import java.util.Optional;
import org.imperium.cfrontend.ast.BinaryOperator;
import org.imperium.cfrontend.ast.Expression;
import org.imperium.cfrontend.ast.SymbolKind;

/**
 * Evaluation of integer constant expressions (C11 6.6): constants, enumeration constants, {@code sizeof} and
 * {@code _Alignof} of types with a constant size, casts to integer types, and the arithmetic, bitwise, shift,
 * relational, logical and conditional operators, each computed in its C type under the data model (so
 * {@code -1 < 0u} is 0 and {@code (unsigned char) 300} is 44). Division by zero and shifts by negative or too
 * large amounts are not constant.
 */
public final class ConstantEvaluator {

    private final DataModel model;

    private ConstantEvaluator(DataModel model) {
        this.model = model;
    }

    /** The value, or empty when the expression is not an integer constant expression. */
    public static Optional<BigInteger> evaluate(Expression e, DataModel model) {
        return Optional.ofNullable(new ConstantEvaluator(model).eval(e));
    }

    private BigInteger eval(Expression e) {
        if (e instanceof Expression.IntegerConstant c) {
            return c.value();
        } else if (e instanceof Expression.Identifier id) {
            return id.symbol().kind() == SymbolKind.ENUM_CONSTANT ? id.symbol().enumValue().orElse(null) : null;
        } else if (e instanceof Expression.SizeofType s) {
            if (!model.hasConstantSize(s.operand())) {
                return null;
            }
            return BigInteger.valueOf(s.alignment() ? model.alignOf(s.operand()) : model.sizeOf(s.operand()));
        } else if (e instanceof Expression.SizeofExpression s) {
            return model.hasConstantSize(s.operand().type()) ? BigInteger.valueOf(model.sizeOf(s.operand().type()))
                    : null;
        } else if (e instanceof Expression.Cast c) {
            BigInteger v = eval(c.operand());
            return v == null ? null : convert(v, c.type());
        } else if (e instanceof Expression.Unary u) {
            return unary(u);
        } else if (e instanceof Expression.Binary b) {
            return binary(b);
        } else if (e instanceof Expression.Conditional c) {
            BigInteger cond = eval(c.condition());
            if (cond == null) {
                return null;
            }
            BigInteger v = eval(cond.signum() != 0 ? c.then() : c.otherwise());
            return v == null ? null : convert(v, c.type());
        }
        return null;
    }

    private BigInteger convert(BigInteger value, CType type) {
        if (type instanceof CType.IntegerType i) {
            return model.convert(value, i.kind());
        }
        if (type instanceof EnumType en) {
            return model.convert(value, en.underlying());
        }
        return type instanceof CType.PointerType ? value : null;
    }

    private BigInteger unary(Expression.Unary u) {
        BigInteger v = eval(u.operand());
        if (v == null) {
            return null;
        }
        return switch (u.operator()) {
            case PLUS -> convert(v, u.type());
            case MINUS -> convert(v.negate(), u.type());
            case BITWISE_NOT -> convert(v.not(), u.type());
            case LOGICAL_NOT -> v.signum() == 0 ? BigInteger.ONE : BigInteger.ZERO;
            default -> null;
        };
    }

    private BigInteger binary(Expression.Binary b) {
        BinaryOperator op = b.operator();
        BigInteger l = eval(b.left());
        if (l == null) {
            return null;
        }
        if (op == BinaryOperator.LOGICAL_AND && l.signum() == 0) {
            return BigInteger.ZERO;
        }
        if (op == BinaryOperator.LOGICAL_OR && l.signum() != 0) {
            return BigInteger.ONE;
        }
        BigInteger r = eval(b.right());
        if (r == null || op == BinaryOperator.COMMA) {
            return null;
        }
        if (op.isShortCircuit()) {
            return r.signum() != 0 ? BigInteger.ONE : BigInteger.ZERO;
        }
        if (op == BinaryOperator.SHIFT_LEFT || op == BinaryOperator.SHIFT_RIGHT) {
            if (r.signum() < 0 || r.compareTo(BigInteger.valueOf(128)) >= 0) {
                return null;
            }
            BigInteger x = convert(l, b.type());
            return convert(op == BinaryOperator.SHIFT_LEFT ? x.shiftLeft(r.intValue()) : x.shiftRight(r.intValue()),
                    b.type());
        }
        if (!b.left().type().isArithmetic() || !b.right().type().isArithmetic()) {
            return null;
        }
        CType common = Conversions.usualArithmetic(model, b.left().type(), b.right().type());
        BigInteger x = convert(l, common);
        BigInteger y = convert(r, common);
        if (x == null || y == null) {
            return null;
        }
        BigInteger result = switch (op) {
            case MULTIPLY -> x.multiply(y);
            case DIVIDE -> y.signum() == 0 ? null : x.divide(y);
            case MODULO -> y.signum() == 0 ? null : x.remainder(y);
            case ADD -> x.add(y);
            case SUBTRACT -> x.subtract(y);
            case LESS -> bool(x.compareTo(y) < 0);
            case GREATER -> bool(x.compareTo(y) > 0);
            case LESS_EQUAL -> bool(x.compareTo(y) <= 0);
            case GREATER_EQUAL -> bool(x.compareTo(y) >= 0);
            case EQUAL -> bool(x.equals(y));
            case NOT_EQUAL -> bool(!x.equals(y));
            case BITWISE_AND -> x.and(y);
            case BITWISE_XOR -> x.xor(y);
            case BITWISE_OR -> x.or(y);
            default -> null;
        };
        return result == null ? null : convert(result, b.type());
    }

    private static BigInteger bool(boolean b) {
        return b ? BigInteger.ONE : BigInteger.ZERO;
    }
}
