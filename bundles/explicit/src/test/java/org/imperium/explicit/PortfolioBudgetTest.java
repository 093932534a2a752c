package org.imperium.explicit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
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
import org.imperium.program.PetriProgram;
import org.imperium.program.Petrification;
import org.junit.jupiter.api.Test;

/**
 * The time budget in a portfolio: the exact search gets {@code portfolioTimeShare} of the run's time, the search
 * with sampled inputs (only FALSE, for a program with an input) only {@code portfolioSampledTimeShare}; without a
 * later member neither budget applies.
 */
class PortfolioBudgetTest {

    private static TestRunContext context(Map<String, Object> settings, boolean fallback) {
        TestRunContext context = new TestRunContext(settings, Cancellation.afterSeconds(100));
        return fallback ? context.withFallback() : context;
    }

    private static void run(String program, TestRunContext context) {
        Path file = TestPrograms.testdata().resolve("c").resolve(program);
        CPetrification petrification = new CPetrification(CFrontEnd.parse(file, DataModel.ILP32), file.getParent(),
                1, 100_000, Cancellation.never());
        context.put(PetriProgram.MODEL, petrification.petrify(1));
        context.put(Petrification.MODEL, petrification);
        new ExplicitPlugin().run(context);
    }

    private static double seconds(TestRunContext context, String key) {
        return Double.parseDouble(context.statistics().get(key).toString());
    }

    @Test
    void theSampledSearchHasTheSmallerShare() {
        TestRunContext context = context(Map.of("portfolioTimeShare", 0.3, "portfolioSampledTimeShare", 0.1), true);
        UnsupportedException e = assertThrows(UnsupportedException.class, () -> run("nondet-hidden-value.c",
                context));
        assertTrue(e.getMessage().startsWith("nondeterministic int input"), e.getMessage());
        double exact = seconds(context, "budget.seconds");
        double sampled = seconds(context, "budget.sampled.seconds");
        assertTrue(exact > 29 && exact <= 30, "30 % of 100 s: " + exact);
        assertTrue(sampled > 9 && sampled <= 10, "10 % of 100 s: " + sampled);
    }

    @Test
    void aSampledShareAboveTheExactOneIsCapped() {
        TestRunContext context = context(Map.of("portfolioTimeShare", 0.3, "portfolioSampledTimeShare", 0.8), true);
        assertThrows(UnsupportedException.class, () -> run("nondet-hidden-value.c", context));
        assertTrue(seconds(context, "budget.sampled.seconds") <= 30);
    }

    @Test
    void withoutALaterMemberThereIsNoBudget() {
        TestRunContext context = context(Map.of(), false);
        assertThrows(UnsupportedException.class, () -> run("nondet-hidden-value.c", context));
        assertNull(context.statistics().get("budget.seconds"));
        assertNull(context.statistics().get("budget.sampled.seconds"));
    }

    @Test
    void anErrorWithSampledInputsIsFoundWithinTheSmallerShare() {
        TestRunContext context = context(Map.of("portfolioTimeShare", 0.3, "portfolioSampledTimeShare", 0.1), true);
        run("bitwise-false.c", context);
        assertEquals(Optional.of(Verdict.incorrect("unreach-call")), context.verdict());
        assertEquals(true, context.statistics().get("sampled-inputs"));
    }

    @Test
    void programsWithoutInputsKeepTheExactShare() {
        TestRunContext context = context(Map.of("portfolioTimeShare", 0.3, "portfolioSampledTimeShare", 0.1), true);
        run("lost-update.c", context);
        assertEquals(Optional.of(Verdict.incorrect("unreach-call")), context.verdict());
        assertNull(context.statistics().get("budget.sampled.seconds"));
    }
}
