package org.imperium.witness;

import java.util.ArrayList;
import java.util.List;
import org.imperium.program.Origin;
import org.imperium.program.PetriProgram;
import org.imperium.program.Transition;
import org.imperium.witness.export.CNaming;

/** Checks of exported witnesses against the Petri program they came from. */
final class WitnessChecks {

    private WitnessChecks() {
    }

    /**
     * Issue 7: invariants name only C variables in scope and ghosts — in particular no thread id ({@code pthread_t}),
     * whose value petrify invents. The invariants that name one, with its C name.
     */
    static List<String> threadIdsNamed(PetriProgram program, Witness.Correctness w) {
        List<String> problems = new ArrayList<>();
        for (org.imperium.logic.Var v : CNaming.threadIds(program)) {
            program.variables().get(v).cName().ifPresent(name -> {
                java.util.regex.Pattern word = java.util.regex.Pattern.compile("\\b" + java.util.regex.Pattern.quote(name)
                        + "\\b");
                w.invariants().stream().filter(i -> word.matcher(i.value()).find())
                        .forEach(i -> problems.add("invariant at " + i.location() + " names the thread id " + name));
            });
        }
        return problems;
    }

    /**
     * Requirement (c) of issue 7: every ghost update item stands at a C statement of the program (same line, column
     * and function as some transition's origin) and every transition of that statement accepts ghost updates.
     * The problems found; empty when there are none.
     */
    static List<String> updatesAtAcceptingStatements(PetriProgram program, Witness.Correctness w) {
        List<String> problems = new ArrayList<>();
        for (Witness.GhostUpdate u : w.updates()) {
            List<Transition> at = program.transitions().stream().filter(t -> t.origin().filter(o ->
                    o.location().line() == u.location().line() && o.location().column() == u.location().column()
                    && o.function().equals(u.location().function())).isPresent()).toList();
            if (at.isEmpty()) {
                problems.add("update at " + u.location() + " matches no statement");
            } else if (!at.stream().allMatch(t -> t.origin().map(Origin::acceptsGhostUpdate).orElse(false))) {
                problems.add("update at " + u.location() + " stands at a statement that accepts none: "
                        + at.stream().map(t -> t.origin().orElseThrow().kind()).distinct().toList());
            }
        }
        return problems;
    }
}
