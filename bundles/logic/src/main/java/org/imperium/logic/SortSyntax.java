package org.imperium.logic;

/** Sorts as written in Imperium's text formats: {@code Int}, {@code Bool}, {@code Array[Int, Int]}. */
public final class SortSyntax {

    private SortSyntax() {
    }

    public static String print(Sort sort) {
        if (sort instanceof Sort.Array a) {
            return "Array[" + print(a.index()) + ", " + print(a.element()) + "]";
        }
        return sort.toString();
    }
}
