package org.imperium.logic;

import java.math.BigInteger;
import java.util.List;
import java.util.Objects;

/** An integer constant of unbounded size. */
public final class IntLiteral extends Term {

    private final BigInteger value;

    IntLiteral(BigInteger value) {
        super(Objects.hash("int", value));
        this.value = value;
    }

    public BigInteger value() {
        return value;
    }

    @Override
    public Sort sort() {
        return Sort.INT;
    }

    @Override
    public List<Term> children() {
        return List.of();
    }

    @Override
    boolean sameStructure(Term other) {
        return other instanceof IntLiteral i && i.value.equals(value);
    }
}
