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
            org.imperium.program.ProgramVariable pv = program.variables().get(v);
            pv.cName().ifPresent(name -> {
                java.util.regex.Pattern word = java.util.regex.Pattern.compile("\\b" + java.util.regex.Pattern.quote(name)
                        + "\\b");
                // a local thread id is in scope only in its own function (another function may have a local of
                // the same name)
                w.invariants().stream().filter(i -> pv.owner().map(o -> o.function().equals(i.location().function()))
                        .orElse(true)).filter(i -> word.matcher(i.value()).find())
                        .forEach(i -> problems.add("invariant at " + i.location() + " names the thread id " + name));
            });
        }
        return problems;
    }

    /**
     * Requirement (c) of issue 7: every ghost update item stands at a C statement of the program (same line, column
     * and function as some transition's origin) that accepts ghost updates: one of its steps is an assignment, a
     * lock, an unlock, a create or an atomic begin/end, and the others are only the reads or calls petrify split off
     * it (kind OTHER or CALL) — never a branch, assume, join, return or error.
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
            } else if (at.stream().noneMatch(t -> t.origin().orElseThrow().acceptsGhostUpdate())
                    || !at.stream().allMatch(t -> t.origin().map(o -> o.acceptsGhostUpdate()
                    || o.kind() == Origin.Kind.OTHER || o.kind() == Origin.Kind.CALL).orElse(false))) {
                problems.add("update at " + u.location() + " stands at a statement that accepts none: "
                        + at.stream().map(t -> t.origin().orElseThrow().kind()).distinct().toList());
            }
        }
        return problems;
    }
}
