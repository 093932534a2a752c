package org.imperium.explicit;

import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.imperium.logic.Action;
import org.imperium.logic.App;
import org.imperium.logic.BoolLiteral;
import org.imperium.logic.IntLiteral;
import org.imperium.logic.Op;
import org.imperium.logic.Term;
import org.imperium.logic.TermUtils;
import org.imperium.logic.Var;
import org.imperium.program.PetriProgram;
import org.imperium.program.Place;
import org.imperium.program.Transition;
import org.imperium.reduction.Commutativity;
import org.imperium.reduction.DependencyOracle;

/**
 * Syntactic commutativity of Petri transitions, true on all reachable states of a one-safe program, given which
 * places are never marked together ({@link PlaceExclusion}). Three facts are combined:
 * <ul>
 *   <li><b>independence</b>: no shared place and no variable written by one and read or written by the other —
 *       then both orders reach the same states and neither enables or disables the other;</li>
 *   <li><b>never co-enabled</b>: they need two places that are never marked together, or their leading assumes
 *       require different constants of one variable;</li>
 *   <li><b>a never followed by b</b>: after a, a place b needs is certainly unmarked (a consumed it, or marked a
 *       place exclusive with it), b would mark a place that is marked after a or exclusive with one (a thread
 *       b starts is running), or a's last write of a
 *       variable is a constant that b's leading assume excludes.</li>
 * </ul>
 * The last fact gives Table 1 of Stubborn Transaction Reduction for programs that record the owner in a lock:
 * with {@code lock_i = [m == 0]; m := i} and {@code unlock_i = [m == i]; m := 0}, a lock can never be followed
 * by another thread's lock or unlock (right mover) and an unlock never by them either backwards (left mover);
 * {@code pthread_join} (needs the joined thread's last place, which it consumes) is a right mover and
 * {@code pthread_create} (starts a thread that was not running) a left mover.
 */
final class PetriDependency implements DependencyOracle {

    private final List<Place>[] pre;
    private final List<Place>[] post;
    private final BitSet[] preSet;
    private final BitSet[] postSet;
    private final PlaceExclusion exclusion;
    private final BitSet[] places;
    private final Footprints footprints;
    private final Map<Integer, Object>[] guardConstants;
    private final Map<Integer, Object>[] finalConstants;

    @SuppressWarnings({"unchecked", "rawtypes"})
    PetriDependency(PetriProgram program, Map<Var, Integer> slotOf, PlaceExclusion exclusion, Footprints footprints) {
        int n = program.transitions().size();
        this.exclusion = exclusion;
        this.footprints = footprints;
        pre = new List[n];
        post = new List[n];
        preSet = new BitSet[n];
        postSet = new BitSet[n];
        places = new BitSet[n];
        guardConstants = new Map[n];
        finalConstants = new Map[n];
        for (Transition t : program.transitions()) {
            int id = t.id();
            pre[id] = t.pre();
            post[id] = t.post();
            preSet[id] = new BitSet();
            t.pre().forEach(p -> preSet[id].set(p.id()));
            postSet[id] = new BitSet();
            t.post().forEach(p -> postSet[id].set(p.id()));
            places[id] = new BitSet();
            t.pre().forEach(p -> places[id].set(p.id()));
            t.post().forEach(p -> places[id].set(p.id()));
            guardConstants[id] = guardConstants(t, slotOf);
            finalConstants[id] = finalConstants(t, slotOf);
        }
    }

    /** v == c conjuncts of the assumes before the first assignment or havoc. */
    private static Map<Integer, Object> guardConstants(Transition t, Map<Var, Integer> slotOf) {
        Map<Integer, Object> result = new HashMap<>();
        for (Action a : t.statement().actions()) {
            if (!(a instanceof Action.Assume assume)) {
                break;
            }
            for (Term c : TermUtils.conjuncts(assume.condition())) {
                if (c instanceof Var v) {
                    result.put(slotOf.get(v), true);
                } else if (c instanceof App app && app.op() == Op.NOT && app.arg(0) instanceof Var v) {
                    result.put(slotOf.get(v), false);
                } else if (c instanceof App app && app.op() == Op.EQ) {
                    Object left = constant(app.arg(0));
                    Object right = constant(app.arg(1));
                    if (app.arg(0) instanceof Var v && right != null) {
                        result.put(slotOf.get(v), right);
                    } else if (app.arg(1) instanceof Var v && left != null) {
                        result.put(slotOf.get(v), left);
                    }
                }
            }
        }
        return result;
    }

    /** Variables whose last change in λ(t) assigns a constant, with that constant. */
    private static Map<Integer, Object> finalConstants(Transition t, Map<Var, Integer> slotOf) {
        Map<Integer, Object> result = new HashMap<>();
        for (Action a : t.statement().actions()) {
            if (a instanceof Action.Assign assign) {
                assign.updates().forEach((v, e) -> {
                    Object c = constant(e);
                    if (c != null) {
                        result.put(slotOf.get(v), c);
                    } else {
                        result.remove(slotOf.get(v));
                    }
                });
            } else if (a instanceof Action.Havoc havoc) {
                havoc.vars().forEach(v -> result.remove(slotOf.get(v)));
            }
        }
        return result;
    }

    private static Object constant(Term t) {
        if (t instanceof IntLiteral i) {
            return i.value();
        }
        if (t instanceof BoolLiteral b) {
            return b.value();
        }
        return null;
    }

    boolean independent(int a, int b) {
        return !places[a].intersects(places[b]) && !footprints.of(a).conflicts(footprints.of(b));
    }

    /**
     * The actions that a, enabled in a state where its statement has footprint {@code inState}, may not ⋆-commute
     * with: the static facts, or independence of that footprint from the other action's static one. The second is
     * true in every state reached by actions that do not write what a reads there (those conflict with a and are
     * among the returned ones, or never run while a is enabled — the static facts), where a keeps its footprint.
     */
    BitSet dependents(int a, Footprint inState, Commutativity star) {
        BitSet result = new BitSet();
        for (int b = 0; b < places.length; b++) {
            if (b == a) {
                continue;
            }
            boolean commutes = switch (star) {
                case STRONG -> stronglyCommute(a, b);
                case RIGHT -> rightCommutes(a, b);
                case LEFT -> leftCommutes(a, b);
            };
            if (!commutes && (places[a].intersects(places[b]) || inState.conflicts(footprints.of(b)))) {
                result.set(b);
            }
        }
        return result;
    }

    boolean neverCoEnabled(int a, int b) {
        for (Place p : pre[a]) {
            for (Place q : pre[b]) {
                if (exclusion.exclusive(p, q)) {
                    return true;
                }
            }
        }
        return contradicts(guardConstants[a], guardConstants[b]);
    }

    /** a;b is impossible from every reachable state. */
    boolean neverFollowedBy(int a, int b) {
        for (Place p : pre[b]) {
            if (postSet[a].get(p.id())) {
                continue;
            }
            if (preSet[a].get(p.id())) {
                return true;
            }
            for (Place q : post[a]) {
                if (exclusion.exclusive(p, q)) {
                    return true;
                }
            }
        }
        for (Place q : post[b]) {
            if (preSet[b].get(q.id())) {
                continue;
            }
            for (Place r : post[a]) {
                if (!preSet[b].get(r.id()) && (q == r || exclusion.exclusive(q, r))) {
                    return true;
                }
            }
        }
        return contradicts(finalConstants[a], guardConstants[b]);
    }

    private static boolean contradicts(Map<Integer, Object> x, Map<Integer, Object> y) {
        for (Map.Entry<Integer, Object> e : x.entrySet()) {
            Object other = y.get(e.getKey());
            if (other != null && !other.equals(e.getValue())) {
                return true;
            }
        }
        return false;
    }

    @Override
    public boolean stronglyCommute(int a, int b) {
        return independent(a, b) || neverCoEnabled(a, b);
    }

    @Override
    public boolean rightCommutes(int a, int b) {
        return independent(a, b) || neverFollowedBy(a, b);
    }

    @Override
    public boolean leftCommutes(int a, int b) {
        return independent(a, b) || neverFollowedBy(b, a);
    }
}
