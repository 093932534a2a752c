package org.imperium.empire;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Collectors;
import org.imperium.program.CoRelation;
import org.imperium.program.Place;

/**
 * Def. 4.1, region: a non-empty set of places, pairwise not co-related — an abstraction of the local control
 * state of one thread. Immutable; equal when the places are.
 */
public final class Region {

    private final List<Place> places;
    private final BitSet ids;

    private Region(List<Place> places) {
        if (places.isEmpty()) {
            throw new IllegalArgumentException("a region is not empty");
        }
        List<Place> sorted = new ArrayList<>(places);
        sorted.sort(Comparator.comparingInt(Place::id));
        this.places = List.copyOf(sorted);
        this.ids = new BitSet();
        sorted.forEach(p -> ids.set(p.id()));
    }

    public static Region of(Place p) {
        return new Region(List.of(p));
    }

    public static Region of(List<Place> places) {
        return new Region(places);
    }

    /** Def. 4.1 holds: no two places are co-related. */
    public boolean isRegion(CoRelation co) {
        for (int i = 0; i < places.size(); i++) {
            for (int j = i + 1; j < places.size(); j++) {
                if (co.coRelated(places.get(i), places.get(j))) {
                    return false;
                }
            }
        }
        return true;
    }

    /** Places in increasing id order. */
    public List<Place> places() {
        return places;
    }

    public boolean contains(Place p) {
        return ids.get(p.id());
    }

    public int size() {
        return places.size();
    }

    /** The smallest place id, which orders regions in a territory. */
    public int firstId() {
        return places.get(0).id();
    }

    /** R ∪ {p} */
    public Region with(Place p) {
        List<Place> more = new ArrayList<>(places);
        more.add(p);
        return new Region(more);
    }

    /** Whether {@code p} is co-related with no place of this region. */
    public boolean admits(Place p, CoRelation co) {
        return places.stream().noneMatch(q -> co.coRelated(p, q));
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Region r && r.ids.equals(ids);
    }

    @Override
    public int hashCode() {
        return ids.hashCode();
    }

    @Override
    public String toString() {
        return places.stream().map(Place::name).collect(Collectors.joining(" ", "{", "}"));
    }
}
