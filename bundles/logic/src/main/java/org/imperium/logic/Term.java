package org.imperium.logic;

import java.util.List;

/**
 * An immutable, hash-consed term: structurally equal terms are the same object, so {@code ==} is equality and
 * the DAG of a formula is shared. Terms are made only through {@link Terms}.
 */
public abstract sealed class Term permits Var, IntLiteral, BoolLiteral, App, Quantified {

    private final int hash;

    Term(int hash) {
        this.hash = hash;
    }

    public abstract Sort sort();

    /** Direct subterms, in order. */
    public abstract List<Term> children();

    /** Structural equality over interned children; used only by the intern table. */
    abstract boolean sameStructure(Term other);

    @Override
    public final int hashCode() {
        return hash;
    }

    @Override
    public final boolean equals(Object other) {
        return this == other || (other instanceof Term t && t.hash == hash && sameStructure(t));
    }

    @Override
    public final String toString() {
        return TermPrinter.print(this);
    }

    public final boolean isTrue() {
        return this == Terms.TRUE;
    }

    public final boolean isFalse() {
        return this == Terms.FALSE;
    }
}
