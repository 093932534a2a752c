package org.imperium.logic;

import java.util.List;
import java.util.Objects;

/** {@code forall} or {@code exists} over bound variables. */
public final class Quantified extends Term {

    public enum Kind { FORALL, EXISTS }

    private final Kind kind;
    private final List<Var> bound;
    private final Term body;

    Quantified(Kind kind, List<Var> bound, Term body) {
        super(Objects.hash(kind, bound, body));
        this.kind = kind;
        this.bound = List.copyOf(bound);
        this.body = body;
    }

    public Kind kind() {
        return kind;
    }

    public List<Var> bound() {
        return bound;
    }

    public Term body() {
        return body;
    }

    @Override
    public Sort sort() {
        return Sort.BOOL;
    }

    @Override
    public List<Term> children() {
        return List.of(body);
    }

    @Override
    boolean sameStructure(Term other) {
        return other instanceof Quantified q && q.kind == kind && q.body == body && q.bound.equals(bound);
    }
}
