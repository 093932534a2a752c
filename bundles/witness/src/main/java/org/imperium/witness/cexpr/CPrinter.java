package org.imperium.witness.cexpr;

import java.math.BigInteger;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.imperium.logic.App;
import org.imperium.logic.BoolLiteral;
import org.imperium.logic.IntLiteral;
import org.imperium.logic.Op;
import org.imperium.logic.Sort;
import org.imperium.logic.Term;
import org.imperium.logic.Var;

/**
 * Prints a quantifier-free formula over mathematical integers as a side-effect-free C expression with the same
 * meaning and without undefined behaviour (WITNESS-FORMAT.md §9, rules 4–5). Every comparison is printed in one of
 * two modes, chosen from the ranges of its subterms (interval arithmetic over the C types of the variables):
 * <ul>
 * <li><b>int</b> — all variables promote to {@code int} and every intermediate value fits in {@code int}: plain
 * C, which then computes exactly the mathematical value;</li>
 * <li><b>long long</b> — otherwise, if every variable fits in {@code long long} and every intermediate value does:
 * each variable is cast to {@code long long} and each literal beyond {@code int} gets the suffix {@code LL}, so no
 * unsigned wrap-around and no signed overflow can occur.</li>
 * </ul>
 * Anything else (arrays, quantifiers, division of possibly negative values, unknown types, values beyond
 * {@code long long}) is not printable: {@link #print} answers empty, and {@link Weakening} replaces such literals
 * by {@code true}.
 */
public final class CPrinter {

    /** The C name and type of a variable visible at the location, or empty when it is not visible. */
    public record CVariable(String name, CType type) {
    }

    private static final BigInteger INT_MAX = CType.INT.max();

    private final Function<Var, Optional<CVariable>> naming;

    public CPrinter(Function<Var, Optional<CVariable>> naming) {
        this.naming = naming;
    }

    /** The C text of a formula (Bool) or integer term, or empty when some part is not printable. */
    public Optional<String> print(Term t) {
        try {
            return Optional.of(t.sort().equals(Sort.BOOL) ? formula(t, 0) : term(t, mode(t), 0));
        } catch (Unprintable e) {
            return Optional.empty();
        }
    }

    /** Whether the atom or literal {@code t} can be printed. */
    public boolean printable(Term t) {
        return print(t).isPresent();
    }

    // C precedence levels, higher binds tighter
    private static final int TERNARY = 3;
    private static final int LOR = 4;
    private static final int LAND = 5;
    private static final int EQUALITY = 9;
    private static final int RELATIONAL = 10;
    private static final int ADDITIVE = 12;
    private static final int MULTIPLICATIVE = 13;
    private static final int UNARY = 14;

    private String formula(Term t, int context) {
        if (t instanceof BoolLiteral b) {
            return b.value() ? "1" : "0";
        }
        if (t instanceof Var v) {
            CVariable c = naming.apply(v).orElseThrow(Unprintable::new);
            return c.name();
        }
        if (!(t instanceof App a)) {
            throw new Unprintable();
        }
        List<Term> args = a.args();
        return switch (a.op()) {
            case AND -> join(args, " && ", LAND, context);
            case OR -> join(args, " || ", LOR, context);
            case IMPLIES -> wrap("!" + formula(args.get(0), UNARY) + " || " + formula(args.get(1), LOR + 1), LOR,
                    context);
            case NOT -> negation(args.get(0), context);
            case ITE -> wrap(formula(args.get(0), LOR) + " ? " + formula(args.get(1), LOR) + " : "
                    + formula(args.get(2), TERNARY), TERNARY, context);
            case EQ -> args.get(0).sort().equals(Sort.INT) ? comparison(a, " == ", context)
                    : wrap(truth(args.get(0)) + " == " + truth(args.get(1)), EQUALITY, context);
            case LT -> comparison(a, " < ", context);
            case LEQ -> comparison(a, " <= ", context);
            case GT -> comparison(a, " > ", context);
            case GEQ -> comparison(a, " >= ", context);
            default -> throw new Unprintable();
        };
    }

    /** A Bool operand of {@code ==} as 0 or 1. */
    private String truth(Term t) {
        return "!!" + formula(t, UNARY);
    }

    private String negation(Term inner, int context) {
        if (inner instanceof App e && e.op() == Op.EQ && e.arg(0).sort().equals(Sort.INT)) {
            return comparison(e, " != ", context);
        }
        if (inner instanceof App c && c.op().isComparison() && c.arg(0).sort().equals(Sort.INT)) {
            String flipped = switch (c.op()) {
                case LT -> " >= ";
                case LEQ -> " > ";
                case GT -> " <= ";
                case GEQ -> " < ";
                default -> throw new Unprintable();
            };
            return comparison(c, flipped, context);
        }
        return "!" + formula(inner, UNARY);
    }

    private String comparison(App a, String symbol, int context) {
        boolean wide = mode(a) == Mode.LONG_LONG;
        Mode mode = wide ? Mode.LONG_LONG : Mode.INT;
        int level = symbol.equals(" == ") || symbol.equals(" != ") ? EQUALITY : RELATIONAL;
        return wrap(term(a.arg(0), mode, level) + symbol + term(a.arg(1), mode, level + 1), level, context);
    }

    private String join(List<Term> args, String symbol, int level, int context) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < args.size(); i++) {
            out.append(i > 0 ? symbol : "").append(formula(args.get(i), level + 1));
        }
        return wrap(out.toString(), level, context);
    }

    private static String wrap(String text, int own, int context) {
        return own < context ? "(" + text + ")" : text;
    }

    private enum Mode { INT, LONG_LONG }

    /** The mode in which the integer subterms of {@code t} are printed; throws when there is none. */
    private Mode mode(Term t) {
        Mode[] mode = {Mode.INT};
        check(t, mode);
        return mode[0];
    }

    private void check(Term t, Mode[] mode) {
        if (t.sort().equals(Sort.INT)) {
            Interval r = range(t);
            if (!CType.INT.contains(r.lo) || !CType.INT.contains(r.hi)) {
                mode[0] = Mode.LONG_LONG;
            }
            if (!CType.LONG_LONG.contains(r.lo) || !CType.LONG_LONG.contains(r.hi)) {
                throw new Unprintable();
            }
        }
        if (t instanceof Var v && t.sort().equals(Sort.INT)) {
            CType type = naming.apply(v).orElseThrow(Unprintable::new).type();
            if (!type.promoted().equals(CType.INT)) {
                mode[0] = Mode.LONG_LONG;
            }
            if (!CType.LONG_LONG.contains(type.max())) {
                throw new Unprintable();
            }
        }
        for (Term c : t.children()) {
            if (c.sort().equals(Sort.INT) || c.sort().equals(Sort.BOOL)) {
                check(c, mode);
            } else {
                throw new Unprintable();
            }
        }
    }

    private String term(Term t, Mode mode, int context) {
        if (t instanceof IntLiteral l) {
            BigInteger v = l.value();
            String digits = v.abs().toString() + (v.abs().compareTo(INT_MAX) > 0 ? "LL" : "");
            return v.signum() < 0 ? wrap("-" + digits, UNARY, context) : digits;
        }
        if (t instanceof Var v) {
            CVariable c = naming.apply(v).orElseThrow(Unprintable::new);
            return mode == Mode.LONG_LONG ? wrap("(long long)" + c.name(), UNARY, context) : c.name();
        }
        App a = (App) t;
        List<Term> args = a.args();
        return switch (a.op()) {
            case ADD -> {
                StringBuilder out = new StringBuilder(term(args.get(0), mode, ADDITIVE));
                for (Term s : args.subList(1, args.size())) {
                    if (s instanceof IntLiteral l && l.value().signum() < 0) {
                        out.append(" - ").append(term(org.imperium.logic.Terms.num(l.value().negate()), mode,
                                ADDITIVE + 1));
                    } else {
                        out.append(" + ").append(term(s, mode, ADDITIVE + 1));
                    }
                }
                yield wrap(out.toString(), ADDITIVE, context);
            }
            case SUB -> wrap(term(args.get(0), mode, ADDITIVE) + " - " + term(args.get(1), mode, ADDITIVE + 1),
                    ADDITIVE, context);
            case MUL -> {
                StringBuilder out = new StringBuilder(term(args.get(0), mode, MULTIPLICATIVE));
                for (Term f : args.subList(1, args.size())) {
                    out.append(" * ").append(term(f, mode, MULTIPLICATIVE + 1));
                }
                yield wrap(out.toString(), MULTIPLICATIVE, context);
            }
            case NEG -> wrap("-" + term(args.get(0), mode, UNARY), UNARY, context);
            case DIV -> wrap(term(args.get(0), mode, MULTIPLICATIVE) + " / " + term(args.get(1), mode,
                    MULTIPLICATIVE + 1), MULTIPLICATIVE, context);
            case MOD -> wrap(term(args.get(0), mode, MULTIPLICATIVE) + " % " + term(args.get(1), mode,
                    MULTIPLICATIVE + 1), MULTIPLICATIVE, context);
            case ITE -> wrap(formula(args.get(0), LOR) + " ? " + term(args.get(1), mode, LOR) + " : "
                    + term(args.get(2), mode, TERNARY), TERNARY, context);
            default -> throw new Unprintable();
        };
    }

    /** Closed interval of the values a term can take, from the ranges of the C types of its variables. */
    private record Interval(BigInteger lo, BigInteger hi) {
        static Interval of(BigInteger a, BigInteger b) {
            return new Interval(a.min(b), a.max(b));
        }
    }

    private Interval range(Term t) {
        if (t instanceof IntLiteral l) {
            return new Interval(l.value(), l.value());
        }
        if (t instanceof Var v) {
            CType type = naming.apply(v).orElseThrow(Unprintable::new).type();
            return new Interval(type.min(), type.max());
        }
        if (!(t instanceof App a)) {
            throw new Unprintable();
        }
        switch (a.op()) {
            case ADD: {
                BigInteger lo = BigInteger.ZERO;
                BigInteger hi = BigInteger.ZERO;
                for (Term s : a.args()) {
                    Interval r = range(s);
                    lo = lo.add(r.lo);
                    hi = hi.add(r.hi);
                }
                return new Interval(lo, hi);
            }
            case SUB: {
                Interval x = range(a.arg(0));
                Interval y = range(a.arg(1));
                return new Interval(x.lo.subtract(y.hi), x.hi.subtract(y.lo));
            }
            case NEG: {
                Interval x = range(a.arg(0));
                return new Interval(x.hi.negate(), x.lo.negate());
            }
            case MUL: {
                Interval r = new Interval(BigInteger.ONE, BigInteger.ONE);
                for (Term f : a.args()) {
                    Interval x = range(f);
                    BigInteger[] c = {r.lo.multiply(x.lo), r.lo.multiply(x.hi), r.hi.multiply(x.lo),
                        r.hi.multiply(x.hi)};
                    BigInteger lo = c[0];
                    BigInteger hi = c[0];
                    for (BigInteger v : c) {
                        lo = lo.min(v);
                        hi = hi.max(v);
                    }
                    r = new Interval(lo, hi);
                    requireWithinLongLong(r);
                }
                return r;
            }
            case DIV:
            case MOD: {
                // SMT-LIB's Euclidean division agrees with C's only for a non-negative dividend and positive divisor
                Interval x = range(a.arg(0));
                if (!(a.arg(1) instanceof IntLiteral d) || d.value().signum() <= 0 || x.lo.signum() < 0) {
                    throw new Unprintable();
                }
                return a.op() == Op.DIV ? Interval.of(x.lo.divide(d.value()), x.hi.divide(d.value()))
                        : new Interval(BigInteger.ZERO, x.hi.min(d.value().subtract(BigInteger.ONE)));
            }
            case ITE: {
                Interval x = range(a.arg(1));
                Interval y = range(a.arg(2));
                return new Interval(x.lo.min(y.lo), x.hi.max(y.hi));
            }
            default:
                throw new Unprintable();
        }
    }

    private static void requireWithinLongLong(Interval r) {
        if (!CType.LONG_LONG.contains(r.lo) || !CType.LONG_LONG.contains(r.hi)) {
            throw new Unprintable();
        }
    }

    /** Thrown inside the printer when a part has no faithful C form. */
    private static final class Unprintable extends RuntimeException {
        Unprintable() {
            super(null, null, false, false);
        }
    }
}
