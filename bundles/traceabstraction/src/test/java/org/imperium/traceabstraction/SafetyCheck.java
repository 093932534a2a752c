package org.imperium.traceabstraction;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.imperium.program.Counterexample;
import org.imperium.program.Marking;
import org.imperium.program.PetriProgram;
import org.imperium.program.Place;
import org.imperium.program.Transition;
import org.imperium.proof.Invariant;
import org.imperium.proof.InvariantDomain;

/** Independent checks of the verifier's results, written without the verifier's classes. */
final class SafetyCheck {

    private SafetyCheck() {
    }

    private record Config(Marking marking, Invariant element) {
    }

    /**
     * Def. 3.2: explores every configuration (marking × element) reachable with the domain's post over all enabled
     * transitions of the unreduced program and asserts that none with a bad place has a non-bottom element.
     * Returns the number of configurations.
     */
    static int assertSafe(PetriProgram program, InvariantDomain domain) {
        Set<Config> seen = new HashSet<>();
        Deque<Config> work = new ArrayDeque<>();
        Config init = new Config(program.initialMarking(), domain.initial());
        seen.add(init);
        work.add(init);
        while (!work.isEmpty()) {
            Config c = work.pop();
            for (Place p : c.marking().places(program)) {
                assertFalse(p.isBad(), "bad place " + p + " reachable with " + c.element());
            }
            for (Transition t : program.transitions()) {
                if (!c.marking().enables(t)) {
                    continue;
                }
                Invariant next = domain.post(c.element(), t);
                if (!next.isBottom()) {
                    Config n = new Config(c.marking().fire(t), next);
                    if (seen.add(n)) {
                        work.push(n);
                    }
                }
            }
        }
        return seen.size();
    }

    /** The counterexample is a firing sequence from the initial marking that ends with an error place marked. */
    static void assertRealRun(Counterexample cex) {
        PetriProgram program = cex.program();
        Marking m = program.initialMarking();
        List<Counterexample.Step> steps = cex.steps();
        for (Counterexample.Step step : steps) {
            assertTrue(m.enables(step.transition()), step.transition() + " not enabled");
            m = m.fire(step.transition());
        }
        assertTrue(m.places(program).stream().anyMatch(p -> p.kind() == Place.Kind.ERROR), "no error place at the end");
    }
}
