package org.imperium.explicit;

import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.imperium.core.CancelledException;
import org.imperium.core.Cancellation;
import org.imperium.core.InputException;
import org.imperium.core.ModelKey;
import org.imperium.core.Plugin;
import org.imperium.core.RunContext;
import org.imperium.core.SourceLocation;
import org.imperium.core.Statistics;
import org.imperium.core.UnsupportedException;
import org.imperium.core.Verdict;
import org.imperium.explicit.counting.CountingStep;
import org.imperium.program.Counterexample;
import org.imperium.program.PetriProgram;
import org.imperium.program.Petrification;
import org.imperium.proof.InvariantDomain;
import org.imperium.proof.VerifierBackend;
import org.imperium.proof.WitnessReplay;
import org.imperium.reduction.Exploration;
import org.imperium.reduction.Reduction;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.metatype.annotations.Designate;

/**
 * The explicit-state backend: searches the Petri program's states, fully or reduced, and reports the verdict; see
 * {@link ExplicitChecker}. When insufficient-instance places are reachable and the program was petrified from C,
 * it asks for more thread instances, up to {@code explicit.maxThreadInstances}. After TRUE from a reduced search
 * it hands over the unreduced state space as proof when that is small ({@code explicit.proofStates}), else the
 * TRUE is uncertified (in a portfolio, the next member proves it). Without reduction, nondeterministic integer
 * inputs are searched exactly as intervals ({@link InputSplitting}); when a reduced search stops at an input, the
 * exact search over input intervals follows, thread-first with {@link Symmetry} of interchangeable thread
 * instances ({@code explicit.symmetry}), and where it cannot decide, the search for errors with sampled inputs
 * ({@link InputSampling}): FALSE only, by default in a {@link ThreadFirstSearch} with symmetry.
 * A program that creates threads in a loop is first decided for every number of threads, when its data is finite,
 * by counting identical threads ({@link CountingStep}, {@code explicit.counting}): its FALSE is reported, its TRUE
 * stands when the bounded search that follows decides nothing (thread-instance limit, budget, inputs).
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

    @Override
    public List<ModelKey<?>> uses() {
        return List.of(Petrification.MODEL, WitnessReplay.MODEL);
    }

    /** One search, with the Petri program it ran on and its thread-instance bound. */
    private record Search(ExplicitChecker.Result result, PetriProgram program, int instances) {
    }

    @Override
    public void run(RunContext context) {
        ExplicitOptions o = context.options(ExplicitOptions.class);
        boolean replay = context.find(WitnessReplay.MODEL).isPresent();
        String reductionKey = replay ? "replayReduction" : "reduction";
        String reductionName = replay ? o.replayReduction() : o.reduction();
        Reduction reduction = Reduction.parse(reductionName).orElseThrow(() -> new InputException(
                SourceLocation.ofFile("explicit." + reductionKey), "unknown reduction '" + reductionName
                + "' (allowed: none, por, tr, str)", "bad setting"));
        Symmetry.Mode symmetry = Symmetry.Mode.parse(o.symmetry()).orElseThrow(() -> new InputException(
                SourceLocation.ofFile("explicit.symmetry"), "unknown symmetry '" + o.symmetry()
                + "' (allowed: off, errors, on)", "bad setting"));
        boolean budgeted = context.hasFallback();
        long maxStates = budgeted ? Math.min(o.maxStates(), o.portfolioMaxStates()) : o.maxStates();
        Cancellation run = context.cancellation();
        double timeShare = replay ? o.portfolioReplayTimeShare() : o.portfolioTimeShare();
        Cancellation cancellation = budgeted ? share(run, timeShare) : run;
        if (budgeted) {
            context.statistics().set("budget.states", maxStates);
            context.statistics().set("budget.seconds", String.format(Locale.ROOT, "%.1f",
                    cancellation.remainingSeconds()));
        }
        // counting decides for every number of threads; its TRUE stands where the bounded search decides nothing
        Optional<Verdict> counted = o.counting() ? CountingStep.decide(context, maxStates, cancellation)
                : Optional.empty();
        if (counted.isPresent() && counted.get() instanceof Verdict.Incorrect) {
            return;
        }
        try {
            decide(context, o, reduction, symmetry, maxStates, cancellation, budgeted);
        } catch (CancelledException e) {
            if (run.isCancelled()) {
                throw e;
            }
            if (CountingStep.stands(context, counted)) {
                return;
            }
            throw new UnsupportedException("explicit search budget of " + String.format(Locale.ROOT, "%.0f %%",
                    100 * timeShare) + " of the time used up");
        } catch (UnsupportedException e) {
            if (!CountingStep.stands(context, counted)) {
                throw e;
            }
        }
    }

    private void decide(RunContext context, ExplicitOptions o, Reduction reduction, Symmetry.Mode symmetry,
                        long maxStates, Cancellation cancellation, boolean budgeted) {
        PetriProgram program = context.get(PetriProgram.MODEL);
        Optional<Petrification> petrification = context.find(Petrification.MODEL);
        int initial = petrification.map(Petrification::initialInstances).orElse(1);
        Search search;
        try {
            search = search(context, reduction, program, petrification, initial, o.maxThreadInstances(), false,
                    symmetry == Symmetry.Mode.ON && reduction == Reduction.NONE, maxStates, o.inputValues(),
                    cancellation);
        } catch (UnsupportedException e) {
            Cancellation inputs = budgeted ? inputShare(context, o, cancellation) : cancellation;
            try {
                Optional<Search> exact = reduction != Reduction.NONE && o.inputValues() > 0 && isInputRead(e)
                        ? inputSearch(context, o, symmetry, program, petrification, initial, maxStates, inputs)
                        : Optional.empty();
                if (exact.isPresent()) {
                    search = exact.get();
                } else if (!o.sampleInputs()) {
                    throw e;
                } else {
                    // the exact search cannot model the program (an input): an error run with sampled inputs is real
                    Search sampled = sampledSearch(context, o, symmetry, reduction, program, petrification, initial,
                            maxStates, inputs, e);
                    context.statistics().set("sampled-inputs", true);
                    Counterexample cex = sampled.result().counterexample().orElseThrow();
                    context.put(Counterexample.MODEL, cex);
                    cex.describe().forEach(context::print);
                    context.verdict(sampled.result().verdict());
                    return;
                }
            } catch (CancelledException c) {
                if (cancellation.isCancelled()) {
                    throw c;
                }
                throw new UnsupportedException("explicit search of a program with inputs: budget of "
                        + String.format(Locale.ROOT, "%.0f %%", 100 * Math.min(o.portfolioSampledTimeShare(),
                        o.portfolioTimeShare())) + " of the time used up");
            }
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
            proof = unreducedProof(context, search.program(), Math.min(o.proofStates(), maxStates), o.inputValues(),
                    cancellation);
        }
        proof.ifPresent(domain -> context.put(InvariantDomain.MODEL, domain));
        if (result.verdict() instanceof Verdict.Correct && proof.isEmpty()) {
            context.uncertifiedVerdict(result.verdict());
        } else {
            context.verdict(result.verdict());
        }
    }

    /** Whether the search stopped at a read of an integer input (which {@link InputSplitting} can search). */
    private static boolean isInputRead(UnsupportedException e) {
        return e.getMessage() != null && e.getMessage().startsWith("nondeterministic int input");
    }

    /**
     * After a reduced search stopped at an input: the exact search over input intervals ({@link InputSplitting})
     * in thread-first order, with symmetry unless {@code explicit.symmetry = off}, with all thread instances
     * present from the start (idle interchangeable ones cost one orbit), doubled per search from the initial
     * number up to {@code explicit.sampleThreadInstances} while a missing instance is reachable. It has a third of
     * the time it is given; empty when it cannot decide (an input it cannot split, the instance bound, its time), so
     * that the search with sampled inputs follows.
     */
    private static Optional<Search> inputSearch(RunContext context, ExplicitOptions o, Symmetry.Mode symmetry,
                                                PetriProgram program, Optional<Petrification> petrification,
                                                int initial, long maxStates, Cancellation cancellation) {
        boolean symmetric = symmetry != Symmetry.Mode.OFF;
        String label = "input intervals, thread-first" + (symmetric ? ", symmetry" : "");
        Cancellation budget = share(cancellation, 1.0 / 3);
        int instances = initial;
        PetriProgram current = program;
        try {
            while (true) {
                if (petrification.isPresent()) {
                    current = petrification.get().petrifyWithoutExactCoRelation(instances);
                }
                context.progress("explicit search (" + label + ") with " + instances + " thread instances");
                ExplicitChecker.Result result = ExplicitChecker.exact(current, symmetric, maxStates,
                        o.inputValues(), budget);
                report(context, label, Reduction.NONE, result);
                context.statistics().set("thread-instances", instances);
                context.statistics().set("search-order", "thread-first");
                if (!result.insufficientInstances()) {
                    context.statistics().set("input-intervals", true);
                    return Optional.of(new Search(result, current, instances));
                }
                if (petrification.isEmpty() || instances >= o.sampleThreadInstances()) {
                    context.statistics().set("input-intervals.failed", "thread instance limit " + instances);
                    return Optional.empty();
                }
                instances = Math.min(2 * instances, o.sampleThreadInstances());
            }
        } catch (UnsupportedException e) {
            context.statistics().set("input-intervals.failed", e.getMessage());
        } catch (org.imperium.core.CancelledException e) {
            if (cancellation.isCancelled()) {
                throw e;
            }
            context.statistics().set("input-intervals.failed", "half of the search's time used up");
        }
        return Optional.empty();
    }

    /**
     * The search of {@code program}, with more thread instances while only insufficient-instance places are
     * reachable and the bound allows.
     */
    private static Search search(RunContext context, Reduction reduction, PetriProgram program,
                                 Optional<Petrification> petrification, int instances, int maxInstances,
                                 boolean sampled, boolean symmetric, long maxStates, int inputValues,
                                 Cancellation cancellation) {
        String what = reduction.id() + (sampled ? ", sampled inputs" : "") + (symmetric ? ", symmetry" : "");
        context.progress("explicit search (" + what + ")");
        ExplicitChecker.Result result = ExplicitChecker.check(program, reduction, symmetric, maxStates, inputValues,
                cancellation);
        while (result.insufficientInstances() && petrification.isPresent() && instances < maxInstances) {
            instances++;
            program = petrification.get().petrify(instances);
            context.progress("explicit search (" + what + ") with " + instances + " thread instances");
            result = ExplicitChecker.check(program, reduction, symmetric, maxStates, inputValues, cancellation);
        }
        report(context, what, reduction, result);
        context.statistics().set("thread-instances", instances);
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
    private static Search sampledSearch(RunContext context, ExplicitOptions o, Symmetry.Mode symmetry,
                                        Reduction reduction,
                                        PetriProgram program, Optional<Petrification> petrification, int initial,
                                        long maxStates, Cancellation cancellation, UnsupportedException cause) {
        if (InputSampling.sample(program, o.sampleValues()).isEmpty()) {
            throw cause;
        }
        context.statistics().set("sampled-inputs.values", InputSampling.candidates(program, o.sampleValues())
                .toString());
        try {
            boolean symmetric = symmetry != Symmetry.Mode.OFF;
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
                            Optional.empty(), instances, instances, true, false, maxStates, 0, cancellation);
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
     * The time of the searches of a program with inputs in a portfolio, {@code explicit.portfolioSampledTimeShare}
     * of the run's time instead of the exact search's share: with inputs they decide little (an error with small
     * sampled values, which the thread-first order shows within seconds where it finds one at all, as in
     * nondet-loop-bound-1; a TRUE over small input ranges), while on a correct program every second is taken from
     * the next member, which can prove it. The exact search stopped at the input within its first steps, so its
     * budget is still almost whole: the share is that budget scaled by the ratio of the two shares.
     */
    private static Cancellation inputShare(RunContext context, ExplicitOptions o, Cancellation budget) {
        double ratio = o.portfolioTimeShare() > 0
                ? Math.min(1, o.portfolioSampledTimeShare() / o.portfolioTimeShare()) : 1;
        Cancellation inputs = share(budget, ratio);
        context.statistics().set("budget.sampled.seconds", String.format(Locale.ROOT, "%.1f",
                inputs.remainingSeconds()));
        return inputs;
    }

    /**
     * The thread-first search for errors with symmetry ({@link ThreadFirstSearch}) of a sampled program: all
     * thread instances are there from the start, since interchangeable idle ones cost one orbit.
     */
    private static Search hunt(RunContext context, PetriProgram program, long maxStates, Cancellation cancellation) {
        context.progress("explicit thread-first search (sampled inputs, symmetry)");
        ExplicitChecker.Result result = ExplicitChecker.hunt(program, true, maxStates, cancellation);
        report(context, "thread-first, sampled inputs, symmetry", Reduction.NONE, result);
        context.statistics().set("search-order", "thread-first");
        return new Search(result, program, 0);
    }

    /** The unreduced state space as proof, when the full search stays within {@code limit} states. */
    private static Optional<InvariantDomain> unreducedProof(RunContext context, PetriProgram program, long limit,
                                                            int inputValues, Cancellation cancellation) {
        context.progress("explicit search (none) for the proof");
        ExplicitChecker.Result full;
        try {
            full = ExplicitChecker.check(program, Reduction.NONE, false, limit, inputValues, cancellation);
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

    /** The figures of one search: statistics, and one line {@code explicit (<label>): …} in the output. */
    static void report(RunContext context, String label, Reduction reduction, ExplicitChecker.Result result) {
        Statistics statistics = context.statistics();
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
        if (result.inputSplits() > 0) {
            statistics.set("input-splits", result.inputSplits());
        }
        result.symmetry().ifPresent(groups -> statistics.set("symmetry", groups));
        context.print("explicit (" + label + "): " + e.states() + " states (" + e.distinctStates()
                + " distinct), " + e.transitions() + " transitions"
                + (result.inputSplits() > 0 ? ", " + result.inputSplits() + " input splits" : "") + ", "
                + String.format(Locale.ROOT, "%.3f s", result.seconds()));
    }
}
