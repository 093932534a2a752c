package org.imperium.empire;

import org.imperium.proof.TestSolvers;
import org.imperium.smt.SmtSession;

/**
 * The SMT sessions the empire tests share: SMTInterpol for the constructions, and Z3 for the independent checker
 * (another solver than the one the annotation was built with). Each is opened once per test JVM, when first asked
 * for, and released when the JVM ends; the tests run one class after the other.
 */
final class Solvers {

    private Solvers() {
    }

    static SmtSession solver() {
        return Solver.SESSION;
    }

    static SmtSession checker() {
        return Checker.SESSION;
    }

    private static final class Solver {
        static final SmtSession SESSION = TestSolvers.open();
    }

    private static final class Checker {
        static final SmtSession SESSION = TestSolvers.open("z3");
    }
}
