package org.imperium.traceabstraction;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.imperium.core.Cancellation;
import org.imperium.core.CancelledException;
import org.imperium.core.Statistics;
import org.imperium.core.UnsupportedException;
import org.imperium.logic.Prover;
import org.imperium.logic.Term;
import org.imperium.program.PetriProgram;
import org.imperium.program.Petrification;
import org.imperium.proof.InvariantDomain;
import org.imperium.proof.PredicateDomain;

/**
 * The {@link ThreadModularProof}s one run of {@link TraceAbstraction} tries: first as soon as two instances are
 * insufficient (an <em>early</em> attempt, with a share of the time), as a proof for any number of instances may
 * be much cheaper than the larger bounds, whose product grows with every instance; then at the instance limit with
 * all the predicates found. Neither when the instances are not copies of one template ({@link InstanceFamily}),
 * which is checked once, on the program with three instances the proofs need.
 */
final class ModularAttempts {

    private static final double SHARE = 0.6;
    private static final double MAX_EARLY_SECONDS = 35;

    private final Petrification petrification;
    private final Prover triples;
    private final Cancellation run;
    private final Statistics statistics;
    private boolean earlyPending = true;
    private Optional<PetriProgram> three;
    private InstanceFamily family;

    ModularAttempts(Petrification petrification, Prover triples, Cancellation run, Statistics statistics) {
        this.petrification = petrification;
        this.triples = triples;
        this.run = run;
        this.statistics = statistics;
    }

    /** Whether the early attempt is due at this bound (once, from two instances on, for a family). */
    boolean earlyAt(int instances) {
        if (!earlyPending || instances < 2 || !applicable()) {
            return false;
        }
        earlyPending = false;
        return true;
    }

    /**
     * The early attempt's limit: a share of the run's remaining time, at most {@value #MAX_EARLY_SECONDS} s, inside
     * the run's limit.
     */
    TimeLimit earlyShare() {
        return new TimeLimit(run, Math.min(MAX_EARLY_SECONDS, SHARE * run.remainingSeconds()));
    }

    /**
     * A proof for any number of instances from the predicates of {@code bounded}, until {@code limit} ends the
     * attempt; its outcome is reported as {@code statistic}.
     *
     * @throws CancelledException only when the run itself is cancelled
     */
    Optional<Outcome> prove(Outcome.InsufficientInstances bounded, Cancellation limit, String statistic) {
        if (!applicable()) {
            return Optional.empty();
        }
        return statistics.time("threadModular.time", () -> {
            List<Term> found = new ArrayList<>();
            for (InvariantDomain component : bounded.automata().components()) {
                if (component instanceof PredicateDomain predicates) {
                    found.addAll(predicates.predicates());
                }
            }
            ThreadModularProof.Conclusion conclusion;
            try {
                ModularCandidates candidates = new ModularCandidates(three.get(), family, found);
                conclusion = proof(candidates.atoms(), limit);
                if (!conclusion.safe()) {
                    String atomsOnly = conclusion.detail();
                    conclusion = proof(candidates.withCorrelations(), limit);
                    conclusion = new ThreadModularProof.Conclusion(conclusion.safe(), "atoms: " + atomsOnly
                            + "; with correlations: " + conclusion.detail(), conclusion.pairs());
                }
            } catch (CancelledException e) {
                run.check();
                statistics.set(statistic, "time share used up with " + found.size() + " predicates");
                return Optional.empty();
            }
            statistics.set(statistic, conclusion.detail());
            return conclusion.safe()
                    ? Optional.of(new Outcome.SafeForAnyInstances(family.function(), conclusion.pairs()))
                    : Optional.empty();
        });
    }

    private ThreadModularProof.Conclusion proof(List<Term> pool, Cancellation limit) {
        return new ThreadModularProof(three.get(), family, pool, triples, limit, statistics).prove();
    }

    private boolean applicable() {
        if (three == null) {
            try {
                PetriProgram program = petrification.petrifyWithoutExactCoRelation(3);
                family = InstanceFamily.of(program);
                three = Optional.of(program);
            } catch (UnsupportedException e) {
                statistics.set("threadModular", e.getMessage());
                three = Optional.empty();
            }
        }
        return three.isPresent();
    }
}
