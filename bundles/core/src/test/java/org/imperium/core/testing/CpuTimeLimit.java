package org.imperium.core.testing;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import org.imperium.core.Cancellation;

/**
 * A time limit on the CPU time the calling thread spends from now on, for tests that run several single-threaded
 * runs at once: each run gets the same amount of computation however many others share the cores, so running
 * them side by side decides no fewer of them. A wall-clock cap keeps a starved run on a loaded machine from taking
 * too long. Where the JVM cannot measure thread CPU time, the limit is on wall-clock time.
 */
public final class CpuTimeLimit {

    private static final long POLL_MILLIS = 50;

    private CpuTimeLimit() {
    }

    /** Cancelled ("timeout") after {@code cpuSeconds} of this thread's CPU time or {@code wallSeconds}. */
    public static Cancellation of(double cpuSeconds, double wallSeconds) {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        if (!threads.isCurrentThreadCpuTimeSupported() || !threads.isThreadCpuTimeEnabled()) {
            return Cancellation.afterSeconds(cpuSeconds);
        }
        Cancellation cancellation = Cancellation.afterSeconds(wallSeconds);
        long thread = Thread.currentThread().getId();
        long deadline = threads.getCurrentThreadCpuTime() + (long) (cpuSeconds * 1e9);
        Thread watchdog = new Thread(() -> {
            try {
                while (!cancellation.isCancelled()) {
                    long now = threads.getThreadCpuTime(thread);
                    if (now < 0 || now >= deadline) {
                        // past the budget, or the thread has ended
                        cancellation.cancel("timeout");
                        return;
                    }
                    Thread.sleep(POLL_MILLIS);
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "imperium-cpu-timeout");
        watchdog.setDaemon(true);
        watchdog.start();
        return cancellation;
    }
}
