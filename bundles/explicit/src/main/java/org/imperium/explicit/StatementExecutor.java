package org.imperium.explicit;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.imperium.core.UnsupportedException;
import org.imperium.logic.Action;
import org.imperium.logic.App;
import org.imperium.logic.ArrayValue;
import org.imperium.logic.IntLiteral;
import org.imperium.logic.Op;
import org.imperium.logic.TermUtils;
import org.imperium.logic.Evaluator;
import org.imperium.logic.Sort;
import org.imperium.logic.Term;
import org.imperium.logic.Var;
import org.imperium.program.Transition;

/**
 * Executes the statement λ(t) of a transition on concrete values: assumes filter, simultaneous assignments
 * evaluate all right-hand sides first, a havoc of a Boolean branches into both values. With input intervals the
 * execution is {@link InputSplitting}'s; without, as follows. A havoc of an integer or
 * array makes the variable an unknown input ({@link ValueTable#INPUT}); a variable never assigned has an arbitrary
 * value ({@link ValueTable#UNDEFINED}); an array never assigned is {@linkplain ArrayValue#unknown() partly
 * unknown}, so that writing its elements one by one is precise. Such a value may be copied nowhere and read
 * nowhere (for arrays: no element not written, no comparison) — the state then
 * stands for all its values at once — except, within the statement that made the input, by assumes that only
 * bound it by constants, consistently (the range facts petrification adds after an input): the bounds are
 * satisfiable, so the assumes pass. Any other read ends the run UNKNOWN with the construct and its location, as
 * does a division by zero.
 */
final class StatementExecutor {

    private final Map<Var, Integer> slotOf;
    /** Terms are hash-consed: looking variables up by identity first avoids structural comparisons. */
    private final Map<Var, Integer> slotByIdentity = new IdentityHashMap<>();
    private final ValueTable values;

    /** Executes with inputs as {@link Interval}s when {@code intervals} is given, else as unknown inputs. */
    private final java.util.Optional<InputSplitting> intervals;

    StatementExecutor(Map<Var, Integer> slotOf, ValueTable values, java.util.Optional<InputSplitting> intervals) {
        this.slotOf = new HashMap<>(slotOf);
        this.slotByIdentity.putAll(slotOf);
        this.values = values;
        this.intervals = intervals;
    }

    /** The interval execution, if inputs are searched ({@link InputSplitting}). */
    java.util.Optional<InputSplitting> intervals() {
        return intervals;
    }

    private int slot(Var v) {
        Integer slot = slotByIdentity.get(v);
        if (slot == null) {
            slot = slotOf.get(v);
            slotByIdentity.put(v, slot);
        }
        return slot;
    }

    /** The variable parts of the successors (slots as in {@link PackedState}); empty when λ(t) blocks. */
    List<int[]> execute(Transition t, int[] slots) {
        if (intervals.isPresent()) {
            return intervals.get().execute(t, slots);
        }
        List<int[]> current = new ArrayList<>();
        current.add(slots);
        Map<Var, BigInteger[]> inputs = new HashMap<>();
        for (Action a : t.statement().actions()) {
            List<int[]> next = new ArrayList<>();
            if (a instanceof Action.Havoc havoc) {
                havoc.vars().stream().filter(v -> !v.sort().equals(Sort.BOOL))
                        .forEach(v -> inputs.put(v, new BigInteger[2]));
            }
            for (int[] s : current) {
                if (a instanceof Action.Assume assume) {
                    if (holds(assume.condition(), s, t, inputs)) {
                        next.add(s);
                    }
                } else if (a instanceof Action.Assign assign) {
                    int[] out = s.clone();
                    assign.updates().forEach((v, e) -> out[slot(v)] = values.number(evaluate(e, s, t)));
                    next.add(out);
                } else {
                    havoc((Action.Havoc) a, s, t, next);
                }
            }
            current = next;
        }
        return current;
    }

    private void havoc(Action.Havoc havoc, int[] s, Transition t, List<int[]> out) {
        List<int[]> result = new ArrayList<>();
        result.add(s.clone());
        for (Var v : havoc.vars()) {
            if (!v.sort().equals(Sort.BOOL)) {
                result.forEach(r -> r[slot(v)] = ValueTable.INPUT);
                continue;
            }
            List<int[]> both = new ArrayList<>();
            for (int[] r : result) {
                for (boolean b : new boolean[] {false, true}) {
                    int[] copy = r.clone();
                    copy[slot(v)] = values.number(b);
                    both.add(copy);
                }
            }
            result = both;
        }
        out.addAll(result);
    }

    /** A read of a variable without a known value. */
    private static final class Unknown extends RuntimeException {
        final Var var;
        final int code;

        Unknown(Var var, int code) {
            super(null, null, false, false);
            this.var = var;
            this.code = code;
        }
    }

    private Object evaluate(Term term, int[] s, Transition t) {
        try {
            return evaluateOrSignal(term, s, t);
        } catch (Unknown u) {
            throw unsupported(u.code == ValueTable.INPUT ? "nondeterministic int input " + u.var.name()
                    : "read of uninitialised variable " + u.var.name(), t);
        }
    }

    private Object evaluateOrSignal(Term term, int[] s, Transition t) {
        try {
            return Evaluator.evaluate(term, v -> {
                int code = s[slot(v)];
                Object value = values.value(code, v);
                if (value == null) {
                    throw new Unknown(v, code);
                }
                return value;
            });
        } catch (ArithmeticException e) {
            throw unsupported("division by zero", t);
        } catch (ArrayValue.UnknownElement e) {
            throw unsupported("read of uninitialised array element (" + e.getMessage() + ")", t);
        }
    }

    /** An assume: false, true, or true because it only bounds unknown values consistently by constants. */
    private boolean holds(Term condition, int[] s, Transition t, Map<Var, BigInteger[]> inputs) {
        try {
            return (Boolean) evaluateOrSignal(condition, s, t);
        } catch (Unknown first) {
            for (Term c : TermUtils.conjuncts(condition)) {
                try {
                    if (!(Boolean) evaluateOrSignal(c, s, t)) {
                        return false;
                    }
                } catch (Unknown u) {
                    if (!inputs.containsKey(u.var) || !bound(c, inputs)) {
                        throw unsupported(u.code == ValueTable.INPUT ? "nondeterministic int input "
                                + u.var.name() : "read of uninitialised variable " + u.var.name(), t);
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

    /** Records {@code c} if it is x ≤ k, x < k, x ≥ k, x > k (either way round) for an input x of the statement. */
    private static boolean bound(Term c, Map<Var, BigInteger[]> bounds) {
        if (!(c instanceof App app) || app.args().size() != 2) {
            return false;
        }
        Op op = app.op();
        Term left = app.arg(0);
        Term right = app.arg(1);
        if (left instanceof IntLiteral && right instanceof Var) {
            Term swap = left;
            left = right;
            right = swap;
            op = switch (op) {
                case LEQ -> Op.GEQ;
                case LT -> Op.GT;
                case GEQ -> Op.LEQ;
                case GT -> Op.LT;
                default -> op;
            };
        }
        if (!(left instanceof Var x) || !(right instanceof IntLiteral k)) {
            return false;
        }
        BigInteger[] range = bounds.get(x);
        if (range == null) {
            return false;
        }
        BigInteger value = k.value();
        switch (op) {
            case LEQ -> range[1] = min(range[1], value);
            case LT -> range[1] = min(range[1], value.subtract(BigInteger.ONE));
            case GEQ -> range[0] = max(range[0], value);
            case GT -> range[0] = max(range[0], value.add(BigInteger.ONE));
            default -> {
                return false;
            }
        }
        return true;
    }

    private static BigInteger min(BigInteger a, BigInteger b) {
        return a == null ? b : a.min(b);
    }

    private static BigInteger max(BigInteger a, BigInteger b) {
        return a == null ? b : a.max(b);
    }

    static UnsupportedException unsupported(String construct, Transition t) {
        return t.origin().map(o -> new UnsupportedException(construct, o.location()))
                .orElseGet(() -> new UnsupportedException(construct + " in transition " + t.name()));
    }
}
