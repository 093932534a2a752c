package org.imperium.traceabstraction;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.imperium.logic.Action;
import org.imperium.logic.Term;
import org.imperium.logic.Terms;
import org.imperium.program.Marking;
import org.imperium.program.PetriProgram;
import org.imperium.program.Place;
import org.imperium.program.ThreadInstance;
import org.imperium.program.Transition;
import org.imperium.reduction.ConcurrentTransitionSystem;
import org.imperium.reduction.DependencyOracle;

/**
 * The program part of the product search as a concurrent transition system (Sect. 2 of Stubborn Transaction
 * Reduction) with data abstracted: states are markings, processes the thread instances, actions the transitions
 * (of the thread that executes them), and an action is enabled when its pre-places are marked — its guard may or
 * may not hold, so en(M) over-approximates the transitions enabled in any configuration (M, v). The invariant is
 * "no bad place is marked". Necessary enabling sets are the producers of an unmarked pre-place; a transition
 * whose pre-places are marked is enabled here, and {@link StatementDependency} makes every transition that could
 * make its guard true dependent on it.
 */
final class MarkingSystem implements ConcurrentTransitionSystem<Marking> {

    private final PetriProgram program;
    private final List<ThreadInstance> threads;
    private final int[] transitionThread;
    private final BitSet[] producers;
    private final BitSet[] threadActions;
    private final BitSet[] localActions;
    private final BitSet totalTransitions = new BitSet();
    private final BitSet blockingPlaces = new BitSet();
    private final StatementDependency dependency;

    MarkingSystem(PetriProgram program) {
        this.program = program;
        this.threads = new ArrayList<>(program.threads());
        Map<ThreadInstance, Integer> index = new HashMap<>();
        threads.forEach(th -> index.put(th, index.size()));
        transitionThread = program.transitions().stream().mapToInt(t -> index.computeIfAbsent(t.thread(), th -> {
            threads.add(th);
            return threads.size() - 1;
        })).toArray();
        threadActions = new BitSet[threads.size()];
        for (int i = 0; i < threadActions.length; i++) {
            threadActions[i] = new BitSet();
        }
        producers = new BitSet[program.places().size()];
        localActions = new BitSet[program.places().size()];
        for (Place p : program.places()) {
            producers[p.id()] = new BitSet();
            localActions[p.id()] = new BitSet();
        }
        for (Transition t : program.transitions()) {
            threadActions[transitionThread[t.id()]].set(t.id());
            t.post().forEach(p -> producers[p.id()].set(t.id()));
            t.pre().forEach(p -> {
                if (p.thread().equals(t.thread())) {
                    localActions[p.id()].set(t.id());
                }
            });
            if (t.statement().actions().stream().noneMatch(a -> a instanceof Action.Assume)) {
                totalTransitions.set(t.id());
            }
        }
        for (Place p : program.places()) {
            blockingPlaces.set(p.id(), mayBlockAt(p));
        }
        dependency = new StatementDependency(program);
    }

    PetriProgram program() {
        return program;
    }

    /** The actions of thread {@code process}. */
    BitSet threadActions(int process) {
        return (BitSet) threadActions[process].clone();
    }

    /** The transitions out of {@code place} that its own thread executes. */
    BitSet localActions(Place place) {
        return (BitSet) localActions[place.id()].clone();
    }

    /**
     * Whether the enabled actions {@code actions} certainly contain one that can fire in every configuration of
     * the marking: a transition without assume, or two with complementary leading assumes and no other.
     */
    boolean containsNonBlocking(BitSet actions) {
        if (actions.intersects(totalTransitions)) {
            return true;
        }
        List<Term> guards = new ArrayList<>();
        for (int a = actions.nextSetBit(0); a >= 0; a = actions.nextSetBit(a + 1)) {
            onlyGuard(program.transitions().get(a)).ifPresent(guards::add);
        }
        return guards.stream().anyMatch(g -> guards.contains(Terms.not(g)));
    }

    /** The condition of a statement whose only assume is its first action. */
    private static java.util.Optional<Term> onlyGuard(Transition t) {
        List<Action> actions = t.statement().actions();
        if (!actions.isEmpty() && actions.get(0) instanceof Action.Assume a
                && actions.stream().skip(1).noneMatch(x -> x instanceof Action.Assume)) {
            return java.util.Optional.of(a.condition());
        }
        return java.util.Optional.empty();
    }

    /** L3 per place: no transition of its own thread that needs only this place is sure to fire. */
    private boolean mayBlockAt(Place p) {
        BitSet candidates = new BitSet();
        for (Transition t : program.outgoing(p)) {
            if (t.thread().equals(p.thread()) && t.pre().size() == 1) {
                candidates.set(t.id());
            }
        }
        return !containsNonBlocking(candidates);
    }

    /** Whether a thread at {@code place} may be unable to move on, whatever the other threads do. */
    boolean mayBlock(Place place) {
        return blockingPlaces.get(place.id());
    }

    @Override
    public int processCount() {
        return threads.size();
    }

    @Override
    public int actionCount() {
        return program.transitions().size();
    }

    @Override
    public int process(int action) {
        return transitionThread[action];
    }

    @Override
    public Marking initialState() {
        return program.initialMarking();
    }

    /** en(M) as a bit set: the transitions whose pre-places are marked. */
    BitSet enabled(Marking marking) {
        BitSet result = new BitSet();
        for (int id : marking.ids()) {
            for (Transition t : program.outgoing(program.places().get(id))) {
                if (t.pre().get(0).id() == id && marking.enables(t)) {
                    result.set(t.id());
                }
            }
        }
        return result;
    }

    @Override
    public List<Step<Marking>> steps(Marking state) {
        BitSet en = enabled(state);
        List<Step<Marking>> result = new ArrayList<>();
        for (int a = en.nextSetBit(0); a >= 0; a = en.nextSetBit(a + 1)) {
            result.add(new Step<>(a, state.fire(program.transitions().get(a))));
        }
        return result;
    }

    @Override
    public List<BitSet> necessaryEnablingSets(Marking state, int action) {
        List<BitSet> result = new ArrayList<>();
        for (Place p : program.transitions().get(action).pre()) {
            if (!state.contains(p)) {
                result.add(producers[p.id()]);
            }
        }
        if (result.isEmpty()) {
            throw new IllegalArgumentException("transition " + action + " is enabled in " + state);
        }
        return result;
    }

    @Override
    public boolean violates(Marking state) {
        for (int id : state.ids()) {
            if (program.places().get(id).isBad()) {
                return true;
            }
        }
        return false;
    }

    @Override
    public boolean disablesInvariant(int action) {
        return program.transitions().get(action).post().stream().anyMatch(Place::isBad);
    }

    @Override
    public boolean enablesInvariant(int action) {
        return program.transitions().get(action).pre().stream().anyMatch(Place::isBad);
    }

    @Override
    public DependencyOracle dependency() {
        return dependency;
    }

    @Override
    public BitSet localActions(Marking state, int process) {
        BitSet result = new BitSet();
        for (int id : state.ids()) {
            Place p = program.places().get(id);
            if (threads.get(process).equals(p.thread())) {
                result.or(localActions[id]);
            }
        }
        return result;
    }

    @Override
    public boolean mayBlock(Marking state, int process) {
        for (int id : state.ids()) {
            Place p = program.places().get(id);
            if (threads.get(process).equals(p.thread()) && !blockingPlaces.get(id)) {
                return false;
            }
        }
        return true;
    }

    /** The index of a thread instance among the processes. */
    int process(ThreadInstance thread) {
        return threads.indexOf(thread);
    }
}
