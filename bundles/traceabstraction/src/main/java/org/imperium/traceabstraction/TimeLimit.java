package org.imperium.traceabstraction;

import java.util.Timer;
import java.util.TimerTask;
import org.imperium.core.Cancellation;

/**
 * The plugin's own time limit inside the run's: a cancellation that fires when the run's does or when the limit
 * passes, and that can be disarmed. Disarming matters because the SMT session opened with it outlives the plugin
 * after TRUE (the handed-over domain keeps asking it), and must then only stop with the run.
 */
final class TimeLimit implements AutoCloseable {

    static final String REASON = "time limit of traceabstraction reached";

    private final Cancellation cancellation;
    private final Timer timer;

    TimeLimit(Cancellation run, double seconds) {
        this.cancellation = run.child();
        if (seconds > 0) {
            timer = new Timer("imperium-traceabstraction-limit", true);
            timer.schedule(new TimerTask() {
                @Override
                public void run() {
                    cancellation.cancel(REASON);
                }
            }, (long) (seconds * 1000));
        } else {
            timer = null;
        }
    }

    Cancellation cancellation() {
        return cancellation;
    }

    /** Whether the limit itself, not the run, stopped the work. */
    boolean expired() {
        return REASON.equals(cancellation.reason());
    }

    /** Disarms the limit; the cancellation still follows the run's. */
    @Override
    public void close() {
        if (timer != null) {
            timer.cancel();
        }
    }
}
