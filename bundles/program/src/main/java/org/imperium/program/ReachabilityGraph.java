package org.imperium.program;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Collections;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.imperium.core.Cancellation;
import org.imperium.core.UnsupportedException;

/**
 * Def. 2.2: the reachable markings Reach(𝒫) and the firing relation between them, explored breadth-first from
 * M_init. Exploring is also the one-safe check: a firing that puts a second token on a place throws
 * {@link Marking.NotOneSafeException}. The number of markings is bounded by a limit; passing it is reported as
 * an {@link UnsupportedException} (the run ends UNKNOWN with the limit named), never as a partial result.
 */
public final class ReachabilityGraph {

    /** One firing {@code M [t⟩ M'} between reachable markings, by index into {@link #markings()}. */
    public record Edge(int from, Transition transition, int to) {
    }

    private final PetriProgram program;
    private final List<Marking> markings;
    private final List<Edge> edges;
    private final BitSet fired;

    private ReachabilityGraph(PetriProgram program, List<Marking> markings, List<Edge> edges, BitSet fired) {
        this.program = program;
        this.markings = Collections.unmodifiableList(markings);
        this.edges = Collections.unmodifiableList(edges);
        this.fired = fired;
    }

    public static ReachabilityGraph explore(PetriProgram program, int limit) {
        return explore(program, limit, Cancellation.never());
    }

    /**
     * @param limit the largest number of markings to explore
     * @throws UnsupportedException       when there are more reachable markings than {@code limit}
     * @throws Marking.NotOneSafeException when the program is not one-safe
     */
    public static ReachabilityGraph explore(PetriProgram program, int limit, Cancellation cancellation) {
        List<Marking> markings = new ArrayList<>();
        Map<Marking, Integer> index = new HashMap<>();
        List<Edge> edges = new ArrayList<>();
        BitSet fired = new BitSet();
        Deque<Integer> todo = new ArrayDeque<>();
        markings.add(program.initialMarking());
        index.put(program.initialMarking(), 0);
        todo.add(0);
        while (!todo.isEmpty()) {
            cancellation.check();
            int from = todo.poll();
            Marking m = markings.get(from);
            for (Transition t : enabled(program, m)) {
                Marking next = m.fire(t);
                Integer to = index.get(next);
                if (to == null) {
                    if (markings.size() >= limit) {
                        throw new UnsupportedException("more than " + limit + " reachable markings in "
                                + program.name() + " (marking graph limit)");
                    }
                    to = markings.size();
                    markings.add(next);
                    index.put(next, to);
                    todo.add(to);
                }
                edges.add(new Edge(from, t, to));
                fired.set(t.id());
            }
        }
        return new ReachabilityGraph(program, markings, edges, fired);
    }

    /** The transitions enabled in {@code m}, in id order. */
    public static List<Transition> enabled(PetriProgram program, Marking m) {
        List<Transition> result = new ArrayList<>();
        BitSet seen = new BitSet();
        for (int id : m.ids()) {
            for (Transition t : program.outgoing(program.places().get(id))) {
                if (!seen.get(t.id()) && m.enables(t)) {
                    seen.set(t.id());
                    result.add(t);
                }
            }
        }
        result.sort((a, b) -> Integer.compare(a.id(), b.id()));
        return result;
    }

    public PetriProgram program() {
        return program;
    }

    /** Reach(𝒫); index 0 is M_init. */
    public List<Marking> markings() {
        return markings;
    }

    public List<Edge> edges() {
        return edges;
    }

    /** Whether {@code t} is enabled in some reachable marking (Def. 2.2 assumes every transition is). */
    public boolean isLive(Transition t) {
        return fired.get(t.id());
    }

    /** Transitions enabled in no reachable marking. */
    public List<Transition> deadTransitions() {
        return program.transitions().stream().filter(t -> !isLive(t)).toList();
    }
}
