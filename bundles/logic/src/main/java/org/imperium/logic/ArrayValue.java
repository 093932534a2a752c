package org.imperium.logic;

import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;

/**
 * A concrete array value: a default element and finitely many exceptions. Equal arrays have equal
 * representations (exceptions equal to the default are dropped), so {@code equals} is extensional. A
 * {@linkplain #unknown() partly unknown} array knows only its exceptions: it stands for every array that has
 * them, and reading any other element raises {@link UnknownElement}.
 */
public final class ArrayValue {

    /** The default of a partly unknown array; equal to no element value. */
    private static final Object UNKNOWN = new Object() {
        @Override
        public String toString() {
            return "?";
        }
    };

    /** A read of an element whose value is not known, or a comparison of arrays that are partly unknown. */
    public static final class UnknownElement extends IllegalArgumentException {
        UnknownElement(String message) {
            super(message);
        }
    }

    private final Object defaultValue;
    private final TreeMap<Object, Object> entries;

    private ArrayValue(Object defaultValue, TreeMap<Object, Object> entries) {
        this.defaultValue = defaultValue;
        this.entries = entries;
    }

    /** The array that maps every index to {@code defaultValue}. */
    public static ArrayValue constant(Object defaultValue) {
        return new ArrayValue(defaultValue, new TreeMap<>(ArrayValue::compareIndices));
    }

    /** The array of which no element is known yet (one that was never written as a whole). */
    public static ArrayValue unknown() {
        return constant(UNKNOWN);
    }

    /** Whether some elements are not known ({@link #unknown()} with finitely many writes). */
    public boolean partlyUnknown() {
        return defaultValue == UNKNOWN;
    }

    public Object get(Object index) {
        Object value = entries.getOrDefault(index, defaultValue);
        if (value == UNKNOWN) {
            throw new UnknownElement("element " + index + " is not known");
        }
        return value;
    }

    public ArrayValue set(Object index, Object value) {
        TreeMap<Object, Object> copy = new TreeMap<>(entries);
        if (value.equals(defaultValue)) {
            copy.remove(index);
        } else {
            copy.put(index, value);
        }
        return new ArrayValue(defaultValue, copy);
    }

    public Object defaultValue() {
        return defaultValue;
    }

    public Map<Object, Object> entries() {
        return Collections.unmodifiableMap(entries);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static int compareIndices(Object a, Object b) {
        return ((Comparable) a).compareTo(b);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ArrayValue a && a.defaultValue.equals(defaultValue) && a.entries.equals(entries);
    }

    @Override
    public int hashCode() {
        return 31 * defaultValue.hashCode() + entries.hashCode();
    }

    @Override
    public String toString() {
        return "{" + entries + " else " + defaultValue + "}";
    }
}
