package org.imperium.petrify.c;

import java.util.Set;
import org.imperium.cfrontend.types.IntegerKind;
import org.imperium.logic.Term;
import org.imperium.logic.Terms;

/** An rvalue after lowering: a term over thread-local variables and temporaries, with what C knows of it. */
public sealed interface Value {

    /** An integer of the given kind. */
    record Int(Term term, IntegerKind kind) implements Value {
    }

    /** A truth value (the int 0 or 1 of a comparison or logical operator, kept as a formula). */
    record Bool(Term formula) implements Value {
    }

    /**
     * A pointer: the objects it may point into ({@link PointsTo#INTEGER} for integers cast to pointers, including
     * the null pointer), the base (object number) and the offset.
     */
    record Ptr(Set<String> targets, Term base, Term offset) implements Value {
    }

    /** The value of a void expression. */
    record Void() implements Value {
    }

    static Value.Bool truth(Term formula) {
        return new Bool(formula);
    }

    /** The integer term of an int or truth value (truth values become 0 or 1). */
    static Term intTerm(Value v) {
        if (v instanceof Int i) {
            return i.term();
        }
        if (v instanceof Bool b) {
            return Terms.ite(b.formula(), Terms.ONE, Terms.ZERO);
        }
        throw new IllegalArgumentException("not an integer: " + v);
    }
}
