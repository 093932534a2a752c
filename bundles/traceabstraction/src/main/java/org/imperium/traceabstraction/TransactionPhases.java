package org.imperium.traceabstraction;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import org.imperium.program.Marking;
import org.imperium.program.Place;
import org.imperium.program.Transition;
import org.imperium.reduction.LiptonReduction;

/**
 * The phases of Def. 2 (Stubborn Transaction Reduction) as properties of places, so that the product search can
 * read a thread's phase off the marking:
 * <ul>
 *   <li><b>Post candidates</b>: regular places where the thread cannot block (L3: a local transition that needs
 *       only this place fires whatever the data), which only the thread's own one-place transitions consume, and
 *       which lie on no cycle of such places (post-phases terminate, the proviso of Thm. 3.3). For static TR
 *       every transition out of the place is also a left mover in every state (L2); for STR that is decided per
 *       marking;</li>
 *   <li><b>Pre places</b>: places not marked initially whose producers all belong to the thread, are right
 *       movers in every state (L1) and mark no bad place (L4), and start at a Pre place or at a place that is
 *       never Post — so that no transaction passes Post → Pre (a greatest fixed point).</li>
 * </ul>
 * A place that would be both is Pre.
 */
final class TransactionPhases {

    private final BitSet pre = new BitSet();
    private final BitSet post = new BitSet();

    TransactionPhases(MarkingSystem system, boolean dynamic) {
        var program = system.program();
        LiptonReduction<Marking> lipton = new LiptonReduction<>(system);
        BitSet rightMovers = lipton.rightMovers();
        BitSet leftMovers = lipton.leftMovers();
        for (Place p : program.places()) {
            post.set(p.id(), postCandidate(system, p, dynamic ? null : leftMovers));
        }
        Marking initial = program.initialMarking();
        for (Place p : program.places()) {
            boolean candidate = !p.isBad() && !initial.contains(p);
            boolean produced = false;
            for (Transition t : program.transitions()) {
                if (t.post().contains(p)) {
                    produced = true;
                    candidate &= t.thread().equals(p.thread()) && rightMovers.get(t.id())
                            && t.post().stream().noneMatch(Place::isBad);
                }
            }
            pre.set(p.id(), candidate && produced);
        }
        for (boolean changed = true; changed; ) {
            changed = false;
            for (int p = pre.nextSetBit(0); p >= 0; p = pre.nextSetBit(p + 1)) {
                if (!startsOutsidePost(program.places().get(p), program.transitions())) {
                    pre.clear(p);
                    changed = true;
                }
            }
        }
        post.andNot(pre);
        removeCycles(system);
    }

    private boolean startsOutsidePost(Place p, List<Transition> transitions) {
        for (Transition t : transitions) {
            if (t.post().contains(p)) {
                for (Place q : t.pre()) {
                    if (q.thread().equals(p.thread()) && !pre.get(q.id()) && post.get(q.id())) {
                        return false;
                    }
                }
            }
        }
        return true;
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

    boolean pre(Place p) {
        return pre.get(p.id());
    }

    /** Post for static TR; for STR a place where the thread is Post when it is a dynamic left mover. */
    boolean postCandidate(Place p) {
        return post.get(p.id());
    }

    int preCount() {
        return pre.cardinality();
    }

    int postCount() {
        return post.cardinality();
    }
}
