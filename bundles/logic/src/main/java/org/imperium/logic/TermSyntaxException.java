package org.imperium.logic;

/** A term that does not parse; {@code offset} is the 0-based position in the parsed text. */
public class TermSyntaxException extends RuntimeException {

    private final int offset;

    public TermSyntaxException(String message, int offset) {
        super(message);
        this.offset = offset;
    }

    public int offset() {
        return offset;
    }
}
