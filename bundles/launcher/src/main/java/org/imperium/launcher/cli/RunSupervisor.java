package org.imperium.launcher.cli;

import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import org.imperium.core.Cancellation;
import org.imperium.core.Plugin;
import org.imperium.core.Task;
import org.imperium.core.run.RunResult;
import org.imperium.core.run.ToolchainRunner;
import org.imperium.core.settings.Settings;
import org.imperium.core.toolchain.Toolchain;

/**
 * Runs a toolchain in a worker thread under two limits: the time of the whole run and the time of each step
 * (plugin) — the paper's evaluation limits generation and validation separately. Plugins poll the cancellation;
 * should one not return within a grace period after it fired, the run is abandoned: it ends with UNKNOWN(timeout)
 * unless an earlier step established a verdict, which stands ({@link ToolchainRunner#abandon}). Step times and the
 * last step are recorded by the {@link ToolchainRunner}.
 *
 * <p>The limit of the whole run is hard (SV-COMP's benchmarking tool kills a tool at its limit, and the verdict is
 * lost with it): the steps are cancelled a <em>reserve</em> before it, the time in which a step that runs after a
 * failure (the witness writer) certifies a verdict that stands, and in which the result is printed; the reserve is
 * {@link ToolchainRunner#AFTER_FAILURE_SECONDS}, at most a tenth of the limit. The caller counts the time the
 * process spent before the run (the JVM's and the framework's start) against the limit. A run thus ends at the
 * limit, or up to the reserve and a second after it when a step does not poll.
 */
final class RunSupervisor {

    private static final long GRACE_MILLIS = 10_000;
    private static final long LAST_GRACE_MILLIS = 1_000;
    /**
     * The end of the reserve, kept for printing the result and the exit (the framework's stop takes about half a
     * second after a long run): at most a quarter of the reserve.
     */
    private static final double EXIT_SECONDS = 1;

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
        double reserve = timeoutSeconds > 0
                ? Math.min(ToolchainRunner.AFTER_FAILURE_SECONDS, timeoutSeconds / 10)
                : ToolchainRunner.AFTER_FAILURE_SECONDS;
        Cancellation cancellation = Cancellation.afterSeconds(timeoutSeconds > 0 ? timeoutSeconds - reserve : 0);
        long graceMillis = timeoutSeconds > 0 ? (long) (reserve * 1000) + LAST_GRACE_MILLIS : GRACE_MILLIS;
        Set<String> stepIds = chain.steps().stream().map(Toolchain.Step::pluginId).collect(Collectors.toSet());
        AtomicInteger stepNumber = new AtomicInteger();
        // The runner announces each plugin by its id on the progress channel, before it runs it.
        Consumer<String> watch = note -> {
            if (stepIds.contains(note)) {
                int number = stepNumber.incrementAndGet();
                if (stepTimeoutSeconds > 0) {
                    startStepTimer(cancellation, stepNumber, number);
                }
            }
            progress.accept(note);
        };
        ToolchainRunner runner = new ToolchainRunner(plugins, out, err, watch,
                reserve - Math.min(EXIT_SECONDS, reserve / 4));
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
        awaitWithGrace(worker, cancellation, graceMillis);
        if (failure.get() != null) {
            throw failure.get();
        }
        RunResult r = result.get();
        if (r == null) {
            cancellation.cancel("timeout");
            r = runner.abandon("timeout");
        }
        return r;
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
    private static void awaitWithGrace(Thread worker, Cancellation cancellation, long graceMillis) {
        long cancelledAt = 0;
        try {
            while (worker.isAlive()) {
                worker.join(200);
                if (cancellation.isCancelled()) {
                    long now = System.currentTimeMillis();
                    if (cancelledAt == 0) {
                        cancelledAt = now;
                    } else if (now - cancelledAt > graceMillis) {
                        return;
                    }
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
