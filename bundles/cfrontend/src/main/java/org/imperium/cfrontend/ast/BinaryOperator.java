package org.imperium.cfrontend.ast;

/** Binary operators (C11 6.5.5–6.5.14, 6.5.17), also used for the operation of a compound assignment. */
public enum BinaryOperator {
    MULTIPLY("*"), DIVIDE("/"), MODULO("%"), ADD("+"), SUBTRACT("-"), SHIFT_LEFT("<<"), SHIFT_RIGHT(">>"),
    LESS("<"), GREATER(">"), LESS_EQUAL("<="), GREATER_EQUAL(">="), EQUAL("=="), NOT_EQUAL("!="),
    BITWISE_AND("&"), BITWISE_XOR("^"), BITWISE_OR("|"), LOGICAL_AND("&&"), LOGICAL_OR("||"), COMMA(",");

    private final String symbol;

    BinaryOperator(String symbol) {
        this.symbol = symbol;
    }

    public String symbol() {
        return symbol;
    }

    /** Relational and equality operators: the result is an {@code int} 0 or 1. */
    public boolean isComparison() {
        return switch (this) {
            case LESS, GREATER, LESS_EQUAL, GREATER_EQUAL, EQUAL, NOT_EQUAL -> true;
            default -> false;
        };
    }

    /** {@code &&}, {@code ||}: the right operand is evaluated only when needed. */
    public boolean isShortCircuit() {
        return this == LOGICAL_AND || this == LOGICAL_OR;
    }
}
