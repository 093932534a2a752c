package org.imperium.explicit;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.imperium.core.UnsupportedException;
import org.imperium.logic.Action;
import org.imperium.logic.Terms;
import org.imperium.logic.Var;
import org.imperium.program.PetriProgram;
import org.imperium.program.Place;
import org.imperium.program.ThreadInstance;
import org.imperium.program.Transition;
import org.imperium.reduction.ConcurrentTransitionSystem;
import org.imperium.reduction.DependencyOracle;

/**
 * A Petri program (Def. 2.1 of the Ghosts paper) as a concurrent transition system: processes are the thread
 * instances, actions the transitions (of the thread that executes them, so fork and join belong to the forking
 * and joining thread), states the marking together with the values of all variables, packed into
 * {@link PackedState}s. The program must be thread-structured — each thread instance marks at most one place —
 * which petrified programs are; a firing that would mark a second place of a thread ends the run UNKNOWN. The
 * invariant φ is "no bad place (error or insufficient instances) is marked".
 */
final class PetriSystem implements ConcurrentTransitionSystem<PackedState> {

    private final PetriProgram program;
    private final List<ThreadInstance> threads;
    private final int[] placeThread;
    private final int[] transitionThread;
    private final Map<Var, Integer> slotOf = new LinkedHashMap<>();
    private final ValueTable values = new ValueTable();
    private final StatementExecutor executor;
    private final BitSet[] producers;
    private final BitSet[] guardWriters;
    private final PetriDependency dependency;
    private final BitSet[] localActions;
    private final BitSet mayBlock = new BitSet();

    PetriSystem(PetriProgram program) {
        this.program = program;
        this.threads = new ArrayList<>(program.threads());
        Map<ThreadInstance, Integer> threadIndex = new HashMap<>();
        threads.forEach(th -> threadIndex.put(th, threadIndex.size()));
        placeThread = program.places().stream().mapToInt(p -> threadIndex.get(p.thread())).toArray();
        transitionThread = program.transitions().stream()
                .mapToInt(t -> threadIndex.computeIfAbsent(t.thread(), th -> {
                    threads.add(th);
                    return threads.size() - 1;
                })).toArray();
        for (Var v : program.variables().keySet()) {
            slotOf.put(v, threads.size() + slotOf.size());
        }
        executor = new StatementExecutor(slotOf, values);
        producers = new BitSet[program.places().size()];
        for (int p = 0; p < producers.length; p++) {
            producers[p] = new BitSet();
        }
        Map<Var, BitSet> writers = new HashMap<>();
        for (Transition t : program.transitions()) {
            t.post().forEach(p -> producers[p.id()].set(t.id()));
            t.statement().writes().forEach(v -> writers.computeIfAbsent(v, k -> new BitSet()).set(t.id()));
        }
        guardWriters = new BitSet[program.transitions().size()];
        for (Transition t : program.transitions()) {
            BitSet w = new BitSet();
            t.statement().reads().forEach(v -> w.or(writers.getOrDefault(v, new BitSet())));
            guardWriters[t.id()] = w;
        }
        dependency = new PetriDependency(program, placeThread, threads.size(), slotOf);
        localActions = new BitSet[program.places().size()];
        for (Place p : program.places()) {
            localActions[p.id()] = new BitSet();
            program.outgoing(p).stream().filter(t -> transitionThread[t.id()] == placeThread[p.id()])
                    .forEach(t -> localActions[p.id()].set(t.id()));
            mayBlock.set(p.id(), mayBlock(p));
        }
    }

    PetriProgram program() {
        return program;
    }

    List<ThreadInstance> threads() {
        return threads;
    }

    Map<Var, Integer> slots() {
        return slotOf;
    }

    ValueTable values() {
        return values;
    }

    StatementExecutor executor() {
        return executor;
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
    public PackedState initialState() {
        int[] slots = new int[threads.size() + slotOf.size()];
        java.util.Arrays.fill(slots, 0, threads.size(), -1);
        for (Place p : program.initialMarking().places(program)) {
            if (slots[placeThread[p.id()]] >= 0) {
                throw new UnsupportedException("thread instance " + p.thread() + " has two initial places");
            }
            slots[placeThread[p.id()]] = p.id();
        }
        return new PackedState(slots);
    }

    @Override
    public List<Step<PackedState>> steps(PackedState state) {
        List<Step<PackedState>> result = new ArrayList<>();
        for (int th = 0; th < threads.size(); th++) {
            int pc = state.get(th);
            if (pc < 0) {
                continue;
            }
            for (Transition t : program.outgoing(program.places().get(pc))) {
                if (t.pre().get(0).id() == pc && marked(state, t.pre())) {
                    for (int[] slots : executor.execute(t, state.copy())) {
                        result.add(new Step<>(t.id(), new PackedState(move(t, slots))));
                    }
                }
            }
        }
        return result;
    }

    private boolean marked(PackedState state, List<Place> places) {
        for (Place p : places) {
            if (state.get(placeThread[p.id()]) != p.id()) {
                return false;
            }
        }
        return true;
    }

    private int[] move(Transition t, int[] slots) {
        t.pre().forEach(p -> slots[placeThread[p.id()]] = -1);
        for (Place p : t.post()) {
            int th = placeThread[p.id()];
            if (slots[th] >= 0) {
                throw StatementExecutor.unsupported("thread instance " + threads.get(th)
                        + " would mark two places (" + program.places().get(slots[th]) + ", " + p + ")", t);
            }
            slots[th] = p.id();
        }
        return slots;
    }

    @Override
    public List<BitSet> necessaryEnablingSets(PackedState state, int action) {
        Transition t = program.transitions().get(action);
        List<BitSet> result = new ArrayList<>();
        for (Place p : t.pre()) {
            if (state.get(placeThread[p.id()]) != p.id()) {
                result.add(producers[p.id()]);
            }
        }
        if (result.isEmpty()) {
            result.add(guardWriters[action]);
        }
        return result;
    }

    @Override
    public boolean violates(PackedState state) {
        return badPlace(state).isPresent();
    }

    /** A bad place marked in the state, if any. */
    Optional<Place> badPlace(PackedState state) {
        for (int th = 0; th < threads.size(); th++) {
            int pc = state.get(th);
            if (pc >= 0 && program.places().get(pc).isBad()) {
                return Optional.of(program.places().get(pc));
            }
        }
        return Optional.empty();
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
    public BitSet localActions(PackedState state, int process) {
        int pc = state.get(process);
        return pc < 0 ? new BitSet() : (BitSet) localActions[pc].clone();
    }

    @Override
    public boolean mayBlock(PackedState state, int process) {
        int pc = state.get(process);
        return pc < 0 || mayBlock.get(pc);
    }

    /**
     * Syntactic L3, per place: the thread can always move on from the place when some transition there needs no
     * other place and has no assume, or two such transitions assume a condition and its negation.
     */
    private boolean mayBlock(Place place) {
        List<org.imperium.logic.Term> guards = new ArrayList<>();
        for (Transition t : program.outgoing(place)) {
            if (transitionThread[t.id()] != placeThread[place.id()] || t.pre().size() != 1) {
                continue;
            }
            List<Action> actions = t.statement().actions();
            if (actions.stream().noneMatch(a -> a instanceof Action.Assume)) {
                return false;
            }
            if (actions.get(0) instanceof Action.Assume a
                    && actions.stream().skip(1).noneMatch(x -> x instanceof Action.Assume)) {
                guards.add(a.condition());
            }
        }
        for (org.imperium.logic.Term g : guards) {
            if (guards.contains(Terms.not(g))) {
                return false;
            }
        }
        return true;
    }
}
