package org.imperium.traceabstraction;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.imperium.core.Cancellation;
import org.imperium.core.Statistics;
import org.imperium.logic.Prover;
import org.imperium.logic.Term;
import org.imperium.logic.Terms;
import org.imperium.program.Marking;
import org.imperium.program.PetriProgram;
import org.imperium.program.Place;
import org.imperium.program.Transition;

/**
 * A thread-modular proof of level 2 (Hoenicke, Majumdar and Podelski, "Thread modularity at many levels", POPL
 * 2017) for a program that creates unboundedly many instances of one thread function ({@link InstanceFamily}):
 * an annotation A(m, q, q′) per marking m of main and markings q, q′ of two distinct instances — a conjunction of
 * predicates over the globals, main's variables and the variables of the two instances — that holds for every
 * ordered pair (i, j) of distinct instances in every reachable state, whatever the number of instances. It is
 * inductive when
 * <ul>
 * <li>(initiation) A(m₀, q₀, q₀) holds initially (main at its start, no instance created);</li>
 * <li>(own steps) every step of main, of i or of j from A(m, q, q′) ends in A of the new markings;</li>
 * <li>(interference) every step of a third instance k at p, from A(m, q, q′) ∧ A(m, q, p)[j ↦ k] ∧
 *     A(m, q′, p)[i ↦ j, j ↦ k] — the pairs (i, k) and (j, k) are pairs too — ends in A(m′, q, q′).</li>
 * </ul>
 * By induction over runs, A then holds for every pair in every reachable state of the program with any number of
 * instances (there are always two more instances, if only uncreated ones); when no marked pair with an A holds an
 * error place, neither main nor any instance reaches one. The conditions are Hoare triples of the program with
 * three instances: the pair is instances 1 and 2, the third is instance 3.
 *
 * <p>The annotation is computed, not guessed whole: forward from the initial markings in the Cartesian predicate
 * abstraction over a pool of candidate predicates ({@link ModularCandidates}). A pair of markings has no A (false)
 * until a step reaches it, then the conjunction of the pool predicates that every step into it establishes: the
 * least fixpoint of the conditions in that abstraction. A predicate is kept only on the solver's YES for each
 * triple that must establish it; UNKNOWN drops it, which can only cost the proof, never make a wrong one.
 */
final class ThreadModularProof {

    /** What the attempt concludes: a proof over {@code pairs} pairs of markings, or the reason there is none. */
    record Conclusion(boolean safe, String detail, int pairs) {
    }

    /** Markings of main and of the pair: instance 1's on its own places, instance 2's on its own. */
    private record Pair(Marking main, Marking first, Marking second) {
    }

    private final PetriProgram program;
    private final InstanceFamily family;
    private final Cancellation cancellation;
    private final Statistics statistics;
    private final List<Term> pool;
    private final CartesianPost post;
    private final List<Transition> ownSteps = new ArrayList<>();
    private final List<Transition> thirdSteps = new ArrayList<>();
    private final Map<Pair, BitSet> annotation = new LinkedHashMap<>();
    /** The second markings reached with each (main, first): where a third instance may stand beside the pair. */
    private final Map<List<Marking>, Set<Marking>> seconds = new HashMap<>();
    private final Map<Marking, Set<Pair>> byMain = new HashMap<>();
    private final Deque<Pair> worklist = new ArrayDeque<>();
    private final Set<Pair> queued = new HashSet<>();

    /**
     * @param program the program with exactly three instances of the family's function
     * @param pool    the candidate predicates ({@link ModularCandidates})
     */
    ThreadModularProof(PetriProgram program, InstanceFamily family, List<Term> pool, Prover prover,
                       Cancellation cancellation, Statistics statistics) {
        this.program = program;
        this.family = family;
        this.cancellation = cancellation;
        this.statistics = statistics;
        for (Transition t : program.transitions()) {
            if (family.isPairStep(t)) {
                ownSteps.add(t);
            } else if (!InstanceFamily.isBoundArtefact(t) && family.instanceOf(t) == 3) {
                thirdSteps.add(t);
            }
        }
        this.pool = List.copyOf(pool);
        this.post = new CartesianPost(pool, prover, statistics, "threadModular");
    }

    Conclusion prove() {
        Pair initial = split(program.initialMarking());
        reach(initial, post.valid());
        while (!worklist.isEmpty()) {
            cancellation.check();
            Pair pair = worklist.poll();
            queued.remove(pair);
            Optional<Place> bad = badPlace(pair);
            if (bad.isPresent()) {
                return new Conclusion(false, "error place " + bad.get().name() + " not excluded by the pool of "
                        + pool.size() + " predicates", annotation.size());
            }
            Term pre = post.conjunction(annotation.get(pair));
            Marking joint = union(List.of(pair.main(), pair.first(), pair.second()));
            for (Transition t : ownSteps) {
                if (joint.enables(t)) {
                    propagate(pre, annotation.get(pair), t, split(joint.fire(t)));
                }
            }
            for (Marking p : List.copyOf(seconds.getOrDefault(List.of(pair.main(), pair.first()), Set.of()))) {
                thirdInstanceSteps(pair, pre, joint, p);
            }
        }
        return new Conclusion(true, annotation.size() + " pairs of markings, " + pool.size()
                + " candidate predicates", annotation.size());
    }

    /** The steps of a third instance at {@code p} (a marking of instance 2's places, moved to instance 3's). */
    private void thirdInstanceSteps(Pair pair, Term pre, Marking joint, Marking p) {
        BitSet withFirst = annotation.get(new Pair(pair.main(), pair.first(), p));
        BitSet withSecond = annotation.get(new Pair(pair.main(), family.image(pair.second(), 1), p));
        if (withFirst == null || withSecond == null) {
            return;
        }
        Marking third = family.image(p, 3);
        Marking all = union(List.of(joint, third));
        Optional<Term> first = family.rename(post.conjunction(withFirst), Map.of(2, 3));
        Optional<Term> second = family.rename(post.conjunction(withSecond), Map.of(1, 2, 2, 3));
        Term premise = Terms.and(pre, first.orElseThrow(), second.orElseThrow());
        for (Transition t : thirdSteps) {
            if (all.enables(t)) {
                propagate(premise, annotation.get(pair), t, split(all.fire(t)));
            }
        }
    }

    /** Weakens (or first sets) A of {@code target} to what the step establishes. */
    private void propagate(Term premise, BitSet source, Transition t, Pair target) {
        BitSet current = annotation.get(target);
        BitSet candidates = current;
        if (candidates == null) {
            candidates = new BitSet();
            candidates.set(0, pool.size());
        }
        Optional<BitSet> established = post.established(premise, source, t, candidates);
        if (established.isEmpty()) {
            return;
        }
        if (current == null) {
            reach(target, established.get());
        } else if (!established.get().equals(current)) {
            annotation.put(target, established.get());
            changed(target);
        }
    }

    private void reach(Pair pair, BitSet holding) {
        annotation.put(pair, holding);
        seconds.computeIfAbsent(List.of(pair.main(), pair.first()), k -> new LinkedHashSet<>()).add(pair.second());
        byMain.computeIfAbsent(pair.main(), k -> new LinkedHashSet<>()).add(pair);
        changed(pair);
    }

    /** A changed A is a premise of the third-instance steps of every pair with the same main marking. */
    private void changed(Pair pair) {
        for (Pair p : byMain.get(pair.main())) {
            if (queued.add(p)) {
                worklist.add(p);
            }
        }
    }

    private Optional<Place> badPlace(Pair pair) {
        return union(List.of(pair.main(), pair.first(), pair.second())).places(program).stream()
                .filter(p -> p.kind() == Place.Kind.ERROR).findFirst();
    }

    /** Main's, instance 1's and instance 2's part of a marking; instance 3's is dropped. */
    private Pair split(Marking marking) {
        List<Place> main = new ArrayList<>();
        List<Place> first = new ArrayList<>();
        List<Place> second = new ArrayList<>();
        for (Place p : marking.places(program)) {
            switch (family.instanceOf(p)) {
                case 0 -> main.add(p);
                case 1 -> first.add(p);
                case 2 -> second.add(p);
                default -> {
                }
            }
        }
        return new Pair(Marking.of(main), Marking.of(first), Marking.of(second));
    }

    private Marking union(List<Marking> markings) {
        List<Place> places = new ArrayList<>();
        markings.forEach(m -> places.addAll(m.places(program)));
        return Marking.of(places);
    }
}
