package org.imperium.logic;

/**
 * Function symbols of {@link App} terms, with their SMT-LIB names. {@code DIV} and {@code MOD} are SMT-LIB's
 * Euclidean operations (the remainder is never negative); C's truncating division is encoded on top of them.
 */
public enum Op {
    ADD("+"), SUB("-"), MUL("*"), DIV("div"), MOD("mod"), NEG("-"),
    LT("<"), LEQ("<="), GT(">"), GEQ(">="), EQ("="),
    NOT("not"), AND("and"), OR("or"), IMPLIES("=>"), ITE("ite"),
    SELECT("select"), STORE("store"),
    /** The array whose every element is the one argument; its index sort is the {@link App}'s sort's. */
    CONST_ARRAY("const");

    private final String smtName;

    Op(String smtName) {
        this.smtName = smtName;
    }

    public String smtName() {
        return smtName;
    }

    public boolean isComparison() {
        return this == LT || this == LEQ || this == GT || this == GEQ || this == EQ;
    }

    public boolean isBoolean() {
        return isComparison() || this == NOT || this == AND || this == OR || this == IMPLIES;
    }
}
