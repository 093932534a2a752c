package org.imperium.logic;

import java.util.List;

/** {@code true} or {@code false}; the two instances are {@link Terms#TRUE} and {@link Terms#FALSE}. */
public final class BoolLiteral extends Term {

    private final boolean value;

    BoolLiteral(boolean value) {
        super(value ? 1231 : 1237);
        this.value = value;
    }

    public boolean value() {
        return value;
    }

    @Override
    public Sort sort() {
        return Sort.BOOL;
    }

    @Override
    public List<Term> children() {
        return List.of();
    }

    @Override
    boolean sameStructure(Term other) {
        return other instanceof BoolLiteral b && b.value == value;
    }
}
