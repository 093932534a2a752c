package org.imperium.smt;

/**
 * The requested solver cannot be started here (unknown name, or Z3's native libraries do not load on this
 * platform or in this class loader). Callers report the message as the reason of an UNKNOWN result.
 */
public class SmtUnavailableException extends RuntimeException {

    public SmtUnavailableException(String message) {
        super(message);
    }

    public SmtUnavailableException(String message, Throwable cause) {
        super(message, cause);
    }
}
