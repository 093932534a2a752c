package org.imperium.empire;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.imperium.core.Cancellation;
import org.imperium.ogcheck.CheckResult;
import org.imperium.ogcheck.OwickiGriesChecker;
import org.imperium.proof.InvariantDomain;
import org.imperium.proof.Mutants;
import org.imperium.proof.OwickiGriesAnnotation;
import org.imperium.smt.SmtSession;
import org.junit.jupiter.api.Test;

/** Broken variants of the generated annotations of the running example must be rejected by the checker. */
class MutationTest {

    private static final SmtSession SOLVER = Solvers.solver();
    private static final SmtSession CHECKER = Solvers.checker();

    private final RunningExample ex = new RunningExample("running-example.petri", SOLVER);
    private final InvariantDomain product = ex.domain("running-example.proof");
    private final Empire empire = ex.saturated(product);

    /** The mutants the checker accepts; every other one must be INVALID (not UNKNOWN). */
    private List<String> survivors(OwickiGriesAnnotation a) {
        OwickiGriesChecker checker = new OwickiGriesChecker(CHECKER, ex.co, Cancellation.never());
        List<String> result = new ArrayList<>();
        for (Mutants.Mutant m : Mutants.of(a)) {
            CheckResult r = checker.check(m.annotation());
            if (r.isValid()) {
                result.add(m.name());
            } else {
                assertEquals(CheckResult.Outcome.INVALID, r.outcome(), m.name());
            }
        }
        return result;
    }

    @Test
    void checkerRejectsEveryInvalidMutantOfTheImperialAnnotation() {
        // Valid mutants, each for a reason: m4 ends the program (no transition reads I(m4), none is co-marked
        // with it); the imperial annotation gives every region the whole law, so the three pre-places of the
        // join prove x > 2 redundantly — m2 may lose everything, a4 and b3 their last conjunct (x > 2 at q7).
        assertEquals(List.of("weaken m2 to true", "weaken m2 by dropping a conjunct", "weaken m4 to true",
                "weaken m4 by dropping a conjunct", "weaken a4 by dropping a conjunct",
                "weaken b3 by dropping a conjunct"), survivors(ImperialAnnotation.imperial(empire)));
    }

    @Test
    void checkerRejectsEveryInvalidMutantOfTheFocusedAnnotation() {
        // The focus removes the redundancy at the join: only m2 carries x > 2 now. Still valid: m4's mutants
        // (nothing reads I(m4)), and a4 without y > 0 — t4err, the only use of y > 0, leaves from a3.
        assertEquals(List.of("weaken m4 to true", "weaken m4 by dropping a conjunct",
                "weaken a4 by dropping a conjunct"),
                survivors(ImperialAnnotation.focused(empire, Focus.compute(empire, product))));
    }
}
