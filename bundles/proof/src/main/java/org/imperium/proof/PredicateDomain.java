package org.imperium.proof;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.imperium.logic.Prover;
import org.imperium.logic.Statement;
import org.imperium.logic.Term;
import org.imperium.logic.TermUtils;
import org.imperium.logic.Terms;
import org.imperium.logic.Var;
import org.imperium.program.Transition;

/**
 * Predicate abstraction as an invariant domain (Def. 3.1; the paper's Sect. 3.1 example): the elements are
 * conjunctions of a finite set of predicates, and {@code post(φ, t)} is the conjunction of every predicate ψ with
 * {@code {φ} λ(t) {ψ}} valid, or {@code false} when {@code {φ} λ(t) {false}} is valid. Conjunctions keep the
 * order of the predicate list, so equal elements are the same term.
 *
 * <p>Sound under solver incompleteness: a triple counts as valid only on the answer YES; on UNKNOWN the
 * predicate is dropped (a weaker but still correct post) and the event is counted in {@link #unknownAnswers()}.
 * Triples and posts are memoised. Not thread-safe (neither is the prover).
 */
public final class PredicateDomain implements InvariantDomain {

    private final List<Term> predicates;
    private final Prover prover;
    private final Map<PostKey, Invariant> posts = new HashMap<>();
    private final Map<TripleKey, Prover.Answer> triples = new HashMap<>();
    private long queries;
    private long unknowns;

    public PredicateDomain(List<Term> predicates, Prover prover) {
        Set<Term> seen = new HashSet<>();
        List<Term> kept = new ArrayList<>();
        for (Term p : predicates) {
            if (!p.sort().equals(org.imperium.logic.Sort.BOOL)) {
                throw new IllegalArgumentException("a predicate must be a formula: " + p);
            }
            if (!p.isTrue() && seen.add(p)) {
                kept.add(p);
            }
        }
        this.predicates = List.copyOf(kept);
        this.prover = prover;
    }

    /** The predicates, without duplicates and without {@code true}, in the given order. */
    public List<Term> predicates() {
        return predicates;
    }

    @Override
    public Invariant initial() {
        return Invariant.of(Terms.TRUE);
    }

    @Override
    public int arity() {
        return 1;
    }

    @Override
    public Invariant post(Invariant invariant, Transition transition) {
        if (invariant.arity() != 1) {
            throw new IllegalArgumentException("a predicate domain has one component, got " + invariant);
        }
        Term pre = invariant.component(0);
        if (pre.isFalse()) {
            return invariant;
        }
        return posts.computeIfAbsent(new PostKey(pre, transition.statement()), k -> Invariant.of(compute(pre, k.statement())));
    }

    private Term compute(Term pre, Statement statement) {
        if (valid(pre, statement, Terms.FALSE)) {
            return Terms.FALSE;
        }
        List<Term> implied = new ArrayList<>();
        for (Term psi : predicates) {
            if (valid(pre, statement, psi)) {
                implied.add(psi);
            }
        }
        return Terms.and(implied);
    }

    /** {@code {pre} statement {post}} is valid for sure: the frame rule or a solver YES. */
    private boolean valid(Term pre, Statement statement, Term post) {
        if (post.isTrue() || pre.isFalse() || framed(pre, statement, post)) {
            return true;
        }
        Prover.Answer answer = triples.computeIfAbsent(new TripleKey(pre, statement, post), k -> {
            queries++;
            Prover.Answer a = prover.isValidHoareTriple(pre, statement, post);
            if (a == Prover.Answer.UNKNOWN) {
                unknowns++;
            }
            return a;
        });
        return answer == Prover.Answer.YES;
    }

    /** ψ is a conjunct of φ and the statement writes none of its variables. */
    private static boolean framed(Term pre, Statement statement, Term post) {
        if (!TermUtils.conjuncts(pre).contains(post)) {
            return false;
        }
        Set<Var> written = statement.writes();
        return TermUtils.freeVars(post).stream().noneMatch(written::contains);
    }

    @Override
    public long unknownAnswers() {
        return unknowns;
    }

    /** Hoare triples sent to the solver (memoised ones count once). */
    public long solverQueries() {
        return queries;
    }

    @Override
    public String toString() {
        return "PredicateDomain" + predicates;
    }

    private record PostKey(Term pre, Statement statement) {
    }

    private record TripleKey(Term pre, Statement statement, Term post) {
    }
}
