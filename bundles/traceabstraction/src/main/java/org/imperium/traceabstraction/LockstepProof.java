package org.imperium.traceabstraction;

import java.util.ArrayDeque;
import java.util.BitSet;
import java.util.Deque;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.imperium.core.Cancellation;
import org.imperium.logic.Term;
import org.imperium.program.Marking;
import org.imperium.program.PetriProgram;
import org.imperium.program.Place;
import org.imperium.program.Transition;
import org.imperium.proof.Invariant;

/**
 * The candidate atoms of symmetric threads ({@link SymmetricAtoms} over the whole program) tried at once on the
 * lock-step reduced program, before refinement: the least fixpoint of the Cartesian predicate abstraction over
 * the reduced control states — a marking with the memory of the {@link SleepSetSuccessors} (sleep set and turn)
 * — annotated with the subset of the pool that every reduced step into it establishes ({@link CartesianPost}).
 * When no annotated state marks a bad place, the annotation is an inductive invariant of the reduced program —
 * each of its steps a Hoare triple the solver proved, as in the product search — so no reduced run reaches a bad
 * place, and by the sleep-set argument no run at all (docs/trace-abstraction.md, "Lock-step fixpoint"). Unlike
 * refinement, which needs rounds for the interleavings of the copies' loop bodies and a product state for every
 * subset of predicates a path leaves, the fixpoint joins all paths into one control state, so its cost is bounded
 * by the control states times the pool.
 */
final class LockstepProof {

    /** Reduced control states the fixpoint may annotate before it gives up. */
    static final int MAX_STATES = 50_000;

    /** A reduced control state. */
    private record State(Marking marking, SuccessorFunction.Memory memory) {
    }

    /** The outcome: the atoms the invariant uses when it proves the reduced program safe; else why not. */
    record Conclusion(Optional<List<Term>> atoms, String detail) {
    }

    private final PetriProgram program;
    private final SleepSetSuccessors successors;
    private final CartesianPost post;
    private final Invariant anyElement;
    private final Cancellation cancellation;
    private final Map<State, BitSet> annotation = new LinkedHashMap<>();
    private final Deque<State> worklist = new ArrayDeque<>();
    private final Set<State> queued = new HashSet<>();

    /** {@code anyElement} is passed to the successor function, which fires by the marking alone. */
    LockstepProof(PetriProgram program, SleepSetSuccessors successors, CartesianPost post, Invariant anyElement,
                  Cancellation cancellation) {
        this.program = program;
        this.successors = successors;
        this.post = post;
        this.anyElement = anyElement;
        this.cancellation = cancellation;
    }

    Conclusion prove() {
        reach(new State(program.initialMarking(), successors.initialMemory(program)), post.valid());
        while (!worklist.isEmpty()) {
            cancellation.check();
            if (annotation.size() > MAX_STATES) {
                return new Conclusion(Optional.empty(), "more than " + MAX_STATES + " reduced control states");
            }
            State state = worklist.poll();
            queued.remove(state);
            Optional<Place> bad = state.marking().places(program).stream().filter(Place::isBad).findFirst();
            if (bad.isPresent()) {
                return new Conclusion(Optional.empty(), "bad place " + bad.get().name() + " not excluded by "
                        + post.pool().size() + " atoms");
            }
            BitSet source = annotation.get(state);
            Term premise = post.conjunction(source);
            for (SuccessorFunction.Step step : successors.steps(program, state.marking(), anyElement,
                    state.memory())) {
                Transition t = step.transition();
                propagate(premise, source, t, new State(state.marking().fire(t), step.next()));
            }
        }
        BitSet used = new BitSet();
        annotation.values().forEach(used::or);
        List<Term> atoms = used.stream().mapToObj(post.pool()::get).toList();
        return new Conclusion(Optional.of(atoms), annotation.size() + " reduced control states, " + atoms.size()
                + " of " + post.pool().size() + " atoms");
    }

    /** The reduced control states annotated so far. */
    int states() {
        return annotation.size();
    }

    /** Weakens (or first sets) the annotation of {@code target} to what the step establishes. */
    private void propagate(Term premise, BitSet source, Transition t, State target) {
        BitSet current = annotation.get(target);
        BitSet candidates = current;
        if (candidates == null) {
            candidates = new BitSet();
            candidates.set(0, post.pool().size());
        }
        Optional<BitSet> established = post.established(premise, source, t, candidates);
        if (established.isEmpty()) {
            return;
        }
        if (current == null || !established.get().equals(current)) {
            reach(target, established.get());
        }
    }

    private void reach(State state, BitSet holding) {
        annotation.put(state, holding);
        if (queued.add(state)) {
            worklist.add(state);
        }
    }
}
