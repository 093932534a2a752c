package org.imperium.traceabstraction;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.imperium.core.Cancellation;
import org.imperium.core.Task;
import org.imperium.core.Verdict;
import org.imperium.core.testing.TestRunContext;
import org.imperium.program.Counterexample;
import org.junit.jupiter.api.Test;

/**
 * Traces with non-linear arithmetic, which SMTInterpol (the trace solver) rejects, are decided by the Hoare-triple
 * solver Z3 ({@link TraceChecker}); with one solver for both the run stays UNKNOWN and names the term.
 */
class SolverFallbackTest {

    private static TestRunContext run(String file, String hoareSolver) {
        return CRuns.run(CRuns.PROGRAMS.resolve(file), Task.Architecture.ILP32,
                Map.of("solver", "smtinterpol", "hoareSolver", hoareSolver), Cancellation.afterSeconds(60));
    }

    @Test
    void aNonLinearTraceIsProvedInfeasibleByTheSecondSolver() {
        TestRunContext ctx = run("nondet-small-arithmetic.c", "z3");
        assertInstanceOf(Verdict.Correct.class, ctx.verdict().orElseThrow(), ctx.verdict().toString());
        assertTrue(ctx.statistics().count("smt.trace.fallbackSolver") >= 1);
        CRuns.assertProofSafe(ctx, 100_000);
    }

    @Test
    void aNonLinearCounterexampleComesWithTheSecondSolversModel() {
        TestRunContext ctx = run("nonlinear-square-false.c", "z3");
        assertInstanceOf(Verdict.Incorrect.class, ctx.verdict().orElseThrow(), ctx.verdict().toString());
        assertTrue(ctx.get(Counterexample.MODEL).describe().stream().anyMatch(l -> l.contains("main#0.x=3")),
                String.valueOf(ctx.get(Counterexample.MODEL).describe()));
    }

    @Test
    void withoutASecondSolverTheRunIsUnknownAndNamesTheTerm() {
        TestRunContext ctx = run("nonlinear-square-false.c", "same");
        Verdict verdict = ctx.verdict().orElseThrow();
        assertInstanceOf(Verdict.Unknown.class, verdict);
        assertTrue(verdict.resultLine().contains("non-linear arithmetic") && verdict.resultLine().contains("*"),
                verdict.resultLine());
        assertEquals(0, ctx.statistics().count("smt.trace.fallbackSolver"));
    }
}
