package org.imperium.program;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.Collection;
import java.util.List;

/** A marking of a one-safe Petri program: a set of places, immutable, by place id. */
public final class Marking {

    private final BitSet places;
    private final int hash;

    private Marking(BitSet places) {
        this.places = places;
        this.hash = places.hashCode();
    }

    public static Marking of(Collection<Place> places) {
        BitSet bits = new BitSet();
        places.forEach(p -> bits.set(p.id()));
        return new Marking(bits);
    }

    public boolean contains(Place p) {
        return places.get(p.id());
    }

    public boolean containsAll(Collection<Place> ps) {
        for (Place p : ps) {
            if (!places.get(p.id())) {
                return false;
            }
        }
        return true;
    }

    /** Def. 2.2: •t ⊆ M. */
    public boolean enables(Transition t) {
        return containsAll(t.pre());
    }

    /**
     * Def. 2.2: (M \ •t) ∪ t•. Throws when a post-place outside •t is already marked: the program would not be
     * one-safe.
     */
    public Marking fire(Transition t) {
        BitSet next = (BitSet) places.clone();
        t.pre().forEach(p -> next.clear(p.id()));
        for (Place p : t.post()) {
            if (next.get(p.id())) {
                throw new NotOneSafeException(t, p);
            }
            next.set(p.id());
        }
        return new Marking(next);
    }

    /** The places, as ids in increasing order. */
    public int[] ids() {
        return places.stream().toArray();
    }

    public List<Place> places(PetriProgram program) {
        List<Place> result = new ArrayList<>();
        places.stream().forEach(i -> result.add(program.places().get(i)));
        return result;
    }

    public int size() {
        return places.cardinality();
    }

    public boolean intersects(Marking other) {
        return places.intersects(other.places);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Marking m && m.hash == hash && m.places.equals(places);
    }

    @Override
    public int hashCode() {
        return hash;
    }

    @Override
    public String toString() {
        return places.toString();
    }

    /** Firing put a token on a place that already had one. */
    public static final class NotOneSafeException extends RuntimeException {
        public NotOneSafeException(Transition t, Place p) {
            super("firing " + t + " puts a second token on " + p + ": the Petri program is not one-safe");
        }
    }
}
