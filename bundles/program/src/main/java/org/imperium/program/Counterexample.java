package org.imperium.program;

import java.util.List;
import java.util.Map;
import org.imperium.core.ModelKey;
import org.imperium.logic.Var;

/**
 * A feasible run of a Petri program that reaches a bad place: the fired transitions and, where the solver's
 * model gives them, the values of program variables after each step (absent values are unknown).
 */
public record Counterexample(PetriProgram program, List<Step> steps) {

    public static final ModelKey<Counterexample> MODEL = ModelKey.of("counterexample", Counterexample.class);

    public Counterexample {
        steps = List.copyOf(steps);
    }

    /** One fired transition and the values of variables right after it. */
    public record Step(Transition transition, Map<Var, Object> valuesAfter) {
        public Step {
            valuesAfter = Map.copyOf(valuesAfter);
        }
    }
}
