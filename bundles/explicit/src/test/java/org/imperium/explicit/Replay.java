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
        PetriSystem system = new PetriSystem(program, PlaceExclusion.none(program), false,
                java.util.OptionalInt.of(ExplicitChecker.INPUT_VALUES));
        PackedState state = system.initialState();
        for (Counterexample.Step s : cex.steps()) {
            Optional<PackedState> next = system.steps(state).stream()
                    .filter(step -> step.action() == s.transition().id()
                            && agrees(values(system, step.target()), s.valuesAfter()))
                    .map(Step::target).findFirst();
            if (next.isEmpty()) {
                return false;
            }
            state = next.get();
        }
        return system.violates(state);
    }

    /**
     * Whether the counterexample's values are those of the replayed state: equal where it has a value, a member
     * where it has an input interval (the counterexample names one member), anything where it has a link.
     */
    private static boolean agrees(Map<Var, Object> replayed, Map<Var, Object> listed) {
        for (Map.Entry<Var, Object> e : replayed.entrySet()) {
            Object value = e.getValue();
            Object other = listed.get(e.getKey());
            boolean ok = value instanceof Interval i ? other == null || other instanceof java.math.BigInteger b
                    && i.contains(b) : value instanceof InputLink || value.equals(other);
            if (!ok) {
                return false;
            }
        }
        return listed.keySet().stream().allMatch(replayed::containsKey);
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
