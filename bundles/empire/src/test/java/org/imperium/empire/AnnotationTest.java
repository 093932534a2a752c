package org.imperium.empire;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.OptionalInt;
import org.imperium.core.Cancellation;
import org.imperium.ogcheck.CheckResult;
import org.imperium.ogcheck.OwickiGriesChecker;
import org.imperium.proof.AbstractReachability;
import org.imperium.proof.InvariantDomain;
import org.imperium.proof.OwickiGriesAnnotation;
import org.imperium.smt.SmtSession;
import org.junit.jupiter.api.Test;

/** The three annotations of the running example, checked by the independent checker with another solver (Z3). */
class AnnotationTest {

    private static final SmtSession SOLVER = Solvers.solver();
    private static final SmtSession CHECKER = Solvers.checker();

    private final RunningExample ex = new RunningExample("running-example.petri", SOLVER);
    private final InvariantDomain product = ex.domain("running-example.proof");
    private final Empire saturated = ex.saturated(product);

    private CheckResult check(OwickiGriesAnnotation a) {
        return new OwickiGriesChecker(CHECKER, ex.co, Cancellation.never()).check(a);
    }

    private OwickiGriesAnnotation naive() {
        return NaiveAnnotation.of(AbstractReachability.explore(ex.program, product, 10_000, Cancellation.never()));
    }

    @Test
    void imperialAnnotationIsValidWithOneGhostAndUpdatesOnlyOnNonSelfLoopEdges() {
        OwickiGriesAnnotation imperial = ImperialAnnotation.imperial(saturated);
        assertEquals("VALID", check(imperial).summary());
        assertEquals(1, imperial.ghosts().size());
        // assume, fork, t1, t3, u3, join; u1, u2, t2, t4 and end are self-loops wherever they occur
        assertEquals(6, imperial.ghostUpdateCount());
        assertEquals("g := ite(g == 2, 4, ite(g == 3, 6, ite(g == 5, 7, g)))",
                imperial.ghostUpdate(ex.t("u3")).orElseThrow().toString());
    }

    @Test
    void focusedAnnotationIsValidAndSmaller() {
        OwickiGriesAnnotation focused = ImperialAnnotation.focused(saturated, Focus.compute(saturated, product));
        assertEquals("VALID", check(focused).summary());
        assertTrue(focused.size() < ImperialAnnotation.imperial(saturated).size());
        assertEquals("g == 2 || g == 3 || g == 5", focused.invariant(ex.p("b1")).toString());
    }

    @Test
    void naiveAnnotationIsValidAndLarger() {
        OwickiGriesAnnotation naive = naive();
        assertEquals("VALID", check(naive).summary());
        assertEquals(16, naive.ghosts().size());
        assertEquals(13, naive.ghostUpdateCount());
        assertTrue(naive.size() > ImperialAnnotation.imperial(saturated).size());
    }

    @Test
    void imperialAnnotationOfTheNaiveEmpireIsValidButLarger() {
        OwickiGriesAnnotation fromNaive = ImperialAnnotation.imperial(ex.naive(product));
        assertEquals("VALID", check(fromNaive).summary());
        assertTrue(fromNaive.size() > ImperialAnnotation.imperial(saturated).size());
    }

    @Test
    void measuredFiguresOfTheRunningExample() {
        OwickiGriesAnnotation imperial = ImperialAnnotation.imperial(saturated);
        OwickiGriesAnnotation focused = ImperialAnnotation.focused(saturated, Focus.compute(saturated, product));
        OwickiGriesAnnotation fromNaiveEmpire = ImperialAnnotation.imperial(ex.naive(product));
        assertEquals(644, naive().size());
        assertEquals(465, fromNaiveEmpire.size());
        assertEquals(11, fromNaiveEmpire.ghostUpdateCount());
        assertEquals(264, imperial.size());
        assertEquals(202, focused.size());
        assertEquals(6, focused.ghostUpdateCount());
        assertEquals(OptionalInt.of(9), org.imperium.proof.AnnotationMetrics.of(imperial, OptionalInt.of(saturated.size()),
                java.time.Duration.ZERO).empireStates());
    }
}
