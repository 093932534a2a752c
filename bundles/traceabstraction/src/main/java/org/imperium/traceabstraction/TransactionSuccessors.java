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
 * Transaction reduction of the program part of the product search: a thread inside a transaction runs alone, so
 * a transaction's intermediate markings are never interleaved with other threads. The phases of Def. 2 (Ext,
 * Pre, Post) are read off the marking through {@link TransactionPhases}, so the product state (marking, element)
 * needs no phase component and every abstract run stays a plain sequence of Petri transitions that the trace
 * check understands:
 * <ul>
 *   <li>a thread whose token lies on a Pre place (entered by a right mover, L1) or on a Post place fires
 *       alone;</li>
 *   <li>static TR: the Post places are fixed by Lipton's L2/L3 (every local step there is a left mover in every
 *       state and one of them can always fire);</li>
 *   <li>STR: a Post candidate place is Post in marking M when the thread is a dynamic left mover there, M←_i(M)
 *       of Eq. 7: a semi-←-stubborn set B with B ∩ en(M) = A_i ∩ en(M) exists ({@link StubbornSet#closure}
 *       from all of A_i).</li>
 * </ul>
 * When no thread, or more than one, is inside a transaction, every enabled transition is fired (more behaviour
 * than the transaction system has, which never hurts the verdict). docs/reductions.md has the argument.
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

    /** The enabled transitions fired from the marking: those of the one thread inside a transaction, or all. */
    BitSet fired(Marking marking) {
        BitSet enabled = system.enabled(marking);
        int alone = -1;
        for (int id : marking.ids()) {
            Place place = program.places().get(id);
            if (!inside(marking, enabled, place)) {
                continue;
            }
            int thread = system.process(place.thread());
            if (alone >= 0 && alone != thread) {
                return enabled;
            }
            alone = thread;
        }
        if (alone < 0) {
            return enabled;
        }
        BitSet own = system.threadActions(alone);
        own.and(enabled);
        internal++;
        return own;
    }

    /** The place's thread is in its Pre or Post phase in the marking (and has no other marked place). */
    private boolean inside(Marking marking, BitSet enabled, Place place) {
        boolean pre = phases.pre(place);
        if (!pre && !phases.postCandidate(place)) {
            return false;
        }
        for (int other : marking.ids()) {
            if (other != place.id() && program.places().get(other).thread().equals(place.thread())) {
                return false;
            }
        }
        return pre || !dynamic || leftMover(marking, enabled, system.process(place.thread()));
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
