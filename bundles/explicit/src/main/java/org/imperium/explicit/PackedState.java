package org.imperium.explicit;

import java.util.Arrays;

/**
 * A state of a Petri program stored compactly: one int per thread instance (the id of its marked place, −1 when
 * it has none) followed by one int per program variable (the value's number in a {@link ValueTable}, 0 for a
 * value never assigned). Immutable.
 */
final class PackedState {

    private final int[] slots;
    private final int hash;

    PackedState(int[] slots) {
        this.slots = slots;
        this.hash = Arrays.hashCode(slots);
    }

    int get(int slot) {
        return slots[slot];
    }

    int[] copy() {
        return slots.clone();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof PackedState s && s.hash == hash && Arrays.equals(s.slots, slots);
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
