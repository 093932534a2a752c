package org.imperium.explicit;

import java.time.Duration;
import java.util.Locale;
import java.util.Optional;
import org.imperium.core.CancelledException;
import org.imperium.core.Cancellation;
import org.imperium.core.InputException;
import org.imperium.core.Plugin;
import org.imperium.core.RunContext;
import org.imperium.core.SourceLocation;
import org.imperium.core.Statistics;
import org.imperium.core.UnsupportedException;
import org.imperium.core.Verdict;
import org.imperium.program.Counterexample;
import org.imperium.program.PetriProgram;
import org.imperium.program.Petrification;
import org.imperium.proof.InvariantDomain;
import org.imperium.proof.VerifierBackend;
import org.imperium.reduction.Exploration;
import org.imperium.reduction.Reduction;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.metatype.annotations.Designate;

/**
 * The explicit-state backend: searches the Petri program's states, fully or reduced, and reports the verdict; see
 * {@link ExplicitChecker}. When insufficient-instance places are reachable and the program was petrified from C,
 * it asks for more thread instances, up to {@code explicit.maxThreadInstances}. After TRUE from a reduced search
 * it hands over the unreduced state space as proof when that is small ({@code explicit.proofStates}), else the
 * TRUE is uncertified (in a portfolio, the next member proves it). A program with nondeterministic integer inputs
 * is searched for errors with sampled inputs ({@link InputSampling}): FALSE only, by default in a
 * {@link ThreadFirstSearch} with {@link Symmetry} of interchangeable thread instances ({@code explicit.symmetry}).
 *
 * <p>In a portfolio with a later member the search has a budget of states and of time; a search beyond it, or a
 * program it cannot model, passes the run on.
 */
@Component(service = Plugin.class)
@Designate(ocd = ExplicitOptions.class)
public final class ExplicitPlugin implements VerifierBackend {

    @Override
    public String id() {
        return "explicit";
    }

    @Override
    public String description() {
        return "explicit-state search of finite-data Petri programs with POR, TR or STR";
    }

    @Override
    public Optional<Class<?>> optionsType() {
        return Optional.of(ExplicitOptions.class);
    }

    /** One search, with the Petri program it ran on and its thread-instance bound. */
    private record Search(ExplicitChecker.Result result, PetriProgram program, int instances) {
    }

    @Override
    public void run(RunContext context) {
        ExplicitOptions o = context.options(ExplicitOptions.class);
        Reduction reduction = Reduction.parse(o.reduction()).orElseThrow(() -> new InputException(
                SourceLocation.ofFile("explicit.reduction"), "unknown reduction '" + o.reduction()
                + "' (allowed: none, por, tr, str)", "bad setting"));
        if (!java.util.List.of("off", "errors", "on").contains(o.symmetry())) {
            throw new InputException(SourceLocation.ofFile("explicit.symmetry"), "unknown symmetry '"
                    + o.symmetry() + "' (allowed: off, errors, on)", "bad setting");
        }
        boolean budgeted = context.hasFallback();
        long maxStates = budgeted ? Math.min(o.maxStates(), o.portfolioMaxStates()) : o.maxStates();
        Cancellation run = context.cancellation();
        Cancellation cancellation = budgeted ? share(run, o.portfolioTimeShare()) : run;
        if (budgeted) {
            context.statistics().set("budget.states", maxStates);
            context.statistics().set("budget.seconds", String.format(Locale.ROOT, "%.1f",
                    cancellation.remainingSeconds()));
        }
        try {
            decide(context, o, reduction, maxStates, cancellation, budgeted);
        } catch (CancelledException e) {
            if (run.isCancelled()) {
                throw e;
            }
            throw new UnsupportedException("explicit search budget of " + String.format(Locale.ROOT, "%.0f %%",
                    100 * o.portfolioTimeShare()) + " of the time used up");
        }
    }

    private void decide(RunContext context, ExplicitOptions o, Reduction reduction, long maxStates,
                        Cancellation cancellation, boolean budgeted) {
        PetriProgram program = context.get(PetriProgram.MODEL);
        Optional<Petrification> petrification = context.find(Petrification.MODEL);
        int initial = petrification.map(Petrification::initialInstances).orElse(1);
        Search search;
        try {
            search = search(context, reduction, program, petrification, initial, o.maxThreadInstances(), false,
                    o.symmetry().equals("on") && reduction == Reduction.NONE, maxStates, cancellation);
        } catch (UnsupportedException e) {
            if (!o.sampleInputs()) {
                throw e;
            }
            // the exact search cannot model the program (an input): an error run with sampled inputs is real
            Search sampled = budgeted ? sampledSearchWithinShare(context, o, reduction, program, petrification,
                    initial, maxStates, cancellation, e) : sampledSearch(context, o, reduction, program, petrification,
                    initial, maxStates, cancellation, e);
            context.statistics().set("sampled-inputs", true);
            Counterexample cex = sampled.result().counterexample().orElseThrow();
            context.put(Counterexample.MODEL, cex);
            cex.describe().forEach(context::print);
            context.verdict(sampled.result().verdict());
            return;
        }
        ExplicitChecker.Result result = search.result();
        if (result.insufficientInstances()) {
            throw new UnsupportedException("thread instance limit " + o.maxThreadInstances() + " reached");
        }
        context.put(PetriProgram.MODEL, search.program());
        result.counterexample().ifPresent(cex -> {
            context.put(Counterexample.MODEL, cex);
            cex.describe().forEach(context::print);
        });
        Optional<InvariantDomain> proof = result.proof();
        if (proof.isEmpty() && result.verdict() instanceof Verdict.Correct && o.proofStates() > 0) {
            proof = unreducedProof(context, search.program(), Math.min(o.proofStates(), maxStates), cancellation);
        }
        proof.ifPresent(domain -> context.put(InvariantDomain.MODEL, domain));
        if (result.verdict() instanceof Verdict.Correct && proof.isEmpty()) {
            context.uncertifiedVerdict(result.verdict());
        } else {
            context.verdict(result.verdict());
        }
    }

    /**
     * The search of {@code program}, with more thread instances while only insufficient-instance places are
     * reachable and the bound allows.
     */
    private static Search search(RunContext context, Reduction reduction, PetriProgram program,
                                 Optional<Petrification> petrification, int instances, int maxInstances,
                                 boolean sampled, boolean symmetric, long maxStates, Cancellation cancellation) {
        String what = reduction.id() + (sampled ? ", sampled inputs" : "") + (symmetric ? ", symmetry" : "");
        context.progress("explicit search (" + what + ")");
        ExplicitChecker.Result result = ExplicitChecker.check(program, reduction, symmetric, maxStates,
                cancellation);
        while (result.insufficientInstances() && petrification.isPresent() && instances < maxInstances) {
            instances++;
            program = petrification.get().petrify(instances);
            context.progress("explicit search (" + what + ") with " + instances + " thread instances");
            result = ExplicitChecker.check(program, reduction, symmetric, maxStates, cancellation);
        }
        report(context.statistics(), reduction, result);
        context.statistics().set("thread-instances", instances);
        result.symmetry().ifPresent(groups -> context.statistics().set("symmetry", groups));
        Exploration<?> e = result.exploration();
        context.print("explicit (" + what + "): " + e.states() + " states (" + e.distinctStates()
                + " distinct), " + e.transitions() + " transitions, "
                + String.format(Locale.ROOT, "%.3f s", result.seconds()));
        return new Search(result, program, instances);
    }

    /**
     * The search with sampled inputs: first with the two first candidates per input (0 and the smallest compared
     * constant: the fewest runs), then with {@code explicit.sampleValues}. With symmetry ({@code errors} or
     * {@code on}) each is one thread-first search of the program with {@code explicit.sampleThreadInstances}
     * instances per site; without, a search with the reduction and twice the thread instances per search up to
     * that bound (a sampled loop bound may create many threads; runs that need more instances end where they
     * would create one). It must find an error, else {@code cause} stands.
     */
    private static Search sampledSearch(RunContext context, ExplicitOptions o, Reduction reduction,
                                        PetriProgram program, Optional<Petrification> petrification, int initial,
                                        long maxStates, Cancellation cancellation, UnsupportedException cause) {
        if (InputSampling.sample(program, o.sampleValues()).isEmpty()) {
            throw cause;
        }
        context.statistics().set("sampled-inputs.values", InputSampling.candidates(program, o.sampleValues())
                .toString());
        try {
            boolean symmetric = !o.symmetry().equals("off");
            // the thread-first search uses no co-relation: the structural one spares exploring the markings
            PetriProgram all = symmetric ? petrification.map(p -> p.petrifyWithoutExactCoRelation(
                    o.sampleThreadInstances())).orElse(program) : program;
            for (int values : new int[] {Math.min(2, o.sampleValues()), o.sampleValues()}) {
                if (symmetric) {
                    Search hunt = hunt(context, InputSampling.sample(all, values).orElseThrow(), maxStates,
                            cancellation);
                    if (hunt.result().counterexample().isPresent()) {
                        return hunt;
                    }
                    continue;
                }
                PetriProgram current = program;
                int instances = initial;
                while (true) {
                    Search search = search(context, reduction, InputSampling.sample(current, values).orElseThrow(),
                            Optional.empty(), instances, instances, true, false, maxStates, cancellation);
                    if (search.result().counterexample().isPresent()) {
                        return search;
                    }
                    if (petrification.isEmpty() || instances >= o.sampleThreadInstances()) {
                        break;
                    }
                    instances = Math.min(2 * instances, o.sampleThreadInstances());
                    current = petrification.get().petrify(instances);
                }
            }
            context.statistics().set("sampled-inputs.failed", "no error with the sampled inputs");
        } catch (UnsupportedException e) {
            context.statistics().set("sampled-inputs.failed", e.getMessage());
        }
        throw cause;
    }

    /**
     * The search with sampled inputs in a portfolio, with {@code explicit.portfolioSampledTimeShare} of the run's
     * time instead of the exact search's share: it can only find errors, which with small sampled values and the
     * thread-first order show within a second or two where it finds them at all (nondet-loop-bound-1 and friends),
     * while on a correct program every second of it is taken from the next member, the only one that can prove it.
     * The exact search failed within its first steps, so its budget is still almost whole: the sampled share is
     * that budget scaled by the ratio of the two shares.
     */
    private static Search sampledSearchWithinShare(RunContext context, ExplicitOptions o, Reduction reduction,
                                                   PetriProgram program, Optional<Petrification> petrification,
                                                   int initial, long maxStates, Cancellation budget,
                                                   UnsupportedException cause) {
        double ratio = o.portfolioTimeShare() > 0
                ? Math.min(1, o.portfolioSampledTimeShare() / o.portfolioTimeShare()) : 1;
        Cancellation sampling = share(budget, ratio);
        context.statistics().set("budget.sampled.seconds", String.format(Locale.ROOT, "%.1f",
                sampling.remainingSeconds()));
        try {
            return sampledSearch(context, o, reduction, program, petrification, initial, maxStates, sampling, cause);
        } catch (CancelledException e) {
            if (budget.isCancelled()) {
                throw e;
            }
            throw new UnsupportedException("explicit search with sampled inputs: budget of "
                    + String.format(Locale.ROOT, "%.0f %%", 100 * Math.min(o.portfolioSampledTimeShare(),
                    o.portfolioTimeShare())) + " of the time used up");
        }
    }

    /**
     * The thread-first search for errors with symmetry ({@link ThreadFirstSearch}) of a sampled program: all
     * thread instances are there from the start, since interchangeable idle ones cost one orbit.
     */
    private static Search hunt(RunContext context, PetriProgram program, long maxStates, Cancellation cancellation) {
        context.progress("explicit thread-first search (sampled inputs, symmetry)");
        ExplicitChecker.Result result = ExplicitChecker.hunt(program, true, maxStates, cancellation);
        report(context.statistics(), Reduction.NONE, result);
        context.statistics().set("search-order", "thread-first");
        result.symmetry().ifPresent(groups -> context.statistics().set("symmetry", groups));
        Exploration<?> e = result.exploration();
        context.print("explicit (thread-first, sampled inputs, symmetry): " + e.states() + " states, "
                + e.transitions() + " transitions, " + String.format(Locale.ROOT, "%.3f s", result.seconds()));
        return new Search(result, program, 0);
    }

    /** The unreduced state space as proof, when the full search stays within {@code limit} states. */
    private static Optional<InvariantDomain> unreducedProof(RunContext context, PetriProgram program, long limit,
                                                            Cancellation cancellation) {
        context.progress("explicit search (none) for the proof");
        ExplicitChecker.Result full;
        try {
            full = ExplicitChecker.check(program, Reduction.NONE, limit, cancellation);
        } catch (UnsupportedException e) {
            context.statistics().set("proof", "none (" + e.getMessage() + ")");
            return Optional.empty();
        }
        if (!(full.verdict() instanceof Verdict.Correct)) {
            throw new IllegalStateException("the reduced search found the program correct, the full search "
                    + full.verdict().resultLine());
        }
        context.statistics().set("proof", "state space of " + full.exploration().states() + " states");
        context.print("explicit (none): proof from " + full.exploration().states() + " states");
        return full.proof();
    }

    /** A cancellation that fires after {@code share} of the run's remaining time, or with the run. */
    private static Cancellation share(Cancellation run, double share) {
        double left = run.remainingSeconds();
        if (Double.isInfinite(left) || share >= 1) {
            return run;
        }
        Cancellation budget = Cancellation.afterSeconds(Math.max(0.1, left * Math.max(0, share)));
        run.onCancel(() -> budget.cancel(run.reason()));
        return budget;
    }

    static void report(Statistics statistics, Reduction reduction, ExplicitChecker.Result result) {
        Exploration<?> e = result.exploration();
        statistics.set("reduction", reduction.id());
        statistics.set("states", e.states());
        statistics.set("distinct-states", e.distinctStates());
        statistics.set("internal-states", e.internalStates());
        statistics.set("transitions", e.transitions());
        statistics.set("closures", e.closures());
        statistics.addTime("search-time", Duration.ofNanos((long) (result.seconds() * 1e9)));
        statistics.set("states-per-second", result.seconds() > 0 ? (long) (e.distinctStates() / result.seconds())
                : e.distinctStates());
        statistics.set("memory-mb", result.usedMemory() / (1024 * 1024));
    }
}
