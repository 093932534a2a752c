package org.imperium.traceabstraction;

import java.util.List;
import org.imperium.program.Marking;
import org.imperium.program.PetriProgram;
import org.imperium.program.Transition;
import org.imperium.proof.Invariant;

/**
 * Which transitions the product search fires from a state (marking × abstract element). The default fires every
 * enabled transition; partial-order and stubborn-set reductions (bundle {@code reduction}, option
 * {@code traceabstraction.reduction}) plug in here by returning a subset.
 */
public interface SuccessorFunction {

    List<Transition> successors(PetriProgram program, Marking marking, Invariant element);

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
