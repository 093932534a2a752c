package org.imperium.empire;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.imperium.core.Cancellation;
import org.imperium.core.UnsupportedException;
import org.imperium.program.CoRelation;
import org.imperium.program.PetriProgram;
import org.imperium.program.Place;
import org.imperium.program.Transition;
import org.imperium.proof.InvariantDomain;
import org.imperium.proof.Invariant;
import org.imperium.proof.UnsafeDomainException;

/**
 * Sect. 5: builds the reachable part of an empire by symbolic execution from a safe invariant domain. From the
 * initial state (initial territory, law {@code true}) every transition t enabled in a state's territory is
 * fired: when {@code post(law, t)} is bottom the edge is omitted (Def. 4.7 (inductive-law), second case),
 * otherwise the {@link Rule} picks the successor territory; a successor with the same territory and law is the
 * state itself (a self-loop). Def. 4.7 (safe) is checked on every new state: a bad place in the territory of a
 * state whose law is not bottom means the domain is not safe, and the construction refuses with the state and
 * a firing sequence reaching it.
 */
public final class EmpireConstruction {

    /** How the successor territory is chosen: Def. 5.3 (naive) or Def. 5.11 (saturated). */
    public interface Rule {
        String kind();

        Territory initial(PetriProgram program);

        /** terr(δ(q, t)), given {@code next = post(law(q), t)}, not bottom, and t enabled in terr(q). */
        Territory successor(EmpireState q, Transition t, Invariant next);
    }

    private final PetriProgram program;
    private final InvariantDomain domain;
    private final Rule rule;

    public EmpireConstruction(PetriProgram program, InvariantDomain domain, Rule rule) {
        this.program = program;
        this.domain = domain;
        this.rule = rule;
    }

    /** Def. 5.3 */
    public static Empire naive(PetriProgram program, InvariantDomain domain, int maxStates, Cancellation cancellation) {
        return new EmpireConstruction(program, domain, new NaiveRule()).build(maxStates, cancellation);
    }

    /** Def. 5.11 */
    public static Empire saturated(PetriProgram program, InvariantDomain domain, CoRelation co, int maxStates,
                                   Cancellation cancellation) {
        return new EmpireConstruction(program, domain, new SaturatedRule(program, domain, co))
                .build(maxStates, cancellation);
    }

    /**
     * @throws UnsafeDomainException when a reachable state breaks Def. 4.7 (safe)
     * @throws UnsupportedException  when the empire would have more than {@code maxStates} states
     */
    public Empire build(int maxStates, Cancellation cancellation) {
        List<EmpireState> states = new ArrayList<>();
        List<Map<Transition, EmpireState>> edges = new ArrayList<>();
        Map<Key, EmpireState> index = new HashMap<>();
        List<EmpireState> parent = new ArrayList<>();
        List<Transition> via = new ArrayList<>();
        Deque<EmpireState> todo = new ArrayDeque<>();
        EmpireState init = new EmpireState(0, rule.initial(program), domain.initial());
        states.add(init);
        edges.add(new LinkedHashMap<>());
        parent.add(null);
        via.add(null);
        index.put(new Key(init.territory(), init.law()), init);
        checkSafe(init, parent, via);
        todo.add(init);
        while (!todo.isEmpty()) {
            cancellation.check();
            EmpireState q = todo.poll();
            for (Transition t : q.territory().enabledTransitions(program)) {
                Invariant next = domain.post(q.law(), t);
                if (next.isBottom()) {
                    continue;
                }
                Territory territory = rule.successor(q, t, next);
                Key key = new Key(territory, next);
                EmpireState target = index.get(key);
                if (target == null) {
                    if (states.size() >= maxStates) {
                        throw new UnsupportedException("more than " + maxStates + " " + rule.kind()
                                + " empire states for " + program.name() + " (empire state limit)");
                    }
                    target = new EmpireState(states.size(), territory, next);
                    states.add(target);
                    edges.add(new LinkedHashMap<>());
                    parent.add(q);
                    via.add(t);
                    index.put(key, target);
                    checkSafe(target, parent, via);
                    todo.add(target);
                }
                edges.get(q.id()).put(t, target);
            }
        }
        return new Empire(program, rule.kind(), states, edges);
    }

    private void checkSafe(EmpireState q, List<EmpireState> parent, List<Transition> via) {
        List<Place> bad = q.territory().places().stream().filter(Place::isBad).toList();
        if (bad.isEmpty() || q.law().isBottom()) {
            return;
        }
        List<Transition> path = new ArrayList<>();
        for (EmpireState s = q; parent.get(s.id()) != null; s = parent.get(s.id())) {
            path.add(via.get(s.id()));
        }
        Collections.reverse(path);
        throw new UnsafeDomainException("the invariant domain is not safe: " + rule.kind() + " empire state "
                + q + " has the bad place " + bad.get(0).name() + " in its territory and a law that is not false;"
                + " firing sequence: " + (path.isEmpty() ? "(empty)"
                : path.stream().map(Transition::name).collect(Collectors.joining(" "))));
    }

    private record Key(Territory territory, Invariant law) {
    }

    /** Def. 5.3: successors take the replaced territory 𝒯 ▷ t. */
    private static final class NaiveRule implements Rule {
        @Override
        public String kind() {
            return "naive";
        }

        @Override
        public Territory initial(PetriProgram program) {
            return Territory.singletons(program.initialMarking(), program);
        }

        @Override
        public Territory successor(EmpireState q, Transition t, Invariant next) {
            return q.territory().replace(t);
        }
    }

    /**
     * Def. 5.11: a sequential transition inside one region that keeps the law is a self-loop; otherwise the
     * successor is a saturated successor of 𝒯 ▷ t whose bystanders must not grow.
     */
    private static final class SaturatedRule implements Rule {
        private final Saturation saturation;

        SaturatedRule(PetriProgram program, InvariantDomain domain, CoRelation co) {
            this.saturation = new Saturation(program, domain, co);
        }

        @Override
        public String kind() {
            return "saturated";
        }

        @Override
        public Territory initial(PetriProgram program) {
            return saturation.saturate(Territory.singletons(program.initialMarking(), program),
                    saturation.initialLaw(), List.of());
        }

        @Override
        public Territory successor(EmpireState q, Transition t, Invariant next) {
            Territory territory = q.territory();
            if (t.isSequential() && next.equals(q.law())) {
                Region r = territory.regionOf(t.pre().get(0)).orElseThrow();
                if (r.contains(t.post().get(0))) {
                    return territory;
                }
            }
            return saturation.saturate(territory.replace(t), next, territory.bystanders(t));
        }
    }
}
