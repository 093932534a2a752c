package org.imperium.traceabstraction;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.imperium.core.Cancellation;
import org.imperium.core.Statistics;
import org.imperium.logic.Term;
import org.imperium.logic.TermParser;
import org.imperium.logic.Terms;
import org.imperium.logic.Var;
import org.imperium.program.PetriProgram;
import org.imperium.program.Transition;
import org.imperium.proof.AbstractReachability;
import org.imperium.smt.SmtSession;
import org.imperium.smt.SmtSolverFactory;
import org.junit.jupiter.api.Test;

/**
 * Loop invariants from path programs ({@link LoopGeneralisation}): which atoms are generalised, which runs go
 * around a loop, and a program that no unwinding proves (two loops counting to 10000) proved TRUE with a proof
 * that is safe for the whole program.
 */
class LoopInvariantTest {

    private static final Var X1 = Terms.intVar("x1");
    private static final Var X2 = Terms.intVar("x2");
    private static final Var T = Terms.intVar("t");

    private static Term atom(String text) {
        return TermParser.parse(text, Map.of("x1", X1, "x2", X2, "t", T));
    }

    @Test
    void guardsMoveToTheCopiedVariableAndOffsetsAreDropped() {
        List<Term> atoms = List.of(atom("t == x1"), atom("t < 10000"), atom("x2 <= x1 - 1"),
                atom("x2 <= 9999"));
        assertEquals(List.of(atom("t <= 10000"), atom("x1 < 10000"), atom("x1 <= 10000"), atom("x2 <= x1")),
                LoopGeneralisation.generalise(atoms));
    }

    @Test
    void aRunThatLeavesAPlaceTwiceLoops() {
        PetriProgram p = Programs.load("loop-invariant");
        Transition input = transition(p, "input");
        Transition fork = transition(p, "fork");
        Transition loop1 = transition(p, "loop1");
        Transition inc1 = transition(p, "inc1");
        Transition exit1 = transition(p, "exit1");
        assertFalse(LoopGeneralisation.loops(List.of(input, fork, exit1)));
        // one iteration: the loop head is left by loop1, then by exit1 — no transition repeats
        assertTrue(LoopGeneralisation.loops(List.of(input, fork, loop1, inc1, exit1)));
    }

    @Test
    void twoCountingLoopsAreProvedWithPathProgramInvariants() {
        Statistics statistics = new Statistics();
        PetriProgram p = Programs.load("loop-invariant");
        try (SmtSession session = new SmtSolverFactory().open("smtinterpol", Cancellation.never(), statistics)) {
            Outcome outcome = new TraceAbstraction(session, Configuration.defaults(), Cancellation.never(),
                    statistics).verify(p, Optional.empty());
            Outcome.Safe safe = assertInstanceOf(Outcome.Safe.class, outcome, outcome.toString());
            assertEquals(4, safe.iterations());
            assertEquals(2, statistics.count("automata.loop"), "automata over path-program invariants");
            assertEquals(2, statistics.count("pathProgram.refuted"));
            AbstractReachability.explore(p, safe.proof(), 1_000_000, Cancellation.never()).requireSafe();
            assertTrue(SafetyCheck.assertSafe(p, safe.proof()) > 0);
        }
    }

    private static Transition transition(PetriProgram p, String name) {
        return p.transitions().stream().filter(t -> t.name().equals(name)).findFirst().orElseThrow();
    }
}
