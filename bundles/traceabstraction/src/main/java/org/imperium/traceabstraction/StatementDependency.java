package org.imperium.traceabstraction;

import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.imperium.logic.Action;
import org.imperium.logic.App;
import org.imperium.logic.BoolLiteral;
import org.imperium.logic.IntLiteral;
import org.imperium.logic.Op;
import org.imperium.logic.Term;
import org.imperium.logic.TermUtils;
import org.imperium.logic.Var;
import org.imperium.program.CoRelation;
import org.imperium.program.PetriProgram;
import org.imperium.program.Place;
import org.imperium.program.Transition;
import org.imperium.reduction.DependencyOracle;

/**
 * Statement-level commutativity of Petri transitions (Eqs. 1, 3, 4 of Stubborn Transaction Reduction) for the
 * reductions inside trace abstraction, where data is abstracted and a guard may or may not hold. Every claim is
 * a fact about the relations of the statements (as sets of pairs of concrete configurations), never about a
 * particular valuation, so it holds for every trace the product search meets:
 * <ul>
 *   <li><b>independent</b>: no shared place, and neither writes a variable the other reads or writes — then
 *       a;b and b;a are the same relation, and neither enables or disables the other;</li>
 *   <li><b>strong</b> (↔): independent, or their pre-places contain two places the program's co-relation says
 *       are never marked together (never co-enabled). Guard constants are deliberately <em>not</em> used here:
 *       a stubborn set computed on a marking holds transitions whose guard may be false, and its D1 then relies
 *       on every conflicting transition that could make the guard true being ↔-dependent (docs/reductions.md);</li>
 *   <li><b>right/left</b> (→, ←): independent, or a;b is impossible from every reachable configuration — b
 *       needs a place a consumed, a place exclusive with one a marked, would put a second token on a place a
 *       marked, or assumes a constant for a variable that a last set to another constant (a lock can never be
 *       followed by another lock of the same mutex: lock is a right mover, unlock a left mover).</li>
 * </ul>
 */
final class StatementDependency implements DependencyOracle {

    private final List<Transition> transitions;
    private final BitSet[] places;
    private final BitSet[] preSet;
    private final BitSet[] postSet;
    private final BitSet[] reads;
    private final BitSet[] writes;
    private final Map<Var, Object>[] guardConstants;
    private final Map<Var, Object>[] finalConstants;
    private final Optional<CoRelation> coRelation;

    @SuppressWarnings("unchecked")
    StatementDependency(PetriProgram program) {
        this.transitions = program.transitions();
        this.coRelation = program.knownCoRelation();
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

    boolean independent(int a, int b) {
        return !places[a].intersects(places[b]) && !writes[a].intersects(reads[b])
                && !writes[a].intersects(writes[b]) && !writes[b].intersects(reads[a]);
    }

    /** p ≠ q and no reachable marking holds both (only with a known co-relation). */
    private boolean exclusive(Place p, Place q) {
        return p != q && coRelation.isPresent() && !coRelation.get().coRelated(p, q);
    }

    private boolean neverCoEnabled(int a, int b) {
        for (Place p : transitions.get(a).pre()) {
            for (Place q : transitions.get(b).pre()) {
                if (exclusive(p, q)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** a;b is impossible from every reachable configuration. */
    boolean neverFollowedBy(int a, int b) {
        for (Place p : transitions.get(b).pre()) {
            if (postSet[a].get(p.id())) {
                continue;
            }
            if (preSet[a].get(p.id())) {
                return true;
            }
            for (Place q : transitions.get(a).post()) {
                if (exclusive(p, q)) {
                    return true;
                }
            }
        }
        for (Place q : transitions.get(b).post()) {
            if (!preSet[b].get(q.id()) && postSet[a].get(q.id())) {
                return true;
            }
        }
        Map<Var, Object> after = finalConstants[a];
        for (Map.Entry<Var, Object> e : guardConstants[b].entrySet()) {
            Object value = after.get(e.getKey());
            if (value != null && !value.equals(e.getValue())) {
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
