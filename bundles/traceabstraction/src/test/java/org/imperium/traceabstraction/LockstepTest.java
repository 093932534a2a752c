package org.imperium.traceabstraction;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.imperium.core.Cancellation;
import org.imperium.core.Statistics;
import org.imperium.logic.Terms;
import org.imperium.logic.Var;
import org.imperium.program.PetriProgram;
import org.imperium.program.ThreadStructure;
import org.imperium.proof.AbstractReachability;
import org.imperium.smt.SmtSession;
import org.imperium.smt.SmtSolverFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Sleep sets with a preference order ({@link SleepSetSuccessors}): exact product-state counts of the first search
 * ({@link FirstSearch}; derived by hand in docs/trace-abstraction.md), the thread correspondences of
 * {@link ThreadCorrespondence}, and the two symmetric summing loops of {@code testdata/lockstep/lockstep-sum*.petri}:
 * TRUE by the {@link LockstepProof} without a refinement round with the lock-step order (the interleaved proof needs a non-linear invariant), and the buggy variant still FALSE with a real
 * run.
 */
class LockstepTest {

    @ParameterizedTest(name = "{0}: none {1}, sleep {2}, sleep-lockstep {3}")
    @CsvSource({
        "reductions/independent-p2-n3, 9, 9, 9",
        "ta/late-reader, 12, 12, 17",
    })
    void exploredStates(String name, long none, long lexicographic, long lockstep) {
        PetriProgram program = FirstSearch.load(name);
        long[] expected = {none, lexicographic, lockstep};
        String[] reductions = {"none", "sleep", "sleep-lockstep"};
        for (int i = 0; i < reductions.length; i++) {
            assertEquals(expected[i], FirstSearch.exploredStates(program, reductions[i]),
                    name + " with " + reductions[i]);
        }
    }

    @Test
    void theWorkersCorrespondOnTheVariablesTheyWrite() {
        PetriProgram p = FirstSearch.load("lockstep/lockstep-sum");
        List<ThreadCorrespondence> correspondences = ThreadCorrespondence.of(p, new ThreadStructure(p));
        assertEquals(1, correspondences.size(), correspondences.toString());
        assertEquals(Map.of(Terms.intVar("i1"), Terms.intVar("i2"), Terms.intVar("s1"), Terms.intVar("s2")),
                correspondences.get(0).renaming());
        assertTrue(ThreadCorrespondence.of(FirstSearch.load("ta/late-reader"),
                new ThreadStructure(FirstSearch.load("ta/late-reader"))).isEmpty());
    }

    @Test
    void copiesThatReadDifferentAllocationsCorrespond() {
        PetriProgram p = CRuns.petrified(CRuns.PROGRAMS.resolve("symmetric-arrays.c"))
                .get(PetriProgram.MODEL);
        List<ThreadCorrespondence> correspondences = ThreadCorrespondence.of(p, new ThreadStructure(p));
        assertEquals(1, correspondences.size(), correspondences.toString());
        Map<Var, Var> renaming = correspondences.get(0).renaming();
        assertEquals(Terms.intVar("j"), renaming.get(Terms.intVar("i")), renaming.toString());
        // of the eleven temporaries of first, the two that hold the allocation identity of a pointer (A's in one
        // thread, B's in the other: [~t4 == 1] against [~t4 == 2]) get no agreement
        assertEquals(10, renaming.size(), renaming.toString());
        assertTrue(renaming.keySet().stream().map(Var::name)
                .noneMatch(n -> n.equals("first#1.~t4") || n.equals("first#1.~t8")), renaming.toString());
    }

    @Test
    void symmetricLoopsAreProvedInLockStep() {
        Statistics statistics = new Statistics();
        Outcome outcome = run("lockstep-sum", statistics);
        Outcome.Safe safe = assertInstanceOf(Outcome.Safe.class, outcome, outcome.toString());
        // the lock-step fixpoint over the agreements proves it before any refinement round
        assertEquals(0, statistics.count("reduction.iterations"), "rounds of the reduced phase");
        assertTrue(String.valueOf(statistics.get("lockstep")).contains("reduced control states"),
                String.valueOf(statistics.get("lockstep")));
        if (safe.proofComplete()) {
            AbstractReachability.explore(safe.program(), safe.proof(), 1_000_000, Cancellation.never())
                    .requireSafe();
        }
    }

    @Test
    void theBugOfTheSecondCopyIsStillFound() {
        Outcome outcome = run("lockstep-sum-unsafe", new Statistics());
        Outcome.Unsafe unsafe = assertInstanceOf(Outcome.Unsafe.class, outcome, outcome.toString());
        SafetyCheck.assertRealRun(unsafe.counterexample());
    }

    private static Outcome run(String name, Statistics statistics) {
        PetriProgram p = FirstSearch.load("lockstep/" + name);
        try (SmtSession session = new SmtSolverFactory().open("smtinterpol", Cancellation.never(), statistics)) {
            Configuration c = Configuration.defaults()
                    .withSuccessors(ReducedSuccessors.of("sleep-lockstep").orElseThrow())
                    .withMaxIterations(12).withCompletionSeconds(3);
            return new TraceAbstraction(session, c, Cancellation.never(), statistics).verify(p, Optional.empty());
        }
    }
}
