package org.imperium.core;

/**
 * Bad input or configuration: a missing file, a syntax error, a malformed toolchain or settings file. The run
 * prints {@code <location>: <message>} on stderr and ends with {@code Result: ERROR(<reason>)}.
 */
public class InputException extends RuntimeException {

    private final SourceLocation location;
    private final String reason;

    /**
     * @param location where the problem is
     * @param message  what is wrong, one line
     * @param reason   the short text inside {@code ERROR(...)}, e.g. "syntax error"
     */
    public InputException(SourceLocation location, String message, String reason) {
        super(location + ": " + message);
        this.location = location;
        this.reason = reason;
    }

    public InputException(SourceLocation location, String message) {
        this(location, message, message);
    }

    public SourceLocation location() {
        return location;
    }

    public String reason() {
        return reason;
    }
}
