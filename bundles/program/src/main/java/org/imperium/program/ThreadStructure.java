package org.imperium.program;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;
import org.imperium.logic.Action;
import org.imperium.logic.Term;
import org.imperium.logic.Terms;

/**
 * The processes of a Petri program (Def. 2.1 of the Ghosts paper) as the reductions of Stubborn Transaction
 * Reduction see them (Sect. 2; Lipton's condition L3): which thread instance executes each transition (the forking
 * or joining thread for fork and join), which transitions produce each place, which transitions each place offers
 * its own thread, and whether a thread at a place may be unable to move on. Everything here follows from the net
 * and the syntax of the statements, so it holds whatever a backend's states know of data; the explicit backend
 * and the reductions inside trace abstraction build their transition systems on it and add only what their states
 * know (values, or nothing but the marking).
 */
public final class ThreadStructure {

    private final PetriProgram program;
    private final List<ThreadInstance> threads;
    private final int[] transitionThread;
    private final List<Place>[] threadPlaces;
    private final BitSet[] producers;
    private final BitSet[] localActions;
    /** Transitions without assume: they fire in every configuration that marks their pre-places. */
    private final BitSet totalTransitions = new BitSet();
    private final BitSet mayBlock = new BitSet();

    @SuppressWarnings("unchecked")
    public ThreadStructure(PetriProgram program) {
        this.program = program;
        this.threads = new ArrayList<>(program.threads());
        Map<ThreadInstance, Integer> index = new HashMap<>();
        threads.forEach(th -> index.put(th, index.size()));
        transitionThread = program.transitions().stream().mapToInt(t -> index.computeIfAbsent(t.thread(), th -> {
            threads.add(th);
            return threads.size() - 1;
        })).toArray();
        threadPlaces = new List[threads.size()];
        for (int th = 0; th < threadPlaces.length; th++) {
            threadPlaces[th] = new ArrayList<>();
        }
        producers = new BitSet[program.places().size()];
        localActions = new BitSet[program.places().size()];
        for (Place p : program.places()) {
            threadPlaces[index.get(p.thread())].add(p);
            producers[p.id()] = new BitSet();
            localActions[p.id()] = new BitSet();
        }
        for (Transition t : program.transitions()) {
            t.post().forEach(p -> producers[p.id()].set(t.id()));
            t.pre().stream().filter(p -> p.thread().equals(t.thread())).forEach(p -> localActions[p.id()].set(t.id()));
            if (t.statement().actions().stream().noneMatch(a -> a instanceof Action.Assume)) {
                totalTransitions.set(t.id());
            }
        }
        for (Place p : program.places()) {
            mayBlock.set(p.id(), mayBlockAt(p));
        }
    }

    /** The processes: the program's thread instances, then those that own transitions but no place. */
    public List<ThreadInstance> threads() {
        return threads;
    }

    /** The process that executes {@code transition}. */
    public int process(int transition) {
        return transitionThread[transition];
    }

    /** The process of a thread instance, -1 when it executes nothing and owns no place. */
    public int process(ThreadInstance thread) {
        return threads.indexOf(thread);
    }

    /**
     * Necessary enabling sets from the marking: for each pre-place of {@code t} that is not marked, the
     * transitions that produce it (one of them must fire before t can). Empty when all pre-places are marked.
     * The sets are shared: callers must not modify them.
     */
    public List<BitSet> producersOfUnmarked(Transition t, Predicate<Place> marked) {
        List<BitSet> result = new ArrayList<>();
        for (Place p : t.pre()) {
            if (!marked.test(p)) {
                result.add(producers[p.id()]);
            }
        }
        return result;
    }

    /** The transitions of {@code process} out of its marked places, enabled or not. */
    public BitSet localActions(int process, Predicate<Place> marked) {
        BitSet result = new BitSet();
        for (Place p : threadPlaces[process]) {
            if (marked.test(p)) {
                result.or(localActions[p.id()]);
            }
        }
        return result;
    }

    /** L3 for the marked places of {@code process}: none of them lets the thread move on for sure. */
    public boolean mayBlock(int process, Predicate<Place> marked) {
        for (Place p : threadPlaces[process]) {
            if (marked.test(p) && !mayBlock.get(p.id())) {
                return false;
            }
        }
        return true;
    }

    /** Whether a thread at {@code place} may be unable to move on, whatever the other threads do. */
    public boolean mayBlock(Place place) {
        return mayBlock.get(place.id());
    }

    /**
     * Whether {@code transitions}, all with marked pre-places, certainly contain one that can fire in every
     * configuration of the marking: one without assume, or two whose only assumes are their first actions and
     * are a condition and its negation.
     */
    public boolean containsNonBlocking(BitSet transitions) {
        if (transitions.intersects(totalTransitions)) {
            return true;
        }
        List<Term> guards = new ArrayList<>();
        for (int t = transitions.nextSetBit(0); t >= 0; t = transitions.nextSetBit(t + 1)) {
            onlyGuard(program.transitions().get(t)).ifPresent(guards::add);
        }
        return guards.stream().anyMatch(g -> guards.contains(Terms.not(g)));
    }

    /** The condition of a statement whose only assume is its first action. */
    private static Optional<Term> onlyGuard(Transition t) {
        List<Action> actions = t.statement().actions();
        if (!actions.isEmpty() && actions.get(0) instanceof Action.Assume a
                && actions.stream().skip(1).noneMatch(x -> x instanceof Action.Assume)) {
            return Optional.of(a.condition());
        }
        return Optional.empty();
    }

    /** Syntactic L3 per place: no transition of its own thread that needs only this place is sure to fire. */
    private boolean mayBlockAt(Place p) {
        BitSet candidates = new BitSet();
        for (Transition t : program.outgoing(p)) {
            if (t.thread().equals(p.thread()) && t.pre().size() == 1) {
                candidates.set(t.id());
            }
        }
        return !containsNonBlocking(candidates);
    }

    /** α ∈ A⊖φ for φ = "no bad place is marked": the transition marks a bad place. */
    public boolean marksBadPlace(int transition) {
        return program.transitions().get(transition).post().stream().anyMatch(Place::isBad);
    }

    /** α ∈ A⊕φ for φ = "no bad place is marked": the transition consumes a bad place. */
    public boolean consumesBadPlace(int transition) {
        return program.transitions().get(transition).pre().stream().anyMatch(Place::isBad);
    }
}
