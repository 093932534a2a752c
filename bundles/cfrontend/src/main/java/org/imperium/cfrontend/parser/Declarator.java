package org.imperium.cfrontend.parser;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.imperium.cfrontend.ast.Symbol;
import org.imperium.cfrontend.types.CType;

/**
 * A declarator (C11 6.7.6) as the list of type derivations it applies to the base type of the declaration
 * specifiers, innermost first: {@code *a[3]} is [pointer, array 3] (array of pointers), {@code (*p)[3]} is
 * [array 3, pointer] (pointer to array). The name is missing in abstract declarators.
 */
final class Declarator {

    /** One derivation step. */
    sealed interface Derivation {
    }

    record PointerTo() implements Derivation {
    }

    record ArrayOf(CType.Length length, Token open) implements Derivation {
    }

    /** A parameter list; parameter symbols are kept for function definitions. */
    record FunctionOf(List<Symbol> parameters, boolean variadic, boolean prototyped, Token open)
            implements Derivation {
    }

    final Token first;
    private Token name;
    private List<Derivation> derivations = List.of();

    Declarator(Token first) {
        this.first = first;
    }

    void name(Token t) {
        name = t;
    }

    /** The identifier token, or null for an abstract declarator. */
    Token name() {
        return name;
    }

    Declarator build(int pointers, List<Derivation> suffixes, Declarator inner) {
        List<Derivation> all = new ArrayList<>();
        for (int i = 0; i < pointers; i++) {
            all.add(new PointerTo());
        }
        List<Derivation> reversed = new ArrayList<>(suffixes);
        Collections.reverse(reversed);
        all.addAll(reversed);
        if (inner != null) {
            all.addAll(inner.derivations);
            name = inner.name;
        }
        derivations = List.copyOf(all);
        return this;
    }

    List<Derivation> derivations() {
        return derivations;
    }

    /** Whether the declared entity itself is a function (its outermost derivation is a parameter list). */
    boolean isFunction() {
        return !derivations.isEmpty() && derivations.get(derivations.size() - 1) instanceof FunctionOf;
    }

    FunctionOf function() {
        return (FunctionOf) derivations.get(derivations.size() - 1);
    }
}
