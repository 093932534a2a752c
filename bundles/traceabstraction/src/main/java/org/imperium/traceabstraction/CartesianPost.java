package org.imperium.traceabstraction;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.imperium.core.Statistics;
import org.imperium.logic.Prover;
import org.imperium.logic.Statement;
import org.imperium.logic.Term;
import org.imperium.logic.TermUtils;
import org.imperium.logic.Terms;
import org.imperium.logic.Var;
import org.imperium.program.Transition;

/**
 * The post of a Cartesian predicate abstraction over a fixed pool of candidate predicates, for the least fixpoints
 * that annotate control states with a subset of the pool ({@link ThreadModularProof}, {@link LockstepProof}): which
 * candidates a step establishes from a premise. A candidate counts only on the solver's YES, so UNKNOWN drops it —
 * a weaker annotation, never a wrong one. Answers are memoised per premise and step.
 */
final class CartesianPost {

    private final List<Term> pool;
    private final List<Set<Var>> poolVariables = new ArrayList<>();
    private final Prover prover;
    private final Statistics statistics;
    private final String counter;
    private final Map<List<Object>, Map<Integer, Prover.Answer>> triples = new HashMap<>();

    /** {@code counter} names the statistics of the queries ({@code counter.queries}, {@code counter.unknown}). */
    CartesianPost(List<Term> pool, Prover prover, Statistics statistics, String counter) {
        this.pool = List.copyOf(pool);
        this.prover = prover;
        this.statistics = statistics;
        this.counter = counter;
        pool.forEach(p -> poolVariables.add(TermUtils.freeVars(p)));
    }

    List<Term> pool() {
        return pool;
    }

    /** The candidates that hold in every state (before any step). */
    BitSet valid() {
        BitSet holding = new BitSet();
        List<Prover.Answer> answers = prover.areValidHoareTriples(Terms.TRUE, Statement.SKIP, pool);
        for (int i = 0; i < answers.size(); i++) {
            holding.set(i, count(answers.get(i)) == Prover.Answer.YES);
        }
        return holding;
    }

    /**
     * The {@code candidates} that hold after {@code t} from {@code premise}, or empty when the step cannot happen.
     * A candidate in {@code source} (conjuncts of the premise) over variables t does not write holds by the frame
     * rule.
     */
    Optional<BitSet> established(Term premise, BitSet source, Transition t, BitSet candidates) {
        Map<Integer, Prover.Answer> known = triples.computeIfAbsent(List.of(premise, t), k -> new HashMap<>());
        Prover.Answer blocked = known.computeIfAbsent(-1, k -> count(prover.isValidHoareTriple(premise,
                t.statement(), Terms.FALSE)));
        if (blocked == Prover.Answer.YES) {
            return Optional.empty();
        }
        Set<Var> writes = t.statement().writes();
        BitSet result = new BitSet();
        List<Integer> ask = new ArrayList<>();
        for (int i = candidates.nextSetBit(0); i >= 0; i = candidates.nextSetBit(i + 1)) {
            Prover.Answer answer = known.get(i);
            if (answer == null && source.get(i) && poolVariables.get(i).stream().noneMatch(writes::contains)) {
                answer = Prover.Answer.YES;
            }
            if (answer == null) {
                ask.add(i);
            } else if (answer == Prover.Answer.YES) {
                result.set(i);
            }
        }
        if (!ask.isEmpty()) {
            List<Prover.Answer> answers = prover.areValidHoareTriples(premise, t.statement(),
                    ask.stream().map(pool::get).toList());
            for (int k = 0; k < ask.size(); k++) {
                known.put(ask.get(k), count(answers.get(k)));
                if (answers.get(k) == Prover.Answer.YES) {
                    result.set(ask.get(k));
                }
            }
        }
        return Optional.of(result);
    }

    /** The conjunction of the candidates. */
    Term conjunction(BitSet holding) {
        List<Term> conjuncts = new ArrayList<>();
        holding.stream().forEach(i -> conjuncts.add(pool.get(i)));
        return Terms.and(conjuncts);
    }

    private Prover.Answer count(Prover.Answer answer) {
        statistics.increment(counter + ".queries");
        if (answer == Prover.Answer.UNKNOWN) {
            statistics.increment(counter + ".unknown");
        }
        return answer;
    }
}
