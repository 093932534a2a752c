package org.imperium.program;

import java.util.BitSet;
import org.imperium.core.Cancellation;

/**
 * Def. 2.3, the co-relation computed from all reachable markings ({@link ReachabilityGraph}): exact, so neither
 * an under- nor an over-approximation. Stored as one bit set per place (co-related places) and one per place
 * (co-marked transitions).
 */
public final class ExactCoRelation implements CoRelation {

    private final BitSet[] coRelated;
    private final BitSet[] coMarked;

    private ExactCoRelation(BitSet[] coRelated, BitSet[] coMarked) {
        this.coRelated = coRelated;
        this.coMarked = coMarked;
    }

    public static ExactCoRelation of(ReachabilityGraph graph) {
        PetriProgram program = graph.program();
        int n = program.places().size();
        BitSet[] related = new BitSet[n];
        BitSet[] marked = new BitSet[n];
        for (int i = 0; i < n; i++) {
            related[i] = new BitSet();
            marked[i] = new BitSet();
        }
        for (Marking m : graph.markings()) {
            int[] ids = m.ids();
            for (int p : ids) {
                for (int q : ids) {
                    if (p != q) {
                        related[p].set(q);
                    }
                }
            }
            for (Transition t : ReachabilityGraph.enabled(program, m)) {
                for (int p : ids) {
                    if (!t.pre().contains(program.places().get(p))) {
                        marked[p].set(t.id());
                    }
                }
            }
        }
        return new ExactCoRelation(related, marked);
    }

    /**
     * The co-relation the program was built with if it has one, else the exact one from its marking graph.
     *
     * @throws org.imperium.core.UnsupportedException when the marking graph has more than {@code limit} markings
     */
    public static CoRelation forProgram(PetriProgram program, int limit, Cancellation cancellation) {
        return program.knownCoRelation()
                .orElseGet(() -> of(ReachabilityGraph.explore(program, limit, cancellation)));
    }

    @Override
    public boolean coRelated(Place p, Place q) {
        return coRelated[p.id()].get(q.id());
    }

    @Override
    public boolean coMarked(Place p, Transition t) {
        return coMarked[p.id()].get(t.id());
    }

    @Override
    public boolean isExact() {
        return true;
    }
}
