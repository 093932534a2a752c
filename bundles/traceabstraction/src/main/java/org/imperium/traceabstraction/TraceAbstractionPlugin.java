package org.imperium.traceabstraction;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;
import org.imperium.core.CancelledException;
import org.imperium.core.InputException;
import org.imperium.core.Plugin;
import org.imperium.core.RunContext;
import org.imperium.core.SourceLocation;
import org.imperium.core.Verdict;
import org.imperium.program.Counterexample;
import org.imperium.program.PetriProgram;
import org.imperium.program.Petrification;
import org.imperium.proof.InvariantDomain;
import org.imperium.proof.VerifierBackend;
import org.imperium.smt.InterpolationMode;
import org.imperium.smt.SmtSession;
import org.imperium.smt.SmtSolverFactory;
import org.imperium.smt.SmtUnavailableException;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.metatype.annotations.Designate;

/**
 * Plugin {@code traceabstraction}: verifies the Petri program with {@link TraceAbstraction}. TRUE leaves the
 * product invariant domain (and the Petri program it proves, if the thread bound was raised); FALSE leaves the
 * counterexample. The SMT session of the Hoare triples stays open after TRUE: the handed-over domain computes its
 * posts with it.
 */
@Component(service = Plugin.class)
@Designate(ocd = TraceAbstractionOptions.class)
public final class TraceAbstractionPlugin implements VerifierBackend {

    @Override
    public String id() {
        return "traceabstraction";
    }

    @Override
    public String description() {
        return "Trace abstraction refinement on the Petri program; proof as a product invariant domain";
    }

    @Override
    public Optional<Class<?>> optionsType() {
        return Optional.of(TraceAbstractionOptions.class);
    }

    @Override
    public void run(RunContext context) {
        TraceAbstractionOptions options = context.options(TraceAbstractionOptions.class);
        Configuration configuration = new Configuration(
                options.interpolation().equals("unsatcore") ? InterpolationMode.UNSAT_CORE : InterpolationMode.SEQUENCE,
                SearchOrder.valueOf(options.searchOrder().toUpperCase(Locale.ROOT)),
                options.maxIterations(), options.maxThreadInstances(), successors(options),
                options.subsumption(), options.forwardPredicates(), completionSeconds(context, options),
                options.loopInvariants());
        TimeLimit limit = new TimeLimit(context.cancellation(), options.timeLimit());
        SmtSession session;
        try {
            session = new SmtSolverFactory().open(options.solver(), limit.cancellation(), context.statistics());
        } catch (SmtUnavailableException e) {
            limit.close();
            context.verdict(Verdict.unknown(e.getMessage()));
            return;
        }
        SmtSession triples = hoareSession(context, options, session, limit);
        boolean keepTriples = false;
        try {
            Outcome outcome = verify(context, session, triples, configuration, limit);
            limit.close();
            if (outcome instanceof Outcome.Safe safe) {
                keepTriples = safe.proofComplete();
                if (safe.program() != context.get(PetriProgram.MODEL)) {
                    context.put(PetriProgram.MODEL, safe.program());
                }
                if (!options.proofFile().isEmpty() && safe.proofComplete()) {
                    ProofWriter.write(Path.of(options.proofFile()), safe);
                }
                context.statistics().set("proofComplete", safe.proofComplete());
                if (safe.proofComplete()) {
                    context.put(InvariantDomain.MODEL, safe.proof());
                    context.print("trace abstraction: proof with " + safe.proof().components().size()
                            + " Floyd-Hoare automata after " + safe.iterations() + " iterations");
                } else {
                    // the reduced search proves the verdict; its automata need not be safe for the full program
                    String by = safe.iterations() == 0 ? "the lock-step fixpoint"
                            : "the reduced search after " + safe.iterations() + " iterations";
                    context.print("trace abstraction: TRUE by " + by
                            + "; proof incomplete (completion did not finish), no invariant domain");
                }
                if (safe.proofComplete()) {
                    context.verdict(Verdict.correct());
                } else {
                    // no certificate: in a portfolio, a later member may still produce one
                    context.uncertifiedVerdict(Verdict.correct());
                }
            } else if (outcome instanceof Outcome.SafeForAnyInstances any) {
                context.print("trace abstraction: TRUE for any number of instances of " + any.function()
                        + " by a thread-modular proof over " + any.pairs() + " pairs of markings; no invariant"
                        + " domain (the proof is not one of the bounded program)");
                context.uncertifiedVerdict(Verdict.correct());
            } else if (outcome instanceof Outcome.Unsafe unsafe) {
                context.put(Counterexample.MODEL, unsafe.counterexample());
                unsafe.counterexample().describe().forEach(context::print);
                context.verdict(Verdict.incorrect("unreach-call"));
            } else {
                // a solver stopped by the time limit answers UNKNOWN; report the timeout as such
                context.cancellation().check();
                context.verdict(Verdict.unknown(limit.expired() ? TimeLimit.REASON
                        : ((Outcome.Unknown) outcome).reason()));
            }
        } finally {
            limit.close();
            if (triples != session) {
                session.close();
            }
            if (!keepTriples) {
                triples.close();
            }
        }
    }

    private static SuccessorFunction successors(TraceAbstractionOptions options) {
        return ReducedSuccessors.of(options.reduction()).orElseThrow(() -> new InputException(
                SourceLocation.ofFile("traceabstraction.reduction"), "unknown reduction '" + options.reduction()
                + "' (allowed: none, por, tr, str, sleep, sleep-lockstep)", "bad setting"));
    }

    /** The completion's own limit: as set (negative: no completion), else half of the run's time left now. */
    private static double completionSeconds(RunContext context, TraceAbstractionOptions options) {
        if (options.completionTimeLimit() != 0) {
            return options.completionTimeLimit();
        }
        double left = context.cancellation().remainingSeconds();
        return Double.isInfinite(left) ? 0 : Math.max(1, left / 2);
    }

    /**
     * The session for the automata's Hoare triples: of {@code hoareSolver} when set and different, else the trace
     * session; a solver that cannot start here (e.g. Z3 without its native library) falls back to the trace
     * session, since the choice only affects speed.
     */
    private static SmtSession hoareSession(RunContext context, TraceAbstractionOptions options, SmtSession session,
                                           TimeLimit limit) {
        if (options.hoareSolver().equals("same") || options.hoareSolver().equals(options.solver())) {
            return session;
        }
        try {
            return new SmtSolverFactory().open(options.hoareSolver(), limit.cancellation(), context.statistics());
        } catch (SmtUnavailableException e) {
            context.statistics().set("hoareSolverFallback", e.getMessage());
            return session;
        }
    }

    /** Runs the algorithm; the plugin's own time limit ends it with UNKNOWN, the run's propagates. */
    private static Outcome verify(RunContext context, SmtSession session, SmtSession triples,
                                  Configuration configuration, TimeLimit limit) {
        try {
            return new TraceAbstraction(session, triples, configuration, limit.cancellation(), context.statistics())
                    .verify(context.get(PetriProgram.MODEL), context.find(Petrification.MODEL));
        } catch (CancelledException e) {
            if (limit.expired() && !context.cancellation().isCancelled()) {
                return new Outcome.Unknown(TimeLimit.REASON);
            }
            throw e;
        }
    }
}
