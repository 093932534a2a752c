package org.imperium.traceabstraction;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import org.imperium.program.Marking;
import org.imperium.program.PetriProgram;
import org.imperium.program.Place;
import org.imperium.program.ThreadInstance;
import org.imperium.program.ThreadStructure;
import org.imperium.program.Transition;
import org.imperium.reduction.ConcurrentTransitionSystem;
import org.imperium.reduction.DependencyOracle;

/**
 * The program part of the product search as a concurrent transition system (Sect. 2 of Stubborn Transaction
 * Reduction) with data abstracted: states are markings, processes the thread instances, actions the transitions
 * (of the thread that executes them, {@link ThreadStructure}), and an action is enabled when its pre-places are
 * marked — its guard may or may not hold, so en(M) over-approximates the transitions enabled in any configuration
 * (M, v). The invariant is "no bad place is marked". Necessary enabling sets are the producers of an unmarked
 * pre-place; a transition whose pre-places are marked is enabled here, and {@link StatementDependency} makes every
 * transition that could make its guard true dependent on it.
 */
final class MarkingSystem implements ConcurrentTransitionSystem<Marking> {

    private final PetriProgram program;
    private final ThreadStructure structure;
    private final BitSet[] threadActions;
    private final StatementDependency dependency;

    MarkingSystem(PetriProgram program) {
        this.program = program;
        this.structure = new ThreadStructure(program);
        threadActions = new BitSet[structure.threads().size()];
        for (int i = 0; i < threadActions.length; i++) {
            threadActions[i] = new BitSet();
        }
        for (Transition t : program.transitions()) {
            threadActions[structure.process(t.id())].set(t.id());
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

    /**
     * Whether the enabled actions {@code actions} certainly contain one that can fire in every configuration of
     * the marking ({@link ThreadStructure#containsNonBlocking}).
     */
    boolean containsNonBlocking(BitSet actions) {
        return structure.containsNonBlocking(actions);
    }

    /** Whether a thread at {@code place} may be unable to move on, whatever the other threads do. */
    boolean mayBlock(Place place) {
        return structure.mayBlock(place);
    }

    @Override
    public int processCount() {
        return structure.threads().size();
    }

    @Override
    public int actionCount() {
        return program.transitions().size();
    }

    @Override
    public int process(int action) {
        return structure.process(action);
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
        List<BitSet> result = structure.producersOfUnmarked(program.transitions().get(action), state::contains);
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
        return structure.marksBadPlace(action);
    }

    @Override
    public boolean enablesInvariant(int action) {
        return structure.consumesBadPlace(action);
    }

    @Override
    public DependencyOracle dependency() {
        return dependency;
    }

    @Override
    public BitSet localActions(Marking state, int process) {
        return structure.localActions(process, state::contains);
    }

    @Override
    public boolean mayBlock(Marking state, int process) {
        return structure.mayBlock(process, state::contains);
    }

    /** The index of a thread instance among the processes. */
    int process(ThreadInstance thread) {
        return structure.process(thread);
    }
}
