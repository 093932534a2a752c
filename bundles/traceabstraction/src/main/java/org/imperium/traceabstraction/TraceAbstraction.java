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
        while (true) {
            statistics.set("threadInstances", instances);
            boolean lastBound = petrification.isEmpty() || instances + 1 > configuration.maxThreadInstances();
            int bound = instances;
            boolean early = !lastBound && modular.map(m -> m.earlyAt(bound)).orElse(false);
            // the early attempt wants the predicates of a whole bounded proof, as at the last bound, but only
            // for its share of the time: past it, the bound is raised as if the attempt had failed
            Cancellation limit = early ? modular.get().earlyShare() : cancellation;
            Optional<Outcome> outcome = cegar(current, limit, lastBound || early);
            if (outcome.isPresent() && !(outcome.get() instanceof Outcome.InsufficientInstances)) {
                return outcome.get();
            }
            if (petrification.isEmpty()) {
                return new Outcome.Unknown("thread instances insufficient, and no petrification to raise the bound");
            }
            if (outcome.isPresent() && (early || lastBound)) {
                Optional<Outcome> proof = modular.get().prove((Outcome.InsufficientInstances) outcome.get(), limit,
                        early ? "threadModular.early" : "threadModular");
                if (proof.isPresent()) {
                    return proof.get();
                }
            }
            if (lastBound) {
                return new Outcome.Unknown("thread instance limit " + configuration.maxThreadInstances()
                        + " reached");
            }
            instances++;
            statistics.increment("repetrifications");
            current = petrification.get().petrify(instances);
        }
    }

    /** The loop's outcome, empty when {@code limit} ended it but the run goes on. */
    private Optional<Outcome> cegar(PetriProgram program, Cancellation limit, boolean lastBound) {
        try {
            return Optional.of(new CegarLoop(program, traces, triples, configuration, limit, statistics, lastBound)
                    .run());
        } catch (CancelledException e) {
            cancellation.check();
            statistics.set("threadModular.early", "time share used up by the bounded proof");
            return Optional.empty();
        }
    }
}
