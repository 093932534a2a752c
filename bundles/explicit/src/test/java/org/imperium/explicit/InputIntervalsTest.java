package org.imperium.explicit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.imperium.cfrontend.CFrontEnd;
import org.imperium.cfrontend.types.DataModel;
import org.imperium.core.Cancellation;
import org.imperium.core.UnsupportedException;
import org.imperium.core.Verdict;
import org.imperium.core.testing.TestRunContext;
import org.imperium.petrify.CPetrification;
import org.imperium.program.Counterexample;
import org.imperium.program.PetriProgram;
import org.imperium.program.Petrification;
import org.imperium.reduction.Reduction;
import org.junit.jupiter.api.Test;

/**
 * The exact search over input intervals ({@link InputSplitting}): TRUE for a bounded input, FALSE with the one
 * failing value in the counterexample, UNKNOWN for arithmetic on a large range; the state counts pin how far
 * the splitting goes (the loop bound n in [1, 3] is split by i < n at i = 1 and i = 2 only).
 */
class InputIntervalsTest {

    private static CPetrification petrification(String program) {
        Path file = TestPrograms.testdata().resolve("c").resolve(program);
        return new CPetrification(CFrontEnd.parse(file, DataModel.ILP32), file.getParent(), 1, 100_000,
                Cancellation.never());
    }

    private static ExplicitChecker.Result full(String program, int instances, int inputValues) {
        return ExplicitChecker.check(petrification(program).petrify(instances), Reduction.NONE, false, 1_000_000,
                inputValues, Cancellation.never());
    }

    @Test
    void boundedLoopOfThreadsIsTrue() {
        ExplicitChecker.Result result = full("nondet-bounded-threads.c", 3, 64);
        assertEquals(Verdict.correct(), result.verdict());
        assertEquals(STATES_TRUE, result.exploration().states());
        assertEquals(SPLITS_TRUE, result.inputSplits());
        // the state space of the unreduced search is the proof, input intervals as bounds
        assertTrue(result.proof().isPresent());
        ExplicitChecker.Result thin = ExplicitChecker.exact(petrification("nondet-bounded-threads.c").petrify(3),
                true, 1_000_000, 64, Cancellation.never());
        assertEquals(Verdict.correct(), thin.verdict());
        // thread-first, dead variables identified (no symmetry: the joins read the handles from an array)
        assertEquals(STATES_THREAD_FIRST, thin.exploration().states());
    }

    @Test
    void oneFailingValueIsFalseWithThatValue() {
        ExplicitChecker.Result result = full("nondet-bounded-threads-false.c", 3, 64);
        assertEquals(Verdict.incorrect("unreach-call"), result.verdict());
        Counterexample cex = result.counterexample().orElseThrow();
        // the step that reads the input gives it the failing value 2 (n and the unsigned input it converts)
        Map<String, Object> input = cex.steps().stream().filter(s -> s.transition().statement().toString()
                .contains("havoc main#0.~t1")).findFirst().orElseThrow().valuesAfter().entrySet().stream()
                .collect(java.util.stream.Collectors.toMap(e -> e.getKey().name(), Map.Entry::getValue));
        assertEquals(BigInteger.TWO, input.get("main#0.~t1"));
        assertEquals(BigInteger.TWO, input.get("main#0.n"));
        assertTrue(Replay.isRun(petrification("nondet-bounded-threads-false.c").petrify(3), cex));
        Counterexample.Step last = cex.steps().get(cex.steps().size() - 1);
        assertTrue(last.transition().post().stream().anyMatch(p -> p.kind() == org.imperium.program.Place.Kind.ERROR));
    }

    @Test
    void smallInputsAreSplitIntoMembersForArithmetic() {
        ExplicitChecker.Result result = full("nondet-small-arithmetic.c", 1, 64);
        assertEquals(Verdict.correct(), result.verdict());
        assertEquals(STATES_SMALL, result.exploration().states());
        UnsupportedException e = assertThrows(UnsupportedException.class,
                () -> full("nondet-small-arithmetic.c", 1, 4));
        assertTrue(e.getMessage().startsWith("nondeterministic int input"), e.getMessage());
    }

    @Test
    void arithmeticOnALargeRangeStaysUnknown() {
        UnsupportedException e = assertThrows(UnsupportedException.class,
                () -> full("nondet-hidden-value.c", 1, 64));
        assertTrue(e.getMessage().startsWith("nondeterministic int input"), e.getMessage());
    }

    @Test
    void thePluginFollowsAReducedSearchWithTheExactSearch() {
        CPetrification p = petrification("nondet-bounded-threads.c");
        TestRunContext context = new TestRunContext(Map.of("reduction", "str"), Cancellation.never());
        context.put(PetriProgram.MODEL, p.petrify(1));
        context.put(Petrification.MODEL, p);
        new ExplicitPlugin().run(context);
        assertEquals(Optional.of(Verdict.correct()), context.verdict());
        assertEquals(true, context.statistics().get("input-intervals"));
        assertEquals(4L, context.statistics().get("thread-instances"));
    }

    private static final long STATES_TRUE = 9010;
    private static final long SPLITS_TRUE = 416;
    private static final long STATES_THREAD_FIRST = 5070;
    private static final long STATES_SMALL = 22;
}
