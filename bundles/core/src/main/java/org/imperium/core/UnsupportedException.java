package org.imperium.core;

/**
 * A construct that the pipeline cannot model precisely. Sound or silent: the run ends with
 * {@code Result: UNKNOWN(<construct> at <location>)} instead of a guessed verdict.
 */
public class UnsupportedException extends RuntimeException {

    public UnsupportedException(String construct, SourceLocation location) {
        super(construct + " at " + location);
    }

    /** For limits that have no source location (e.g. "thread instance limit 8 reached"). */
    public UnsupportedException(String reason) {
        super(reason);
    }
}
