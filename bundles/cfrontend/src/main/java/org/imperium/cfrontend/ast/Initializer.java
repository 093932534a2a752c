package org.imperium.cfrontend.ast;

import java.util.List;
import org.imperium.cfrontend.types.CType;
import org.imperium.core.SourceLocation;

/** An initialiser (C11 6.7.9): an expression or a brace-enclosed list with optional designators. */
public sealed interface Initializer extends Node {

    /** {@code = expression}. */
    record ExpressionInitializer(Expression expression, SourceLocation location) implements Initializer {
    }

    /**
     * {@code = { … }} as written (designators kept, braces not filled in). {@code type} is the type of the object
     * the list initialises.
     */
    record ListInitializer(List<Element> elements, CType type, SourceLocation location) implements Initializer {
        public ListInitializer {
            elements = List.copyOf(elements);
        }
    }

    /** One element of a list: {@code .f = v}, {@code [3] = v}, {@code [1 ... 4] = v} or just {@code v}. */
    record Element(List<Designator> designators, Initializer value) {
        public Element {
            designators = List.copyOf(designators);
        }
    }

    /** A designator of a list element. */
    sealed interface Designator {
        SourceLocation location();
    }

    /** {@code .name}. */
    record FieldDesignator(String name, SourceLocation location) implements Designator {
    }

    /** {@code [first]} or GNU {@code [first ... last]} (then {@code last > first}); constant indices. */
    record IndexDesignator(long first, long last, SourceLocation location) implements Designator {
    }
}
