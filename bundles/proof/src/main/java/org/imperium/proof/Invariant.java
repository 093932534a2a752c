package org.imperium.proof;

import java.util.List;
import org.imperium.logic.Term;
import org.imperium.logic.Terms;

/**
 * An element of an invariant domain (Def. 3.1): one formula per component. A plain domain has one component; a
 * product domain (Def. 6.1) has one per factor, and the element means their conjunction. It is bottom as soon as
 * one component is {@code false}.
 */
public record Invariant(List<Term> components) {

    public Invariant {
        components = List.copyOf(components);
        if (components.isEmpty()) {
            throw new IllegalArgumentException("an invariant has at least one component");
        }
    }

    public static Invariant of(Term formula) {
        return new Invariant(List.of(formula));
    }

    /** φ_1 ∧ … ∧ φ_n */
    public Term formula() {
        return Terms.and(components);
    }

    public Term component(int i) {
        return components.get(i);
    }

    public int arity() {
        return components.size();
    }

    /** Syntactically false in some component; domains normalise unsatisfiable components to {@code false}. */
    public boolean isBottom() {
        return components.stream().anyMatch(Term::isFalse);
    }

    @Override
    public String toString() {
        return components.size() == 1 ? components.get(0).toString() : components.toString();
    }
}
