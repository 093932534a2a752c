package org.imperium.traceabstraction;

import java.util.ArrayDeque;
import java.util.BitSet;
import java.util.Deque;
import java.util.List;
import org.imperium.program.PetriProgram;
import org.imperium.program.Place;
import org.imperium.program.Transition;

/**
 * A set of transitions that every cycle of markings fires at least once: the transitions with an edge p → q
 * (p ∈ •t, q ∈ t•) that is a back edge of a depth-first search of the place graph. If a firing sequence returns
 * to its first marking, every place it consumed was produced again, so the pre- and post-places of its
 * transitions contain a cycle of the place graph, and every cycle of a graph contains a back edge of any
 * depth-first search of it. This is the static form of the ignoring proviso S (a cycle of the reduced state graph
 * contains a fully expanded state).
 */
final class CycleCover {

    private CycleCover() {
    }

    static BitSet cycleClosing(PetriProgram program) {
        int n = program.places().size();
        int[] colour = new int[n];
        BitSet result = new BitSet();
        Deque<int[]> stack = new ArrayDeque<>();
        List<Place> roots = new java.util.ArrayList<>(program.initialMarking().places(program));
        roots.addAll(program.places());
        for (Place root : roots) {
            if (colour[root.id()] != 0) {
                continue;
            }
            colour[root.id()] = 1;
            stack.push(new int[]{root.id(), 0, 0});
            while (!stack.isEmpty()) {
                int[] frame = stack.peek();
                List<Transition> out = program.outgoing(program.places().get(frame[0]));
                if (frame[1] >= out.size()) {
                    colour[frame[0]] = 2;
                    stack.pop();
                    continue;
                }
                Transition t = out.get(frame[1]);
                if (frame[2] >= t.post().size()) {
                    frame[1]++;
                    frame[2] = 0;
                    continue;
                }
                Place q = t.post().get(frame[2]++);
                if (colour[q.id()] == 1) {
                    result.set(t.id());
                } else if (colour[q.id()] == 0) {
                    colour[q.id()] = 1;
                    stack.push(new int[]{q.id(), 0, 0});
                }
            }
        }
        return result;
    }
}
