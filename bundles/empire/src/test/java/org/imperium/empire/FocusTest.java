package org.imperium.empire;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import org.imperium.logic.TermUtils;
import org.imperium.logic.Terms;
import org.imperium.logic.Var;
import org.imperium.program.Place;
import org.imperium.smt.SmtSession;
import org.imperium.proof.InvariantDomain;
import org.imperium.proof.OwickiGriesAnnotation;
import org.junit.jupiter.api.Test;

class FocusTest {

    private static final SmtSession SOLVER = Solvers.solver();

    private final RunningExample ex = new RunningExample("running-example.petri", SOLVER);
    private final InvariantDomain product = ex.domain("running-example.proof");
    private final Empire empire = ex.saturated(product);
    private final Var y = Terms.intVar("y");

    private Set<Var> vars(OwickiGriesAnnotation a, String place) {
        return TermUtils.freeVars(a.invariant(ex.p(place)));
    }

    @Test
    void computedFocusSatisfiesDefinitionSixThree() {
        Focus focus = Focus.compute(empire, product);
        assertEquals(List.of(), focus.violations(product));
        assertEquals(List.of(), Focus.trivial(empire, product).violations(product));
    }

    @Test
    void focusDropsTheLeftThreadsLocalFromTheRightThreadsPlaces() {
        OwickiGriesAnnotation focused = ImperialAnnotation.focused(empire, Focus.compute(empire, product));
        OwickiGriesAnnotation imperial = ImperialAnnotation.imperial(empire);
        for (String b : List.of("b0", "b1", "b2", "b3")) {
            assertTrue(vars(imperial, b).contains(y), "the unfocused annotation speaks of y at " + b);
            assertFalse(vars(focused, b).contains(y), "the focused one does not at " + b);
        }
        for (String a : List.of("a1", "a2", "a3", "a4")) {
            assertTrue(vars(focused, a).contains(y), "T1 keeps its own facts at " + a);
        }
        assertTrue(focused.size() < imperial.size());
    }

    @Test
    void phiOneIsFocusedNeitherInTheRightThreadNorInMainAfterTheFork() {
        Focus focus = Focus.compute(empire, product);
        int carriers = 0;
        for (EmpireState q : empire.states()) {
            for (Region r : q.territory().regions()) {
                if (!focus.of(q, r).get(0)) {
                    continue;
                }
                carriers++;
                assertTrue(r.places().stream().noneMatch(p -> p.thread().function().equals("T2")), r + " of " + q);
                assertTrue(r.places().stream().map(Place::name).noneMatch(List.of("m2", "m3", "m4")::contains),
                        r + " of " + q);
            }
        }
        // m0, m1 before the fork (x > 0 reaches T1 through them), and T1's regions before its assert
        assertEquals(8, carriers);
    }

    @Test
    void trivialFocusGivesTheImperialAnnotation() {
        OwickiGriesAnnotation viaTrivial = ImperialAnnotation.focused(empire, Focus.trivial(empire, product));
        assertEquals(ImperialAnnotation.imperial(empire).invariants(), viaTrivial.invariants());
    }

    @Test
    void monolithicFocusLeavesTheLawOutOfRegionsThatNeedNone() {
        // loop.petri has a one-component proof: the focus is monolithic. Only U asserts x >= 0; T's loop needs
        // no fact for itself, and its increments keep U's x >= 0 through the bystander rule.
        RunningExample loop = new RunningExample("loop.petri", SOLVER);
        InvariantDomain domain = loop.domain("loop.proof");
        assertEquals(List.of(Set.of(0)), domain.independentGroups());
        Empire e = loop.saturated(domain);
        OwickiGriesAnnotation focused = ImperialAnnotation.focused(e, Focus.compute(e, domain));
        Var x = Terms.intVar("x");
        for (String t : List.of("t0", "t1", "t2", "t3")) {
            assertFalse(TermUtils.freeVars(focused.invariant(loop.p(t))).contains(x), t);
        }
        assertTrue(TermUtils.freeVars(focused.invariant(loop.p("u0"))).contains(x));
        assertTrue(TermUtils.freeVars(ImperialAnnotation.imperial(e).invariant(loop.p("t1"))).contains(x));
    }

    @Test
    void stepThatOnlyTheConjunctionRefutesIsFocusedWithAllComponents() {
        RunningExample fj = new RunningExample("forkjoin.petri", SOLVER);
        InvariantDomain joint = fj.domain("forkjoin.proof");
        Empire e = fj.saturated(joint);
        Focus focus = Focus.compute(e, joint);
        assertEquals(List.of(), focus.violations(joint));
        EmpireState afterJoin = e.states().stream().filter(q -> q.territory().covers(fj.p("m2"))).findFirst()
                .orElseThrow();
        assertEquals(List.of(Set.of(0, 1)), joint.infeasibilityCores(afterJoin.law(), fj.t("fail")));
        assertEquals(2, focus.of(afterJoin, afterJoin.territory().regionOf(fj.p("m2")).orElseThrow()).cardinality());
    }
}
