package org.imperium.program;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
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

    /**
     * The run as the user reads it: a header, then a line per step with its thread, its C location and text (the
     * transition and its statement where it has no C origin) and the values the step wrote, where known.
     */
    public List<String> describe() {
        List<String> lines = new ArrayList<>();
        lines.add("error trace (" + steps.size() + " steps):");
        for (Step step : steps) {
            Transition t = step.transition();
            String where = t.origin().map(o -> o.location() + " " + o.text()).orElse(t.name() + " " + t.statement());
            Map<Var, Object> written = new LinkedHashMap<>(step.valuesAfter());
            written.keySet().retainAll(t.statement().writes());
            lines.add("  [" + t.thread() + "] " + where + "  " + written.entrySet().stream()
                    .map(e -> e.getKey().name() + "=" + e.getValue()).collect(Collectors.joining(", ", "{", "}")));
        }
        return lines;
    }

    /** One fired transition and the values of variables right after it. */
    public record Step(Transition transition, Map<Var, Object> valuesAfter) {
        public Step {
            valuesAfter = Map.copyOf(valuesAfter);
        }
    }
}
