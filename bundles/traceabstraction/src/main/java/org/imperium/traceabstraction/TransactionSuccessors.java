package org.imperium.traceabstraction;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.imperium.program.Marking;
import org.imperium.program.PetriProgram;
import org.imperium.program.Place;
import org.imperium.program.Transition;
import org.imperium.proof.Invariant;
import org.imperium.reduction.Commutativity;
import org.imperium.reduction.StubbornSet;

/**
 * Transaction reduction of the program part of the product search: a thread in its post-phase runs alone, so
 * the markings inside a transaction (a commit followed by left movers) are not interleaved with other threads.
 * The phase is read off the marking ({@link TransactionPhases}), so the product state (marking, element) needs
 * no phase component and every abstract run stays a plain sequence of Petri transitions that the trace check
 * understands:
 * <ul>
 *   <li>static TR: a thread whose only token lies on a Post place (Lipton's L2, L3, fixed per place);</li>
 *   <li>STR: a thread whose only token lies on a Post candidate place and that is a dynamic left mover in the
 *       marking, M←_i(M) of Eq. 7: a semi-←-stubborn set B with B ∩ en(M) = A_i ∩ en(M) exists
 *       ({@link StubbornSet#closure} from all of A_i).</li>
 * </ul>
 * From a marking with such a thread, only the enabled transitions of the first such thread are fired; otherwise
 * all. docs/reductions.md has the argument that an error run survives.
 */
final class TransactionSuccessors implements SuccessorFunction {

    private final boolean dynamic;
    private PetriProgram program;
    private MarkingSystem system;
    private TransactionPhases phases;
    private StubbornSet<Marking> stubborn;
    private final Map<Marking, List<Transition>> chosen = new HashMap<>();
    private long internal;

    /** {@code dynamic}: STR (dynamic left movers), else static TR. */
    TransactionSuccessors(boolean dynamic) {
        this.dynamic = dynamic;
    }

    @Override
    public List<Transition> successors(PetriProgram p, Marking marking, Invariant element) {
        if (p != program) {
            program = p;
            system = new MarkingSystem(p);
            phases = new TransactionPhases(system, dynamic);
            stubborn = new StubbornSet<>(system);
            chosen.clear();
        }
        return chosen.computeIfAbsent(marking, this::choose);
    }

    /** Markings where one thread ran alone. */
    long internalMarkings() {
        return internal;
    }

    /** The enabled transitions fired from the marking: those of the first thread in its post-phase, or all. */
    BitSet fired(Marking marking) {
        BitSet enabled = system.enabled(marking);
        for (int id : marking.ids()) {
            Place place = program.places().get(id);
            if (phases.post(place) && alone(marking, place)) {
                int thread = system.process(place.thread());
                if (!dynamic || leftMover(marking, enabled, thread)) {
                    BitSet own = system.threadActions(thread);
                    own.and(enabled);
                    internal++;
                    return own;
                }
            }
        }
        return enabled;
    }

    /** The place holds the only token of its thread. */
    private boolean alone(Marking marking, Place place) {
        for (int other : marking.ids()) {
            if (other != place.id() && program.places().get(other).thread().equals(place.thread())) {
                return false;
            }
        }
        return true;
    }

    /** Eq. 7, M←_i(M), on the marking system. */
    private boolean leftMover(Marking marking, BitSet enabled, int thread) {
        BitSet all = system.threadActions(thread);
        BitSet own = (BitSet) all.clone();
        own.and(enabled);
        return !own.isEmpty() && stubborn.closure(marking, enabled, all, Commutativity.LEFT, own, null, false)
                .isPresent();
    }

    private List<Transition> choose(Marking marking) {
        BitSet b = fired(marking);
        List<Transition> result = new ArrayList<>(b.cardinality());
        for (int a = b.nextSetBit(0); a >= 0; a = b.nextSetBit(a + 1)) {
            result.add(program.transitions().get(a));
        }
        return result;
    }
}
