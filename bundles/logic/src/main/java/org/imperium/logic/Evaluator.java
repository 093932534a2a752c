package org.imperium.logic;

import java.math.BigInteger;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * Evaluates quantifier-free terms on concrete values: {@link BigInteger} for Int, {@link Boolean} for Bool,
 * {@link ArrayValue} for arrays (reading an element a partly unknown array does not know, or comparing such an array,
 * raises {@link ArrayValue.UnknownElement}). Division by zero follows SMT-LIB's convention of an unspecified but fixed value;
 * here it is reported as an {@link ArithmeticException}, which callers treat as "cannot evaluate".
 */
public final class Evaluator {

    private Evaluator() {
    }

    public static Object evaluate(Term t, Function<Var, Object> valuation) {
        return evaluate(t, valuation, null);
    }

    /**
     * Like {@link #evaluate(Term, Function)}, but a read {@code select(a, i)} of an array variable a asks
     * {@code cells} for the one cell (a, value of i) instead of looking up all of a, so that a caller recording the
     * memory a term reads sees single cells ({@code null}: look up the whole array).
     */
    public static Object evaluate(Term t, Function<Var, Object> valuation, BiFunction<Var, Object, Object> cells) {
        if (t instanceof Var v) {
            Object value = valuation.apply(v);
            if (value == null) {
                throw new IllegalArgumentException("no value for " + v.name());
            }
            return value;
        }
        if (t instanceof IntLiteral l) {
            return l.value();
        }
        if (t instanceof BoolLiteral b) {
            return b.value();
        }
        if (t instanceof Quantified) {
            throw new IllegalArgumentException("cannot evaluate a quantifier: " + t);
        }
        App a = (App) t;
        switch (a.op()) {
            case AND:
                for (Term c : a.args()) {
                    if (!(Boolean) evaluate(c, valuation, cells)) {
                        return false;
                    }
                }
                return true;
            case OR:
                for (Term c : a.args()) {
                    if ((Boolean) evaluate(c, valuation, cells)) {
                        return true;
                    }
                }
                return false;
            case IMPLIES:
                return !(Boolean) evaluate(a.arg(0), valuation, cells) || (Boolean) evaluate(a.arg(1), valuation, cells);
            case ITE:
                return (Boolean) evaluate(a.arg(0), valuation, cells) ? evaluate(a.arg(1), valuation, cells) : evaluate(a.arg(2), valuation, cells);
            case NOT:
                return !(Boolean) evaluate(a.arg(0), valuation, cells);
            case EQ: {
                Object x = evaluate(a.arg(0), valuation, cells);
                Object y = evaluate(a.arg(1), valuation, cells);
                if (x instanceof ArrayValue ax && ax.partlyUnknown() || y instanceof ArrayValue ay && ay.partlyUnknown()) {
                    throw new ArrayValue.UnknownElement("comparison of partly unknown arrays");
                }
                return x.equals(y);
            }
            case SELECT:
                if (cells != null && a.arg(0) instanceof Var array) {
                    return cells.apply(array, evaluate(a.arg(1), valuation, cells));
                }
                return ((ArrayValue) evaluate(a.arg(0), valuation, cells)).get(evaluate(a.arg(1), valuation, cells));
            case STORE:
                return ((ArrayValue) evaluate(a.arg(0), valuation, cells)).set(evaluate(a.arg(1), valuation, cells),
                        evaluate(a.arg(2), valuation, cells));
            case CONST_ARRAY:
                return ArrayValue.constant(evaluate(a.arg(0), valuation, cells));
            default:
                return arithmetic(a, valuation, cells);
        }
    }

    private static Object arithmetic(App a, Function<Var, Object> valuation,
                                     BiFunction<Var, Object, Object> cells) {
        BigInteger x = (BigInteger) evaluate(a.arg(0), valuation, cells);
        if (a.op() == Op.NEG) {
            return x.negate();
        }
        if (a.op() == Op.ADD) {
            BigInteger sum = x;
            for (Term s : a.args().subList(1, a.args().size())) {
                sum = sum.add((BigInteger) evaluate(s, valuation, cells));
            }
            return sum;
        }
        BigInteger y = (BigInteger) evaluate(a.arg(1), valuation, cells);
        return switch (a.op()) {
            case SUB -> x.subtract(y);
            case MUL -> x.multiply(y);
            case DIV -> Terms.euclideanDiv(x, y);
            case MOD -> Terms.euclideanMod(x, y);
            case LT -> x.compareTo(y) < 0;
            case LEQ -> x.compareTo(y) <= 0;
            case GT -> x.compareTo(y) > 0;
            case GEQ -> x.compareTo(y) >= 0;
            default -> throw new AssertionError(a.op());
        };
    }
}
