package org.imperium.traceabstraction;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.imperium.core.Cancellation;
import org.imperium.program.Marking;
import org.imperium.program.PetriProgram;
import org.imperium.program.Place;
import org.imperium.program.Transition;
import org.imperium.proof.Invariant;
import org.imperium.proof.InvariantDomain;

/**
 * The emptiness check of trace abstraction on a Petri program: explores, on the fly, the product of the program's
 * markings with the elements of an invariant domain (the Floyd-Hoare automata found so far, determinised by
 * predicate abstraction), pruning every state whose element is bottom. It stops at the first state whose marking
 * holds a bad place: the run leading there is a trace the automata do not yet prove infeasible. When the search
 * ends without one, the domain is safe for the program (Def. 3.2), because the search explored exactly the
 * configurations reachable with the domain's post.
 */
final class ProductSearch {

    /** A state of the product: a marking and an abstract element. */
    record State(Marking marking, Invariant element) {
    }

    /** A run to a bad place, not refuted by the domain. */
    record AbstractRun(List<Transition> transitions, Place badPlace) {
    }

    private record Edge(State from, Transition transition) {
    }

    private final PetriProgram program;
    private final SuccessorFunction successors;
    private final SearchOrder order;
    private final Cancellation cancellation;
    private long explored;

    ProductSearch(PetriProgram program, SuccessorFunction successors, SearchOrder order, Cancellation cancellation) {
        this.program = program;
        this.successors = successors;
        this.order = order;
        this.cancellation = cancellation;
    }

    /** States explored by the last {@link #search}. */
    long explored() {
        return explored;
    }

    Optional<AbstractRun> search(InvariantDomain domain) {
        explored = 0;
        State initial = new State(program.initialMarking(), domain.initial());
        Map<State, Edge> parent = new HashMap<>();
        parent.put(initial, null);
        Deque<State> work = new ArrayDeque<>();
        work.add(initial);
        while (!work.isEmpty()) {
            cancellation.check();
            State s = order == SearchOrder.BFS ? work.pollFirst() : work.pollLast();
            explored++;
            Optional<Place> bad = badPlace(s.marking());
            if (bad.isPresent()) {
                return Optional.of(new AbstractRun(path(s, parent), bad.get()));
            }
            for (Transition t : successors.successors(program, s.marking(), s.element())) {
                Invariant next = domain.post(s.element(), t);
                if (next.isBottom()) {
                    continue;
                }
                State succ = new State(s.marking().fire(t), next);
                if (!parent.containsKey(succ)) {
                    parent.put(succ, new Edge(s, t));
                    work.addLast(succ);
                }
            }
        }
        return Optional.empty();
    }

    private Optional<Place> badPlace(Marking marking) {
        for (int id : marking.ids()) {
            Place p = program.places().get(id);
            if (p.isBad()) {
                return Optional.of(p);
            }
        }
        return Optional.empty();
    }

    private static List<Transition> path(State s, Map<State, Edge> parent) {
        List<Transition> result = new ArrayList<>();
        for (Edge e = parent.get(s); e != null; e = parent.get(e.from())) {
            result.add(e.transition());
        }
        Collections.reverse(result);
        return result;
    }
}
