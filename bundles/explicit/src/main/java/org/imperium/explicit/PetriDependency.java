package org.imperium.explicit;

import java.util.BitSet;
import org.imperium.program.PetriProgram;
import org.imperium.program.StaticCommutativity;
import org.imperium.reduction.Commutativity;
import org.imperium.reduction.DependencyOracle;

/**
 * Syntactic commutativity of Petri transitions, true on all reachable states of a one-safe program, given which
 * places are never marked together ({@link PlaceExclusion}). Three facts of {@link StaticCommutativity} are
 * combined:
 * <ul>
 *   <li><b>independence</b>: no shared place and no conflict of the static {@link Footprints} (array cells at
 *       constant indices apart) — then both orders reach the same states and neither enables or disables the
 *       other;</li>
 *   <li><b>never co-enabled</b>: they need two places that are never marked together, or their leading assumes
 *       require different constants of one variable. The second is a fact about values, usable here because
 *       a state of this backend holds all values and "enabled" means the guard holds too;</li>
 *   <li><b>a never followed by b</b>: after a, a place b needs is certainly unmarked (a consumed it, or marked a
 *       place exclusive with it), b would mark a place that is marked after a or exclusive with one (a thread
 *       b starts is running), or a's last write of a variable is a constant that b's leading assume
 *       excludes.</li>
 * </ul>
 * The last fact gives Table 1 of Stubborn Transaction Reduction for programs that record the owner in a lock:
 * with {@code lock_i = [m == 0]; m := i} and {@code unlock_i = [m == i]; m := 0}, a lock can never be followed
 * by another thread's lock or unlock (right mover) and an unlock never by them either backwards (left mover);
 * {@code pthread_join} (needs the joined thread's last place, which it consumes) is a right mover and
 * {@code pthread_create} (starts a thread that was not running) a left mover.
 */
final class PetriDependency implements DependencyOracle {

    private final int actions;
    private final StaticCommutativity facts;
    private final Footprints footprints;

    PetriDependency(PetriProgram program, PlaceExclusion exclusion, Footprints footprints) {
        this.actions = program.transitions().size();
        this.facts = new StaticCommutativity(program, exclusion::exclusive);
        this.footprints = footprints;
    }

    private boolean independent(int a, int b) {
        return !facts.sharePlace(a, b) && !footprints.of(a).conflicts(footprints.of(b));
    }

    /**
     * The actions that a, enabled in a state where its statement has footprint {@code inState}, may not ⋆-commute
     * with: the static facts, or independence of that footprint from the other action's static one. The second is
     * true in every state reached by actions that do not write what a reads there (those conflict with a and are
     * among the returned ones, or never run while a is enabled — the static facts), where a keeps its footprint.
     */
    BitSet dependents(int a, Footprint inState, Commutativity star) {
        BitSet result = new BitSet();
        for (int b = 0; b < actions; b++) {
            if (b == a) {
                continue;
            }
            boolean commutes = switch (star) {
                case STRONG -> stronglyCommute(a, b);
                case RIGHT -> rightCommutes(a, b);
                case LEFT -> leftCommutes(a, b);
            };
            if (!commutes && (facts.sharePlace(a, b) || inState.conflicts(footprints.of(b)))) {
                result.set(b);
            }
        }
        return result;
    }

    private boolean neverCoEnabled(int a, int b) {
        return facts.preExclusive(a, b) || facts.guardsContradict(a, b);
    }

    /** a;b is impossible from every reachable state. */
    private boolean neverFollowedBy(int a, int b) {
        return facts.consumesOrExcludesPre(a, b) || facts.marksMarked(a, b) || facts.marksExclusive(a, b)
                || facts.guardFalsified(a, b);
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
