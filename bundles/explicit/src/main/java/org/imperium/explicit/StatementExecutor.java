package org.imperium.explicit;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.imperium.core.UnsupportedException;
import org.imperium.logic.Action;
import org.imperium.logic.Evaluator;
import org.imperium.logic.Sort;
import org.imperium.logic.Term;
import org.imperium.logic.Var;
import org.imperium.program.Transition;

/**
 * Executes the statement λ(t) of a transition on concrete values: assumes filter, simultaneous assignments
 * evaluate all right-hand sides first, a havoc of a Boolean branches into both values. What is not finite data
 * ends the run UNKNOWN with the construct and its location: a havoc of an integer or array (nondeterministic
 * input), a read of a variable never assigned (its initial value is arbitrary), a division by zero.
 */
final class StatementExecutor {

    private final Map<Var, Integer> slotOf;
    /** Terms are hash-consed: looking variables up by identity first avoids structural comparisons. */
    private final Map<Var, Integer> slotByIdentity = new IdentityHashMap<>();
    private final ValueTable values;

    StatementExecutor(Map<Var, Integer> slotOf, ValueTable values) {
        this.slotOf = new HashMap<>(slotOf);
        this.slotByIdentity.putAll(slotOf);
        this.values = values;
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
        List<int[]> current = new ArrayList<>();
        current.add(slots);
        for (Action a : t.statement().actions()) {
            List<int[]> next = new ArrayList<>();
            for (int[] s : current) {
                if (a instanceof Action.Assume assume) {
                    if ((Boolean) evaluate(assume.condition(), s, t)) {
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
                throw unsupported("nondeterministic " + (v.sort().equals(Sort.INT) ? "int" : "array")
                        + " input", t);
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

    private Object evaluate(Term term, int[] s, Transition t) {
        try {
            return Evaluator.evaluate(term, v -> {
                Object value = values.value(s[slot(v)]);
                if (value == null) {
                    throw unsupported("read of uninitialised variable " + v.name(), t);
                }
                return value;
            });
        } catch (ArithmeticException e) {
            throw unsupported("division by zero", t);
        }
    }

    static UnsupportedException unsupported(String construct, Transition t) {
        return t.origin().map(o -> new UnsupportedException(construct, o.location()))
                .orElseGet(() -> new UnsupportedException(construct + " in transition " + t.name()));
    }
}
