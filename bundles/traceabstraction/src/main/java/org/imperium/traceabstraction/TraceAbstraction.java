package org.imperium.traceabstraction;

import java.util.Optional;
import org.imperium.core.Cancellation;
import org.imperium.core.CancelledException;
import org.imperium.core.Statistics;
import org.imperium.logic.Prover;
import org.imperium.program.PetriProgram;
import org.imperium.program.Petrification;
import org.imperium.smt.SmtSession;

/**
 * Trace abstraction with thread-instance escalation: runs the {@link CegarLoop} on the Petri program; while the only
 * feasible runs to bad places end in insufficient-instance places, asks the {@link Petrification} for the program
 * with one more instance per creation site and starts again (the session, with its cached Hoare triples, is
 * reused), up to the configured limit. Where the instances are copies of one thread function, the predicates
 * found may prove the program for any number of them ({@link ThreadModularProof}): tried once two instances are
 * insufficient and again at the limit.
 */
public final class TraceAbstraction {

    private final TraceChecker traces;
    private final Prover triples;
    private final Configuration configuration;
    private final Cancellation cancellation;
    private final Statistics statistics;
    /**
     * Whether the lock-step fixpoint used up its share at a bound of this verification: its reduced control states
     * only grow with the bound, so it is not tried again and its share goes to the refinement rounds.
     */
    private boolean lockstepOutOfTime;

    public TraceAbstraction(SmtSession session, Configuration configuration, Cancellation cancellation,
                            Statistics statistics) {
        this(session, session, configuration, cancellation, statistics);
    }

    /**
     * {@code session} checks traces (and interpolates); {@code triples} decides the Hoare triples of the
     * Floyd-Hoare automata — the bulk of the queries, where another solver may be much faster — and, when it is
     * another solver, the traces {@code session} cannot decide ({@link TraceChecker}).
     */
    public TraceAbstraction(SmtSession session, SmtSession triples, Configuration configuration,
                            Cancellation cancellation, Statistics statistics) {
        this.traces = new TraceChecker(session, triples, statistics);
        this.triples = triples;
        this.configuration = configuration;
        this.cancellation = cancellation;
        this.statistics = statistics;
    }

    public Outcome verify(PetriProgram program, Optional<Petrification> petrification) {
        PetriProgram current = program;
        int instances = petrification.map(Petrification::initialInstances).orElse(0);
        Optional<ModularAttempts> modular = petrification.map(p -> new ModularAttempts(p, triples, cancellation,
                statistics));
        lockstepOutOfTime = false;
        while (true) {
            statistics.set("threadInstances", instances);
            boolean lastBound = petrification.isEmpty() || instances + 1 > configuration.maxThreadInstances();
            int bound = instances;
            if (!lastBound && modular.map(m -> m.earlyAt(bound)).orElse(false)) {
                Optional<Outcome> decided = early(current, modular.get());
                if (decided.isPresent()) {
                    return decided.get();
                }
            } else {
                Outcome outcome = run(new CegarLoop(current, traces, triples, configuration, cancellation,
                        statistics, lastBound, !lockstepOutOfTime));
                if (!(outcome instanceof Outcome.InsufficientInstances insufficient)) {
                    return outcome;
                }
                if (petrification.isEmpty()) {
                    return new Outcome.Unknown("thread instances insufficient, and no petrification to raise the"
                            + " bound");
                }
                if (lastBound) {
                    return modular.get().prove(insufficient, cancellation, "threadModular")
                            .orElse(new Outcome.Unknown("thread instance limit "
                                    + configuration.maxThreadInstances() + " reached"));
                }
            }
            instances++;
            statistics.increment("repetrifications");
            current = petrification.get().petrify(instances);
        }
    }

    /** Runs the loop and remembers whether its lock-step fixpoint used up its share. */
    private Outcome run(CegarLoop loop) {
        try {
            return loop.run();
        } finally {
            lockstepOutOfTime |= loop.lockstepOutOfTime();
        }
    }

    /**
     * The early attempt at this bound, within its share of the time: the loop runs as at the last bound, so that
     * its predicates are those of a whole bounded proof, and a thread-modular proof follows. Empty when the bound
     * must be raised (no verdict within the bound, no proof, or the share used up).
     */
    private Optional<Outcome> early(PetriProgram program, ModularAttempts modular) {
        try (TimeLimit share = modular.earlyShare()) {
            Outcome outcome = run(new CegarLoop(program, traces, triples, configuration, share.cancellation(),
                    statistics, true, !lockstepOutOfTime));
            if (!(outcome instanceof Outcome.InsufficientInstances insufficient)) {
                return Optional.of(outcome);
            }
            return modular.prove(insufficient, share.cancellation(), "threadModular.early");
        } catch (CancelledException e) {
            cancellation.check();
            statistics.set("threadModular.early", "time share used up by the bounded proof");
            return Optional.empty();
        }
    }
}
