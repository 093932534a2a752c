package org.imperium.cfrontend.parser;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.imperium.cfrontend.ast.Symbol;
import org.imperium.cfrontend.types.CType;

/**
 * The scoped symbol tables of C11 6.2.1 and 6.2.3: one stack for the ordinary name space (objects, functions,
 * typedef names, enumeration constants) and one for tags. The parser consults the ordinary one to tell typedef
 * names from other identifiers.
 */
final class Scopes {

    private final List<Map<String, Symbol>> ordinary = new ArrayList<>();
    private final List<Map<String, CType>> tags = new ArrayList<>();

    Scopes() {
        push();
    }

    void push() {
        ordinary.add(new HashMap<>());
        tags.add(new HashMap<>());
    }

    void pop() {
        ordinary.remove(ordinary.size() - 1);
        tags.remove(tags.size() - 1);
    }

    boolean atFileScope() {
        return ordinary.size() == 1;
    }

    Optional<Symbol> lookup(String name) {
        for (int i = ordinary.size() - 1; i >= 0; i--) {
            Symbol s = ordinary.get(i).get(name);
            if (s != null) {
                return Optional.of(s);
            }
        }
        return Optional.empty();
    }

    Optional<Symbol> lookupCurrent(String name) {
        return Optional.ofNullable(ordinary.get(ordinary.size() - 1).get(name));
    }

    Optional<Symbol> lookupFile(String name) {
        return Optional.ofNullable(ordinary.get(0).get(name));
    }

    void declare(Symbol symbol) {
        ordinary.get(ordinary.size() - 1).put(symbol.name(), symbol);
    }

    void declareAtFileScope(Symbol symbol) {
        ordinary.get(0).put(symbol.name(), symbol);
    }

    Optional<CType> lookupTag(String tag) {
        for (int i = tags.size() - 1; i >= 0; i--) {
            CType t = tags.get(i).get(tag);
            if (t != null) {
                return Optional.of(t);
            }
        }
        return Optional.empty();
    }

    Optional<CType> lookupTagCurrent(String tag) {
        return Optional.ofNullable(tags.get(tags.size() - 1).get(tag));
    }

    void declareTag(String tag, CType type) {
        tags.get(tags.size() - 1).put(tag, type);
    }
}
