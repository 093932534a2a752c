package org.imperium.explicit;

import java.util.Arrays;

/**
 * A state of a Petri program stored compactly: the marking, one bit per place, followed by one int per program
 * variable (the value's number in a {@link ValueTable}, 0 for a value never assigned). Immutable.
 *
 * <p>Equality is by a key: the slots themselves, or under {@link Symmetry} the canonical form of the state's
 * orbit, so that a search stores one concrete state per orbit and its traces stay runs of the program.
 */
final class PackedState {

    private final int[] slots;
    private final int[] key;
    private final int hash;

    PackedState(int[] slots) {
        this(slots, slots);
    }

    PackedState(int[] slots, int[] key) {
        this.slots = slots;
        this.key = key;
        this.hash = Arrays.hashCode(key);
    }

    int get(int slot) {
        return slots[slot];
    }

    int[] copy() {
        return slots.clone();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof PackedState s && s.hash == hash && Arrays.equals(s.key, key);
    }

    @Override
    public int hashCode() {
        return hash;
    }

    @Override
    public String toString() {
        return Arrays.toString(slots);
    }
}
