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
                         double seconds, long usedMemory, Optional<String> symmetry) {
    }

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
        PetriSystem system = new PetriSystem(program, reduction == Reduction.NONE ? PlaceExclusion.none(program)
                : PlaceExclusion.of(program, cancellation), symmetric);
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
                    exploration, result.seconds(), result.usedMemory(), result.symmetry());
        }
        return result;
    }

    private static Result result(PetriSystem system, Exploration<PackedState> exploration, long start,
                                 boolean full) {
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
                        true, Optional.empty(), Optional.empty(), exploration, seconds, used, symmetry);
            }
            return new Result(Verdict.incorrect("unreach-call"), false,
                    Optional.of(counterexample(system, trace)), Optional.empty(), exploration, seconds, used,
                    symmetry);
        }
        Optional<org.imperium.proof.InvariantDomain> proof = full && symmetry.isEmpty()
                ? Optional.of(new ExplicitDomain(system)) : Optional.empty();
        return new Result(Verdict.correct(), false, Optional.empty(), proof, exploration, seconds, used, symmetry);
    }

    private static Counterexample counterexample(PetriSystem system,
                                                 List<ConcurrentTransitionSystem.Step<PackedState>> trace) {
        List<Counterexample.Step> steps = new ArrayList<>();
        for (ConcurrentTransitionSystem.Step<PackedState> s : trace) {
            Map<Var, Object> values = new LinkedHashMap<>();
            system.slots().forEach((v, slot) -> {
                Object value = system.values().value(s.target().get(slot));
                if (value != null) {
                    values.put(v, value);
                }
            });
            steps.add(new Counterexample.Step(system.program().transitions().get(s.action()), values));
        }
        return new Counterexample(system.program(), steps);
    }
}
