package org.imperium.explicit.counting;

import java.util.Arrays;

/**
 * A vector of counters over local states (numbers from {@link CounterSystem}), sparse and immutable: the ids of
 * the local states with a non-zero count, ascending, and their counts; {@link #OMEGA} stands for ω, "as many as
 * wanted" (Karp and Miller), which adding or removing one instance leaves unchanged.
 */
final class Counts {

    static final long OMEGA = Long.MAX_VALUE;

    private final int[] ids;
    private final long[] counts;
    private final int hash;

    Counts(int[] ids, long[] counts) {
        this.ids = ids;
        this.counts = counts;
        this.hash = 31 * Arrays.hashCode(ids) + Arrays.hashCode(counts);
    }

    static Counts of(int id, long count) {
        return new Counts(new int[] {id}, new long[] {count});
    }

    int size() {
        return ids.length;
    }

    int id(int k) {
        return ids[k];
    }

    long count(int k) {
        return counts[k];
    }

    long get(int id) {
        int k = Arrays.binarySearch(ids, id);
        return k < 0 ? 0 : counts[k];
    }

    /** The vector with {@code delta} (±1) added at {@code id}; ω stays ω. */
    Counts add(int id, int delta) {
        int k = Arrays.binarySearch(ids, id);
        if (k >= 0) {
            if (counts[k] == OMEGA) {
                return this;
            }
            long value = counts[k] + delta;
            if (value < 0) {
                throw new IllegalStateException("negative counter");
            }
            if (value == 0) {
                int[] i = new int[ids.length - 1];
                long[] c = new long[ids.length - 1];
                System.arraycopy(ids, 0, i, 0, k);
                System.arraycopy(ids, k + 1, i, k, ids.length - k - 1);
                System.arraycopy(counts, 0, c, 0, k);
                System.arraycopy(counts, k + 1, c, k, ids.length - k - 1);
                return new Counts(i, c);
            }
            long[] c = counts.clone();
            c[k] = value;
            return new Counts(ids, c);
        }
        if (delta < 0) {
            throw new IllegalStateException("negative counter");
        }
        int at = -k - 1;
        int[] i = new int[ids.length + 1];
        long[] c = new long[ids.length + 1];
        System.arraycopy(ids, 0, i, 0, at);
        System.arraycopy(ids, at, i, at + 1, ids.length - at);
        System.arraycopy(counts, 0, c, 0, at);
        System.arraycopy(counts, at, c, at + 1, ids.length - at);
        i[at] = id;
        c[at] = delta;
        return new Counts(i, c);
    }

    /** Whether some counter is finite and non-zero (only such a counter can be accelerated). */
    boolean finite() {
        for (long c : counts) {
            if (c != OMEGA) {
                return true;
            }
        }
        return false;
    }

    /** Whether every counter of this vector is at least that of {@code other}. */
    boolean covers(Counts other) {
        for (int k = 0; k < other.ids.length; k++) {
            if (get(other.ids[k]) < other.counts[k]) {
                return false;
            }
        }
        return true;
    }

    /** The vector with ω wherever it exceeds {@code smaller}, which it covers (the acceleration). */
    Counts accelerate(Counts smaller) {
        long[] c = counts.clone();
        for (int k = 0; k < ids.length; k++) {
            if (c[k] != OMEGA && c[k] > smaller.get(ids[k])) {
                c[k] = OMEGA;
            }
        }
        return new Counts(ids, c);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Counts other && hash == other.hash && Arrays.equals(ids, other.ids)
                && Arrays.equals(counts, other.counts);
    }

    @Override
    public int hashCode() {
        return hash;
    }

    @Override
    public String toString() {
        StringBuilder b = new StringBuilder("[");
        for (int k = 0; k < ids.length; k++) {
            b.append(k == 0 ? "" : ", ").append('q').append(ids[k]).append(':')
                    .append(counts[k] == OMEGA ? "ω" : Long.toString(counts[k]));
        }
        return b.append(']').toString();
    }
}
