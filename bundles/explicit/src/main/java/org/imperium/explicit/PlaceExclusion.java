package org.imperium.explicit;

import java.util.BitSet;
import org.imperium.core.Cancellation;
import org.imperium.core.UnsupportedException;
import org.imperium.program.CoRelation;
import org.imperium.program.ExactCoRelation;
import org.imperium.program.Marking;
import org.imperium.program.PetriProgram;
import org.imperium.program.Place;
import org.imperium.program.ReachabilityGraph;

/**
 * Which places are never marked together (the complement of the co-relation, Def. 2.3): the fact behind "these
 * two transitions are never enabled together" and "this transition cannot follow that one". It comes from the
 * co-relation the program was built with (petrification supplies one), else from the thread structure when every
 * thread instance starts at most once ({@link ThreadStarts}: then each instance marks one place at a time), else
 * from the marking graph, explored with data ignored.
 */
final class PlaceExclusion {

    /** Largest marking graph explored for the exact co-relation. */
    static final int MARKING_LIMIT = 200_000;

    private final BitSet[] exclusive;

    private PlaceExclusion(BitSet[] exclusive) {
        this.exclusive = exclusive;
    }

    /** Claims no exclusion at all (always sound; for the full search, which needs none). */
    static PlaceExclusion none(PetriProgram program) {
        BitSet[] sets = new BitSet[program.places().size()];
        for (int p = 0; p < sets.length; p++) {
            sets[p] = new BitSet();
        }
        return new PlaceExclusion(sets);
    }

    static PlaceExclusion of(PetriProgram program, Cancellation cancellation) {
        if (program.knownCoRelation().isPresent()) {
            return fromCoRelation(program, program.knownCoRelation().get());
        }
        if (ThreadStarts.atMostOnce(program)) {
            PlaceExclusion result = none(program);
            for (Place p : program.places()) {
                for (Place q : program.places()) {
                    if (p != q && p.thread().equals(q.thread())) {
                        result.exclusive[p.id()].set(q.id());
                    }
                }
            }
            return result;
        }
        try {
            return fromCoRelation(program, ExactCoRelation.of(ReachabilityGraph.explore(program, MARKING_LIMIT,
                    cancellation)));
        } catch (Marking.NotOneSafeException e) {
            throw new UnsupportedException(e.getMessage());
        }
    }

    private static PlaceExclusion fromCoRelation(PetriProgram program, CoRelation co) {
        PlaceExclusion result = none(program);
        for (Place p : program.places()) {
            for (Place q : program.places()) {
                if (p != q && !co.coRelated(p, q)) {
                    result.exclusive[p.id()].set(q.id());
                }
            }
        }
        return result;
    }

    /** p and q are different places that no reachable marking contains both of. */
    boolean exclusive(Place p, Place q) {
        return exclusive[p.id()].get(q.id());
    }
}
