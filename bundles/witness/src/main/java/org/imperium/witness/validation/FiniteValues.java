package org.imperium.witness.validation;

import java.math.BigInteger;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.imperium.core.Cancellation;
import org.imperium.logic.Action;
import org.imperium.logic.App;
import org.imperium.logic.Evaluator;
import org.imperium.logic.IntLiteral;
import org.imperium.logic.Op;
import org.imperium.logic.Sort;
import org.imperium.logic.Term;
import org.imperium.logic.TermUtils;
import org.imperium.logic.Terms;
import org.imperium.logic.Var;
import org.imperium.program.Marking;
import org.imperium.program.PetriProgram;
import org.imperium.program.Place;
import org.imperium.program.Transition;

/**
 * Facts about the <em>finite-valued</em> variables of the woven program — the integers that are only ever
 * assigned constants or expressions over such variables: the ghosts of the witness (their updates read only
 * ghosts), the mutexes (a lock writes the holder's number, an unlock 0), flags. A witness can name neither the
 * mutexes nor the holder's number, yet its ghost tells who holds a lock; the Owicki-Gries check of its invariants
 * then sees a lock step enabled where the mutex is held by another thread. The facts here tie the two together:
 * the reachable markings of the program are explored with the values of these variables only (every other
 * variable is unknown; an assumption that reads one is taken as satisfiable, so the exploration covers every
 * reachable state), and a place gets the disjunction of the valuations it is reached with (false when never
 * reached). They are candidates, conjoined to the annotation that {@link ThreadModularCheck} checks in full, not
 * trusted: they can make the check succeed, never make it unsound. Beyond {@code stateLimit} explored states, or
 * {@code valuationLimit} valuations at one place, there is no fact.
 */
final class FiniteValues {

    private record State(Marking marking, Map<Var, BigInteger> values) {
    }

    private FiniteValues() {
    }

    /**
     * The fact of each place; empty when the exploration exceeded its limit both with all finite-valued variables
     * and with those that are only ever set to a literal or kept (ghosts, mutexes, flags: a counter of the
     * program may take more values than the limit allows).
     */
    static Optional<Map<Place, Term>> of(PetriProgram program, int stateLimit, int valuationLimit,
                                         Cancellation cancellation) {
        Set<Var> closed = tracked(program, false);
        Optional<Map<Place, Term>> facts = explore(program, closed, stateLimit, valuationLimit, cancellation);
        Set<Var> bounded = tracked(program, true);
        return facts.isPresent() || bounded.equals(closed) ? facts
                : explore(program, bounded, stateLimit, valuationLimit, cancellation);
    }

    private static Optional<Map<Place, Term>> explore(PetriProgram program, Set<Var> tracked, int stateLimit,
                                                      int valuationLimit, Cancellation cancellation) {
        if (tracked.isEmpty()) {
            return Optional.empty();
        }
        Map<Place, Set<Map<Var, BigInteger>>> seen = new HashMap<>();
        Set<State> visited = new HashSet<>();
        Deque<State> todo = new ArrayDeque<>();
        State initial = new State(program.initialMarking(), Map.of());
        visited.add(initial);
        todo.add(initial);
        while (!todo.isEmpty()) {
            cancellation.check();
            State s = todo.poll();
            for (Place p : s.marking().places(program)) {
                seen.computeIfAbsent(p, k -> new HashSet<>()).add(s.values());
            }
            for (Transition t : program.transitions()) {
                if (!s.marking().enables(t)) {
                    continue;
                }
                Optional<Map<Var, BigInteger>> after = fire(t, s.values(), tracked);
                if (after.isEmpty()) {
                    continue;
                }
                State next = new State(s.marking().fire(t), after.get());
                if (visited.add(next)) {
                    if (visited.size() > stateLimit) {
                        return Optional.empty();
                    }
                    todo.add(next);
                }
            }
        }
        Map<Place, Term> facts = new HashMap<>();
        for (Place p : program.places()) {
            Set<Map<Var, BigInteger>> valuations = seen.getOrDefault(p, Set.of());
            if (valuations.size() <= valuationLimit) {
                facts.put(p, Terms.or(valuations.stream().map(FiniteValues::conjunction).toList()));
            }
        }
        return Optional.of(facts);
    }

    /**
     * The integer variables assigned only expressions over such variables and literals (with {@code bounded}: only
     * literals, or conditional choices between literals and the variable itself), never havocked: the greatest such
     * set, from all integer variables down.
     */
    private static Set<Var> tracked(PetriProgram program, boolean bounded) {
        Set<Var> tracked = new LinkedHashSet<>();
        program.variables().keySet().stream().filter(v -> v.sort().equals(Sort.INT)).forEach(tracked::add);
        boolean changed = true;
        while (changed) {
            changed = false;
            for (Transition t : program.transitions()) {
                for (Action a : t.statement().actions()) {
                    if (a instanceof Action.Havoc h) {
                        changed |= tracked.removeAll(h.vars());
                    } else if (a instanceof Action.Assign assign) {
                        for (Map.Entry<Var, Term> e : assign.updates().entrySet()) {
                            if (tracked.contains(e.getKey())
                                    && (!tracked.containsAll(TermUtils.freeVars(e.getValue()))
                                    || bounded && !keptOrLiteral(e.getKey(), e.getValue()))) {
                                tracked.remove(e.getKey());
                                changed = true;
                            }
                        }
                    }
                }
            }
        }
        return tracked;
    }

    /** A literal, the variable itself, or a conditional choice between such terms (a ghost update). */
    private static boolean keptOrLiteral(Var v, Term value) {
        if (value instanceof IntLiteral || value.equals(v)) {
            return true;
        }
        return value instanceof App a && a.op() == Op.ITE && keptOrLiteral(v, a.args().get(1))
                && keptOrLiteral(v, a.args().get(2));
    }

    /** The values after t, or empty when an assumption over known values fails. */
    private static Optional<Map<Var, BigInteger>> fire(Transition t, Map<Var, BigInteger> values, Set<Var> tracked) {
        Map<Var, BigInteger> current = values;
        for (Action a : t.statement().actions()) {
            if (a instanceof Action.Assume assume) {
                // each conjunct on its own: one that reads an unknown variable does not hide the others
                for (Term conjunct : TermUtils.conjuncts(assume.condition())) {
                    Optional<Object> holds = evaluate(conjunct, current);
                    if (holds.isPresent() && holds.get().equals(Boolean.FALSE)) {
                        return Optional.empty();
                    }
                }
            } else if (a instanceof Action.Assign assign) {
                Map<Var, BigInteger> next = new HashMap<>(current);
                for (Map.Entry<Var, Term> e : assign.updates().entrySet()) {
                    if (tracked.contains(e.getKey())) {
                        Optional<Object> value = evaluate(e.getValue(), current);
                        if (value.isPresent() && value.get() instanceof BigInteger i) {
                            next.put(e.getKey(), i);
                        } else {
                            next.remove(e.getKey());
                        }
                    }
                }
                current = Map.copyOf(next);
            }
        }
        return Optional.of(current);
    }

    /** The value of t, or empty when it reads a variable without known value (or divides by zero). */
    private static Optional<Object> evaluate(Term t, Map<Var, BigInteger> values) {
        if (!values.keySet().containsAll(TermUtils.freeVars(t))) {
            return Optional.empty();
        }
        try {
            return Optional.of(Evaluator.evaluate(t, values::get));
        } catch (ArithmeticException | IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    private static Term conjunction(Map<Var, BigInteger> valuation) {
        List<Term> literals = new ArrayList<>();
        valuation.forEach((v, value) -> literals.add(Terms.eq(v, Terms.num(value))));
        return Terms.and(literals);
    }
}
