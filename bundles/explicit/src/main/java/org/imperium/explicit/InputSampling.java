package org.imperium.explicit;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import org.imperium.logic.Action;
import org.imperium.logic.App;
import org.imperium.logic.Evaluator;
import org.imperium.logic.Op;
import org.imperium.logic.Sort;
import org.imperium.logic.Statement;
import org.imperium.logic.Term;
import org.imperium.logic.TermUtils;
import org.imperium.logic.Terms;
import org.imperium.logic.Var;
import org.imperium.program.CoRelation;
import org.imperium.program.Origin;
import org.imperium.program.PetriProgram;
import org.imperium.program.Place;
import org.imperium.program.Transition;

/**
 * An under-approximation of a Petri program with nondeterministic integer inputs, for finding errors only: every
 * transition whose statement havocs one integer variable is replaced by one copy per candidate value, in which the
 * havoc is followed by the assignment of that value (the range facts petrification puts after an input then
 * filter values out of range), and the insufficient-instance places are dead ends instead of bad places. Each
 * run of the sampled program is a run of the program — same places, and a
 * statement whose effect the havoc allows — so an error it reaches is a real error; it has fewer runs, so its
 * safety says nothing. The candidates are the integer constants the program compares with, each ±1, and 0, ±1:
 * the values at which branches and loop bounds change, smallest magnitude first.
 */
final class InputSampling {

    private static final java.util.Set<Op> COMPARISONS = java.util.EnumSet.of(Op.LT, Op.LEQ, Op.GT, Op.GEQ, Op.EQ);

    private InputSampling() {
    }

    /** The sampled program, or empty when no transition havocs a single integer variable. */
    static Optional<PetriProgram> sample(PetriProgram program, int maxValues) {
        List<BigInteger> values = candidates(program, maxValues);
        if (program.transitions().stream().noneMatch(InputSampling::samplable)) {
            return Optional.empty();
        }
        PetriProgram.Builder b = new PetriProgram.Builder(program.name() + "-sampled");
        program.variables().values().forEach(b::variable);
        List<Place> places = new ArrayList<>();
        for (Place p : program.places()) {
            // a run that needs more thread instances ends there: the search goes on with the other runs
            Place.Kind kind = p.kind() == Place.Kind.INSUFFICIENT_INSTANCES ? Place.Kind.REGULAR : p.kind();
            places.add(b.place(p.name(), p.thread(), kind, p.origin(), p.cScope()));
        }
        Map<Transition, Transition> originals = new HashMap<>();
        for (Transition t : program.transitions()) {
            List<Place> pre = t.pre().stream().map(p -> places.get(p.id())).toList();
            List<Place> post = t.post().stream().map(p -> places.get(p.id())).toList();
            if (!samplable(t)) {
                originals.put(b.transition(t.name(), pre, post, t.statement(), t.thread(), t.origin()), t);
                continue;
            }
            for (BigInteger v : values) {
                originals.put(b.transition(t.name() + "[input=" + v + "]", pre, post, fixed(t.statement(), v),
                        t.thread(), t.origin()), t);
            }
        }
        program.initialMarking().places(program).forEach(p -> b.initial(places.get(p.id())));
        // the same places are reachable together: the copies of a transition have the pre-places of the original
        program.knownCoRelation().ifPresent(co -> b.coRelation(new CoRelation() {
            @Override
            public boolean coRelated(Place p, Place q) {
                return co.coRelated(program.places().get(p.id()), program.places().get(q.id()));
            }

            @Override
            public boolean coMarked(Place p, Transition t) {
                return co.coMarked(program.places().get(p.id()), originals.get(t));
            }

            @Override
            public boolean isExact() {
                return co.isExact();
            }
        }));
        return Optional.of(b.build());
    }

    /**
     * One havoc of exactly one integer variable, and no other integer or array havoc, at an assignment or a
     * declaration with initialiser (an input read into a variable, such as {@code n = __VERIFIER_nondet_uint()}).
     * The other havocs give locals their arbitrary values before the first assignment: sampling them would only
     * multiply the runs.
     */
    private static boolean samplable(Transition t) {
        List<Var> inputs = t.statement().actions().stream().filter(a -> a instanceof Action.Havoc)
                .flatMap(a -> ((Action.Havoc) a).vars().stream()).filter(v -> !v.sort().equals(Sort.BOOL)).toList();
        return inputs.size() == 1 && inputs.get(0).sort().equals(Sort.INT)
                && t.origin().map(o -> o.kind() == Origin.Kind.ASSIGNMENT).orElse(true);
    }

    private static Statement fixed(Statement statement, BigInteger value) {
        List<Action> actions = new ArrayList<>();
        for (Action a : statement.actions()) {
            actions.add(a);
            if (a instanceof Action.Havoc h) {
                h.vars().stream().filter(v -> v.sort().equals(Sort.INT))
                        .forEach(v -> actions.add(new Action.Assign(Map.of(v, Terms.num(value)))));
            }
        }
        return Statement.of(actions);
    }

    /** Magnitude from which a constant is taken for the bound of an integer type. */
    private static final BigInteger TYPE_BOUND = BigInteger.valueOf(Integer.MAX_VALUE);

    /**
     * At most {@code maxValues} candidates: the compared constants (and 0) first, then their neighbours ±1, then
     * the bounds of integer types, each group smallest magnitude first (negative before positive).
     */
    static List<BigInteger> candidates(PetriProgram program, int maxValues) {
        TreeSet<BigInteger> constants = new TreeSet<>();
        constants.add(BigInteger.ZERO);
        for (Transition t : program.transitions()) {
            for (Action a : t.statement().actions()) {
                if (a instanceof Action.Assume assume) {
                    collect(assume.condition(), constants);
                } else if (a instanceof Action.Assign assign) {
                    assign.updates().values().forEach(e -> collect(e, constants));
                }
            }
        }
        Comparator<BigInteger> magnitude = Comparator.comparing(BigInteger::abs)
                .thenComparing(Comparator.naturalOrder());
        TreeSet<BigInteger> neighbours = new TreeSet<>(magnitude);
        for (BigInteger c : constants) {
            neighbours.add(c.subtract(BigInteger.ONE));
            neighbours.add(c.add(BigInteger.ONE));
        }
        neighbours.removeAll(constants);
        // the bounds of the 32- and 64-bit types come from the range facts of every input: tried last
        List<BigInteger> bounds = constants.stream().filter(c -> c.abs().compareTo(TYPE_BOUND) >= 0).toList();
        constants.removeAll(bounds);
        neighbours.removeIf(c -> c.abs().compareTo(TYPE_BOUND) >= 0);
        List<BigInteger> values = new ArrayList<>(constants.stream().sorted(magnitude).toList());
        values.addAll(neighbours);
        values.addAll(bounds.stream().sorted(magnitude).toList());
        return values.stream().limit(maxValues).toList();
    }

    /** The integer constants compared with something in {@code term}. */
    private static void collect(Term term, TreeSet<BigInteger> constants) {
        if (!(term instanceof App app)) {
            return;
        }
        if (COMPARISONS.contains(app.op())) {
            for (Term arg : app.args()) {
                constant(arg).ifPresent(constants::add);
            }
        }
        app.args().forEach(arg -> collect(arg, constants));
    }

    /** The value of a variable-free integer term, such as {@code 10/2}. */
    private static Optional<BigInteger> constant(Term term) {
        if (!term.sort().equals(Sort.INT) || !TermUtils.freeVars(term).isEmpty()) {
            return Optional.empty();
        }
        try {
            return Optional.of((BigInteger) Evaluator.evaluate(term, v -> null));
        } catch (ArithmeticException e) {
            return Optional.empty();
        }
    }
}
