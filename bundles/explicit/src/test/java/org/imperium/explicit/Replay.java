package org.imperium.explicit;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.imperium.logic.Var;
import org.imperium.program.Counterexample;
import org.imperium.program.PetriProgram;
import org.imperium.reduction.ConcurrentTransitionSystem.Step;

/** Replays a counterexample on the plain (unreduced, asymmetric) state space of a Petri program. */
final class Replay {

    private Replay() {
    }

    /** Whether every step is a firing out of the state before it, with the values it lists, ending at a bad place. */
    static boolean isRun(PetriProgram program, Counterexample cex) {
        PetriSystem system = new PetriSystem(program, PlaceExclusion.none(program));
        PackedState state = system.initialState();
        for (Counterexample.Step s : cex.steps()) {
            Optional<PackedState> next = system.steps(state).stream()
                    .filter(step -> step.action() == s.transition().id()
                            && values(system, step.target()).equals(s.valuesAfter()))
                    .map(Step::target).findFirst();
            if (next.isEmpty()) {
                return false;
            }
            state = next.get();
        }
        return system.violates(state);
    }

    private static Map<Var, Object> values(PetriSystem system, PackedState state) {
        Map<Var, Object> values = new LinkedHashMap<>();
        system.slots().forEach((v, slot) -> {
            Object value = system.values().value(state.get(slot));
            if (value != null) {
                values.put(v, value);
            }
        });
        return values;
    }
}
