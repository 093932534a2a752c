package org.imperium.traceabstraction;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.imperium.core.Cancellation;
import org.imperium.core.Statistics;
import org.imperium.core.Task;
import org.imperium.core.UnsupportedException;
import org.imperium.core.Verdict;
import org.imperium.core.testing.TestRunContext;
import org.imperium.logic.Term;
import org.imperium.program.PetriProgram;
import org.imperium.program.Petrification;
import org.imperium.proof.InvariantDomain;
import org.imperium.smt.SmtSession;
import org.imperium.smt.SmtSolverFactory;
import org.junit.jupiter.api.Test;

/**
 * Programs that create workers without bound: the thread-modular proof decides the safe one for any number of
 * instances, finds none where the error needs more instances than the bound (so that the verdict stays UNKNOWN
 * below the bug and FALSE above it), and is not tried where the instances are not copies of one template.
 */
class ThreadModularProofTest {

    private static final double SECONDS = 60;

    private static TestRunContext run(String name, Map<String, Object> settings) {
        return CRuns.run(CRuns.PROGRAMS.resolve(name), Task.Architecture.ILP32, settings, Cancellation.afterSeconds(SECONDS));
    }

    @Test
    void theFirstClaimantIsTheOnlyWriterForAnyNumberOfWorkers() {
        TestRunContext ctx = run("unbounded-first-claimant.c", Map.of());
        assertInstanceOf(Verdict.Correct.class, ctx.verdict().orElseThrow(), ctx.lines().toString());
        assertTrue(String.valueOf(ctx.statistics().get("threadModular.early")).contains("pairs of markings"),
                "the early attempt proved it: " + ctx.statistics().snapshot());
        assertEquals(2L, ctx.statistics().count("threadInstances"), "no bound beyond the pairs was tried");
        assertTrue(ctx.uncertified(), "no invariant domain backs the verdict");
        assertFalse(ctx.find(InvariantDomain.MODEL).isPresent());
    }

    @Test
    void anErrorThatNeedsThreeWorkersIsNoProofForTwo() {
        TestRunContext bounded = run("unbounded-counter-false.c", Map.of("maxThreadInstances", 2));
        Verdict verdict = bounded.verdict().orElseThrow();
        assertInstanceOf(Verdict.Unknown.class, verdict, verdict.resultLine());
        assertTrue(verdict.resultLine().contains("thread instance limit 2 reached"), verdict.resultLine());
        assertTrue(String.valueOf(bounded.statistics().get("threadModular")).contains("not excluded"),
                "the attempt failed at an error place: " + bounded.statistics().snapshot());

        TestRunContext raised = run("unbounded-counter-false.c", Map.of());
        assertInstanceOf(Verdict.Incorrect.class, raised.verdict().orElseThrow(),
                raised.verdict().orElseThrow().resultLine());
    }

    @Test
    void withoutThePredicatesOfTheBoundedProofThereIsNoProof() {
        Petrification petrification = petrification("unbounded-first-claimant.c");
        PetriProgram three = petrification.petrifyWithoutExactCoRelation(3);
        InstanceFamily family = InstanceFamily.of(three);
        assertEquals("work", family.function());
        assertEquals(3, family.size());
        try (SmtSession session = new SmtSolverFactory().open("smtinterpol", Cancellation.never(),
                new Statistics())) {
            ThreadModularProof.Conclusion conclusion = new ThreadModularProof(three, family,
                    new ModularCandidates(three, family, List.of()).withCorrelations(), session,
                    Cancellation.never(), new Statistics()).prove();
            assertFalse(conclusion.safe(), conclusion.detail());
            assertTrue(conclusion.detail().startsWith("error place work#1."), conclusion.detail());
        }
    }

    @Test
    void theCheckAfterACompareAndSwapIsOneCandidate() {
        TestRunContext ctx = run("unbounded-cas-counter.c", Map.of());
        assertInstanceOf(Verdict.Correct.class, ctx.verdict().orElseThrow(), ctx.lines().toString());
        assertTrue(String.valueOf(ctx.statistics().get("threadModular.early")).contains("pairs of markings"),
                "the early attempt proved it: " + ctx.statistics().snapshot());

        PetriProgram three = petrification("unbounded-cas-counter.c").petrifyWithoutExactCoRelation(3);
        List<Term> atoms = new ModularCandidates(three, InstanceFamily.of(three), List.of()).atoms();
        assertTrue(atoms.stream().map(Term::toString)
                        .anyMatch(a -> a.contains("lowered == 0 ==> counter > work#1.seen")),
                "the assertion, whole, is an atom even without predicates of a bounded proof: " + atoms);
    }

    @Test
    void instancesWithDifferentArgumentsAreNoFamily() {
        PetriProgram program = petrification("thread-arg.c").petrifyWithoutExactCoRelation(3);
        UnsupportedException e = assertThrows(UnsupportedException.class, () -> InstanceFamily.of(program));
        assertTrue(e.getMessage().startsWith("not applicable: "), e.getMessage());
    }

    @Test
    void twoThreadFunctionsAreNoFamily() {
        PetriProgram program = petrification("nested-threads.c").petrifyWithoutExactCoRelation(3);
        UnsupportedException e = assertThrows(UnsupportedException.class, () -> InstanceFamily.of(program));
        assertTrue(e.getMessage().contains("thread functions beside main, one needed"), e.getMessage());
    }

    private static Petrification petrification(String name) {
        return CRuns.petrified(CRuns.PROGRAMS.resolve(name)).get(Petrification.MODEL);
    }
}
