package org.imperium.proof;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.imperium.core.Cancellation;
import org.imperium.program.PetriProgram;
import org.imperium.program.TestData;
import org.imperium.proof.file.ProofFile;
import org.imperium.smt.SmtSession;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class AbstractReachabilityTest {

    private final PetriProgram example = TestData.program("running-example.petri");
    private static SmtSession prover;

    @BeforeAll
    static void open() {
        prover = TestSolvers.open();
    }

    @AfterAll
    static void close() {
        prover.close();
    }

    private InvariantDomain domain(String proof) {
        return ProofFile.read(TestData.petri(proof), example).toDomain(prover);
    }

    private AbstractReachability explore(String proof) {
        return AbstractReachability.explore(example, domain(proof), 10_000, Cancellation.never());
    }

    @Test
    void productOfTheTwoRunningExampleDomainsIsSafe() {
        AbstractReachability r = explore("running-example.proof");
        assertTrue(r.isSafe(), r.violation().orElse(""));
        // the 29 reachable markings less the five that mark an error place; here the order of the increments
        // does not matter, so each marking has one invariant
        assertEquals(29 - 5, r.invariantsByMarking().size());
        assertEquals(24, r.configurations().size());
    }

    @Test
    void eachDomainAloneIsRefusedNamingTheBadConfiguration() {
        AbstractReachability phi1 = explore("running-example-phi1.proof");
        assertFalse(phi1.isSafe());
        UnsafeDomainException e = assertThrows(UnsafeDomainException.class, phi1::requireSafe);
        assertTrue(e.getMessage().startsWith("the invariant domain is not safe: the reachable abstract configuration"
                + " ({m_err}, x > 0 && y > 0) marks the bad place m_err"), e.getMessage());
        assertTrue(e.getMessage().endsWith("enderr"), e.getMessage());
        UnsafeDomainException e2 = assertThrows(UnsafeDomainException.class,
                () -> explore("running-example-phi2.proof").requireSafe());
        assertTrue(e2.getMessage().contains("marks the bad place a_err"), e2.getMessage());
        assertTrue(e2.getMessage().endsWith("t4err"), e2.getMessage());
    }
}
