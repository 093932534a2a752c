package org.imperium.petrify.c;

import java.util.List;
import java.util.Optional;
import org.imperium.cfrontend.types.CType;
import org.imperium.logic.Term;

/**
 * An lvalue after lowering: the storages it may denote, each with the condition (over thread-local variables)
 * under which it is the one, and for indexed storage the element number. A pointer that may point into several
 * objects gives one alternative per object; an access then becomes one transition per alternative, each touching
 * one memory location. {@code type} is the C type of the lvalue (possibly an array row or a struct).
 */
public record Cell(List<Alternative> alternatives, CType type) {

    public Cell {
        alternatives = List.copyOf(alternatives);
    }

    /** One storage the lvalue may denote. */
    public record Alternative(Term guard, Storage storage, Optional<Term> index) {
    }

    public static Cell of(Storage storage, Optional<Term> index, CType type) {
        return new Cell(List.of(new Alternative(org.imperium.logic.Terms.TRUE, storage, index)), type);
    }

    /** The only alternative, when the lvalue's object is known statically. */
    public Optional<Alternative> single() {
        return alternatives.size() == 1 && alternatives.get(0).guard().isTrue() ? Optional.of(alternatives.get(0))
                : Optional.empty();
    }
}
