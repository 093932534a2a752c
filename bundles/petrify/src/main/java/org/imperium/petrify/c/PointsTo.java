package org.imperium.petrify.c;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

/**
 * A flow-insensitive points-to relation over the lowered program (Andersen style, context-sensitive through
 * inlining and thread instances because the keys are lowered storages): for every pointer storage, the objects its
 * values may point into. The lowering records every store of a pointer value; petrification lowers the program
 * again until no store adds a target, so the final lowering reads a relation that covers all its own stores.
 * Object numbers (the values of base variables) are assigned once and stay fixed across rounds.
 */
public final class PointsTo {

    /** The pseudo-object of integers cast to pointers, including the null pointer; it has number 0. */
    public static final String INTEGER = "<int>";

    private final Map<String, Set<String>> targets = new HashMap<>();
    private final Map<String, Integer> numbers = new LinkedHashMap<>();
    private final Map<String, Storage> objects = new HashMap<>();
    private boolean changed;

    public PointsTo() {
        numbers.put(INTEGER, 0);
    }

    /** The objects pointer storage {@code pointer} may point into, as known so far. */
    public Set<String> targets(String pointer) {
        return targets.getOrDefault(pointer, Set.of());
    }

    /** Records that {@code pointer} may hold pointers into {@code objects}. */
    public void add(String pointer, Set<String> objects) {
        Set<String> set = targets.computeIfAbsent(pointer, k -> new LinkedHashSet<>());
        if (set.addAll(objects)) {
            changed = true;
        }
    }

    /** The number of an object (the value of base variables pointing into it). */
    public int number(Storage object) {
        objects.put(object.key(), object);
        return numbers.computeIfAbsent(object.key(), k -> numbers.size());
    }

    public int number(String objectKey) {
        Integer n = numbers.get(objectKey);
        if (n == null) {
            throw new IllegalStateException("unnumbered object " + objectKey);
        }
        return n;
    }

    /** The storage of an object numbered in the current round. */
    public Storage object(String key) {
        return objects.get(key);
    }

    /** Starts a round of lowering. */
    public void startRound() {
        changed = false;
    }

    public boolean changed() {
        return changed;
    }

    /** An object was used before the round made its storage: another round is needed. */
    public void missing() {
        changed = true;
    }

    /**
     * Whether some pointer may point into the object or one of its members (then other threads may reach it: it
     * is shared).
     */
    public boolean isTarget(String key) {
        for (Set<String> s : targets.values()) {
            for (String t : s) {
                if (t.equals(key) || t.startsWith(key + ".")) {
                    return true;
                }
            }
        }
        return false;
    }
}
