package org.imperium.explicit;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.imperium.core.Cancellation;
import org.imperium.core.Verdict;
import org.imperium.logic.Var;
import org.imperium.program.Counterexample;
import org.imperium.program.PetriProgram;
import org.imperium.program.Place;
import org.imperium.reduction.ConcurrentTransitionSystem;
import org.imperium.reduction.Exploration;
import org.imperium.reduction.Reduction;

/**
 * The explicit-state check of a Petri program: one search of its concurrent transition system, full or reduced,
 * turned into a verdict — FALSE with a counterexample when an error place is reachable, UNKNOWN when only an
 * insufficient-instances place is (more thread instances are needed), TRUE otherwise, with the explored state
 * space as proof ({@link ExplicitDomain}) when the search was not reduced (a reduced search covers only some
 * interleavings, so its states are not an invariant). Constructs that are not finite data throw
 * {@link org.imperium.core.UnsupportedException}.
 */
public final class ExplicitChecker {

    /**
     * @param seconds     wall time of the search
     * @param usedMemory  heap in use after the search, in bytes (a coarse measure of the state storage)
     */
    public record Result(Verdict verdict, boolean insufficientInstances, Optional<Counterexample> counterexample,
                         Optional<org.imperium.proof.InvariantDomain> proof, Exploration<?> exploration,
                         double seconds, long usedMemory, Optional<String> symmetry, long inputSplits) {
    }

    /** Largest input split into its members by the search without reduction, unless told otherwise. */
    public static final int INPUT_VALUES = 64;

    private ExplicitChecker() {
    }

    public static Result check(PetriProgram program, Reduction reduction, long maxStates, Cancellation cancellation) {
        return check(program, reduction, false, maxStates, cancellation);
    }

    /**
     * @param symmetric whether to search one state per orbit of interchangeable thread instances
     *                  ({@link Symmetry}); the states are then no invariant, so TRUE comes without proof
     */
    public static Result check(PetriProgram program, Reduction reduction, boolean symmetric, long maxStates,
                               Cancellation cancellation) {
        return check(program, reduction, symmetric, maxStates, INPUT_VALUES, cancellation);
    }

    /**
     * @param inputValues without reduction, integer inputs are searched as intervals ({@link InputSplitting}),
     *                    split into members on other reads up to this many; a reduced search keeps them unknown
     *                    (its commutativity arguments are about single states, not about how a split cuts them)
     */
    public static Result check(PetriProgram program, Reduction reduction, boolean symmetric, long maxStates,
                               int inputValues, Cancellation cancellation) {
        PetriSystem system = new PetriSystem(program, reduction == Reduction.NONE ? PlaceExclusion.none(program)
                : PlaceExclusion.of(program, cancellation), symmetric,
                reduction == Reduction.NONE && inputValues > 0 ? java.util.OptionalInt.of(inputValues)
                        : java.util.OptionalInt.empty());
        long start = System.nanoTime();
        Exploration<PackedState> exploration = reduction.explore(system, maxStates, cancellation);
        return result(system, exploration, start, reduction == Reduction.NONE);
    }

    /**
     * A search for errors only ({@link ThreadFirstSearch}): FALSE with a counterexample, UNKNOWN when only an
     * insufficient-instances place or no bad place was reached — never TRUE.
     */
    public static Result hunt(PetriProgram program, boolean symmetric, long maxStates, Cancellation cancellation) {
        PetriSystem system = new PetriSystem(program, PlaceExclusion.none(program), symmetric);
        long start = System.nanoTime();
        Exploration<PackedState> exploration = new ThreadFirstSearch(system, maxStates, cancellation).run();
        Result result = result(system, exploration, start, false);
        if (result.verdict() instanceof Verdict.Correct) {
            return new Result(Verdict.unknown("no error found"), false, Optional.empty(), Optional.empty(),
                    exploration, result.seconds(), result.usedMemory(), result.symmetry(), result.inputSplits());
        }
        return result;
    }

    /**
     * The search without reduction in thread-first order ({@link ThreadFirstSearch}), with integer inputs as
     * intervals: complete, so TRUE when it reaches no bad place; it finds errors and missing thread instances in
     * programs with many threads early. States that differ only in {@link DeadVariables} are identified.
     */
    public static Result exact(PetriProgram program, boolean symmetric, long maxStates, int inputValues,
                               Cancellation cancellation) {
        PetriSystem system = new PetriSystem(program, PlaceExclusion.none(program), symmetric,
                java.util.OptionalInt.of(inputValues), true);
        long start = System.nanoTime();
        Exploration<PackedState> exploration = new ThreadFirstSearch(system, maxStates, cancellation).run();
        return result(system, exploration, start, false);
    }

    private static Result result(PetriSystem system, Exploration<PackedState> exploration, long start,
                                 boolean full) {
        long splits = system.executor().intervals().map(InputSplitting::splits).orElse(0L);
        Optional<String> symmetry = system.symmetry().map(Symmetry::toString);
        double seconds = (System.nanoTime() - start) / 1e9;
        Runtime rt = Runtime.getRuntime();
        long used = rt.totalMemory() - rt.freeMemory();
        if (exploration.violation().isPresent()) {
            List<ConcurrentTransitionSystem.Step<PackedState>> trace = exploration.violation().get();
            PackedState last = trace.isEmpty() ? system.initialState() : trace.get(trace.size() - 1).target();
            Place bad = system.badPlace(last).orElseThrow();
            if (bad.kind() == Place.Kind.INSUFFICIENT_INSTANCES) {
                return new Result(Verdict.unknown("insufficient thread instances (" + bad.name() + " reachable)"),
                        true, Optional.empty(), Optional.empty(), exploration, seconds, used, symmetry, splits);
            }
            return new Result(Verdict.incorrect("unreach-call"), false,
                    Optional.of(counterexample(system, trace)), Optional.empty(), exploration, seconds, used,
                    symmetry, splits);
        }
        Optional<org.imperium.proof.InvariantDomain> proof = full && symmetry.isEmpty()
                ? Optional.of(new ExplicitDomain(system)) : Optional.empty();
        return new Result(Verdict.correct(), false, Optional.empty(), proof, exploration, seconds, used, symmetry,
                splits);
    }

    /**
     * The trace with its values. An undecided input takes one member: per variable, walking back from the end,
     * the member chosen later while it is still in the interval (the interval only narrows while the variable
     * keeps its input), else the smallest — every member of the last interval of an input is a real run, and
     * inputs are independent. A link takes its input's member plus offset when it is made, and keeps it.
     */
    private static Counterexample counterexample(PetriSystem system,
                                                 List<ConcurrentTransitionSystem.Step<PackedState>> trace) {
        ValueTable table = system.values();
        int width = system.markingWords() + system.slots().size();
        java.math.BigInteger[][] chosen = new java.math.BigInteger[trace.size()][width];
        java.math.BigInteger[] choice = new java.math.BigInteger[width];
        for (int j = trace.size() - 1; j >= 0; j--) {
            PackedState state = trace.get(j).target();
            for (int slot : system.slots().values()) {
                Object value = table.value(state.get(slot));
                if (value instanceof java.math.BigInteger b) {
                    choice[slot] = b;
                } else if (value instanceof Interval interval) {
                    if (choice[slot] == null || !interval.contains(choice[slot])) {
                        choice[slot] = interval.member();
                    }
                    chosen[j][slot] = choice[slot];
                }
            }
        }
        java.math.BigInteger[] linked = new java.math.BigInteger[width];
        List<Counterexample.Step> steps = new ArrayList<>();
        for (int j = 0; j < trace.size(); j++) {
            ConcurrentTransitionSystem.Step<PackedState> s = trace.get(j);
            org.imperium.program.Transition t = system.program().transitions().get(s.action());
            java.util.Collection<Var> writes = t.statement().writes();
            Map<Var, Object> values = new LinkedHashMap<>();
            for (Map.Entry<Var, Integer> e : system.slots().entrySet()) {
                int slot = e.getValue();
                Object value = table.value(s.target().get(slot));
                if (value instanceof Interval) {
                    value = chosen[j][slot];
                } else if (value instanceof InputLink l) {
                    if (linked[slot] == null || writes.contains(e.getKey())) {
                        Object input = table.value(s.target().get(l.slot()));
                        linked[slot] = input instanceof Interval ? chosen[j][l.slot()].add(l.offset())
                                : input instanceof java.math.BigInteger b ? b.add(l.offset()) : null;
                    }
                    value = linked[slot];
                }
                if (value != null) {
                    values.put(e.getKey(), value);
                }
            }
            steps.add(new Counterexample.Step(t, values));
        }
        return new Counterexample(system.program(), steps);
    }
}
