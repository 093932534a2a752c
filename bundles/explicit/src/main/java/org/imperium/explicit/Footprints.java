package org.imperium.explicit;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.imperium.logic.Action;
import org.imperium.logic.App;
import org.imperium.logic.ArrayValue;
import org.imperium.logic.Evaluator;
import org.imperium.logic.IntLiteral;
import org.imperium.logic.Op;
import org.imperium.logic.Term;
import org.imperium.logic.Var;
import org.imperium.program.Transition;

/**
 * Read and write sets ({@link Footprint}s) of transitions, in two precisions.
 * <ul>
 *   <li><b>Static</b>, true in every state: {@code a[c]} with a constant c reads one cell, an update
 *       {@code a := store(a, c, e)} with constant indices writes those cells; any other access takes the whole
 *       variable.</li>
 *   <li><b>In a state σ</b>: the statement is run on σ's values and only what the run touches is recorded —
 *       an ite reads its condition and the branch taken, {@code &&} and {@code ||} stop early, {@code a[i]} reads the
 *       cell i has in σ, and an update that the ite chain resolves to the variable itself ({@code x := ite(c, e, x)}
 *       with c false) writes nothing. Which locations a run reads decides everything the run does, so the
 *       footprint stays the same in every state that agrees with σ on the locations read: the property the
 *       per-state dependency of stubborn sets needs (an action outside the set may not write them).</li>
 * </ul>
 * A statement with a havoc, a value that is not known (an input, an unassigned variable) or an error falls back to
 * the static footprint.
 */
final class Footprints {

    private final Map<Var, Integer> slotOf;
    private final ValueTable values;
    private final Footprint[] statics;

    Footprints(List<Transition> transitions, Map<Var, Integer> slotOf, ValueTable values) {
        this.slotOf = slotOf;
        this.values = values;
        statics = new Footprint[transitions.size()];
        for (Transition t : transitions) {
            statics[t.id()] = staticFootprint(t);
        }
    }

    /** The footprint of transition {@code t} in every state. */
    Footprint of(int t) {
        return statics[t];
    }

    /** What running λ(t) touches in the state: its footprint there, and whether it passes its assumes. */
    record Run(Footprint footprint, boolean passes) {
    }

    /** The run of λ(t) on σ; empty where only the static footprint is known. */
    Optional<Run> in(Transition t, PackedState state) {
        Footprint fp = new Footprint();
        Map<Var, Object> assigned = new HashMap<>();
        try {
            for (Action a : t.statement().actions()) {
                if (a instanceof Action.Assume assume) {
                    if (!(Boolean) evaluate(assume.condition(), state, assigned, fp)) {
                        return Optional.of(new Run(fp, false));
                    }
                } else if (a instanceof Action.Assign assign) {
                    Map<Var, Object> next = new HashMap<>();
                    for (Map.Entry<Var, Term> u : assign.updates().entrySet()) {
                        update(u.getKey(), u.getValue(), state, assigned, fp, next);
                    }
                    assigned.putAll(next);
                } else {
                    return Optional.empty();
                }
            }
        } catch (Unknown | ArithmeticException | IllegalArgumentException | ClassCastException e) {
            return Optional.empty();
        }
        return Optional.of(new Run(fp, true));
    }

    /** x := e: ites resolved in σ; the variable itself means no change; a store chain on x writes its cells. */
    private void update(Var x, Term e, PackedState state, Map<Var, Object> assigned, Footprint fp,
                        Map<Var, Object> next) {
        while (e instanceof App app && app.op() == Op.ITE) {
            e = (Boolean) evaluate(app.arg(0), state, assigned, fp) ? app.arg(1) : app.arg(2);
        }
        if (e == x) {
            return;
        }
        int slot = slotOf.get(x);
        List<App> stores = storesOn(x, e);
        if (stores == null) {
            fp.write(slot);
            next.put(x, evaluate(e, state, assigned, fp));
            return;
        }
        ArrayValue array = (ArrayValue) value(x, state, assigned);
        for (int k = stores.size() - 1; k >= 0; k--) {
            Object index = evaluate(stores.get(k).arg(1), state, assigned, fp);
            fp.writeCell(slot, index);
            array = array.set(index, evaluate(stores.get(k).arg(2), state, assigned, fp));
        }
        next.put(x, array);
    }

    /** The stores of {@code store(…store(x, i1, e1)…, in, en)}, outermost first; null if e is not such a chain. */
    private static List<App> storesOn(Var x, Term e) {
        List<App> stores = new java.util.ArrayList<>();
        while (e instanceof App app && app.op() == Op.STORE) {
            stores.add(app);
            e = app.arg(0);
        }
        return e == x && !stores.isEmpty() ? stores : null;
    }

    private Object evaluate(Term term, PackedState state, Map<Var, Object> assigned, Footprint fp) {
        return Evaluator.evaluate(term, v -> {
            fp.read(slotOf.get(v));
            return value(v, state, assigned);
        }, (array, index) -> {
            fp.readCell(slotOf.get(array), index);
            return ((ArrayValue) value(array, state, assigned)).get(index);
        });
    }

    private Object value(Var v, PackedState state, Map<Var, Object> assigned) {
        Object value = assigned.containsKey(v) ? assigned.get(v) : values.value(state.get(slotOf.get(v)), v);
        if (value == null) {
            throw new Unknown();
        }
        return value;
    }

    /** A read of a value that is not known: no precise footprint. */
    private static final class Unknown extends RuntimeException {
        Unknown() {
            super(null, null, false, false);
        }
    }

    private Footprint staticFootprint(Transition t) {
        Footprint fp = new Footprint();
        for (Action a : t.statement().actions()) {
            if (a instanceof Action.Assume assume) {
                staticReads(assume.condition(), fp);
            } else if (a instanceof Action.Assign assign) {
                assign.updates().forEach((x, e) -> {
                    List<App> stores = storesOn(x, e);
                    int slot = slotOf.get(x);
                    if (stores != null && stores.stream().allMatch(s -> s.arg(1) instanceof IntLiteral)) {
                        for (App s : stores) {
                            fp.writeCell(slot, ((IntLiteral) s.arg(1)).value());
                            staticReads(s.arg(2), fp);
                        }
                    } else {
                        fp.write(slot);
                        staticReads(e, fp);
                    }
                });
            } else {
                ((Action.Havoc) a).vars().forEach(v -> fp.write(slotOf.get(v)));
            }
        }
        return fp;
    }

    private void staticReads(Term term, Footprint fp) {
        if (term instanceof Var v) {
            fp.read(slotOf.get(v));
        } else if (term instanceof App app) {
            if (app.op() == Op.SELECT && app.arg(0) instanceof Var array && app.arg(1) instanceof IntLiteral c) {
                fp.readCell(slotOf.get(array), c.value());
                return;
            }
            app.args().forEach(arg -> staticReads(arg, fp));
        } else {
            term.children().forEach(c -> staticReads(c, fp));
        }
    }
}
