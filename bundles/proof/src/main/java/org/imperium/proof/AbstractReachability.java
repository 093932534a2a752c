package org.imperium.proof;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.imperium.core.Cancellation;
import org.imperium.core.UnsupportedException;
import org.imperium.program.Marking;
import org.imperium.program.PetriProgram;
import org.imperium.program.Place;
import org.imperium.program.ReachabilityGraph;
import org.imperium.program.Transition;

/**
 * Def. 3.1, the reachable abstract configurations (M, φ) of a program under an invariant domain, and Def. 3.2,
 * safety. Configurations with a bottom invariant are not explored further: every post of bottom is bottom, and
 * bottom satisfies (safe). The exploration stops at the first configuration that marks a bad place with a
 * non-bottom invariant and keeps it, with a firing sequence reaching it, as the violation.
 */
public final class AbstractReachability {

    /** A reachable abstract configuration (M, φ). */
    public record Configuration(Marking marking, Invariant invariant) {
    }

    private final PetriProgram program;
    private final List<Configuration> configurations;
    private final Optional<String> violation;

    private AbstractReachability(PetriProgram program, List<Configuration> configurations, Optional<String> violation) {
        this.program = program;
        this.configurations = Collections.unmodifiableList(configurations);
        this.violation = violation;
    }

    /**
     * @throws UnsupportedException when there are more than {@code limit} non-bottom configurations
     */
    public static AbstractReachability explore(PetriProgram program, InvariantDomain domain, int limit,
                                               Cancellation cancellation) {
        List<Configuration> found = new ArrayList<>();
        Map<Configuration, Integer> index = new HashMap<>();
        List<Integer> parent = new ArrayList<>();
        List<Transition> via = new ArrayList<>();
        Deque<Integer> todo = new ArrayDeque<>();
        Configuration init = new Configuration(program.initialMarking(), domain.initial());
        found.add(init);
        index.put(init, 0);
        parent.add(-1);
        via.add(null);
        todo.add(0);
        Optional<String> violation = bad(program, init, List.of());
        while (violation.isEmpty() && !todo.isEmpty()) {
            cancellation.check();
            int from = todo.poll();
            Configuration c = found.get(from);
            for (Transition t : ReachabilityGraph.enabled(program, c.marking())) {
                Invariant next = domain.post(c.invariant(), t);
                if (next.isBottom()) {
                    continue;
                }
                Configuration succ = new Configuration(c.marking().fire(t), next);
                if (index.containsKey(succ)) {
                    continue;
                }
                if (found.size() >= limit) {
                    throw new UnsupportedException("more than " + limit + " reachable abstract configurations in "
                            + program.name() + " (abstract configuration limit)");
                }
                int id = found.size();
                found.add(succ);
                index.put(succ, id);
                parent.add(from);
                via.add(t);
                todo.add(id);
                violation = bad(program, succ, path(id, parent, via));
                if (violation.isPresent()) {
                    break;
                }
            }
        }
        return new AbstractReachability(program, found, violation);
    }

    private static List<Transition> path(int id, List<Integer> parent, List<Transition> via) {
        List<Transition> result = new ArrayList<>();
        for (int i = id; parent.get(i) >= 0; i = parent.get(i)) {
            result.add(via.get(i));
        }
        Collections.reverse(result);
        return result;
    }

    private static Optional<String> bad(PetriProgram program, Configuration c, List<Transition> path) {
        List<Place> bad = c.marking().places(program).stream().filter(Place::isBad).toList();
        if (bad.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of("the invariant domain is not safe: the reachable abstract configuration ("
                + describe(c.marking().places(program)) + ", " + c.invariant() + ") marks the bad place "
                + bad.get(0).name() + " with an invariant that is not false; firing sequence: "
                + (path.isEmpty() ? "(empty)" : path.stream().map(Transition::name).collect(Collectors.joining(" "))));
    }

    private static String describe(List<Place> places) {
        return places.stream().map(Place::name).collect(Collectors.joining(", ", "{", "}"));
    }

    /** The configurations found, the initial one first; complete when {@link #isSafe()}. */
    public List<Configuration> configurations() {
        return configurations;
    }

    /** Def. 3.2 */
    public boolean isSafe() {
        return violation.isEmpty();
    }

    /** Why the domain is not safe: the bad configuration and a firing sequence reaching it. */
    public Optional<String> violation() {
        return violation;
    }

    /** @throws UnsafeDomainException naming the bad configuration when the domain is not safe */
    public AbstractReachability requireSafe() {
        violation.ifPresent(v -> {
            throw new UnsafeDomainException(v);
        });
        return this;
    }

    /** Ψ(M) of Def. 3.8 as the list of invariants φ with (M, φ) reachable, per reachable marking. */
    public Map<Marking, List<Invariant>> invariantsByMarking() {
        Map<Marking, List<Invariant>> result = new LinkedHashMap<>();
        configurations.forEach(c -> result.computeIfAbsent(c.marking(), m -> new ArrayList<>()).add(c.invariant()));
        return result;
    }

    public PetriProgram program() {
        return program;
    }
}
