package org.imperium.proof;

import java.util.ArrayList;
import java.util.List;
import org.imperium.core.Cancellation;
import org.imperium.core.Statistics;
import org.imperium.logic.Prover;
import org.imperium.logic.Statement;
import org.imperium.logic.Term;
import org.imperium.smt.SmtSession;
import org.imperium.smt.SmtSolverFactory;

/** Solvers for tests: real SMT sessions, a counting wrapper, and a prover that knows nothing. */
public final class TestSolvers {

    private TestSolvers() {
    }

    /** A fresh SMTInterpol session; close it after the test. */
    public static SmtSession open() {
        return open("smtinterpol");
    }

    public static SmtSession open(String solver) {
        return new SmtSolverFactory().open(solver, Cancellation.never(), new Statistics());
    }

    /** Counts the queries that reach the wrapped prover and keeps the preconditions of its Hoare triples. */
    public static final class Counting implements Prover {
        private final Prover inner;
        public int calls;
        public final List<Term> pres = new ArrayList<>();

        public Counting(Prover inner) {
            this.inner = inner;
        }

        @Override
        public Answer isSatisfiable(Term formula) {
            calls++;
            return inner.isSatisfiable(formula);
        }

        @Override
        public Answer isValidHoareTriple(Term pre, Statement statement, Term post) {
            calls++;
            pres.add(pre);
            return inner.isValidHoareTriple(pre, statement, post);
        }

        @Override
        public String name() {
            return "counting " + inner.name();
        }

        @Override
        public void close() {
            inner.close();
        }
    }

    /** Answers UNKNOWN to everything, as a solver that times out would. */
    public static final class Clueless implements Prover {
        @Override
        public Answer isSatisfiable(Term formula) {
            return Answer.UNKNOWN;
        }

        @Override
        public Answer isValidHoareTriple(Term pre, Statement statement, Term post) {
            return Answer.UNKNOWN;
        }

        @Override
        public String name() {
            return "clueless";
        }

        @Override
        public void close() {
        }
    }
}
