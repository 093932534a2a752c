package org.imperium.logic;

import java.util.List;

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

    /**
     * Validity of {@code {pre} statement {ψ}} for each ψ of {@code posts}, in order. The default asks them one by
     * one; a solver may decide them together (a YES for {@code {pre} statement {ψ_1 ∧ … ∧ ψ_k}} makes each of
     * them valid), which is what predicate abstraction asks for.
     */
    default List<Answer> areValidHoareTriples(Term pre, Statement statement, List<Term> posts) {
        return posts.stream().map(post -> isValidHoareTriple(pre, statement, post)).toList();
    }

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
