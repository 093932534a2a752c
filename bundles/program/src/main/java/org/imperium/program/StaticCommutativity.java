package org.imperium.program;

import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiPredicate;
import org.imperium.logic.Action;
import org.imperium.logic.App;
import org.imperium.logic.BoolLiteral;
import org.imperium.logic.IntLiteral;
import org.imperium.logic.Op;
import org.imperium.logic.Term;
import org.imperium.logic.TermUtils;
import org.imperium.logic.Var;

/**
 * The static facts behind the commutativity relations of Stubborn Transaction Reduction (↔ Eq. 1, → Eq. 3,
 * ← Eq. 4) for two transitions a, b of a one-safe Petri program. Each fact is about the statements as relations
 * and the net, never about particular values, so it holds in every reachable configuration; which places are never
 * marked together is given by the caller (the complement of a co-relation, Def. 2.3, or any subset of it).
 * <ul>
 *   <li>places and variables: {@link #sharePlace}, {@link #variablesConflict} (one writes a variable the other
 *       reads or writes) — without either, a;b and b;a are the same relation;</li>
 *   <li>never enabled together: {@link #preExclusive} (from the marking), {@link #guardsContradict} (from the
 *       values: it speaks of configurations, not markings);</li>
 *   <li>a;b impossible: {@link #consumesOrExcludesPre}, {@link #marksMarked}, {@link #marksExclusive},
 *       {@link #guardFalsified}.</li>
 * </ul>
 * The backends combine them differently, because their states know different things of data: the explicit
 * backend's states hold all values, trace abstraction's markings none (a transition is enabled there when its
 * pre-places are marked, whether its guard holds or not).
 */
public final class StaticCommutativity {

    private final List<Transition> transitions;
    private final BiPredicate<Place, Place> exclusive;
    private final BitSet[] places;
    private final BitSet[] preSet;
    private final BitSet[] postSet;
    private final BitSet[] reads;
    private final BitSet[] writes;
    private final Map<Var, Object>[] guardConstants;
    private final Map<Var, Object>[] finalConstants;

    /**
     * @param exclusive holds for two different places that no reachable marking contains both of (it may answer
     *                  false where it does not know)
     */
    @SuppressWarnings("unchecked")
    public StaticCommutativity(PetriProgram program, BiPredicate<Place, Place> exclusive) {
        this.transitions = program.transitions();
        this.exclusive = exclusive;
        int n = transitions.size();
        places = new BitSet[n];
        preSet = new BitSet[n];
        postSet = new BitSet[n];
        reads = new BitSet[n];
        writes = new BitSet[n];
        guardConstants = new Map[n];
        finalConstants = new Map[n];
        Map<Var, Integer> index = new HashMap<>();
        for (Transition t : transitions) {
            int id = t.id();
            preSet[id] = ids(t.pre());
            postSet[id] = ids(t.post());
            places[id] = (BitSet) preSet[id].clone();
            places[id].or(postSet[id]);
            reads[id] = new BitSet();
            t.statement().reads().forEach(v -> reads[id].set(index.computeIfAbsent(v, k -> index.size())));
            writes[id] = new BitSet();
            t.statement().writes().forEach(v -> writes[id].set(index.computeIfAbsent(v, k -> index.size())));
            guardConstants[id] = guardConstants(t);
            finalConstants[id] = finalConstants(t);
        }
    }

    private static BitSet ids(List<Place> ps) {
        BitSet result = new BitSet();
        ps.forEach(p -> result.set(p.id()));
        return result;
    }

    /** a and b have a pre- or post-place in common. */
    public boolean sharePlace(int a, int b) {
        return places[a].intersects(places[b]);
    }

    /** One of the statements writes a variable (as a whole) that the other reads or writes. */
    public boolean variablesConflict(int a, int b) {
        return writes[a].intersects(reads[b]) || writes[a].intersects(writes[b]) || writes[b].intersects(reads[a]);
    }

    /** Their pre-places contain two that are never marked together: no reachable marking enables both. */
    public boolean preExclusive(int a, int b) {
        for (Place p : transitions.get(a).pre()) {
            for (Place q : transitions.get(b).pre()) {
                if (exclusive.test(p, q)) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * Their leading assumes require different constants of one variable: no configuration passes both guards.
     * A fact about values — it says nothing about markings, where both may well be enabled.
     */
    public boolean guardsContradict(int a, int b) {
        return contradicts(guardConstants[a], guardConstants[b]);
    }

    /** After a, a place b needs is certainly unmarked: a consumed it, or marked a place exclusive with it. */
    public boolean consumesOrExcludesPre(int a, int b) {
        for (Place p : transitions.get(b).pre()) {
            if (postSet[a].get(p.id())) {
                continue;
            }
            if (preSet[a].get(p.id())) {
                return true;
            }
            for (Place q : transitions.get(a).post()) {
                if (exclusive.test(p, q)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** b would put a second token on a place that a marked (impossible in a one-safe program). */
    public boolean marksMarked(int a, int b) {
        for (Place q : transitions.get(b).post()) {
            if (!preSet[b].get(q.id()) && postSet[a].get(q.id())) {
                return true;
            }
        }
        return false;
    }

    /**
     * b would mark a place exclusive with one that a marked and b leaves marked (e.g. b starts a thread whose
     * start a's post-place says is running).
     */
    public boolean marksExclusive(int a, int b) {
        for (Place q : transitions.get(b).post()) {
            if (preSet[b].get(q.id())) {
                continue;
            }
            for (Place r : transitions.get(a).post()) {
                if (!preSet[b].get(r.id()) && exclusive.test(q, r)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** a's last write of a variable is a constant that b's leading assume excludes. */
    public boolean guardFalsified(int a, int b) {
        return contradicts(finalConstants[a], guardConstants[b]);
    }

    private static boolean contradicts(Map<Var, Object> x, Map<Var, Object> y) {
        for (Map.Entry<Var, Object> e : x.entrySet()) {
            Object other = y.get(e.getKey());
            if (other != null && !other.equals(e.getValue())) {
                return true;
            }
        }
        return false;
    }

    /** v == c (and v, ¬v) conjuncts of the assumes before the first assignment or havoc. */
    private static Map<Var, Object> guardConstants(Transition t) {
        Map<Var, Object> result = new HashMap<>();
        for (Action a : t.statement().actions()) {
            if (!(a instanceof Action.Assume assume)) {
                break;
            }
            for (Term c : TermUtils.conjuncts(assume.condition())) {
                if (c instanceof Var v) {
                    result.put(v, true);
                } else if (c instanceof App app && app.op() == Op.NOT && app.arg(0) instanceof Var v) {
                    result.put(v, false);
                } else if (c instanceof App app && app.op() == Op.EQ) {
                    if (app.arg(0) instanceof Var v && constant(app.arg(1)) != null) {
                        result.put(v, constant(app.arg(1)));
                    } else if (app.arg(1) instanceof Var v && constant(app.arg(0)) != null) {
                        result.put(v, constant(app.arg(0)));
                    }
                }
            }
        }
        return result;
    }

    /** Variables whose last change in the statement assigns a constant, with that constant. */
    private static Map<Var, Object> finalConstants(Transition t) {
        Map<Var, Object> result = new HashMap<>();
        for (Action a : t.statement().actions()) {
            if (a instanceof Action.Assign assign) {
                assign.updates().forEach((v, e) -> {
                    Object c = constant(e);
                    if (c != null) {
                        result.put(v, c);
                    } else {
                        result.remove(v);
                    }
                });
            } else if (a instanceof Action.Havoc havoc) {
                havoc.vars().forEach(result::remove);
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
}
