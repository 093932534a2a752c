package org.imperium.traceabstraction;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import java.util.stream.Stream;
import org.imperium.core.Cancellation;
import org.imperium.core.Statistics;
import org.imperium.program.PetriProgram;
import org.imperium.proof.AbstractReachability;
import org.imperium.smt.SmtSession;
import org.imperium.smt.SmtSolverFactory;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every program of {@code testdata/ta} gets the verdict its first line states with each reduction; every TRUE comes
 * with a completed proof that exploration of the unreduced program finds safe (Def. 3.2), and every FALSE with a
 * counterexample that replays as a firing sequence.
 */
class ReductionDifferentialTest {

    private static Stream<Arguments> cases() {
        boolean slow = Boolean.getBoolean("ta.slow");
        return Stream.of("none", "por", "tr", "str", "sleep", "sleep-lockstep").flatMap(r -> Programs.all().stream()
                .filter(p -> slow || !p.slow() && !p.name().startsWith("bakery"))
                .map(p -> Arguments.of(p, r)));
    }

    @ParameterizedTest(name = "{0} with reduction {1}")
    @MethodSource("cases")
    void sameVerdictAndCompletedProof(Programs.TestProgram program, String reduction) {
        Statistics statistics = new Statistics();
        PetriProgram p = program.load();
        try (SmtSession session = new SmtSolverFactory().open("smtinterpol", Cancellation.never(), statistics)) {
            Configuration configuration = Configuration.defaults()
                    .withSuccessors(ReducedSuccessors.of(reduction).orElseThrow());
            Outcome outcome = new TraceAbstraction(session, configuration, Cancellation.never(), statistics)
                    .verify(p, Optional.empty());
            String figures = String.format("%-34s %-4s %-8s it=%d states=%d reducedIt=%d completionIt=%d",
                    program.name(), reduction, outcome.getClass().getSimpleName(), statistics.count("iterations"),
                    statistics.count("states"), statistics.count("reduction.iterations"),
                    statistics.count("completion.iterations"));
            System.out.println(figures);
            if (program.safe()) {
                Outcome.Safe safe = assertInstanceOf(Outcome.Safe.class, outcome, figures + " " + outcome);
                assertTrue(safe.proofComplete(), figures);
                AbstractReachability.explore(p, safe.proof(), 1_000_000, Cancellation.never()).requireSafe();
                if (!reduction.equals("none")) {
                    assertTrue(statistics.count("reduction.iterations") >= 1, figures);
                    assertEquals(statistics.count("iterations"), statistics.count("reduction.iterations")
                            + statistics.count("completion.iterations"), figures);
                }
            } else {
                Outcome.Unsafe cex = assertInstanceOf(Outcome.Unsafe.class, outcome, figures + " " + outcome);
                SafetyCheck.assertRealRun(cex.counterexample());
            }
        }
    }
}
