package org.imperium.core.run;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import org.imperium.core.Backtranslation;
import org.imperium.core.CancelledException;
import org.imperium.core.Cancellation;
import org.imperium.core.InputException;
import org.imperium.core.ModelKey;
import org.imperium.core.Plugin;
import org.imperium.core.RunContext;
import org.imperium.core.Statistics;
import org.imperium.core.Task;
import org.imperium.core.UnsupportedException;
import org.imperium.core.Verdict;
import org.imperium.core.settings.Settings;
import org.imperium.core.toolchain.Toolchain;
import org.osgi.util.converter.Converters;

/**
 * Runs a checked toolchain: the plugins in order, each on the shared model store. A plugin whose required models
 * are absent at run time (e.g. no proof after a FALSE verdict) is skipped. An exception ends the run: bad input
 * gives ERROR, an unsupported construct or the time limit gives UNKNOWN, anything else is an internal error —
 * except that a TRUE or FALSE established by an earlier step <b>stands</b> when a later step fails for any reason
 * but bad input (e.g. ogcheck times out after trace abstraction proved the program): the failure becomes a
 * {@link StepFailure} warning and {@code run.step.<plugin>.failed}, and the steps after it do not run — except
 * those that {@linkplain Plugin#runsAfterFailure() run after a failure} (the witness writer: a decided run keeps a
 * certificate), each once more, together under one budget of their own that includes the wait for one that does
 * not stop (also the failed step itself when it is one of them; {@code run.step.<plugin>.after-failure} records
 * it). The budget is {@link #AFTER_FAILURE_SECONDS} unless the caller gives another: one with a hard time limit
 * reserves it from that limit, and it counts from the run's cancellation when the run was cancelled. The verdict
 * does not stand when the failed step or a later one {@linkplain Plugin#revisesVerdict() revises verdicts}.
 *
 * <p>A <b>portfolio</b> ({@link Toolchain.Step#portfolio()}) is a group of alternatives, tried in order: the first
 * member that reports TRUE or FALSE with its certificate ({@link RunContext#verdict}) decides it, and the other
 * members are skipped ({@code run.step.<plugin>.skipped = decided by …}). A member that does not decide — reports
 * UNKNOWN or nothing, or throws {@link UnsupportedException}, or runs out of memory or stack — passes the run on
 * to the next member ({@code run.step.<plugin>.undecided}). A member that reports TRUE or FALSE without a
 * certificate ({@link RunContext#uncertifiedVerdict}) establishes the verdict and lets the next member run to
 * certify it: that member cannot turn the verdict into UNKNOWN, a failure of it is a warning, and a contrary
 * verdict is an internal error. When no step after the portfolio requires a model that is missing (the witness
 * validation needs the verdict, not a proof), the certificate is of no use: the uncertified member decides. The
 * last member of a portfolio is treated like any other step.
 *
 * <p>The runner is the one source of step times: {@code run.step.<plugin>.time} (wall time of each step that
 * ran), {@code run.step.<plugin>.skipped}, {@code run.last-step} (the step that ran last, so that a benchmark can
 * tell a timeout of the verifier from one of a later step) and {@code total.time}.
 */
public final class ToolchainRunner {

    /**
     * Time of the steps that run after a failure: their own, since the run's time may be up (a cheap witness from
     * the models at hand takes milliseconds; the budget bounds the rest).
     */
    public static final double AFTER_FAILURE_SECONDS = 10;

    private final Map<String, Plugin> plugins;
    private final Consumer<String> out;
    private final Consumer<String> err;
    private final Consumer<String> progress;
    private final double afterFailureSeconds;
    /**
     * How long before the end of the budget after a failure a step is cancelled, so that the run can still wait
     * for it to stop (at most half the time it has).
     */
    private static final double ABANDON_AFTER_FAILURE_SECONDS = 1;
    private volatile Run live;

    /**
     * @param out      receives the lines plugins print
     * @param err      receives one-line error messages
     * @param progress receives progress notes (the launcher shows them only on a terminal); the id of each
     *                 plugin is announced there before it runs
     */
    public ToolchainRunner(Map<String, Plugin> plugins, Consumer<String> out, Consumer<String> err,
                           Consumer<String> progress) {
        this(plugins, out, err, progress, AFTER_FAILURE_SECONDS);
    }

    /** @param afterFailureSeconds the budget of all the steps that run after a failure together (positive) */
    public ToolchainRunner(Map<String, Plugin> plugins, Consumer<String> out, Consumer<String> err,
                           Consumer<String> progress, double afterFailureSeconds) {
        if (!(afterFailureSeconds > 0)) {
            throw new IllegalArgumentException("the budget after a failure must be positive: " + afterFailureSeconds);
        }
        this.plugins = Map.copyOf(plugins);
        this.out = out;
        this.err = err;
        this.progress = progress;
        this.afterFailureSeconds = afterFailureSeconds;
    }

    public RunResult run(Toolchain toolchain, Settings settings, Task task, Cancellation cancellation) {
        ToolchainChecker.check(toolchain, plugins);
        Run run = new Run(toolchain, new ModelStore(), new Statistics());
        live = run;
        run.store.put(Task.MODEL, task);
        Context context = new Context(run.store, settings, run.statistics, cancellation, new Backtranslation(),
                false);
        run.context = context;
        List<Toolchain.Step> steps = toolchain.steps();
        int settled = 0;
        String decidedBy = null;
        for (int i = 0; i < steps.size(); i++) {
            Toolchain.Step step = steps.get(i);
            Plugin plugin = plugins.get(step.pluginId());
            if (step.inPortfolio() && step.portfolio() == settled) {
                run.step(plugin).set("skipped", "decided by " + decidedBy);
                continue;
            }
            Optional<ModelKey<?>> missing = plugin.requires().stream().filter(k -> !run.store.contains(k)).findFirst();
            if (missing.isPresent()) {
                run.step(plugin).set("skipped", "no " + missing.get().name());
                continue;
            }
            run.current = i;
            context.begin(plugin, step.inPortfolio(), i + 1 < steps.size()
                    && step.inPortfolio() && steps.get(i + 1).portfolio() == step.portfolio());
            try {
                cancellation.check();
                run.stepStart = System.nanoTime();
                run.statistics.scope("run").set("last-step", plugin.id());
                progress.accept(plugin.id());
                plugin.run(context);
            } catch (InputException e) {
                err.accept(e.getMessage());
                return run.failed(new Verdict.Error(e.reason()), e.reason(), Optional.empty(), false);
            } catch (UnsupportedException e) {
                if (context.passesOn(run, plugin, e.getMessage())) {
                    continue;
                }
                return run.failed(Verdict.unknown(e.getMessage()), e.getMessage(), Optional.empty(), true);
            } catch (CancelledException e) {
                return run.failed(Verdict.unknown(e.getMessage()), e.getMessage(), Optional.empty(), true);
            } catch (OutOfMemoryError e) {
                if (context.passesOn(run, plugin, "out of memory")) {
                    continue;
                }
                return run.failed(Verdict.unknown("out of memory"), "out of memory", Optional.empty(), true);
            } catch (StackOverflowError e) {
                if (context.passesOn(run, plugin, "stack overflow")) {
                    continue;
                }
                return run.failed(Verdict.unknown("stack overflow"), "stack overflow", Optional.empty(), true);
            } catch (RuntimeException | LinkageError | AssertionError e) {
                String reason = "internal error: " + e;
                return run.failed(new Verdict.Error(reason), reason, Optional.of(e), true);
            } finally {
                run.closeStep();
            }
            if (context.conflict != null) {
                return run.failed(new Verdict.Error(context.conflict), context.conflict,
                        Optional.of(new IllegalStateException(context.conflict)), false);
            }
            if (step.inPortfolio()) {
                if (context.decided() || context.uncertified && definite(context.verdict)
                        && !certificateNeeded(steps, i, run.store)) {
                    settled = step.portfolio();
                    decidedBy = plugin.id();
                } else if (context.fallback && !definite(context.verdict)) {
                    run.step(plugin).set("undecided", context.verdict instanceof Verdict.Unknown u ? u.reason()
                            : "no verdict");
                }
            }
        }
        return run.finish(Optional.ofNullable(context.verdict)
                .orElse(Verdict.unknown("no plugin of the toolchain reached a verdict")), Optional.empty(),
                run.warnings);
    }

    /**
     * Whether a step after the portfolio of step {@code i} requires a model that is not in the store: only then
     * may a later member's certificate be of use (e.g. the proof the empire needs after an uncertified TRUE).
     */
    private boolean certificateNeeded(List<Toolchain.Step> steps, int i, ModelStore store) {
        int portfolio = steps.get(i).portfolio();
        return steps.subList(i + 1, steps.size()).stream().filter(s -> s.portfolio() != portfolio)
                .anyMatch(s -> plugins.get(s.pluginId()).requires().stream().anyMatch(k -> !store.contains(k)));
    }

    private static boolean definite(Verdict verdict) {
        return verdict instanceof Verdict.Correct || verdict instanceof Verdict.Incorrect;
    }

    /**
     * The result of the run in progress, for a caller that stops waiting for it (a step that does not poll its
     * cancellation): as if the current step had failed with {@code reason}, so an established verdict stands.
     */
    public RunResult abandon(String reason) {
        Run run = live;
        if (run == null || run.context == null) {
            return new RunResult(Verdict.unknown(reason), new Statistics(), new ModelStore(), Optional.empty(),
                    List.of());
        }
        synchronized (run) {
            if (run.result != null) {
                return run.result;
            }
            run.closeStep();
            return run.failed(Verdict.unknown(reason), reason, Optional.empty(), true);
        }
    }

    /** The state of one run, shared with {@link #abandon}. */
    private final class Run {
        private final Toolchain toolchain;
        private final ModelStore store;
        private final Statistics statistics;
        private final long start = System.nanoTime();
        private volatile Context context;
        private volatile int current = -1;
        private volatile long stepStart;
        private RunResult result;
        /** Failures of portfolio members after an earlier member had established the verdict. */
        private final List<StepFailure> warnings = new ArrayList<>();

        Run(Toolchain toolchain, ModelStore store, Statistics statistics) {
            this.toolchain = toolchain;
            this.store = store;
            this.statistics = statistics;
        }

        Statistics step(Plugin plugin) {
            return statistics.scope("run").scope("step").scope(plugin.id());
        }

        synchronized void closeStep() {
            if (current >= 0 && stepStart != 0) {
                Plugin plugin = plugins.get(toolchain.steps().get(current).pluginId());
                step(plugin).addTime("time", Duration.ofNanos(System.nanoTime() - stepStart));
                stepStart = 0;
            }
        }

        /**
         * The result when the current step fails: an established TRUE or FALSE stands unless the failure is bad
         * input ({@code mayStand} false) or this step or a later one revises verdicts.
         */
        synchronized RunResult failed(Verdict failure, String reason, Optional<Throwable> cause, boolean mayStand) {
            if (result != null) {
                return result;
            }
            Verdict reached = context.verdict;
            boolean definite = definite(reached);
            boolean revised = toolchain.steps().subList(current, toolchain.steps().size()).stream()
                    .anyMatch(s -> plugins.get(s.pluginId()).revisesVerdict());
            if (mayStand && definite && !revised) {
                Plugin plugin = plugins.get(toolchain.steps().get(current).pluginId());
                step(plugin).set("failed", reason);
                List<StepFailure> failures = new ArrayList<>(warnings);
                failures.add(new StepFailure(plugin.id(), reason, cause));
                runAfterFailure(reached, failures);
                return finish(reached, Optional.empty(), failures);
            }
            return finish(failure, cause, List.of());
        }

        /** Runs the steps from the failed one on that {@linkplain Plugin#runsAfterFailure() run after a failure}. */
        private void runAfterFailure(Verdict reached, List<StepFailure> failures) {
            // counted from the cancellation when the run was cancelled: the step may have taken a while to stop
            long now = System.nanoTime();
            long from = context.cancellation().firedAt().stream().map(t -> Math.min(t, now)).findFirst().orElse(now);
            long end = from + (long) (afterFailureSeconds * 1e9);
            for (Toolchain.Step s : toolchain.steps().subList(current, toolchain.steps().size())) {
                Plugin plugin = plugins.get(s.pluginId());
                if (!plugin.runsAfterFailure()
                        || plugin.requires().stream().anyMatch(k -> !store.contains(k))) {
                    continue;
                }
                double left = (end - System.nanoTime()) / 1e9;
                if (left <= 0) {
                    step(plugin).set("after-failure", "no time left");
                    failures.add(new StepFailure(plugin.id(), "no time left after the failure", Optional.empty()));
                    continue;
                }
                double own = left - Math.min(ABANDON_AFTER_FAILURE_SECONDS, left / 2);
                Context again = context.afterFailure(Cancellation.afterSeconds(own), reached);
                again.current = plugin;
                long begin = System.nanoTime();
                try {
                    runBounded(plugin, again, left);
                    step(plugin).set("after-failure", "completed");
                } catch (InputException e) {
                    err.accept(e.getMessage());
                    step(plugin).set("after-failure", e.reason());
                    failures.add(new StepFailure(plugin.id(), e.reason(), Optional.empty()));
                } catch (RuntimeException | LinkageError | AssertionError | OutOfMemoryError e) {
                    String why = e instanceof CancelledException || e instanceof UnsupportedException
                            ? e.getMessage() : "internal error: " + e;
                    step(plugin).set("after-failure", why);
                    failures.add(new StepFailure(plugin.id(), why, Optional.of(e)));
                } finally {
                    step(plugin).addTime("after-failure-time", Duration.ofNanos(System.nanoTime() - begin));
                }
            }
        }

        /**
         * Runs a step after a failure in a thread of its own and waits at most {@code seconds}, the rest of the
         * budget after the failure (its cancellation fires before that): the run has used up its time (the usual
         * failure is the limit), so a step that does not poll its cancellation must not hold the standing verdict
         * back — a benchmarking tool kills the run at its limit and the verdict is lost. An abandoned step is
         * cancelled; its output files are written atomically, so none is partial.
         */
        private void runBounded(Plugin plugin, Context again, double seconds) {
            AtomicReference<Throwable> thrown = new AtomicReference<>();
            Thread worker = new Thread(null, () -> {
                try {
                    plugin.run(again);
                } catch (RuntimeException | LinkageError | AssertionError | OutOfMemoryError e) {
                    thrown.set(e);
                }
            }, "imperium-after-failure-" + plugin.id(), 1L << 28);
            worker.setDaemon(true);
            worker.start();
            try {
                worker.join(Math.max(1, (long) (seconds * 1000)));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            if (worker.isAlive()) {
                again.cancellation().cancel("timeout");
                throw new CancelledException("timeout (abandoned)");
            }
            Throwable t = thrown.get();
            if (t instanceof RuntimeException r) {
                throw r;
            } else if (t instanceof Error e) {
                throw e;
            }
        }

        synchronized RunResult finish(Verdict verdict, Optional<Throwable> internalError, List<StepFailure> failures) {
            if (result == null) {
                statistics.addTime("total.time", Duration.ofNanos(System.nanoTime() - start));
                result = new RunResult(verdict, statistics, store, internalError, failures);
            }
            return result;
        }
    }

    /** The run context handed to each plugin in turn. */
    private final class Context implements RunContext {
        private final ModelStore store;
        private final Settings settings;
        private final Statistics statistics;
        private final Cancellation cancellation;
        private final Backtranslation backtranslation;
        private volatile Plugin current;
        private volatile Verdict verdict;
        private final boolean afterFailure;
        /** Whether the current step is a member of a portfolio, and whether a later member takes over. */
        private boolean member;
        private boolean fallback;
        /** The TRUE or FALSE an earlier member of the current portfolio established, if any. */
        private Verdict standing;
        private boolean reported;
        private boolean uncertified;
        private String conflict;

        Context(ModelStore store, Settings settings, Statistics statistics, Cancellation cancellation,
                Backtranslation backtranslation, boolean afterFailure) {
            this.store = store;
            this.settings = settings;
            this.statistics = statistics;
            this.cancellation = cancellation;
            this.backtranslation = backtranslation;
            this.afterFailure = afterFailure;
        }

        /** The same run's models and settings under another cancellation, for a step after a failure. */
        Context afterFailure(Cancellation budget, Verdict reached) {
            Context result = new Context(store, settings, statistics, budget, backtranslation, true);
            result.verdict = reached;
            return result;
        }

        @Override
        public boolean afterFailure() {
            return afterFailure;
        }

        void begin(Plugin plugin, boolean member, boolean fallback) {
            current = plugin;
            this.member = member;
            this.fallback = fallback;
            standing = member && definite(verdict) ? verdict : null;
            reported = false;
            uncertified = false;
            conflict = null;
        }

        /** Whether the current step reported a TRUE or FALSE with its certificate. */
        boolean decided() {
            return reported && !uncertified && definite(verdict);
        }

        /**
         * A portfolio member that did not complete passes the run on when a later member takes over, or when an
         * earlier one established the verdict (which then stands, with a warning).
         */
        boolean passesOn(Run run, Plugin plugin, String reason) {
            if (!member || !(fallback || standing != null)) {
                return false;
            }
            if (standing != null) {
                verdict = standing;
                run.step(plugin).set("failed", reason);
                run.warnings.add(new StepFailure(plugin.id(), reason, Optional.empty()));
            } else {
                run.step(plugin).set("undecided", reason);
            }
            return true;
        }

        @Override
        public <T> T get(ModelKey<T> key) {
            return store.find(key).orElseThrow(() -> new IllegalStateException(
                    "plugin " + current.id() + " asked for model " + key + " that is not in the store"));
        }

        @Override
        public <T> Optional<T> find(ModelKey<T> key) {
            return store.find(key);
        }

        @Override
        public <T> void put(ModelKey<T> key, T model) {
            store.put(key, model);
        }

        @Override
        public <A> A options(Class<A> optionsType) {
            return Converters.standardConverter().convert(settings.forPlugin(current.id())).to(optionsType);
        }

        @Override
        public Statistics statistics() {
            return statistics.scope(current.id());
        }

        @Override
        public Cancellation cancellation() {
            return cancellation;
        }

        @Override
        public Backtranslation backtranslation() {
            return backtranslation;
        }

        /**
         * In a portfolio, a member does not replace the TRUE or FALSE of an earlier one by UNKNOWN; a contrary
         * verdict is a bug of one of them and ends the run with an internal error.
         */
        @Override
        public void verdict(Verdict verdict) {
            if (standing != null && !definite(verdict)) {
                return;
            }
            if (standing != null && !standing.equals(verdict)) {
                conflict = "portfolio members disagree: " + standing.resultLine() + ", then " + current.id()
                        + " " + verdict.resultLine();
                return;
            }
            this.verdict = verdict;
            reported = true;
        }

        @Override
        public void uncertifiedVerdict(Verdict verdict) {
            verdict(verdict);
            uncertified = true;
        }

        @Override
        public boolean hasFallback() {
            return fallback;
        }

        @Override
        public Optional<Verdict> verdict() {
            return Optional.ofNullable(verdict);
        }

        @Override
        public void print(String line) {
            out.accept(line);
        }

        @Override
        public void progress(String note) {
            progress.accept(current.id() + ": " + note);
        }
    }
}
