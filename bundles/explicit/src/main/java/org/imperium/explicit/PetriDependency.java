package org.imperium.explicit;

import java.util.Arrays;
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
import org.imperium.reduction.DependencyOracle;

/**
 * Syntactic commutativity of Petri transitions, true on all reachable states of a thread-structured program
 * whose thread instances start at most once ({@link ThreadStarts}). Three facts are combined:
 * <ul>
 *   <li><b>independence</b>: no shared place and no variable written by one and read or written by the other —
 *       then both orders reach the same states and neither enables or disables the other;</li>
 *   <li><b>never co-enabled</b>: both need different places of one thread (a thread marks one place), or their
 *       leading assumes require different constants of one variable;</li>
 *   <li><b>a never followed by b</b>: after a, a place b needs is certainly unmarked (a moved or ended that
 *       thread; a thread b starts is running), or a's last write of a variable is a constant that b's leading
 *       assume excludes.</li>
 * </ul>
 * The last fact gives Table 1 of Stubborn Transaction Reduction for programs that record the owner in a lock:
 * with {@code lock_i = [m == 0]; m := i} and {@code unlock_i = [m == i]; m := 0}, a lock can never be followed
 * by another thread's lock or unlock (right mover) and an unlock never by them either backwards (left mover);
 * {@code pthread_join} (needs the joined thread's last place, which it consumes) is a right mover and
 * {@code pthread_create} (starts a thread that was not running) a left mover.
 */
final class PetriDependency implements DependencyOracle {

    private final int[][] preOf;
    private final int[][] postOf;
    private final BitSet[] places;
    private final BitSet[] reads;
    private final BitSet[] writes;
    private final Map<Integer, Object>[] guardConstants;
    private final Map<Integer, Object>[] finalConstants;

    @SuppressWarnings("unchecked")
    PetriDependency(PetriProgram program, int[] placeThread, int threadCount, Map<Var, Integer> slotOf) {
        int n = program.transitions().size();
        preOf = new int[n][];
        postOf = new int[n][];
        places = new BitSet[n];
        reads = new BitSet[n];
        writes = new BitSet[n];
        guardConstants = new Map[n];
        finalConstants = new Map[n];
        for (Transition t : program.transitions()) {
            int id = t.id();
            preOf[id] = byThread(t.pre(), placeThread, threadCount);
            postOf[id] = byThread(t.post(), placeThread, threadCount);
            places[id] = new BitSet();
            t.pre().forEach(p -> places[id].set(p.id()));
            t.post().forEach(p -> places[id].set(p.id()));
            reads[id] = new BitSet();
            t.statement().reads().forEach(v -> reads[id].set(slotOf.get(v)));
            writes[id] = new BitSet();
            t.statement().writes().forEach(v -> writes[id].set(slotOf.get(v)));
            guardConstants[id] = guardConstants(t, slotOf);
            finalConstants[id] = finalConstants(t, slotOf);
        }
    }

    private static int[] byThread(List<Place> ps, int[] placeThread, int threadCount) {
        int[] result = new int[threadCount];
        Arrays.fill(result, -1);
        ps.forEach(p -> result[placeThread[p.id()]] = p.id());
        return result;
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
        return !places[a].intersects(places[b]) && !writes[a].intersects(reads[b])
                && !writes[a].intersects(writes[b]) && !writes[b].intersects(reads[a]);
    }

    boolean neverCoEnabled(int a, int b) {
        for (int th = 0; th < preOf[a].length; th++) {
            if (preOf[a][th] >= 0 && preOf[b][th] >= 0 && preOf[a][th] != preOf[b][th]) {
                return true;
            }
        }
        return contradicts(guardConstants[a], guardConstants[b]);
    }

    /** a;b is impossible from every reachable state. */
    boolean neverFollowedBy(int a, int b) {
        for (int th = 0; th < preOf[b].length; th++) {
            int needed = preOf[b][th];
            if (needed >= 0) {
                if (postOf[a][th] >= 0 ? postOf[a][th] != needed : preOf[a][th] >= 0) {
                    return true;
                }
            } else if (postOf[b][th] >= 0 && postOf[a][th] >= 0) {
                return true;
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
