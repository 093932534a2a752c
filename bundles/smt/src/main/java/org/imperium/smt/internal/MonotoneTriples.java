package org.imperium.smt.internal;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.imperium.logic.Prover.Answer;
import org.imperium.logic.Statement;
import org.imperium.logic.Term;
import org.imperium.logic.TermUtils;

/**
 * Hoare triples answered by monotonicity in the precondition. Seen as sets of conjuncts, a precondition φ ⊇ φ'
 * implies φ'; so {φ'} st {ψ} valid makes {φ} st {ψ} valid (strengthening the precondition), and {φ} st {ψ}
 * invalid makes {φ'} st {ψ} invalid (a counterexample from φ starts in φ'). Per (statement, post) this keeps the
 * preconditions of decided triples: the minimal ones with YES, the maximal ones with NO (antichains, at most
 * {@link #KEPT} each, so that a lookup stays cheap).
 */
final class MonotoneTriples {

    /** Preconditions kept per (statement, post) and answer. */
    static final int KEPT = 32;

    private record Key(Statement statement, Term post) {
    }

    private final Map<Key, List<Set<Term>>> valid = new HashMap<>();
    private final Map<Key, List<Set<Term>>> invalid = new HashMap<>();
    private final Map<Term, Set<Term>> conjuncts = new HashMap<>();

    /** The answer that a kept triple implies for {@code {pre} statement {post}}, if any. */
    Optional<Answer> lookup(Term pre, Statement statement, Term post) {
        Key key = new Key(statement, post);
        Set<Term> mine = conjunctsOf(pre);
        for (Set<Term> weaker : valid.getOrDefault(key, List.of())) {
            if (weaker.size() <= mine.size() && mine.containsAll(weaker)) {
                return Optional.of(Answer.YES);
            }
        }
        for (Set<Term> stronger : invalid.getOrDefault(key, List.of())) {
            if (stronger.size() >= mine.size() && stronger.containsAll(mine)) {
                return Optional.of(Answer.NO);
            }
        }
        return Optional.empty();
    }

    /** Keeps a decided triple (an UNKNOWN is not kept). */
    void record(Term pre, Statement statement, Term post, Answer answer) {
        if (answer == Answer.UNKNOWN) {
            return;
        }
        Key key = new Key(statement, post);
        Set<Term> mine = conjunctsOf(pre);
        if (answer == Answer.YES) {
            List<Set<Term>> kept = valid.computeIfAbsent(key, k -> new ArrayList<>());
            kept.removeIf(stronger -> stronger.containsAll(mine));
            if (kept.size() < KEPT) {
                kept.add(mine);
            }
        } else {
            List<Set<Term>> kept = invalid.computeIfAbsent(key, k -> new ArrayList<>());
            kept.removeIf(mine::containsAll);
            if (kept.size() < KEPT) {
                kept.add(mine);
            }
        }
    }

    private Set<Term> conjunctsOf(Term pre) {
        return conjuncts.computeIfAbsent(pre, p -> p.isTrue() ? Set.of() : Set.copyOf(TermUtils.conjuncts(p)));
    }
}
