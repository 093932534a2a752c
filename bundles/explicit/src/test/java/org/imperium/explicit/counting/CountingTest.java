package org.imperium.explicit.counting;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Optional;
import java.util.Set;
import org.imperium.cfrontend.CFrontEnd;
import org.imperium.cfrontend.types.DataModel;
import org.imperium.core.Cancellation;
import org.imperium.core.Statistics;
import org.imperium.core.Verdict;
import org.imperium.core.testing.SharedData;
import org.imperium.petrify.CPetrification;
import org.imperium.program.Counterexample;
import org.imperium.program.Petrification;
import org.imperium.program.Place;
import org.imperium.program.Transition;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * Counting identical threads ({@link Counting}): exact coverability-tree sizes on programs of testdata/counting that
 * create threads in {@code while (1)}, a counterexample that replays with concrete instances, and "not applicable"
 * where the data is not finite or instances are told apart.
 */
class CountingTest {

    private static Petrification petrification(Path path) {
        return new CPetrification(CFrontEnd.parse(path, DataModel.ILP32), path.getParent(), 1, 100_000,
                Cancellation.never());
    }

    private static Path testdata(String file) {
        Path dir = Path.of("").toAbsolutePath();
        while (dir != null && !Files.isDirectory(dir.resolve("testdata"))) {
            dir = dir.getParent();
        }
        return dir.resolve("testdata").resolve(file);
    }

    private static Optional<Counting.Outcome> decide(Path path, long maxNodes, Statistics statistics) {
        return Counting.decide(petrification(path), maxNodes, Cancellation.never(), statistics);
    }

    @Test
    void spinlockWithUnboundedThreadsIsCorrect() {
        Statistics s = new Statistics();
        Counting.Outcome outcome = decide(testdata("counting/spinlock.c"), 100_000, s).orElseThrow();
        assertInstanceOf(Verdict.Correct.class, outcome.verdict());
        assertEquals("work (15 places, 6 variables)", s.get("counting.families"));
        assertEquals(EXPECTED_SPIN_NODES, s.get("counting.nodes"));
        assertEquals(EXPECTED_SPIN_ACCELERATIONS, s.get("counting.accelerations"));
        assertEquals(EXPECTED_SPIN_COUNTERS, s.get("counting.counters"));
    }

    @Test
    void raceNeedingThreeThreadsReplaysAsARunOfThePetriProgram() {
        Statistics s = new Statistics();
        Counting.Outcome outcome = decide(testdata("counting/race-false.c"), 100_000, s).orElseThrow();
        assertEquals(Verdict.incorrect("unreach-call"), outcome.verdict());
        assertEquals(4L, s.get("counting.pool"));
        Counterexample cex = outcome.counterexample().orElseThrow();
        // the run fires enabled transitions of the program petrified with 4 instances and ends at an error place
        Set<Place> marking = new HashSet<>(cex.program().initialMarking().places(cex.program()));
        Set<String> threads = new HashSet<>();
        for (Counterexample.Step step : cex.steps()) {
            Transition t = step.transition();
            assertTrue(cex.program().transitions().contains(t));
            assertTrue(marking.containsAll(t.pre()), "enabled: " + t.name());
            t.pre().forEach(marking::remove);
            marking.addAll(t.post());
            threads.add(t.thread().toString());
        }
        assertTrue(marking.stream().anyMatch(p -> p.kind() == Place.Kind.ERROR));
        assertTrue(threads.containsAll(Set.of("work#1", "work#2", "work#3")), "three threads ran: " + threads);
        assertEquals(EXPECTED_RACE_STEPS, cex.steps().size());
    }

    @Test
    void unboundedIntegerGlobalIsNotApplicable() {
        Statistics s = new Statistics();
        assertEquals(Optional.empty(), decide(testdata("counting/unbounded-data.c"), 10_000, s));
        assertEquals("not applicable: counting: coverability search beyond 10000 nodes", s.get("counting"));
    }

    @Test
    void threadIdsInMutexesAreNotCounted() {
        Statistics s = new Statistics();
        assertEquals(Optional.empty(), decide(testdata("c/symmetric-workers.c"), 10_000, s));
        assertEquals("not applicable: counting: instances of work are told apart by thread ids", s.get("counting"));
    }

    @Test
    void inputReadByEveryThreadIsNotApplicable() {
        Statistics s = new Statistics();
        assertEquals(Optional.empty(), decide(testdata("c/unbounded-threads.c"), 10_000, s));
        assertTrue(String.valueOf(s.get("counting")).startsWith("not applicable: read of unknown value"),
                String.valueOf(s.get("counting")));
    }

    /** The two SV-COMP tasks with threads created in {@code while (1)}, both correct. */
    @Test
    void svcompUnboundedThreadsAreCorrect() {
        Optional<Path> shared = SharedData.find();
        Assumptions.assumeTrue(shared.isPresent(), "no ../shared");
        String[] tasks = {"05_tas.i", "14_spin2003.i"};
        long[] nodes = {507, 40};
        for (int k = 0; k < tasks.length; k++) {
            String task = tasks[k];
            Statistics s = new Statistics();
            Path path = shared.get().resolve("svcomp/c/pthread-ext").resolve(task);
            Counting.Outcome outcome = decide(path, 1_000_000, s).orElseThrow();
            System.out.println(task + ": " + s.render());
            assertInstanceOf(Verdict.Correct.class, outcome.verdict(), task);
            assertEquals(nodes[k], s.get("counting.nodes"), task);
        }
    }

    private static final long EXPECTED_SPIN_NODES = 42;
    private static final long EXPECTED_SPIN_ACCELERATIONS = 5;
    private static final long EXPECTED_SPIN_COUNTERS = 13;
    private static final int EXPECTED_RACE_STEPS = 16;
}
