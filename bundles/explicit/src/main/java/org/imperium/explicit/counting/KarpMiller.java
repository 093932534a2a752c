package org.imperium.explicit.counting;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.HashSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.imperium.core.Cancellation;
import org.imperium.core.UnsupportedException;

/**
 * The Karp–Miller coverability tree (Karp and Miller, "Parallel program schemata", 1969) of a {@link CounterSystem},
 * built breadth first. A node is a counter state; its children are the states after its moves, where a child that
 * covers an ancestor with the same control, and is larger somewhere, gets ω in every counter where it is larger
 * (<em>acceleration</em>: the moves from the ancestor to the child can be repeated to make those counters as large
 * as wanted). A node covered by one met before with the same control is not expanded (whatever it covers, that
 * node covers: the moves are monotone in the counters). The tree is finite (Dickson's lemma, the control
 * being finite), and an error is coverable — some reachable state has an error place marked — exactly when some node
 * has one: the TRUE of a search that ends without one is exact for every number of instances.
 *
 * <p>Without acceleration (a finite pool of instances instead of ω) the same search is the plain breadth-first
 * search of the bounded system, whose paths are concrete runs ({@link CountedRun}).
 */
final class KarpMiller {

    /** A node of the tree: counter state, parent and the move from it (null at the root). */
    record Node(int control, Counts counts, Node parent, CounterSystem.Move move) {

        List<Node> path() {
            List<Node> path = new ArrayList<>();
            for (Node n = this; n != null; n = n.parent()) {
                path.add(n);
            }
            Collections.reverse(path);
            return path;
        }
    }

    /** The outcome: the first error node if any; nodes created, nodes accelerated, counters (local states). */
    record Result(Optional<Node> error, long nodes, long accelerations, int counters, double seconds) {
    }

    private record Key(int control, Counts counts) {
    }

    private KarpMiller() {
    }

    /**
     * Whether one of the maximal vectors met with one control covers {@code counts}; then the node is not
     * expanded: whatever it covers, the covering node covers, as the moves are monotone in the counters.
     */
    private static boolean covered(List<Counts> vectors, Counts counts) {
        for (Counts v : vectors) {
            if (v.covers(counts)) {
                return true;
            }
        }
        return false;
    }

    static Result search(CounterSystem system, boolean accelerate, long maxNodes, Cancellation cancellation) {
        long start = System.nanoTime();
        Node root = new Node(system.initialControl(), system.initialCounts(), null, null);
        Map<Integer, List<Counts>> maximal = new HashMap<>();
        maximal.computeIfAbsent(root.control(), k -> new ArrayList<>()).add(root.counts());
        Deque<Node> stack = new ArrayDeque<>();
        stack.push(root);
        Set<Key> seen = new HashSet<>();
        seen.add(new Key(root.control(), root.counts()));
        long nodes = 1;
        long accelerations = 0;
        Node error = system.isError(root.control(), root.counts()) ? root : null;
        while (error == null && !stack.isEmpty()) {
            Node node = accelerate ? stack.pop() : stack.pollLast();
            for (CounterSystem.Move move : system.moves(node.control(), node.counts())) {
                Counts counts = node.counts();
                if (accelerate && move.target() == node.control() && (move.from() < 0 || move.from() == move.to()
                        || counts.get(move.from()) == Counts.OMEGA && counts.get(move.to()) == Counts.OMEGA)) {
                    continue; // the same counter state again
                }
                if (move.from() >= 0) {
                    counts = counts.add(move.from(), -1).add(move.to(), 1);
                }
                if (!accelerate) {
                    if (!seen.add(new Key(move.target(), counts))) {
                        continue;
                    }
                } else {
                    List<Counts> vectors = maximal.computeIfAbsent(move.target(), k -> new ArrayList<>());
                    // a child covered by a node met before adds nothing (this includes a move among ω counters)
                    if (covered(vectors, counts)) {
                        continue;
                    }
                    Counts accelerated = counts;
                    for (Node a = node; a != null && accelerated.finite(); a = a.parent()) {
                        if (a.control() == move.target() && accelerated.covers(a.counts())) {
                            accelerated = accelerated.accelerate(a.counts());
                        }
                    }
                    if (!accelerated.equals(counts)) {
                        accelerations++;
                        counts = accelerated;
                    }
                    vectors.removeIf(counts::covers);
                    vectors.add(counts);
                }
                Node child = new Node(move.target(), counts, node, move);
                if (++nodes > maxNodes) {
                    throw new UnsupportedException("counting: coverability search beyond " + maxNodes + " nodes");
                }
                if ((nodes & 1023) == 0) {
                    cancellation.check();
                }
                if (system.isError(child.control(), child.counts())) {
                    error = child;
                    break;
                }
                stack.push(child);
            }
        }
        return new Result(Optional.ofNullable(error), nodes, accelerations, system.counters(),
                (System.nanoTime() - start) / 1e9);
    }
}
