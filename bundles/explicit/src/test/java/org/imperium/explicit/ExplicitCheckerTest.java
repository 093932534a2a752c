package org.imperium.explicit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.imperium.core.Cancellation;
import org.imperium.core.UnsupportedException;
import org.imperium.core.Verdict;
import org.imperium.program.Counterexample;
import org.imperium.program.Marking;
import org.imperium.program.PetriProgram;
import org.imperium.program.Place;
import org.imperium.program.text.PetriProgramReader;
import org.imperium.proof.AbstractReachability;
import org.imperium.reduction.Reduction;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

class ExplicitCheckerTest {

    @ParameterizedTest
    @EnumSource(Reduction.class)
    void lostUpdateIsFoundWithAReplayableCounterexample(Reduction reduction) {
        PetriProgram program = TestPrograms.read("petri/lost-update.petri");
        ExplicitChecker.Result result = ExplicitChecker.check(program, reduction, 100_000, Cancellation.never());
        assertEquals(Verdict.incorrect("unreach-call"), result.verdict());
        Counterexample cex = result.counterexample().orElseThrow();
        Marking m = program.initialMarking();
        for (Counterexample.Step step : cex.steps()) {
            assertTrue(m.enables(step.transition()), "step " + step.transition() + " is enabled");
            m = m.fire(step.transition());
        }
        assertTrue(m.places(program).stream().anyMatch(Place::isBad), "the trace ends in an error place");
        Counterexample.Step last = cex.steps().get(cex.steps().size() - 2);
        assertEquals(1, ((java.math.BigInteger) last.valuesAfter().values().stream()
                .filter(v -> v instanceof java.math.BigInteger b && b.intValue() == 1).findFirst().orElseThrow())
                .intValue());
    }

    @ParameterizedTest
    @EnumSource(Reduction.class)
    void noReductionIgnoresAThreadBehindAnEndlessLocalLoop(Reduction reduction) {
        ExplicitChecker.Result result = TestPrograms.check("reductions/ignoring.petri", reduction);
        assertEquals(Verdict.incorrect("unreach-call"), result.verdict());
        assertEquals(List.of("step", "fail"), result.counterexample().orElseThrow().steps().stream()
                .map(s -> s.transition().name()).filter(n -> !n.equals("spin")).toList());
    }

    @ParameterizedTest
    @ValueSource(strings = {"petri/mutex.petri", "petri/peterson.petri", "petri/forkjoin.petri",
        "petri/handoff.petri", "petri/loop.petri", "reductions/semaphore.petri", "reductions/bakery-2.petri"})
    void theFullStateSpaceIsASafeInvariantDomain(String file) {
        PetriProgram program = TestPrograms.read(file);
        ExplicitChecker.Result result = ExplicitChecker.check(program, Reduction.NONE, 100_000,
                Cancellation.never());
        assertEquals(Verdict.correct(), result.verdict());
        AbstractReachability reach = AbstractReachability.explore(program, result.proof().orElseThrow(), 100_000,
                Cancellation.never());
        assertTrue(reach.isSafe(), () -> reach.violation().orElse(""));
        assertEquals(result.exploration().states(), reach.configurations().size(), "one configuration per state");
    }

    @Test
    void reducedSearchesHandOverNoProof() {
        assertTrue(TestPrograms.check("reductions/semaphore.petri", Reduction.STR).proof().isEmpty());
    }

    @Test
    void readingAnIntegerInputIsNotFiniteData() {
        PetriProgram program = PetriProgramReader.parse("""
                var x : Int
                place a thread main#0 initial
                place b thread main#0
                place c thread main#0
                place d thread main#0
                transition read : a -> b { havoc x; [0 <= x && x <= 4294967295] }
                transition overwrite : b -> c { x := 1 }
                transition use : c -> d { [x > 0] }
                """, "input.petri");
        ExplicitChecker.Result result = ExplicitChecker.check(program, Reduction.NONE, 1000, Cancellation.never());
        assertEquals(Verdict.correct(), result.verdict(), "an input only bounded and overwritten is no problem");
        PetriProgram reading = PetriProgramReader.parse("""
                var x : Int
                place a thread main#0 initial
                place b thread main#0
                place c thread main#0
                transition read : a -> b { havoc x; [0 <= x && x <= 4294967295] }
                transition use : b -> c { [x > 5] }
                transition other : b -> c { [x <= 5] }
                """, "input.petri");
        // searched as an interval, split at 5 by the comparisons: a, then b with [0, 5] and [6, 4294967295], then c
        ExplicitChecker.Result split = ExplicitChecker.check(reading, Reduction.NONE, 1000, Cancellation.never());
        assertEquals(Verdict.correct(), split.verdict());
        assertEquals(4, split.exploration().states());
        // without intervals, and in a reduced search, the read of the input is not finite data
        UnsupportedException e = assertThrows(UnsupportedException.class,
                () -> ExplicitChecker.check(reading, Reduction.NONE, false, 1000, 0, Cancellation.never()));
        assertTrue(e.getMessage().startsWith("nondeterministic int input x in transition "), e.getMessage());
        assertThrows(UnsupportedException.class,
                () -> ExplicitChecker.check(reading, Reduction.STR, 1000, Cancellation.never()));
    }

    @Test
    void booleanInputIsEnumerated() {
        PetriProgram program = PetriProgramReader.parse("""
                var b : Bool
                place a thread main#0 initial
                place c thread main#0
                place e thread main#0 error
                transition read : a -> c { havoc b }
                transition fail : c -> e { [b] }
                """, "bool.petri");
        ExplicitChecker.Result result = ExplicitChecker.check(program, Reduction.NONE, 1000, Cancellation.never());
        assertEquals(Verdict.incorrect("unreach-call"), result.verdict());
        assertEquals(4, result.exploration().states());
    }

    @Test
    void readingAnUnassignedVariableIsNotFiniteData() {
        UnsupportedException e = assertThrows(UnsupportedException.class,
                () -> TestPrograms.check("petri/running-example.petri", Reduction.NONE));
        assertEquals("read of uninitialised variable x in transition assume", e.getMessage());
    }

    @Test
    void aProgramThatIsNotOneSafeIsRejected() {
        PetriProgram program = PetriProgramReader.parse("""
                place m0 thread main#0 initial
                place m1 thread main#0
                place w0 thread W#1
                transition start : m0 -> m1, w0 { skip }
                transition back : m1 -> m0 { skip }
                transition work : w0 -> { skip }
                """, "loop.petri");
        for (Reduction r : List.of(Reduction.POR, Reduction.TR, Reduction.STR)) {
            UnsupportedException e = assertThrows(UnsupportedException.class,
                    () -> ExplicitChecker.check(program, r, 1000, Cancellation.never()));
            assertTrue(e.getMessage().contains("not one-safe"), e.getMessage());
        }
        UnsupportedException full = assertThrows(UnsupportedException.class,
                () -> ExplicitChecker.check(program, Reduction.NONE, 1000, Cancellation.never()));
        assertEquals("firing puts a second token on w0 (the program is not one-safe) in transition start",
                full.getMessage());
    }

    @Test
    void theStateLimitEndsTheSearch() {
        UnsupportedException e = assertThrows(UnsupportedException.class,
                () -> ExplicitChecker.check(TestPrograms.read("reductions/peterson-3.petri"), Reduction.STR, 500,
                        Cancellation.never()));
        assertEquals("more than 500 states (explicit state limit)", e.getMessage());
    }
}
