package org.imperium.empire;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.imperium.program.PetriProgram;
import org.imperium.program.Transition;

/**
 * Def. 4.5, empire (Q, q_init, δ, law, terr): finitely many states, each with a territory and a law, the initial
 * state first, and a partial transition function. Built by {@link EmpireConstruction}; immutable.
 *
 * @param kind "naive" (Def. 5.3) or "saturated" (Def. 5.11)
 */
public record Empire(PetriProgram program, String kind, List<EmpireState> states,
                     List<Map<Transition, EmpireState>> edges) {

    /** One edge δ(q, t) = q'. */
    public record Edge(EmpireState from, Transition transition, EmpireState to) {
        public boolean isSelfLoop() {
            return from.equals(to);
        }
    }

    public Empire {
        states = List.copyOf(states);
        List<Map<Transition, EmpireState>> copy = new ArrayList<>();
        edges.forEach(e -> copy.add(Collections.unmodifiableMap(new LinkedHashMap<>(e))));
        edges = List.copyOf(copy);
        if (states.size() != edges.size()) {
            throw new IllegalArgumentException("one edge map per state");
        }
    }

    public EmpireState initial() {
        return states.get(0);
    }

    public int size() {
        return states.size();
    }

    /** δ(q, t) */
    public Optional<EmpireState> successor(EmpireState q, Transition t) {
        return Optional.ofNullable(edges.get(q.id()).get(t));
    }

    /** The edges leaving {@code q}, by transition. */
    public Map<Transition, EmpireState> outgoing(EmpireState q) {
        return edges.get(q.id());
    }

    public List<Edge> allEdges() {
        List<Edge> result = new ArrayList<>();
        for (EmpireState q : states) {
            edges.get(q.id()).forEach((t, to) -> result.add(new Edge(q, t, to)));
        }
        return result;
    }
}
