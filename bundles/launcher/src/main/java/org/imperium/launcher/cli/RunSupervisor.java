package org.imperium.launcher.cli;

import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import org.imperium.core.Cancellation;
import org.imperium.core.Plugin;
import org.imperium.core.Statistics;
import org.imperium.core.Task;
import org.imperium.core.Verdict;
import org.imperium.core.run.ModelStore;
import org.imperium.core.run.RunResult;
import org.imperium.core.run.ToolchainRunner;
import org.imperium.core.settings.Settings;
import org.imperium.core.toolchain.Toolchain;

/**
 * Runs a toolchain in a worker thread under two limits: the time of the whole run and the time of each step
 * (plugin) — the paper's evaluation limits generation and validation separately. Plugins poll the cancellation;
 * should one not return within a grace period after it fired, the run still ends with UNKNOWN(timeout). The
 * statistics name the step that ran last ({@code run.last-step}), so that the benchmark runner can tell a
 * timeout of the verifier from one of the annotation or of its check, and the wall time of each step
 * ({@code run.step.<plugin>.time}).
 */
final class RunSupervisor {

    private static final long GRACE_MILLIS = 10_000;

    private final Map<String, Plugin> plugins;
    private final Consumer<String> out;
    private final Consumer<String> err;
    private final Consumer<String> progress;
    private final double timeoutSeconds;
    private final double stepTimeoutSeconds;

    /** @param timeoutSeconds and {@code stepTimeoutSeconds}: 0 or less for none */
    RunSupervisor(Map<String, Plugin> plugins, Consumer<String> out, Consumer<String> err, Consumer<String> progress,
                  double timeoutSeconds, double stepTimeoutSeconds) {
        this.plugins = plugins;
        this.out = out;
        this.err = err;
        this.progress = progress;
        this.timeoutSeconds = timeoutSeconds;
        this.stepTimeoutSeconds = stepTimeoutSeconds;
    }

    RunResult run(Toolchain chain, Settings settings, Task task) {
        Cancellation cancellation = Cancellation.afterSeconds(timeoutSeconds);
        Set<String> stepIds = chain.steps().stream().map(Toolchain.Step::pluginId).collect(Collectors.toSet());
        AtomicReference<String> lastStep = new AtomicReference<>("");
        AtomicInteger stepNumber = new AtomicInteger();
        Map<String, Duration> stepTimes = new ConcurrentHashMap<>();
        long[] stepStart = {System.nanoTime()};
        // The runner announces each plugin by its id on the progress channel, before it runs it.
        Consumer<String> watch = note -> {
            if (stepIds.contains(note)) {
                closeStep(lastStep.get(), stepStart, stepTimes);
                lastStep.set(note);
                int number = stepNumber.incrementAndGet();
                if (stepTimeoutSeconds > 0) {
                    startStepTimer(cancellation, stepNumber, number);
                }
            }
            progress.accept(note);
        };
        ToolchainRunner runner = new ToolchainRunner(plugins, out, err, watch);
        AtomicReference<RunResult> result = new AtomicReference<>();
        AtomicReference<RuntimeException> failure = new AtomicReference<>();
        Thread worker = new Thread(null, () -> {
            try {
                result.set(runner.run(chain, settings, task, cancellation));
            } catch (RuntimeException e) {
                failure.set(e);
            }
        }, "imperium-run", 1L << 28);
        worker.setDaemon(true);
        worker.start();
        awaitWithGrace(worker, cancellation);
        if (failure.get() != null) {
            throw failure.get();
        }
        RunResult r = result.get();
        if (r == null) {
            cancellation.cancel("timeout");
            r = new RunResult(Verdict.unknown("timeout"), new Statistics(), new ModelStore(), Optional.empty());
        }
        if (!lastStep.get().isEmpty()) {
            closeStep(lastStep.get(), stepStart, stepTimes);
            Statistics run = r.statistics().scope("run");
            run.set("last-step", lastStep.get());
            stepTimes.forEach((step, time) -> run.scope("step").scope(step).addTime("time", time));
        }
        return r;
    }

    /**
     * Adds the wall time since {@code start} to {@code step}'s time, measured here rather than taken from the
     * plugin's statistics so that every step is timed alike, however its plugin reports.
     */
    private static synchronized void closeStep(String step, long[] start, Map<String, Duration> times) {
        long now = System.nanoTime();
        if (!step.isEmpty()) {
            times.merge(step, Duration.ofNanos(now - start[0]), Duration::plus);
        }
        start[0] = now;
    }

    /** Cancels the run when step {@code number} is still the current one after the step limit. */
    private void startStepTimer(Cancellation cancellation, AtomicInteger current, int number) {
        Thread timer = new Thread(() -> {
            try {
                Thread.sleep((long) (stepTimeoutSeconds * 1000));
                if (current.get() == number) {
                    cancellation.cancel("timeout");
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "imperium-step-timeout");
        timer.setDaemon(true);
        timer.start();
    }

    /** Waits for the worker; once the run is cancelled, at most the grace period longer. */
    private static void awaitWithGrace(Thread worker, Cancellation cancellation) {
        long cancelledAt = 0;
        try {
            while (worker.isAlive()) {
                worker.join(200);
                if (cancellation.isCancelled()) {
                    long now = System.currentTimeMillis();
                    if (cancelledAt == 0) {
                        cancelledAt = now;
                    } else if (now - cancelledAt > GRACE_MILLIS) {
                        return;
                    }
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
