package org.imperium.logic;

import java.math.BigInteger;
import java.util.function.Function;

/**
 * Evaluates quantifier-free terms on concrete values: {@link BigInteger} for Int, {@link Boolean} for Bool,
 * {@link ArrayValue} for arrays. Division by zero follows SMT-LIB's convention of an unspecified but fixed value;
 * here it is reported as an {@link ArithmeticException}, which callers treat as "cannot evaluate".
 */
public final class Evaluator {

    private Evaluator() {
    }

    public static Object evaluate(Term t, Function<Var, Object> valuation) {
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
                    if (!(Boolean) evaluate(c, valuation)) {
                        return false;
                    }
                }
                return true;
            case OR:
                for (Term c : a.args()) {
                    if ((Boolean) evaluate(c, valuation)) {
                        return true;
                    }
                }
                return false;
            case IMPLIES:
                return !(Boolean) evaluate(a.arg(0), valuation) || (Boolean) evaluate(a.arg(1), valuation);
            case ITE:
                return (Boolean) evaluate(a.arg(0), valuation) ? evaluate(a.arg(1), valuation) : evaluate(a.arg(2), valuation);
            case NOT:
                return !(Boolean) evaluate(a.arg(0), valuation);
            case EQ:
                return evaluate(a.arg(0), valuation).equals(evaluate(a.arg(1), valuation));
            case SELECT:
                return ((ArrayValue) evaluate(a.arg(0), valuation)).get(evaluate(a.arg(1), valuation));
            case STORE:
                return ((ArrayValue) evaluate(a.arg(0), valuation)).set(evaluate(a.arg(1), valuation),
                        evaluate(a.arg(2), valuation));
            default:
                return arithmetic(a, valuation);
        }
    }

    private static Object arithmetic(App a, Function<Var, Object> valuation) {
        BigInteger x = (BigInteger) evaluate(a.arg(0), valuation);
        if (a.op() == Op.NEG) {
            return x.negate();
        }
        if (a.op() == Op.ADD) {
            BigInteger sum = x;
            for (Term s : a.args().subList(1, a.args().size())) {
                sum = sum.add((BigInteger) evaluate(s, valuation));
            }
            return sum;
        }
        BigInteger y = (BigInteger) evaluate(a.arg(1), valuation);
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
