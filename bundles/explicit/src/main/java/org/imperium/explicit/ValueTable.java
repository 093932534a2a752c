package org.imperium.explicit;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Numbers the concrete values (BigInteger, Boolean, ArrayValue) met during a search, so that a state is an int
 * array. Number 0 stands for "not assigned yet" (program variables start with arbitrary values) and number 1 for an
 * unknown input; reading either is not finite-data behaviour.
 */
final class ValueTable {

    static final int UNDEFINED = 0;
    /** The number of an unknown input value (an integer or array havoc). */
    static final int INPUT = 1;

    private final Map<Object, Integer> numbers = new HashMap<>();
    private final List<Object> values = new ArrayList<>();
    /** Numbers of the integers −512 … 511, which are most values, without hashing. */
    private static final int SMALL = 512;
    private final int[] small = new int[2 * SMALL];

    ValueTable() {
        values.add(null);
        values.add(null);
    }

    int number(Object value) {
        if (value instanceof BigInteger b && b.bitLength() < 10) {
            int k = b.intValue() + SMALL;
            if (small[k] == 0) {
                small[k] = intern(value);
            }
            return small[k];
        }
        return intern(value);
    }

    private int intern(Object value) {
        Integer n = numbers.get(value);
        if (n == null) {
            n = values.size();
            values.add(value);
            numbers.put(value, n);
        }
        return n;
    }

    /** The value with number {@code n}; null for {@link #UNDEFINED}. */
    Object value(int n) {
        return values.get(n);
    }

    /**
     * The value of variable {@code v} with number {@code n}: an array not assigned yet is partly unknown (no
     * element known), any other unassigned variable or input (also an {@link Interval} or {@link InputLink}) has
     * none (null).
     */
    Object value(int n, org.imperium.logic.Var v) {
        if (n == UNDEFINED && v.sort() instanceof org.imperium.logic.Sort.Array) {
            return org.imperium.logic.ArrayValue.unknown();
        }
        Object value = values.get(n);
        return value instanceof Interval || value instanceof InputLink ? null : value;
    }

    int size() {
        return values.size();
    }
}
