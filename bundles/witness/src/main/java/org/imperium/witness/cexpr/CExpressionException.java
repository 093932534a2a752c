package org.imperium.witness.cexpr;

/** A witness expression that does not parse, names an unknown variable or uses an unsupported construct. */
public final class CExpressionException extends RuntimeException {

    private final int offset;

    public CExpressionException(String message, int offset) {
        super(message);
        this.offset = offset;
    }

    /** 0-based position in the expression text. */
    public int offset() {
        return offset;
    }
}
