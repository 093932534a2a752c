package org.imperium.petrify;

import java.math.BigInteger;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.imperium.logic.Action;
import org.imperium.logic.ArrayValue;
import org.imperium.logic.Evaluator;
import org.imperium.logic.Sort;
import org.imperium.logic.Var;
import org.imperium.program.Marking;
import org.imperium.program.PetriProgram;
import org.imperium.program.Place;
import org.imperium.program.ReachabilityGraph;
import org.imperium.program.Transition;

/**
 * Test oracle: explores the states (marking, valuation) of a Petri program whose data is finite once havoc is
 * restricted to a small set of integers. Initial values are 0, false and all-0 arrays (petrification initialises
 * what C initialises, so the choice does not matter for the tests' programs).
 */
public final class Explorer {

    record State(Marking marking, Map<Var, Object> values) {
    }

    private final PetriProgram program;
    private final List<BigInteger> havocDomain;
    private final Set<State> seen = new HashSet<>();
    private final Set<Place> reachedBad = new LinkedHashSet<>();
    private final List<Map<Var, Object>> finals = new ArrayList<>();

    private Explorer(PetriProgram program, List<Integer> havocDomain) {
        this.program = program;
        this.havocDomain = havocDomain.stream().map(BigInteger::valueOf).toList();
    }

    public static Explorer explore(PetriProgram program, List<Integer> havocDomain, int limit) {
        Explorer e = new Explorer(program, havocDomain);
        e.run(limit);
        return e;
    }

    private void run(int limit) {
        Map<Var, Object> init = new HashMap<>();
        for (Var v : program.variables().keySet()) {
            init.put(v, initial(v.sort()));
        }
        Deque<State> todo = new ArrayDeque<>();
        State s0 = new State(program.initialMarking(), init);
        seen.add(s0);
        todo.add(s0);
        while (!todo.isEmpty()) {
            if (seen.size() > limit) {
                throw new IllegalStateException("more than " + limit + " states");
            }
            State s = todo.poll();
            List<Transition> enabled = ReachabilityGraph.enabled(program, s.marking());
            boolean moved = false;
            for (Transition t : enabled) {
                for (Map<Var, Object> next : fire(t.statement().actions(), 0, s.values())) {
                    moved = true;
                    State n = new State(s.marking().fire(t), next);
                    if (seen.add(n)) {
                        for (Place p : t.post()) {
                            if (p.isBad()) {
                                reachedBad.add(p);
                            }
                        }
                        todo.add(n);
                    }
                }
            }
            if (!moved) {
                finals.add(s.values());
            }
        }
    }

    private static Object initial(Sort sort) {
        if (sort instanceof Sort.Array a) {
            return ArrayValue.constant(initial(a.element()));
        }
        return sort.equals(Sort.BOOL) ? (Object) Boolean.FALSE : BigInteger.ZERO;
    }

    private List<Map<Var, Object>> fire(List<Action> actions, int i, Map<Var, Object> values) {
        if (i == actions.size()) {
            return List.of(values);
        }
        Action a = actions.get(i);
        if (a instanceof Action.Assume assume) {
            return (Boolean) Evaluator.evaluate(assume.condition(), values::get) ? fire(actions, i + 1, values)
                    : List.of();
        }
        if (a instanceof Action.Assign assign) {
            Map<Var, Object> next = new HashMap<>(values);
            assign.updates().forEach((v, t) -> next.put(v, Evaluator.evaluate(t, values::get)));
            return fire(actions, i + 1, next);
        }
        List<Map<Var, Object>> result = new ArrayList<>();
        havoc(((Action.Havoc) a).vars(), 0, values, actions, i, result);
        return result;
    }

    private void havoc(List<Var> vars, int k, Map<Var, Object> values, List<Action> actions, int i,
                       List<Map<Var, Object>> out) {
        if (k == vars.size()) {
            out.addAll(fire(actions, i + 1, values));
            return;
        }
        Var v = vars.get(k);
        List<Object> choices = new ArrayList<>();
        if (v.sort().equals(Sort.BOOL)) {
            choices.add(true);
            choices.add(false);
        } else if (v.sort().equals(Sort.INT)) {
            choices.addAll(havocDomain);
        } else {
            choices.add(values.get(v));
        }
        for (Object c : choices) {
            Map<Var, Object> next = new HashMap<>(values);
            next.put(v, c);
            havoc(vars, k + 1, next, actions, i, out);
        }
    }

    /** Bad places (error or insufficient instances) reached in some run. */
    public Set<Place> reachedBad() {
        return reachedBad;
    }

    public boolean errorReachable() {
        return reachedBad.stream().anyMatch(p -> p.kind() == Place.Kind.ERROR);
    }

    public boolean insufficientReachable() {
        return reachedBad.stream().anyMatch(p -> p.kind() == Place.Kind.INSUFFICIENT_INSTANCES);
    }

    /** Valuations of states without enabled transitions. */
    public List<Map<Var, Object>> finals() {
        return finals;
    }

    public int states() {
        return seen.size();
    }

}
