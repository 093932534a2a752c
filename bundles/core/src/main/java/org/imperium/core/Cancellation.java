package org.imperium.core;

import java.util.List;
import java.util.OptionalLong;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * The cancellation path of a run: a deadline and a flag. Loops call {@link #check()}; code that blocks outside
 * Java (an SMT query) registers a listener that interrupts it.
 */
public final class Cancellation {

    private final long deadlineNanos;
    private final Cancellation parent;
    private final List<Runnable> listeners = new CopyOnWriteArrayList<>();
    private volatile String reason;
    /** {@link System#nanoTime()} when it fired. */
    private volatile long firedAt;

    private Cancellation(long deadlineNanos, Cancellation parent) {
        this.deadlineNanos = deadlineNanos;
        this.parent = parent;
    }

    /** A cancellation that fires after {@code seconds} (0 or less: never on its own). */
    public static Cancellation afterSeconds(double seconds) {
        if (seconds <= 0) {
            return never();
        }
        Cancellation cancellation = new Cancellation(System.nanoTime() + (long) (seconds * 1e9), null);
        // A watchdog fires the listeners at the deadline, so that a query blocked in a solver is interrupted
        // even though nobody polls in the meantime.
        Thread watchdog = new Thread(() -> {
            try {
                Thread.sleep((long) (seconds * 1000));
                cancellation.cancel("timeout");
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "imperium-timeout");
        watchdog.setDaemon(true);
        watchdog.start();
        return cancellation;
    }

    public static Cancellation never() {
        return new Cancellation(Long.MAX_VALUE, null);
    }

    /**
     * A cancellation that fires when this one does and can also be cancelled on its own; it has no deadline of
     * its own but reports this one's {@link #remainingSeconds()}, so that work inside it can still plan its shares
     * of the time.
     */
    public Cancellation child() {
        Cancellation child = new Cancellation(Long.MAX_VALUE, this);
        onCancel(() -> child.cancel(reason));
        return child;
    }

    /** Throws {@link CancelledException} when the run must stop. */
    public void check() {
        if (isCancelled()) {
            throw new CancelledException(reason);
        }
    }

    public boolean isCancelled() {
        if (reason == null && deadlineNanos != Long.MAX_VALUE && System.nanoTime() - deadlineNanos >= 0) {
            cancel("timeout");
        }
        return reason != null;
    }

    /** Seconds left before the deadline, or {@link Double#POSITIVE_INFINITY}. */
    public double remainingSeconds() {
        if (parent != null) {
            return parent.remainingSeconds();
        }
        if (deadlineNanos == Long.MAX_VALUE) {
            return Double.POSITIVE_INFINITY;
        }
        return Math.max(0, (deadlineNanos - System.nanoTime()) / 1e9);
    }

    public void cancel(String why) {
        synchronized (this) {
            if (reason != null) {
                return;
            }
            firedAt = System.nanoTime();
            reason = why;
        }
        listeners.forEach(Runnable::run);
    }

    /** Runs {@code listener} once when the run is cancelled (at once if it already is). */
    public void onCancel(Runnable listener) {
        listeners.add(listener);
        if (reason != null) {
            listener.run();
        }
    }

    public void removeListener(Runnable listener) {
        listeners.remove(listener);
    }

    /** When it fired ({@link System#nanoTime()}), if it has. */
    public OptionalLong firedAt() {
        return reason == null ? OptionalLong.empty() : OptionalLong.of(firedAt);
    }

    public String reason() {
        return reason;
    }
}
