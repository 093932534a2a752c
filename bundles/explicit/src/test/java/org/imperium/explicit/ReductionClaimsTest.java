package org.imperium.explicit;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.imperium.core.Verdict;
import org.imperium.reduction.Exploration;
import org.imperium.reduction.Reduction;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The claims of Stubborn Transaction Reduction on the small programs of testdata/reductions, with the exact counts
 * derived by hand in docs/reductions.md. For TR and STR, "states" are the external states (V1 of Algorithm 1)
 * and "distinct" all states generated, internal ones included.
 */
class ReductionClaimsTest {

    private static Exploration<?> run(String program, Reduction reduction) {
        ExplicitChecker.Result result = TestPrograms.check("reductions/" + program + ".petri", reduction);
        assertEquals(Verdict.correct(), result.verdict(), program + " " + reduction.id());
        return result.exploration();
    }

    private static void assertCounts(String program, Reduction r, long states, long distinct, long transitions) {
        Exploration<?> e = run(program, r);
        assertEquals(states, e.states(), program + " " + r.id() + " states");
        assertEquals(distinct, e.distinctStates(), program + " " + r.id() + " distinct states");
        assertEquals(transitions, e.transitions(), program + " " + r.id() + " transitions");
    }

    @ParameterizedTest(name = "p = {0}, n = {1}")
    @CsvSource({"2,2", "2,3", "2,4", "3,2", "3,3", "3,4", "4,2", "4,3", "4,4"})
    void independentThreads(int p, int n) {
        String program = "independent-p" + p + "-n" + n;
        long full = pow(n, p);
        assertCounts(program, Reduction.NONE, full, full, p * (n - 1) * pow(n, p - 1));
        long minimalPor = (long) p * (n - 1) + 1;
        assertCounts(program, Reduction.POR, minimalPor, minimalPor, minimalPor - 1);
        long internalTr = (long) p * (n - 2) * pow(2, p - 1);
        assertCounts(program, Reduction.TR, pow(2, p), pow(2, p) + internalTr, internalTr + p * pow(2, p - 1));
        assertCounts(program, Reduction.STR, 1, minimalPor, minimalPor - 1);
    }

    private static long pow(long base, int exponent) {
        long result = 1;
        for (int k = 0; k < exponent; k++) {
            result *= base;
        }
        return result;
    }

    @Test
    void staticTransactionsBreakOnProgram2ButStubbornOnesDoNot() {
        assertCounts("program1", Reduction.NONE, 10, 10, 13);
        assertCounts("program1", Reduction.TR, 5, 9, 9);
        assertCounts("program1", Reduction.STR, 2, 6, 5);
        assertCounts("program1", Reduction.POR, 6, 6, 5);
        assertCounts("program2", Reduction.NONE, 11, 11, 14);
        assertCounts("program2", Reduction.TR, 10, 11, 14);
        assertCounts("program2", Reduction.STR, 2, 7, 6);
        assertCounts("program2", Reduction.POR, 7, 7, 6);
    }

    @Test
    void semaphoresAreReducedByTransactionsButNotByStubbornPor() {
        assertCounts("semaphore", Reduction.NONE, 14, 14, 13);
        assertCounts("semaphore", Reduction.POR, 14, 14, 13);
        assertCounts("semaphore", Reduction.TR, 10, 14, 13);
        assertCounts("semaphore", Reduction.STR, 4, 14, 13);
    }

    @Test
    void stubbornTransactionsPruneTheLockOrderDeadlockAndPorKeepsIt() {
        assertCounts("deadlock", Reduction.NONE, 24, 24, 25);
        assertCounts("deadlock", Reduction.POR, 23, 23, 23);
        assertCounts("deadlock", Reduction.TR, 20, 24, 25);
        assertCounts("deadlock", Reduction.STR, 4, 22, 21);
        // states without successors: the two terminated runs (x = 1, x = 2) and the deadlock (A holds m1, B m2)
        assertEquals(3, run("deadlock", Reduction.NONE).deadlocks());
        assertEquals(3, run("deadlock", Reduction.POR).deadlocks());
        assertEquals(3, run("deadlock", Reduction.TR).deadlocks());
        assertEquals(2, run("deadlock", Reduction.STR).deadlocks());
    }
}
