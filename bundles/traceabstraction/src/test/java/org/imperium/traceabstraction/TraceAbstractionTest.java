package org.imperium.traceabstraction;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.imperium.core.Cancellation;
import org.imperium.core.Statistics;
import org.imperium.program.PetriProgram;
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

    private static Stream<Arguments> programs() {
        return Stream.of(
                Arguments.of("sequential-safe", (Supplier<PetriProgram>) Programs::sequentialSafe, true),
                Arguments.of("input-unsafe", (Supplier<PetriProgram>) Programs::inputUnsafe, false),
                Arguments.of("even-safe", (Supplier<PetriProgram>) Programs::evenSafe, true),
                Arguments.of("mutex-counter", (Supplier<PetriProgram>) () -> Programs.counter(true), true),
                Arguments.of("racy-counter", (Supplier<PetriProgram>) () -> Programs.counter(false), false),
                Arguments.of("atomic-counter", (Supplier<PetriProgram>) Programs::atomicCounter, true),
                Arguments.of("peterson", (Supplier<PetriProgram>) () -> Programs.peterson(false), true),
                Arguments.of("peterson-broken", (Supplier<PetriProgram>) () -> Programs.peterson(true), false),
                Arguments.of("dekker", (Supplier<PetriProgram>) Programs::dekker, true),
                Arguments.of("bakery-2-rounds", (Supplier<PetriProgram>) () -> Programs.bakery(2), true),
                Arguments.of("fork-join-loop", (Supplier<PetriProgram>) () -> Programs.forkJoinLoop(0), true),
                Arguments.of("fork-join-loop-unsafe", (Supplier<PetriProgram>) () -> Programs.forkJoinLoop(1), false),
                Arguments.of("arrays", (Supplier<PetriProgram>) () -> Programs.arrays(false), true),
                Arguments.of("arrays-unsafe", (Supplier<PetriProgram>) () -> Programs.arrays(true), false));
    }

    private static Stream<Arguments> solverConfigurations() {
        return Stream.of(
                Arguments.of("smtinterpol", InterpolationMode.SEQUENCE),
                Arguments.of("smtinterpol", InterpolationMode.UNSAT_CORE),
                Arguments.of("princess", InterpolationMode.SEQUENCE),
                Arguments.of("z3", InterpolationMode.SEQUENCE));
    }

    /** Every program with the default configuration; the others skip the largest program to keep the class fast. */
    private static Stream<Arguments> cases() {
        return solverConfigurations().flatMap(s -> programs()
                .filter(p -> s.get()[0].equals("smtinterpol") && s.get()[1] == InterpolationMode.SEQUENCE
                        || !p.get()[0].toString().startsWith("bakery"))
                .map(p -> Arguments.of(p.get()[0], p.get()[1], p.get()[2], s.get()[0], s.get()[1])));
    }

    @ParameterizedTest(name = "{0} with {3} ({4})")
    @MethodSource("cases")
    void verdictIsRightAndProofIsSafe(String name, Supplier<PetriProgram> program, boolean safe, String solver,
                                      InterpolationMode mode) {
        Statistics statistics = new Statistics();
        PetriProgram p = program.get();
        long start = System.nanoTime();
        try (SmtSession session = new SmtSolverFactory().open(solver, Cancellation.never(), statistics)) {
            Outcome outcome = new TraceAbstraction(session, Configuration.defaults().withInterpolation(mode),
                    Cancellation.never(), statistics).verify(p, Optional.empty());
            String figures = String.format("%-22s %-11s %-10s %-8s it=%d states=%d preds=%d hoare=%d(+%d cached)"
                            + " traces=%d fallbacks=%d %.2fs", name, solver, mode, outcome.getClass().getSimpleName(),
                    statistics.count("iterations"), statistics.count("states"), statistics.count("predicates"),
                    statistics.count("smt.hoare.queries"), statistics.count("smt.hoare.cached"),
                    statistics.count("smt.trace.queries"), statistics.count("smt.trace.fallbacks"),
                    (System.nanoTime() - start) / 1e9);
            System.out.println(figures);
            if (safe) {
                Outcome.Safe proof = assertInstanceOf(Outcome.Safe.class, outcome, figures + " " + outcome);
                assertEquals(Math.max(1, proof.iterations() - 1), proof.proof().components().size(),
                        "one component per refinement round");
                assertTrue(SafetyCheck.assertSafe(p, proof.proof()) > 0);
            } else {
                Outcome.Unsafe cex = assertInstanceOf(Outcome.Unsafe.class, outcome, figures + " " + outcome);
                SafetyCheck.assertRealRun(cex.counterexample());
            }
        }
    }
}
