package org.imperium.traceabstraction;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import org.imperium.program.Marking;
import org.imperium.program.Place;
import org.imperium.program.Transition;
import org.imperium.reduction.LiptonReduction;

/**
 * The post-phases of Def. 2 (Stubborn Transaction Reduction) as a property of places, so that the product search
 * can read off the marking where a thread runs alone. A <b>Post place</b> is a regular place
 * <ul>
 *   <li>where its thread cannot block (L3): some local transition that needs only this place fires whatever the
 *       data ({@link MarkingSystem#mayBlock});</li>
 *   <li>that only its own thread's one-place transitions consume, so no other thread can take the token away, of
 *       a thread each of whose transitions needs one of its places (so its next step consumes this one);</li>
 *   <li>whose transitions are left movers in every state (L2) — for static TR; for STR this is decided per marking
 *       by the dynamic movers instead;</li>
 *   <li>that lies on no cycle of Post places, so that a post-phase always ends (the proviso of Thm. 3.3, here
 *       static).</li>
 * </ul>
 * Pre-phases (right movers, L1) are not used: their justification looks back at the configuration before the
 * pre-phase, which a successor function of the marking alone cannot see (docs/reductions.md).
 */
final class TransactionPhases {

    private final BitSet post = new BitSet();

    TransactionPhases(MarkingSystem system, boolean dynamic) {
        var program = system.program();
        BitSet leftMovers = dynamic ? null : new LiptonReduction<Marking>(system).leftMovers();
        // a thread with a transition that needs none of its own places could move without its token: no Post
        java.util.Set<org.imperium.program.ThreadInstance> detached = new java.util.HashSet<>();
        for (Transition t : program.transitions()) {
            if (t.pre().stream().noneMatch(q -> q.thread().equals(t.thread()))) {
                detached.add(t.thread());
            }
        }
        for (Place p : program.places()) {
            post.set(p.id(), !detached.contains(p.thread()) && postCandidate(system, p, leftMovers));
        }
        removeCycles(system);
    }

    private static boolean postCandidate(MarkingSystem system, Place p, BitSet leftMovers) {
        if (p.isBad() || system.mayBlock(p)) {
            return false;
        }
        for (Transition t : system.program().outgoing(p)) {
            if (!t.thread().equals(p.thread()) || t.pre().size() != 1
                    || leftMovers != null && !leftMovers.get(t.id())) {
                return false;
            }
        }
        return true;
    }

    /** Drops the Post places on a cycle through Post places (Tarjan's SCCs; self-loops count). */
    private void removeCycles(MarkingSystem system) {
        var program = system.program();
        int n = program.places().size();
        int[] index = new int[n];
        int[] low = new int[n];
        java.util.Arrays.fill(index, -1);
        BitSet onStack = new BitSet();
        List<Integer> stack = new ArrayList<>();
        BitSet cyclic = new BitSet();
        int[] counter = {0};
        for (int p = post.nextSetBit(0); p >= 0; p = post.nextSetBit(p + 1)) {
            if (index[p] < 0) {
                strongConnect(p, system, index, low, onStack, stack, cyclic, counter);
            }
        }
        post.andNot(cyclic);
    }

    private List<Integer> postSuccessors(MarkingSystem system, int p) {
        List<Integer> result = new ArrayList<>();
        for (Transition t : system.program().outgoing(system.program().places().get(p))) {
            for (Place q : t.post()) {
                if (post.get(q.id())) {
                    result.add(q.id());
                }
            }
        }
        return result;
    }

    private void strongConnect(int v, MarkingSystem system, int[] index, int[] low, BitSet onStack,
                               List<Integer> stack, BitSet cyclic, int[] counter) {
        index[v] = low[v] = counter[0]++;
        stack.add(v);
        onStack.set(v);
        boolean selfLoop = false;
        for (int w : postSuccessors(system, v)) {
            if (w == v) {
                selfLoop = true;
            } else if (index[w] < 0) {
                strongConnect(w, system, index, low, onStack, stack, cyclic, counter);
                low[v] = Math.min(low[v], low[w]);
            } else if (onStack.get(w)) {
                low[v] = Math.min(low[v], index[w]);
            }
        }
        if (low[v] == index[v]) {
            List<Integer> component = new ArrayList<>();
            int w;
            do {
                w = stack.remove(stack.size() - 1);
                onStack.clear(w);
                component.add(w);
            } while (w != v);
            if (component.size() > 1 || selfLoop) {
                component.forEach(cyclic::set);
            }
        }
    }

    /** Post for static TR; for STR a place where the thread is Post when it is a dynamic left mover. */
    boolean post(Place p) {
        return post.get(p.id());
    }

    int postCount() {
        return post.cardinality();
    }
}
