package org.imperium.empire;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.imperium.core.Cancellation;
import org.imperium.core.UnsupportedException;
import org.imperium.smt.SmtSession;
import org.imperium.proof.InvariantDomain;
import org.imperium.proof.UnsafeDomainException;
import org.junit.jupiter.api.Test;

class EmpireTest {

    private static final SmtSession SOLVER = Solvers.solver();

    private final RunningExample ex = new RunningExample("running-example.petri", SOLVER);
    private final InvariantDomain product = ex.domain("running-example.proof");

    @Test
    void saturatedEmpireHasFewerStatesThanNaive() {
        Empire naive = ex.naive(product);
        Empire saturated = ex.saturated(product);
        // the naive empire has one state per reachable abstract configuration without an error place
        assertEquals(24, naive.size());
        assertEquals(9, saturated.size());
        assertTrue(naive.states().stream().allMatch(q -> q.territory().markings().size() == 1));
    }

    @Test
    void saturatedEmpireGroupsMarkingsIntoTerritories() {
        Empire saturated = ex.saturated(product);
        EmpireState afterFork = saturated.successor(saturated.successor(saturated.initial(), ex.t("assume"))
                .orElseThrow(), ex.t("fork")).orElseThrow();
        assertEquals("{m2} {a0} {b0 b1 b2}", afterFork.territory().toString());
        assertEquals(3, afterFork.territory().markings().size());
        // T2's steps before its increment keep the law: self-loops
        assertEquals(afterFork, saturated.successor(afterFork, ex.t("u1")).orElseThrow());
        assertEquals(afterFork, saturated.successor(afterFork, ex.t("u2")).orElseThrow());
        int grouped = (int) saturated.states().stream().filter(q -> q.territory().markings().size() > 1).count();
        assertEquals(6, grouped);
        assertEquals("{m3 m4}", saturated.states().get(saturated.size() - 1).territory().toString());
    }

    @Test
    void bothEmpiresAreValid() {
        assertEquals(List.of(), EmpireValidity.violations(ex.naive(product), ex.graph, ex.co, ex.prover));
        assertEquals(List.of(), EmpireValidity.violations(ex.saturated(product), ex.graph, ex.co, ex.prover));
    }

    @Test
    void infeasibleEdgesAreOmitted() {
        Empire saturated = ex.saturated(product);
        for (EmpireState q : saturated.states()) {
            assertTrue(saturated.successor(q, ex.t("t4err")).isEmpty());
            assertTrue(saturated.successor(q, ex.t("enderr")).isEmpty());
        }
    }

    @Test
    void unsafeDomainIsRefusedNamingTheStateAndAFiringSequence() {
        UnsafeDomainException e = assertThrows(UnsafeDomainException.class,
                () -> ex.saturated(ex.domain("running-example-phi1.proof")));
        assertTrue(e.getMessage().startsWith("the invariant domain is not safe: saturated empire state q"), e.getMessage());
        // phi1 keeps its law along all of T1 after t1 and all of T2, so the join leads to one region m3 m4 m_err
        assertTrue(e.getMessage().contains("({m3 m4 m_err} | x > 0 && y > 0) has the bad place m_err"), e.getMessage());
        assertTrue(e.getMessage().endsWith("firing sequence: assume fork t1 join"), e.getMessage());
        UnsafeDomainException n = assertThrows(UnsafeDomainException.class,
                () -> ex.naive(ex.domain("running-example-phi2.proof")));
        assertTrue(n.getMessage().contains("has the bad place a_err"), n.getMessage());
    }

    @Test
    void stateLimitEndsInAClearUnknown() {
        UnsupportedException e = assertThrows(UnsupportedException.class,
                () -> EmpireConstruction.saturated(ex.program, product, ex.co, 5, Cancellation.never()));
        assertEquals("more than 5 saturated empire states for running_example (empire state limit)", e.getMessage());
    }
}
