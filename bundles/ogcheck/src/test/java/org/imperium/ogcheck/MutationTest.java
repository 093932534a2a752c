package org.imperium.ogcheck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.imperium.core.Cancellation;
import org.imperium.program.ExactCoRelation;
import org.imperium.program.PetriProgram;
import org.imperium.program.ReachabilityGraph;
import org.imperium.program.TestData;
import org.imperium.proof.Mutants;
import org.imperium.proof.OwickiGriesAnnotation;
import org.imperium.proof.TestSolvers;
import org.imperium.proof.file.AnnotationFile;
import org.imperium.smt.SmtSession;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

/** Broken variants of the paper's two-ghost annotation (testdata/petri/running-example-fig3.og). */
class MutationTest {

    private static final SmtSession SOLVER = TestSolvers.open("z3");

    @AfterAll
    static void close() {
        SOLVER.close();
    }

    @Test
    void checkerRejectsEveryInvalidMutantOfThePaperAnnotation() {
        PetriProgram p = TestData.program("running-example.petri");
        OwickiGriesAnnotation fig3 = AnnotationFile.read(TestData.petri("running-example-fig3.og"), p);
        OwickiGriesChecker checker = new OwickiGriesChecker(SOLVER,
                ExactCoRelation.of(ReachabilityGraph.explore(p, 1000)), Cancellation.never());
        assertTrue(checker.check(fig3).isValid());
        List<Mutants.Mutant> mutants = Mutants.of(fig3);
        assertEquals(45, mutants.size());
        List<String> survivors = new ArrayList<>();
        for (Mutants.Mutant m : mutants) {
            CheckResult r = checker.check(m.annotation());
            if (r.isValid()) {
                survivors.add(m.name());
            } else {
                assertEquals(CheckResult.Outcome.INVALID, r.outcome(), m.name());
            }
        }
        // Both survivors are valid annotations: a4's case "T2 has not incremented yet" (!d2 ==> x > 1) is never
        // needed — at the join I(b3) gives x > 2 from d1, and u3's interference check on a4 takes x > 1 from
        // I(b2); b3's case (!d1 ==> x > 1) is redundant in the same way, with the threads swapped.
        assertEquals(List.of("weaken a4 by dropping a conjunct", "weaken b3 by dropping a conjunct"), survivors);
    }
}
