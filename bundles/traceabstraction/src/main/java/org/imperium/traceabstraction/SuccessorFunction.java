package org.imperium.traceabstraction;

import java.util.List;
import org.imperium.program.Marking;
import org.imperium.program.PetriProgram;
import org.imperium.program.Transition;
import org.imperium.proof.Invariant;

/**
 * Which transitions the product search fires from a state (marking × abstract element). The default fires every
 * enabled transition; partial-order and stubborn-set reductions (bundle {@code reduction}, option
 * {@code traceabstraction.reduction}) plug in here by returning a subset. A function may also keep a
 * {@link Memory} of its own in the product state (a sleep set, the turn of a preference order,
 * {@link SleepSetSuccessors}): then it implements {@link #initialMemory} and {@link #steps}.
 */
public interface SuccessorFunction {

    List<Transition> successors(PetriProgram program, Marking marking, Invariant element);

    /**
     * What a successor function keeps in a product state besides marking and element. It must be a value (equals,
     * hashCode), determined by the run that reached the state.
     */
    interface Memory {

        /**
         * Whether a state with this memory fires, now and in every successor, at most the runs that a state with
         * the same marking and memory {@code other} fires — what subsumption needs to skip this state.
         */
        boolean coveredBy(Memory other);
    }

    /** The memory of functions that keep none. */
    Memory NO_MEMORY = other -> true;

    /** A transition to fire, with the memory of the state it leads to. */
    record Step(Transition transition, Memory next) {
    }

    /** The memory of the initial state. */
    default Memory initialMemory(PetriProgram program) {
        return NO_MEMORY;
    }

    /** The transitions to fire from a state with {@code memory}; by default {@link #successors}, memory kept. */
    default List<Step> steps(PetriProgram program, Marking marking, Invariant element, Memory memory) {
        return successors(program, marking, element).stream().map(t -> new Step(t, memory)).toList();
    }

    /** Every enabled transition, each once, in the order of the program's transitions. */
    SuccessorFunction ALL_ENABLED = (program, marking, element) -> {
        List<Transition> result = new java.util.ArrayList<>();
        for (int id : marking.ids()) {
            for (Transition t : program.outgoing(program.places().get(id))) {
                // a transition with several pre-places is considered once, from its first pre-place
                if (t.pre().get(0).id() == id && marking.enables(t)) {
                    result.add(t);
                }
            }
        }
        return result;
    };
}
