package org.imperium.petrify.net;

import java.util.BitSet;
import org.imperium.program.CoRelation;
import org.imperium.program.Place;
import org.imperium.program.Transition;

/**
 * Def. 2.3, over-approximated from the construction of {@link PetriConstruction} alone, for programs whose marking
 * graph is too large to explore. Each thread instance holds exactly one control token (on its control places)
 * while it runs, so two control places of one instance are never co-related; its {@code free} place is never
 * marked together with its control places, its {@code busy} place always is. Everything else is claimed
 * co-related, and p is claimed co-marked with t when it is claimed co-related with every place of •t.
 */
final class StructuralCoRelation implements CoRelation {

    private final BitSet free;
    private final BitSet busy;

    private StructuralCoRelation(BitSet free, BitSet busy) {
        this.free = free;
        this.busy = busy;
    }

    static StructuralCoRelation of(BitSet free, BitSet busy) {
        return new StructuralCoRelation(free, busy);
    }

    @Override
    public boolean coRelated(Place p, Place q) {
        if (p == q) {
            return false;
        }
        if (!p.thread().equals(q.thread())) {
            return true;
        }
        boolean pControl = isControl(p);
        boolean qControl = isControl(q);
        if (pControl && qControl) {
            return false;
        }
        if (free.get(p.id()) || free.get(q.id())) {
            return false;
        }
        return true;
    }

    private boolean isControl(Place p) {
        return !free.get(p.id()) && !busy.get(p.id());
    }

    @Override
    public boolean coMarked(Place p, Transition t) {
        if (t.pre().contains(p)) {
            return false;
        }
        for (Place q : t.pre()) {
            if (!coRelated(p, q)) {
                return false;
            }
        }
        return true;
    }

    @Override
    public boolean isExact() {
        return false;
    }
}
