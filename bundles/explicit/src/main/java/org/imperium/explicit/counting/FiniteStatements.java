package org.imperium.explicit.counting;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.imperium.core.UnsupportedException;
import org.imperium.logic.Action;
import org.imperium.logic.App;
import org.imperium.logic.ArrayValue;
import org.imperium.logic.Evaluator;
import org.imperium.logic.IntLiteral;
import org.imperium.logic.Op;
import org.imperium.logic.Sort;
import org.imperium.logic.Term;
import org.imperium.logic.TermUtils;
import org.imperium.logic.Var;
import org.imperium.program.Transition;

/**
 * Runs a statement λ(t) on concrete values, with the finite-data rules of the explicit search: assumes filter,
 * simultaneous assignments, a Boolean havoc branches into both values, an integer havoc makes an unknown input that
 * only assumes of the same statement may bound by constants (the range facts after an input); reading an unknown
 * input or a never assigned value, or dividing by zero, is not finite data and throws
 * {@link UnsupportedException}. Variables are numbered by {@code index}; their values are BigInteger, Boolean,
 * ArrayValue, or one of the {@link Unknown} markers.
 */
final class FiniteStatements {

    /** The value of a variable never assigned, and of an integer input. */
    enum Unknown { UNDEFINED, INPUT }

    private final Map<Var, Integer> index;

    FiniteStatements(Map<Var, Integer> index) {
        this.index = index;
    }

    /** The valuations after λ(t) from {@code values}; empty when it blocks. */
    List<Object[]> execute(Transition t, Object[] values) {
        List<Object[]> current = new ArrayList<>();
        current.add(values);
        Map<Var, BigInteger[]> inputs = new HashMap<>();
        for (Action a : t.statement().actions()) {
            List<Object[]> next = new ArrayList<>();
            for (Object[] s : current) {
                if (a instanceof Action.Assume assume) {
                    if (holds(assume.condition(), s, t, inputs)) {
                        next.add(s);
                    }
                } else if (a instanceof Action.Assign assign) {
                    Object[] out = s.clone();
                    assign.updates().forEach((v, e) -> out[slot(v, t)] = evaluate(e, s, t));
                    next.add(out);
                } else {
                    havoc((Action.Havoc) a, s, t, next, inputs);
                }
            }
            current = next;
        }
        return current;
    }

    private int slot(Var v, Transition t) {
        Integer slot = index.get(v);
        if (slot == null) {
            throw unsupported("access to " + v.name() + " outside the counted state", t);
        }
        return slot;
    }

    private void havoc(Action.Havoc havoc, Object[] s, Transition t, List<Object[]> out,
                       Map<Var, BigInteger[]> inputs) {
        List<Object[]> result = new ArrayList<>();
        result.add(s.clone());
        for (Var v : havoc.vars()) {
            if (!v.sort().equals(Sort.BOOL)) {
                inputs.put(v, new BigInteger[2]);
                result.forEach(r -> r[slot(v, t)] = Unknown.INPUT);
                continue;
            }
            List<Object[]> both = new ArrayList<>();
            for (Object[] r : result) {
                for (boolean b : new boolean[] {false, true}) {
                    Object[] copy = r.clone();
                    copy[slot(v, t)] = b;
                    both.add(copy);
                }
            }
            result = both;
        }
        out.addAll(result);
    }

    /** A read of a variable without a known value. */
    private static final class UnknownRead extends RuntimeException {
        final Var var;

        UnknownRead(Var var) {
            super(null, null, false, false);
            this.var = var;
        }
    }

    private Object evaluate(Term term, Object[] s, Transition t) {
        try {
            return evaluateOrSignal(term, s, t);
        } catch (UnknownRead u) {
            throw unsupported("read of unknown value of " + u.var.name(), t);
        }
    }

    private Object evaluateOrSignal(Term term, Object[] s, Transition t) {
        try {
            return Evaluator.evaluate(term, v -> {
                Object value = s[slot(v, t)];
                if (value == Unknown.UNDEFINED && v.sort() instanceof Sort.Array) {
                    return ArrayValue.unknown();
                }
                if (value instanceof Unknown) {
                    throw new UnknownRead(v);
                }
                return value;
            });
        } catch (ArithmeticException e) {
            throw unsupported("division by zero", t);
        } catch (ArrayValue.UnknownElement e) {
            throw unsupported("read of uninitialised array element (" + e.getMessage() + ")", t);
        }
    }

    /** An assume: false, true, or true because it only bounds this statement's inputs consistently by constants. */
    private boolean holds(Term condition, Object[] s, Transition t, Map<Var, BigInteger[]> inputs) {
        try {
            return (Boolean) evaluateOrSignal(condition, s, t);
        } catch (UnknownRead first) {
            for (Term c : TermUtils.conjuncts(condition)) {
                try {
                    if (!(Boolean) evaluateOrSignal(c, s, t)) {
                        return false;
                    }
                } catch (UnknownRead u) {
                    if (!inputs.containsKey(u.var) || !bound(c, inputs)) {
                        throw unsupported("read of unknown value of " + u.var.name(), t);
                    }
                }
            }
            for (BigInteger[] range : inputs.values()) {
                if (range[0] != null && range[1] != null && range[0].compareTo(range[1]) > 0) {
                    throw unsupported("contradictory bounds of an input", t);
                }
            }
            return true;
        }
    }

    /** Records {@code c} if it is x ≤ k, x < k, x ≥ k or x > k (either way round) for an input x. */
    private static boolean bound(Term c, Map<Var, BigInteger[]> bounds) {
        if (!(c instanceof App app) || app.args().size() != 2) {
            return false;
        }
        boolean swapped = app.arg(0) instanceof IntLiteral;
        Term left = swapped ? app.arg(1) : app.arg(0);
        Term right = swapped ? app.arg(0) : app.arg(1);
        if (!(left instanceof Var x) || !(right instanceof IntLiteral k) || !bounds.containsKey(x)) {
            return false;
        }
        Op op = app.op();
        if (swapped) {
            op = switch (op) {
                case LEQ -> Op.GEQ;
                case LT -> Op.GT;
                case GEQ -> Op.LEQ;
                case GT -> Op.LT;
                default -> op;
            };
        }
        BigInteger[] range = bounds.get(x);
        BigInteger value = k.value();
        switch (op) {
            case LEQ -> range[1] = range[1] == null ? value : range[1].min(value);
            case LT -> range[1] = range[1] == null ? value.subtract(BigInteger.ONE)
                    : range[1].min(value.subtract(BigInteger.ONE));
            case GEQ -> range[0] = range[0] == null ? value : range[0].max(value);
            case GT -> range[0] = range[0] == null ? value.add(BigInteger.ONE) : range[0].max(value.add(BigInteger.ONE));
            default -> {
                return false;
            }
        }
        return true;
    }

    static UnsupportedException unsupported(String construct, Transition t) {
        return t.origin().map(o -> new UnsupportedException(construct, o.location()))
                .orElseGet(() -> new UnsupportedException(construct + " in transition " + t.name()));
    }
}
