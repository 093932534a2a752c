package org.imperium.core;

/** Thrown by {@link Cancellation#check()} once the run's time is up or it was cancelled. */
public class CancelledException extends RuntimeException {

    public CancelledException(String reason) {
        super(reason);
    }
}
