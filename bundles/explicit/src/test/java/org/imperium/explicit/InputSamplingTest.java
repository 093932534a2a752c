package org.imperium.explicit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
import org.imperium.proof.InvariantDomain;
import org.junit.jupiter.api.Test;

/**
 * The search with sampled inputs finds errors at values the program compares with, and concludes nothing else:
 * a program whose error needs an input no comparison suggests stays UNKNOWN, never TRUE.
 */
class InputSamplingTest {

    private static TestRunContext run(String program, Map<String, Object> settings) {
        return run(TestPrograms.testdata().resolve("c").resolve(program), settings, Cancellation.never());
    }

    private static TestRunContext run(Path file, Map<String, Object> settings, Cancellation cancellation) {
        CPetrification petrification = new CPetrification(CFrontEnd.parse(file, DataModel.ILP32), file.getParent(),
                1, 100_000, Cancellation.never());
        TestRunContext context = new TestRunContext(settings, cancellation);
        context.put(PetriProgram.MODEL, petrification.petrify(1));
        context.put(Petrification.MODEL, petrification);
        new ExplicitPlugin().run(context);
        return context;
    }

    @Test
    void candidatesAreComparedConstantsAndNeighboursSmallestFirst() {
        Path file = TestPrograms.testdata().resolve("c/nondet-hidden-value.c");
        PetriProgram program = new CPetrification(CFrontEnd.parse(file, DataModel.ILP32), file.getParent(), 1,
                100_000, Cancellation.never()).petrify(1);
        assertEquals("[0, 6, -1, 1, 5, 7]", InputSampling.candidates(program, 6).toString());
    }

    @Test
    void errorAtASampledValueIsFalseWithItsCounterexample() {
        TestRunContext context = run("bitwise-false.c", Map.of("reduction", "str"));
        assertEquals(Optional.of(Verdict.incorrect("unreach-call")), context.verdict());
        Counterexample cex = context.find(Counterexample.MODEL).orElseThrow();
        assertTrue(cex.steps().get(cex.steps().size() - 1).transition().post().stream()
                .anyMatch(p -> p.kind() == org.imperium.program.Place.Kind.ERROR));
        assertTrue(context.find(InvariantDomain.MODEL).isEmpty());
    }

    @Test
    void noErrorWithSampledValuesIsNeverTrue() {
        for (String reduction : new String[] {"none", "str"}) {
            UnsupportedException e = assertThrows(UnsupportedException.class,
                    () -> run("nondet-hidden-value.c", Map.of("reduction", reduction)));
            assertTrue(e.getMessage().startsWith("nondeterministic int input"), e.getMessage());
        }
    }

    @Test
    void withoutSamplingTheInputIsRejected() {
        UnsupportedException e = assertThrows(UnsupportedException.class,
                () -> run("bitwise-false.c", Map.of("sampleInputs", false)));
        assertTrue(e.getMessage().startsWith("nondeterministic int input"), e.getMessage());
    }
}
