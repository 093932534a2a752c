package org.imperium.explicit;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * The memory a transition's statement reads and writes, per variable slot: the whole variable (a scalar, or an
 * array whose index is not known) or single cells of an array. Two footprints conflict when one writes a location
 * the other reads or writes; a whole variable overlaps every cell of it. This is the read/write-set dependency of
 * stubborn sets, made per cell so that {@code a[0]} and {@code a[1]} do not conflict.
 */
final class Footprint {

    /** Marks a whole variable in the maps below (cells are the values of indices, never this object). */
    private static final Set<Object> WHOLE = Set.of();

    private final Map<Integer, Set<Object>> reads = new HashMap<>();
    private final Map<Integer, Set<Object>> writes = new HashMap<>();

    void read(int slot) {
        reads.put(slot, WHOLE);
    }

    void readCell(int slot, Object index) {
        add(reads, slot, index);
    }

    void write(int slot) {
        writes.put(slot, WHOLE);
    }

    void writeCell(int slot, Object index) {
        add(writes, slot, index);
    }

    private static void add(Map<Integer, Set<Object>> map, int slot, Object index) {
        Set<Object> cells = map.get(slot);
        if (cells == WHOLE) {
            return;
        }
        if (cells == null) {
            cells = new HashSet<>();
            map.put(slot, cells);
        }
        cells.add(index);
    }

    /** Whether one of the two writes a location that the other reads or writes. */
    boolean conflicts(Footprint other) {
        return overlap(writes, other.reads) || overlap(writes, other.writes) || overlap(reads, other.writes);
    }

    /** Whether this footprint writes a location that {@code other} reads. */
    boolean writesWhatIsRead(Footprint other) {
        return overlap(writes, other.reads);
    }

    private static boolean overlap(Map<Integer, Set<Object>> x, Map<Integer, Set<Object>> y) {
        Map<Integer, Set<Object>> small = x.size() <= y.size() ? x : y;
        Map<Integer, Set<Object>> large = small == x ? y : x;
        for (Map.Entry<Integer, Set<Object>> e : small.entrySet()) {
            Set<Object> other = large.get(e.getKey());
            if (other == null) {
                continue;
            }
            if (e.getValue() == WHOLE || other == WHOLE) {
                return true;
            }
            for (Object cell : e.getValue()) {
                if (other.contains(cell)) {
                    return true;
                }
            }
        }
        return false;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Footprint f && f.reads.equals(reads) && f.writes.equals(writes);
    }

    @Override
    public int hashCode() {
        return reads.hashCode() * 31 + writes.hashCode();
    }

    @Override
    public String toString() {
        return "reads " + reads + " writes " + writes;
    }
}
