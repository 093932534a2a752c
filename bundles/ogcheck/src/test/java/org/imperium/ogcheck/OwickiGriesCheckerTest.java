package org.imperium.ogcheck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.imperium.core.Cancellation;
import org.imperium.logic.Statement;
import org.imperium.logic.Term;
import org.imperium.logic.TermParser;
import org.imperium.logic.Terms;
import org.imperium.logic.Var;
import org.imperium.program.CoRelation;
import org.imperium.program.ExactCoRelation;
import org.imperium.program.PetriProgram;
import org.imperium.program.ReachabilityGraph;
import org.imperium.program.TestData;
import org.imperium.program.text.PetriProgramReader;
import org.imperium.proof.OwickiGriesAnnotation;
import org.imperium.proof.TestSolvers;
import org.imperium.proof.file.AnnotationFile;
import org.imperium.smt.SmtSession;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class OwickiGriesCheckerTest {

    private static final SmtSession SOLVER = TestSolvers.open("z3");

    @AfterAll
    static void close() {
        SOLVER.close();
    }

    private final PetriProgram example = TestData.program("running-example.petri");
    private final CoRelation co = ExactCoRelation.of(ReachabilityGraph.explore(example, 1000));
    private final OwickiGriesAnnotation fig3 = AnnotationFile.read(TestData.petri("running-example-fig3.og"), example);

    @ParameterizedTest
    @ValueSource(strings = {"smtinterpol", "princess", "z3"})
    void paperAnnotationIsValidWithEverySolver(String solver) {
        try (SmtSession session = TestSolvers.open(solver)) {
            CheckResult r = new OwickiGriesChecker(session, co, Cancellation.never()).check(fig3);
            assertEquals("VALID", r.summary());
        }
    }

    @Test
    void framedInterferenceChecksNeedNoSolver() {
        CheckResult r = new OwickiGriesChecker(SOLVER, co, Cancellation.never()).check(fig3);
        // 1 initial + 12 inductive (end's post is true) + 9 interference checks that touch a variable of the
        // place annotation: t3 on b0..b3 and u3 on a0..a4; the two safe places are annotated false
        assertEquals(22, r.solverChecks());
        // the two safe places, end's inductive triple, and 37 co-marked pairs whose annotation the step leaves alone
        assertEquals(40, r.trivialChecks());
    }

    @Test
    void failureNamesConditionPlaceTransitionAndModel() {
        Map<org.imperium.program.Place, Term> broken = new java.util.LinkedHashMap<>(fig3.invariants());
        Var x = Terms.intVar("x");
        broken.put(example.place("b1").orElseThrow(), TermParser.parse("!d2 && x > 0", Map.of("d2",
                Terms.boolVar("d2"), "x", x)));
        OwickiGriesAnnotation a = new OwickiGriesAnnotation(example, "broken", fig3.ghosts(), broken,
                fig3.ghostUpdates());
        CheckResult r = new OwickiGriesChecker(SOLVER, co, Cancellation.never()).check(a);
        assertEquals(CheckResult.Outcome.INVALID, r.outcome());
        // b1 no longer knows x > 1 once T1 has incremented, which b2 needs after u2
        Failure f = r.failures().get(0);
        assertEquals(Condition.INDUCTIVE, f.condition());
        assertEquals("u2", f.transition().orElseThrow().name());
        assertTrue(f.model().orElseThrow().contains("d1 = true"), f.toString());
        assertTrue(f.toString().startsWith("(inductive) transition u2: does not hold; model "), f.toString());
    }

    @Test
    void solverUnknownNeverGivesValid() {
        CheckResult r = new OwickiGriesChecker(new TestSolvers.Clueless(), t -> java.util.Optional.empty(), co,
                Cancellation.never()).check(fig3);
        assertEquals(CheckResult.Outcome.UNKNOWN, r.outcome());
        assertTrue(r.summary().startsWith("UNKNOWN (initial) place m0: the solver could not decide it"), r.summary());
    }

    @Test
    void deadTransitionIsSkippedBecauseItCanNeverFire() {
        // t joins a and b, which are never marked together: its inductive triple would fail, but t never fires
        PetriProgram p = PetriProgramReader.parse("""
                var x : Int
                place s thread main#0 initial
                place a thread main#0
                place b thread main#0
                place e thread main#0 error
                transition go : s -> a { x := 0 }
                transition on : a -> b { skip }
                transition t : a, b -> e { skip }
                """, "dead.petri");
        OwickiGriesAnnotation a = new OwickiGriesAnnotation(p, "test", List.of(), Map.of(
                p.place("e").orElseThrow(), Terms.FALSE), Map.of());
        CoRelation exact = ExactCoRelation.of(ReachabilityGraph.explore(p, 100));
        assertEquals("VALID", new OwickiGriesChecker(SOLVER, exact, Cancellation.never()).check(a).summary());
        assertTrue(Statement.SKIP.isSkip());
    }
}
