package org.imperium.traceabstraction;

import java.util.Optional;
import org.imperium.core.Cancellation;
import org.imperium.core.Statistics;
import org.imperium.logic.Prover;
import org.imperium.program.PetriProgram;
import org.imperium.program.Petrification;
import org.imperium.smt.SmtSession;

/**
 * Trace abstraction with thread-instance escalation: runs the {@link CegarLoop} on the Petri program; while the only
 * feasible runs to bad places end in insufficient-instance places, asks the {@link Petrification} for the program
 * with one more instance per creation site and starts again (the session, with its cached Hoare triples, is
 * reused), up to the configured limit.
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
        while (true) {
            statistics.set("threadInstances", instances);
            boolean lastBound = petrification.isEmpty() || instances + 1 > configuration.maxThreadInstances();
            Outcome outcome = new CegarLoop(current, traces, triples, configuration, cancellation,
                    statistics, lastBound).run();
            if (!(outcome instanceof Outcome.InsufficientInstances)) {
                return outcome;
            }
            if (petrification.isEmpty()) {
                return new Outcome.Unknown("thread instances insufficient, and no petrification to raise the bound");
            }
            if (instances + 1 > configuration.maxThreadInstances()) {
                return new Outcome.Unknown("thread instance limit " + configuration.maxThreadInstances()
                        + " reached");
            }
            instances++;
            statistics.increment("repetrifications");
            current = petrification.get().petrify(instances);
        }
    }
}
