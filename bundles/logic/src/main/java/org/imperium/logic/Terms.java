package org.imperium.logic;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The only way to make terms. Constructors intern their result and simplify on the way: constants are folded,
 * conjunctions and disjunctions are flattened and deduplicated, double negations and trivial comparisons
 * disappear. The simplifications never change the meaning of a term.
 */
public final class Terms {

    private static final ConcurrentHashMap<Term, Term> TABLE = new ConcurrentHashMap<>();

    public static final Term TRUE = intern(new BoolLiteral(true));
    public static final Term FALSE = intern(new BoolLiteral(false));
    public static final Term ZERO = num(0);
    public static final Term ONE = num(1);

    private Terms() {
    }

    @SuppressWarnings("unchecked")
    private static <T extends Term> T intern(T term) {
        Term known = TABLE.putIfAbsent(term, term);
        return known == null ? term : (T) known;
    }

    // ---- atoms

    public static Var var(String name, Sort sort) {
        return intern(new Var(name, sort));
    }

    public static Var intVar(String name) {
        return var(name, Sort.INT);
    }

    public static Var boolVar(String name) {
        return var(name, Sort.BOOL);
    }

    public static Term num(long value) {
        return num(BigInteger.valueOf(value));
    }

    public static Term num(BigInteger value) {
        return intern(new IntLiteral(value));
    }

    public static Term bool(boolean value) {
        return value ? TRUE : FALSE;
    }

    // ---- arithmetic

    public static Term add(Term... summands) {
        return add(Arrays.asList(summands));
    }

    public static Term add(List<Term> summands) {
        List<Term> flat = new ArrayList<>();
        BigInteger constant = BigInteger.ZERO;
        for (Term s : summands) {
            requireSort(s, Sort.INT, "+");
            List<Term> parts = s instanceof App a && a.op() == Op.ADD ? a.args() : List.of(s);
            for (Term p : parts) {
                if (p instanceof IntLiteral l) {
                    constant = constant.add(l.value());
                } else {
                    flat.add(p);
                }
            }
        }
        if (constant.signum() != 0 || flat.isEmpty()) {
            flat.add(num(constant));
        }
        return flat.size() == 1 ? flat.get(0) : intern(new App(Op.ADD, flat, Sort.INT));
    }

    public static Term sub(Term a, Term b) {
        requireSort(a, Sort.INT, "-");
        requireSort(b, Sort.INT, "-");
        if (b instanceof IntLiteral l) {
            return add(a, num(l.value().negate()));
        }
        if (a == b) {
            return ZERO;
        }
        return intern(new App(Op.SUB, List.of(a, b), Sort.INT));
    }

    public static Term neg(Term a) {
        requireSort(a, Sort.INT, "-");
        if (a instanceof IntLiteral l) {
            return num(l.value().negate());
        }
        if (a instanceof App app && app.op() == Op.NEG) {
            return app.arg(0);
        }
        return intern(new App(Op.NEG, List.of(a), Sort.INT));
    }

    public static Term mul(Term a, Term b) {
        requireSort(a, Sort.INT, "*");
        requireSort(b, Sort.INT, "*");
        if (a instanceof IntLiteral x && b instanceof IntLiteral y) {
            return num(x.value().multiply(y.value()));
        }
        if (a instanceof IntLiteral x) {
            if (x.value().signum() == 0) {
                return ZERO;
            }
            if (x.value().equals(BigInteger.ONE)) {
                return b;
            }
        }
        if (b instanceof IntLiteral y) {
            if (y.value().signum() == 0) {
                return ZERO;
            }
            if (y.value().equals(BigInteger.ONE)) {
                return a;
            }
        }
        return intern(new App(Op.MUL, List.of(a, b), Sort.INT));
    }

    /** SMT-LIB {@code div}: Euclidean division, so that {@code a = b * div(a, b) + mod(a, b)}, {@code 0 <= mod < |b|}. */
    public static Term div(Term a, Term b) {
        requireSort(a, Sort.INT, "div");
        requireSort(b, Sort.INT, "div");
        if (a instanceof IntLiteral x && b instanceof IntLiteral y && y.value().signum() != 0) {
            return num(euclideanDiv(x.value(), y.value()));
        }
        if (b == ONE) {
            return a;
        }
        return intern(new App(Op.DIV, List.of(a, b), Sort.INT));
    }

    /** SMT-LIB {@code mod}: the Euclidean remainder, never negative. */
    public static Term mod(Term a, Term b) {
        requireSort(a, Sort.INT, "mod");
        requireSort(b, Sort.INT, "mod");
        if (a instanceof IntLiteral x && b instanceof IntLiteral y && y.value().signum() != 0) {
            return num(euclideanMod(x.value(), y.value()));
        }
        if (b == ONE) {
            return ZERO;
        }
        return intern(new App(Op.MOD, List.of(a, b), Sort.INT));
    }

    public static BigInteger euclideanMod(BigInteger a, BigInteger b) {
        return a.mod(b.abs());
    }

    public static BigInteger euclideanDiv(BigInteger a, BigInteger b) {
        BigInteger r = euclideanMod(a, b);
        return a.subtract(r).divide(b);
    }

    // ---- comparisons

    public static Term lt(Term a, Term b) {
        return compare(Op.LT, a, b);
    }

    public static Term leq(Term a, Term b) {
        return compare(Op.LEQ, a, b);
    }

    public static Term gt(Term a, Term b) {
        return compare(Op.GT, a, b);
    }

    public static Term geq(Term a, Term b) {
        return compare(Op.GEQ, a, b);
    }

    private static Term compare(Op op, Term a, Term b) {
        requireSort(a, Sort.INT, op.smtName());
        requireSort(b, Sort.INT, op.smtName());
        if (a instanceof IntLiteral x && b instanceof IntLiteral y) {
            int c = x.value().compareTo(y.value());
            return bool(switch (op) {
                case LT -> c < 0;
                case LEQ -> c <= 0;
                case GT -> c > 0;
                case GEQ -> c >= 0;
                default -> throw new AssertionError(op);
            });
        }
        if (a == b) {
            return bool(op == Op.LEQ || op == Op.GEQ);
        }
        return intern(new App(op, List.of(a, b), Sort.BOOL));
    }

    public static Term eq(Term a, Term b) {
        if (!a.sort().equals(b.sort())) {
            throw new IllegalArgumentException("= on " + a.sort() + " and " + b.sort() + ": " + a + ", " + b);
        }
        if (a == b) {
            return TRUE;
        }
        if ((a instanceof IntLiteral || a instanceof BoolLiteral) && (b instanceof IntLiteral || b instanceof BoolLiteral)) {
            return FALSE;
        }
        if (a.sort().equals(Sort.BOOL)) {
            if (a instanceof BoolLiteral x) {
                return x.value() ? b : not(b);
            }
            if (b instanceof BoolLiteral y) {
                return y.value() ? a : not(a);
            }
        }
        return intern(new App(Op.EQ, List.of(a, b), Sort.BOOL));
    }

    public static Term distinct(Term a, Term b) {
        return not(eq(a, b));
    }

    // ---- propositional

    public static Term not(Term a) {
        requireSort(a, Sort.BOOL, "not");
        if (a == TRUE) {
            return FALSE;
        }
        if (a == FALSE) {
            return TRUE;
        }
        if (a instanceof App app) {
            switch (app.op()) {
                case NOT:
                    return app.arg(0);
                case LT:
                    return geq(app.arg(0), app.arg(1));
                case LEQ:
                    return gt(app.arg(0), app.arg(1));
                case GT:
                    return leq(app.arg(0), app.arg(1));
                case GEQ:
                    return lt(app.arg(0), app.arg(1));
                default:
                    break;
            }
        }
        return intern(new App(Op.NOT, List.of(a), Sort.BOOL));
    }

    public static Term and(Term... conjuncts) {
        return and(Arrays.asList(conjuncts));
    }

    public static Term and(Collection<? extends Term> conjuncts) {
        return junction(Op.AND, conjuncts);
    }

    public static Term or(Term... disjuncts) {
        return or(Arrays.asList(disjuncts));
    }

    public static Term or(Collection<? extends Term> disjuncts) {
        return junction(Op.OR, disjuncts);
    }

    private static Term junction(Op op, Collection<? extends Term> parts) {
        Term unit = op == Op.AND ? TRUE : FALSE;
        Term zero = op == Op.AND ? FALSE : TRUE;
        Set<Term> flat = new LinkedHashSet<>();
        for (Term p : parts) {
            requireSort(p, Sort.BOOL, op.smtName());
            List<Term> inner = p instanceof App a && a.op() == op ? a.args() : List.of(p);
            for (Term q : inner) {
                if (q == zero) {
                    return zero;
                }
                if (q != unit) {
                    flat.add(q);
                }
            }
        }
        for (Term q : flat) {
            if (q instanceof App a && a.op() == Op.NOT && flat.contains(a.arg(0))) {
                return zero;
            }
        }
        if (flat.isEmpty()) {
            return unit;
        }
        if (flat.size() == 1) {
            return flat.iterator().next();
        }
        return intern(new App(op, new ArrayList<>(flat), Sort.BOOL));
    }

    public static Term implies(Term a, Term b) {
        requireSort(a, Sort.BOOL, "=>");
        requireSort(b, Sort.BOOL, "=>");
        if (a == TRUE) {
            return b;
        }
        if (a == FALSE || b == TRUE || a == b) {
            return TRUE;
        }
        if (b == FALSE) {
            return not(a);
        }
        return intern(new App(Op.IMPLIES, List.of(a, b), Sort.BOOL));
    }

    public static Term ite(Term c, Term a, Term b) {
        requireSort(c, Sort.BOOL, "ite");
        if (!a.sort().equals(b.sort())) {
            throw new IllegalArgumentException("ite branches of sorts " + a.sort() + " and " + b.sort());
        }
        if (c == TRUE || a == b) {
            return a;
        }
        if (c == FALSE) {
            return b;
        }
        if (a == TRUE && b == FALSE) {
            return c;
        }
        if (a == FALSE && b == TRUE) {
            return not(c);
        }
        return intern(new App(Op.ITE, List.of(c, a, b), a.sort()));
    }

    // ---- arrays

    public static Term select(Term array, Term index) {
        if (!(array.sort() instanceof Sort.Array s) || !s.index().equals(index.sort())) {
            throw new IllegalArgumentException("select on " + array.sort() + " with index " + index.sort());
        }
        Term a = array;
        // read over writes at different constant indices
        while (a instanceof App st && st.op() == Op.STORE) {
            if (st.arg(1) == index) {
                return st.arg(2);
            }
            if (st.arg(1) instanceof IntLiteral && index instanceof IntLiteral) {
                a = st.arg(0);
            } else {
                break;
            }
        }
        if (a instanceof App c && c.op() == Op.CONST_ARRAY) {
            return c.arg(0);
        }
        return intern(new App(Op.SELECT, List.of(a, index), s.element()));
    }

    /** The array over {@code index} whose every element is {@code element} (SMT-LIB {@code (as const …)}). */
    public static Term constArray(Sort index, Term element) {
        return intern(new App(Op.CONST_ARRAY, List.of(element), Sort.array(index, element.sort())));
    }

    public static Term store(Term array, Term index, Term value) {
        if (!(array.sort() instanceof Sort.Array s) || !s.index().equals(index.sort())
                || !s.element().equals(value.sort())) {
            throw new IllegalArgumentException("store on " + array.sort() + " with " + index.sort() + ", " + value.sort());
        }
        return intern(new App(Op.STORE, List.of(array, index, value), array.sort()));
    }

    // ---- quantifiers

    public static Term forall(List<Var> bound, Term body) {
        return quantify(Quantified.Kind.FORALL, bound, body);
    }

    public static Term exists(List<Var> bound, Term body) {
        return quantify(Quantified.Kind.EXISTS, bound, body);
    }

    private static Term quantify(Quantified.Kind kind, List<Var> bound, Term body) {
        requireSort(body, Sort.BOOL, kind.name().toLowerCase());
        Set<Var> free = TermUtils.freeVars(body);
        List<Var> used = bound.stream().filter(free::contains).toList();
        return used.isEmpty() ? body : intern(new Quantified(kind, used, body));
    }

    // ---- generic

    /** {@code op} applied to {@code args} through the simplifying constructors. */
    public static Term apply(Op op, List<Term> args) {
        return switch (op) {
            case ADD -> add(args);
            case SUB -> args.size() == 1 ? neg(args.get(0)) : subAll(args);
            case MUL -> args.stream().reduce(ONE, Terms::mul);
            case DIV -> div(args.get(0), args.get(1));
            case MOD -> mod(args.get(0), args.get(1));
            case NEG -> neg(args.get(0));
            case LT -> lt(args.get(0), args.get(1));
            case LEQ -> leq(args.get(0), args.get(1));
            case GT -> gt(args.get(0), args.get(1));
            case GEQ -> geq(args.get(0), args.get(1));
            case EQ -> eq(args.get(0), args.get(1));
            case NOT -> not(args.get(0));
            case AND -> and(args);
            case OR -> or(args);
            case IMPLIES -> implies(args.get(0), args.get(1));
            case ITE -> ite(args.get(0), args.get(1), args.get(2));
            case SELECT -> select(args.get(0), args.get(1));
            case STORE -> store(args.get(0), args.get(1), args.get(2));
            case CONST_ARRAY -> throw new IllegalArgumentException("const needs its index sort: use rebuild");
        };
    }

    /** {@code a}'s operator applied to {@code args}, which replace a's arguments (keeps a constant array's sort). */
    public static Term rebuild(App a, List<Term> args) {
        if (a.op() == Op.CONST_ARRAY) {
            return constArray(((Sort.Array) a.sort()).index(), args.get(0));
        }
        return apply(a.op(), args);
    }

    private static Term subAll(List<Term> args) {
        Term result = args.get(0);
        for (int i = 1; i < args.size(); i++) {
            result = sub(result, args.get(i));
        }
        return result;
    }

    private static void requireSort(Term t, Sort sort, String op) {
        if (!t.sort().equals(sort)) {
            throw new IllegalArgumentException(op + " expects " + sort + ", got " + t.sort() + ": " + t);
        }
    }
}
