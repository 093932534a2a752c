package org.imperium.logic;

import java.util.List;
import java.util.Objects;

/** A variable: a name and a sort. Program variables, ghost variables and SSA versions are all variables. */
public final class Var extends Term {

    private final String name;
    private final Sort sort;

    Var(String name, Sort sort) {
        super(Objects.hash("var", name, sort));
        this.name = name;
        this.sort = sort;
    }

    public String name() {
        return name;
    }

    @Override
    public Sort sort() {
        return sort;
    }

    @Override
    public List<Term> children() {
        return List.of();
    }

    @Override
    boolean sameStructure(Term other) {
        return other instanceof Var v && v.name.equals(name) && v.sort.equals(sort);
    }
}
