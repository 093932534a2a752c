package org.imperium.explicit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.Optional;
import org.imperium.cfrontend.CFrontEnd;
import org.imperium.cfrontend.types.DataModel;
import org.imperium.core.Cancellation;
import org.imperium.core.Verdict;
import org.imperium.petrify.CPetrification;
import org.imperium.program.Counterexample;
import org.imperium.program.PetriProgram;
import org.imperium.reduction.ConcurrentTransitionSystem;
import org.imperium.reduction.Reduction;
import org.junit.jupiter.api.Test;

/**
 * Symmetry reduction ({@link Symmetry}) on petrified C programs: exact orbit counts against the full state space,
 * errors still found (by runs of the program), and no reduction where instances are distinguishable.
 */
class SymmetryTest {

    private static PetriProgram petrify(String file, int instances) {
        Path path = TestPrograms.testdata().resolve("c").resolve(file);
        return new CPetrification(CFrontEnd.parse(path, DataModel.ILP32), path.getParent(), instances, 100_000,
                Cancellation.never()).petrify(instances);
    }

    private static ExplicitChecker.Result full(PetriProgram program, boolean symmetric) {
        return ExplicitChecker.check(program, Reduction.NONE, symmetric, 1_000_000, Cancellation.never());
    }

    @Test
    void threeWorkersUnderAMutexFormOneGroup() {
        PetriProgram program = petrify("symmetric-workers.c", 3);
        ExplicitChecker.Result plain = full(program, false);
        ExplicitChecker.Result reduced = full(program, true);
        assertInstanceOf(Verdict.Correct.class, plain.verdict());
        assertInstanceOf(Verdict.Correct.class, reduced.verdict());
        assertEquals(Optional.of("work#1…work#3 (3)"), reduced.symmetry());
        assertEquals(Optional.empty(), plain.symmetry());
        assertEquals(EXPECTED_PLAIN, plain.exploration().states());
        assertEquals(EXPECTED_ORBITS, reduced.exploration().states());
        // the symmetric search meets exactly one state per orbit of the full state space
        assertEquals(EXPECTED_ORBITS, orbits(program));
        // the orbits are no invariant of the program: no state space as proof
        assertTrue(plain.proof().isPresent());
        assertTrue(reduced.proof().isEmpty());
    }

    /**
     * The number of distinct canonical forms of the states of the full state space, by a search of its own that
     * tells states apart by their slots (one system, so that values have the same numbers throughout).
     */
    private static long orbits(PetriProgram program) {
        PetriSystem system = new PetriSystem(program, PlaceExclusion.none(program), true);
        Symmetry symmetry = system.symmetry().orElseThrow();
        PackedState init = system.initialState();
        Set<PackedState> seen = new HashSet<>(List.of(new PackedState(init.copy())));
        Deque<PackedState> todo = new ArrayDeque<>(List.of(init));
        while (!todo.isEmpty()) {
            for (ConcurrentTransitionSystem.Step<PackedState> step : system.steps(todo.poll())) {
                if (seen.add(new PackedState(step.target().copy()))) {
                    todo.add(step.target());
                }
            }
        }
        assertEquals(EXPECTED_PLAIN, seen.size());
        return seen.stream().map(s -> new PackedState(symmetry.canonical(s.copy()))).distinct().count();
    }

    private static final long EXPECTED_PLAIN = 3554;
    private static final long EXPECTED_ORBITS = 255;

    @Test
    void errorIsStillFoundByARunOfTheProgram() {
        PetriProgram program = petrify("symmetric-workers-false.c", 3);
        ExplicitChecker.Result reduced = full(program, true);
        assertInstanceOf(Verdict.Incorrect.class, reduced.verdict());
        assertTrue(reduced.symmetry().isPresent());
        // the counterexample replays on the program without symmetry: each step is enabled where it is taken
        Counterexample cex = reduced.counterexample().orElseThrow();
        assertTrue(Replay.isRun(program, cex), "the counterexample is a run of the program");
        ExplicitChecker.Result hunted = ExplicitChecker.hunt(program, true, 1_000_000, Cancellation.never());
        assertInstanceOf(Verdict.Incorrect.class, hunted.verdict());
        assertTrue(Replay.isRun(program, hunted.counterexample().orElseThrow()));
        for (Reduction r : Reduction.values()) {
            assertInstanceOf(Verdict.Incorrect.class, ExplicitChecker.check(program, r, true, 1_000_000,
                    Cancellation.never()).verdict(), r.id());
        }
    }

    @Test
    void joinedInstancesKeptInAnArrayAreNotInterchanged() {
        // join(t[0]) waits for the instance whose id the first pthread_create stored: the ids live in an array,
        // which symmetry does not permute, so exchanging the instances is no automorphism
        PetriProgram program = petrify("join-array.c", 2);
        ExplicitChecker.Result plain = full(program, false);
        ExplicitChecker.Result reduced = full(program, true);
        assertFalse(reduced.symmetry().isPresent());
        assertEquals(plain.exploration().states(), reduced.exploration().states());
        assertInstanceOf(Verdict.Correct.class, reduced.verdict());
    }
}
