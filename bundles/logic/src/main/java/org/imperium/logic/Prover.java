package org.imperium.logic;

/**
 * What algorithms outside the {@code smt} bundle may ask of a solver. Implemented by {@code smt} over java-smt;
 * every answer may be {@code UNKNOWN} (solver timeout, crash or incompleteness), and callers must then stay
 * silent rather than guess. Not thread-safe; close it when done.
 */
public interface Prover extends AutoCloseable {

    /** Satisfiability of a closed-world formula over free variables. */
    Answer isSatisfiable(Term formula);

    /** Validity of the Hoare triple {@code {pre} statement {post}} (partial correctness; blocking makes it hold). */
    Answer isValidHoareTriple(Term pre, Statement statement, Term post);

    /** Validity of {@code premise ⟹ conclusion}. */
    default Answer implies(Term premise, Term conclusion) {
        return isSatisfiable(Terms.and(premise, Terms.not(conclusion))).negate();
    }

    /** The solver's name, for statistics and messages. */
    String name();

    @Override
    void close();

    /** A three-valued answer: for satisfiability YES = sat; for validity YES = valid. */
    enum Answer {
        YES, NO, UNKNOWN;

        public Answer negate() {
            return switch (this) {
                case YES -> NO;
                case NO -> YES;
                case UNKNOWN -> UNKNOWN;
            };
        }
    }
}
