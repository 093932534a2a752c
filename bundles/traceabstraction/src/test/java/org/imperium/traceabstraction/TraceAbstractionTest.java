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
import org.imperium.smt.InterpolationMode;
import org.imperium.smt.SmtSession;
import org.imperium.smt.SmtSolverFactory;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Verdicts on the test programs with every solver and interpolation mode; every proof is checked safe for the
 * unreduced program by exploration, every counterexample replayed as a firing sequence.
 */
class TraceAbstractionTest {

    /** Solver, interpolation mode, subsumption; the first one is the default configuration. */
    private static Stream<Arguments> solverConfigurations() {
        return Stream.of(
                Arguments.of("smtinterpol", InterpolationMode.SEQUENCE, true),
                Arguments.of("smtinterpol", InterpolationMode.SEQUENCE, false),
                Arguments.of("smtinterpol", InterpolationMode.UNSAT_CORE, true),
                Arguments.of("princess", InterpolationMode.SEQUENCE, true),
                Arguments.of("z3", InterpolationMode.SEQUENCE, true));
    }

    /** Every program with the default configuration; the others skip the bakeries to keep the class fast. */
    private static Stream<Arguments> cases() {
        String only = System.getProperty("ta.programs", ".*");
        boolean slow = Boolean.getBoolean("ta.slow");
        return solverConfigurations().flatMap(s -> Programs.all().stream()
                .filter(p -> p.name().matches(only) && (slow || !p.slow()))
                .filter(p -> s.get()[0].equals("smtinterpol") && s.get()[1] == InterpolationMode.SEQUENCE
                        && (Boolean) s.get()[2] || !p.name().startsWith("bakery"))
                .map(p -> Arguments.of(p, s.get()[0], s.get()[1], s.get()[2])));
    }

    @ParameterizedTest(name = "{0} with {1} ({2}, subsumption {3})")
    @MethodSource("cases")
    void verdictIsRightAndProofIsSafe(Programs.TestProgram program, String solver, InterpolationMode mode,
                                      boolean subsumption) {
        Statistics statistics = new Statistics();
        PetriProgram p = program.load();
        long start = System.nanoTime();
        try (SmtSession session = new SmtSolverFactory().open(solver, Cancellation.never(), statistics)) {
            Configuration configuration = Configuration.defaults().withInterpolation(mode)
                    .withSubsumption(subsumption);
            Outcome outcome = new TraceAbstraction(session, configuration, Cancellation.never(), statistics)
                    .verify(p, Optional.empty());
            String figures = String.format("%-30s %-11s %-10s %-5s %-8s it=%d states=%d covered=%d preds=%d"
                            + " hoare=%d(+%d cached, %d independent) traces=%d fallbacks=%d %.2fs", program.name(),
                    solver, mode, subsumption, outcome.getClass().getSimpleName(), statistics.count("iterations"),
                    statistics.count("states"), statistics.count("covered"), statistics.count("predicates"),
                    statistics.count("smt.hoare.queries"), statistics.count("smt.hoare.cached"),
                    statistics.count("smt.hoare.independent"), statistics.count("smt.trace.queries"),
                    statistics.count("smt.trace.fallbacks"), (System.nanoTime() - start) / 1e9);
            System.out.println(figures);
            if (program.safe()) {
                Outcome.Safe proof = assertInstanceOf(Outcome.Safe.class, outcome, figures + " " + outcome);
                assertEquals(Math.max(1, proof.iterations() - 1), proof.proof().components().size(),
                        "one component per refinement round");
                AbstractReachability.explore(p, proof.proof(), 1_000_000, Cancellation.never()).requireSafe();
                assertTrue(SafetyCheck.assertSafe(p, proof.proof()) > 0);
            } else {
                Outcome.Unsafe cex = assertInstanceOf(Outcome.Unsafe.class, outcome, figures + " " + outcome);
                SafetyCheck.assertRealRun(cex.counterexample());
            }
        }
    }
}
