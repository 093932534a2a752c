package org.imperium.traceabstraction;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.imperium.core.Cancellation;
import org.imperium.logic.Term;
import org.imperium.logic.TermUtils;
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
 * holds a bad place: the run leading there is a trace the automata do not yet prove infeasible.
 *
 * <p><b>Subsumption.</b> Elements of predicate domains are conjunctions of predicates. A state (M, φ) is
 * <em>covered</em> by an explored state (M, ψ) when, component by component, every conjunct of ψ is a conjunct of
 * φ (φ is at least as strong). Every concrete execution from a state satisfying φ satisfies ψ, and the posts of ψ
 * are valid Hoare triples, so each run from (M, φ) is matched by a run from (M, ψ): a covered state need not be
 * explored, and an empty search still proves the program safe. Without subsumption the search explores exactly
 * the configurations reachable with the domain's post (Def. 3.1), so its emptiness is Def. 3.2 (safe) literally;
 * with subsumption it implies Def. 3.2 whenever the post is monotone — which predicate abstraction is as long as
 * the solver decided every triple (see {@link CegarLoop}, which re-checks otherwise).
 */
final class ProductSearch {

    /**
     * A state of the product: a marking, an abstract element and what the successor function remembers
     * ({@link SuccessorFunction#NO_MEMORY} for most).
     */
    record State(Marking marking, Invariant element, SuccessorFunction.Memory memory) {
    }

    /** A run to a bad place, not refuted by the domain. */
    record AbstractRun(List<Transition> transitions, Place badPlace) {
    }

    private record Edge(State from, Transition transition) {
    }

    private final PetriProgram program;
    private Marking badPlaces;
    private Marking prunedPlaces = Marking.of(List.of());
    private final SearchOrder order;
    private final Cancellation cancellation;
    private final Map<Term, List<Term>> conjuncts = new HashMap<>();
    private final Map<Atom, Integer> atoms = new HashMap<>();
    private long explored;
    private long covered;
    private long stateLimit = Long.MAX_VALUE;
    private boolean truncated;

    ProductSearch(PetriProgram program, SearchOrder order, Cancellation cancellation) {
        this.program = program;
        this.badPlaces = Marking.of(program.badPlaces());
        this.order = order;
        this.cancellation = cancellation;
    }

    /**
     * From now on, states that hold an insufficient-instance place are dropped instead of reported: the search
     * then only looks for runs to error places that stay within the thread bound.
     */
    void pruneInsufficientInstances() {
        List<Place> insufficient = program.badPlaces().stream()
                .filter(p -> p.kind() == Place.Kind.INSUFFICIENT_INSTANCES).toList();
        prunedPlaces = Marking.of(insufficient);
        badPlaces = Marking.of(program.badPlaces().stream().filter(p -> p.kind() == Place.Kind.ERROR).toList());
    }

    /**
     * From now on a search stops after {@code limit} states; {@link #truncated} then tells that its empty answer
     * proves nothing.
     */
    void limitStates(long limit) {
        stateLimit = limit;
    }

    /** Whether the last search stopped at the state limit. */
    boolean truncated() {
        return truncated;
    }

    /** States explored by the last {@link #search}. */
    long explored() {
        return explored;
    }

    /** States found covered (and not explored) by the last {@link #search}. */
    long covered() {
        return covered;
    }

    /**
     * A run to a bad place that {@code domain} does not prune, or empty, firing from each state the transitions
     * {@code successors} chooses; {@code subsume} enables subsumption.
     */
    Optional<AbstractRun> search(InvariantDomain domain, SuccessorFunction successors, boolean subsume) {
        explored = 0;
        covered = 0;
        truncated = false;
        State initial = new State(program.initialMarking(), domain.initial(), successors.initialMemory(program));
        Map<State, Edge> parent = new HashMap<>();
        Map<Marking, List<Conjuncts>> byMarking = new HashMap<>();
        parent.put(initial, null);
        if (subsume) {
            coveredOrAdded(initial.element(), initial.memory(),
                    byMarking.computeIfAbsent(initial.marking(), m -> new ArrayList<>()));
        }
        Deque<State> work = new ArrayDeque<>();
        work.add(initial);
        while (!work.isEmpty()) {
            cancellation.check();
            State s = order == SearchOrder.BFS ? work.pollFirst() : work.pollLast();
            if (++explored > stateLimit) {
                truncated = true;
                return Optional.empty();
            }
            Optional<Place> bad = badPlace(s.marking());
            if (bad.isPresent()) {
                return Optional.of(new AbstractRun(path(s, parent), bad.get()));
            }
            for (SuccessorFunction.Step step : successors.steps(program, s.marking(), s.element(), s.memory())) {
                Transition t = step.transition();
                Invariant next = domain.post(s.element(), t);
                if (next.isBottom()) {
                    continue;
                }
                State succ = new State(s.marking().fire(t), next, step.next());
                if (parent.containsKey(succ) || succ.marking().intersects(prunedPlaces)) {
                    continue;
                }
                if (subsume && coveredOrAdded(next, step.next(),
                        byMarking.computeIfAbsent(succ.marking(), m -> new ArrayList<>()))) {
                    covered++;
                    continue;
                }
                parent.put(succ, new Edge(s, t));
                work.addLast(succ);
            }
        }
        return Optional.empty();
    }

    /**
     * Whether an element of {@code known} is at most as strong as {@code element}; if not, adds {@code element}
     * and drops the elements it covers, so that {@code known} stays an antichain of the weakest elements.
     */
    private boolean coveredOrAdded(Invariant element, SuccessorFunction.Memory memory, List<Conjuncts> known) {
        Conjuncts candidate = conjunctsOf(element, memory);
        for (Conjuncts weaker : known) {
            if (candidate.atLeastAsStrongAs(weaker)) {
                return true;
            }
        }
        known.removeIf(stronger -> stronger.atLeastAsStrongAs(candidate));
        known.add(candidate);
        return false;
    }

    /**
     * The conjuncts of an element as a bit set over (component, conjunct) pairs, and the successor function's
     * memory of its state: being at least as strong component by component is then a subset test of bit sets.
     */
    private record Conjuncts(long[] bits, SuccessorFunction.Memory memory) {

        /**
         * Every conjunct of every component of {@code weaker} is one of the same component here, and the state of
         * {@code weaker} fires at least the runs this one fires.
         */
        boolean atLeastAsStrongAs(Conjuncts weaker) {
            if (!memory.coveredBy(weaker.memory())) {
                return false;
            }
            long[] theirs = weaker.bits();
            for (int w = 0; w < theirs.length; w++) {
                long mine = w < bits.length ? bits[w] : 0L;
                if ((theirs[w] & ~mine) != 0) {
                    return false;
                }
            }
            return true;
        }
    }

    /** A conjunct of one component of the product. */
    private record Atom(int component, Term conjunct) {
    }

    private Conjuncts conjunctsOf(Invariant element, SuccessorFunction.Memory memory) {
        long[] bits = new long[0];
        for (int i = 0; i < element.arity(); i++) {
            Term component = element.component(i);
            if (component.isTrue()) {
                continue;
            }
            int c = i;
            for (Term conjunct : conjuncts.computeIfAbsent(component, TermUtils::conjuncts)) {
                int index = atoms.computeIfAbsent(new Atom(c, conjunct), a -> atoms.size());
                if (index / 64 >= bits.length) {
                    bits = Arrays.copyOf(bits, index / 64 + 1);
                }
                bits[index / 64] |= 1L << (index % 64);
            }
        }
        return new Conjuncts(bits, memory);
    }

    private Optional<Place> badPlace(Marking marking) {
        if (!marking.intersects(badPlaces)) {
            return Optional.empty();
        }
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
