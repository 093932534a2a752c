package org.imperium.proof;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
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
 * <p>Cost of a post: {@code {φ} λ(t) {false}} first; then every predicate that is a conjunct of φ over variables
 * λ(t) does not write holds by the frame rule; the others are asked of their {@link PreconditionSlices slice} of
 * φ (only when the first answer was NO, which makes the slicing exact), all predicates with the same slice in
 * one {@link Prover#areValidHoareTriples} call, which a solver may decide together.
 *
 * <p>Sound under solver incompleteness: a triple counts as valid only on the answer YES; on UNKNOWN the
 * predicate is dropped (a weaker but still correct post) and the event is counted in {@link #unknownAnswers()}.
 * Triples and posts are memoised. Not thread-safe (neither is the prover).
 */
public final class PredicateDomain implements InvariantDomain {

    private final List<Term> predicates;
    /** The free variables of each predicate, by position: the frame rule asks for them on every post. */
    private final List<Set<Var>> predicateVars;
    /** The posts by the positions of their predicates: many steps establish the same subset. */
    private final Map<BitSet, Term> conjunctions = new HashMap<>();
    private final Prover prover;
    private final Map<PostKey, Invariant> posts = new HashMap<>();
    private final Map<TripleKey, Prover.Answer> triples = new HashMap<>();
    private final PreconditionSlices slices = new PreconditionSlices();
    /**
     * Elements known to be satisfiable: {@code true} and every post other than {@code false} computed here (the
     * pre-state of the step that the answer NO for {@code false} promises has a post-state, which satisfies every
     * predicate the solver said YES to).
     */
    private final Set<Term> satisfiable = new HashSet<>(Set.of(Terms.TRUE));
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
        this.predicateVars = this.predicates.stream().map(TermUtils::freeVars).toList();
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
        // a satisfiable pre blocks iff its slice does (the rest is satisfiable, over other variables)
        PreconditionSlices.Slicing slicing = slices.of(pre, statement);
        Term bottomPre = satisfiable.contains(pre) ? slicing.slice(Terms.FALSE) : pre;
        Prover.Answer bottom = answer(bottomPre, statement, Terms.FALSE);
        if (bottom == Prover.Answer.YES) {
            return Terms.FALSE;
        }
        Set<Term> preConjuncts = Set.copyOf(TermUtils.conjuncts(pre));
        Set<Var> written = statement.writes();
        // NO to {pre} st {false} says pre ∧ TF(st) is satisfiable: each triple may be asked of its slice
        Map<Term, Term> asked = new HashMap<>();
        Map<Term, List<Term>> bySlice = new LinkedHashMap<>();
        for (int k = 0; k < predicates.size(); k++) {
            Term psi = predicates.get(k);
            if (framed(preConjuncts, written, psi, predicateVars.get(k))) {
                continue;
            }
            Term slice = bottom == Prover.Answer.NO ? slicing.slice(psi) : pre;
            asked.put(psi, slice);
            if (!triples.containsKey(new TripleKey(slice, statement, psi))) {
                bySlice.computeIfAbsent(slice, key -> new ArrayList<>()).add(psi);
            }
        }
        // the predicates of one precondition are decided together: the solver may answer many with one query
        bySlice.forEach((slice, posts) -> {
            List<Prover.Answer> answers = prover.areValidHoareTriples(slice, statement, posts);
            for (int i = 0; i < posts.size(); i++) {
                queries++;
                if (answers.get(i) == Prover.Answer.UNKNOWN) {
                    unknowns++;
                }
                triples.put(new TripleKey(slice, statement, posts.get(i)), answers.get(i));
            }
        });
        BitSet implied = new BitSet();
        for (int k = 0; k < predicates.size(); k++) {
            Term psi = predicates.get(k);
            if (!asked.containsKey(psi)
                    || triples.get(new TripleKey(asked.get(psi), statement, psi)) == Prover.Answer.YES) {
                implied.set(k);
            }
        }
        Term post = conjunctions.computeIfAbsent(implied,
                bits -> Terms.and(bits.stream().mapToObj(predicates::get).toList()));
        satisfiable.add(post);
        return post;
    }

    /** The memoised answer for {@code {pre} statement {post}}. */
    private Prover.Answer answer(Term pre, Statement statement, Term post) {
        if (pre.isFalse()) {
            return Prover.Answer.YES;
        }
        return triples.computeIfAbsent(new TripleKey(pre, statement, post), k -> {
            queries++;
            Prover.Answer a = prover.isValidHoareTriple(pre, statement, post);
            if (a == Prover.Answer.UNKNOWN) {
                unknowns++;
            }
            return a;
        });
    }

    /** ψ is a conjunct of φ and the statement writes none of its variables. */
    private static boolean framed(Set<Term> preConjuncts, Set<Var> written, Term post, Set<Var> postVars) {
        return preConjuncts.contains(post) && postVars.stream().noneMatch(written::contains);
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
