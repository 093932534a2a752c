package org.imperium.cfrontend.ast;

/** Unary operators (C11 6.5.2.4, 6.5.3). */
public enum UnaryOperator {
    PLUS("+"), MINUS("-"), BITWISE_NOT("~"), LOGICAL_NOT("!"), ADDRESS_OF("&"), DEREFERENCE("*"),
    PRE_INCREMENT("++"), PRE_DECREMENT("--"), POST_INCREMENT("++"), POST_DECREMENT("--");

    private final String symbol;

    UnaryOperator(String symbol) {
        this.symbol = symbol;
    }

    public String symbol() {
        return symbol;
    }

    /** {@code x++} and {@code x--}: the operator stands after the operand. */
    public boolean isPostfix() {
        return this == POST_INCREMENT || this == POST_DECREMENT;
    }

    /** The four increment and decrement operators, which write their operand. */
    public boolean hasSideEffect() {
        return this == PRE_INCREMENT || this == PRE_DECREMENT || isPostfix();
    }
}
