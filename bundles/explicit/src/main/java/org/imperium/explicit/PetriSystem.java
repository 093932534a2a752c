package org.imperium.explicit;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.imperium.logic.Var;
import org.imperium.program.PetriProgram;
import org.imperium.program.Place;
import org.imperium.program.ThreadInstance;
import org.imperium.program.ThreadStructure;
import org.imperium.program.Transition;
import org.imperium.reduction.Commutativity;
import org.imperium.reduction.ConcurrentTransitionSystem;
import org.imperium.reduction.DependencyOracle;

/**
 * A Petri program (Def. 2.1 of the Ghosts paper) as a concurrent transition system: processes are the thread
 * instances, actions the transitions (of the thread that executes them, so fork and join belong to the forking
 * and joining thread), states the marking (one bit per place) together with the values of all variables, packed
 * into {@link PackedState}s. Petri programs are one-safe; a firing that would put a second token on a place ends
 * the run UNKNOWN. The invariant φ is "no bad place (error or insufficient instances) is marked".
 */
final class PetriSystem implements ConcurrentTransitionSystem<PackedState> {

    private final PetriProgram program;
    private final ThreadStructure structure;
    /** Number of ints holding the marking; variable slots follow. */
    private final int markingWords;
    private final Map<Var, Integer> slotOf = new LinkedHashMap<>();
    private final ValueTable values = new ValueTable();
    private final StatementExecutor executor;
    private final BitSet[] guardWriters;
    private final Footprints footprints;
    private final PetriDependency dependency;
    /** Per-state dependents and enabling sets, by action and footprint in the state (few per action). */
    private final Map<Commutativity, Map<Footprint, int[]>[]> dependents = new java.util.EnumMap<>(Commutativity.class);
    private final Map<Footprint, List<BitSet>>[] enablers;
    private final Optional<Symmetry> symmetry;
    private final Optional<DeadVariables> dead;

    PetriSystem(PetriProgram program, PlaceExclusion exclusion) {
        this(program, exclusion, false);
    }

    /** @param symmetric whether states are compared up to {@link Symmetry} of interchangeable thread instances */
    PetriSystem(PetriProgram program, PlaceExclusion exclusion, boolean symmetric) {
        this(program, exclusion, symmetric, java.util.OptionalInt.empty());
    }

    /**
     * @param inputValues if present, integer inputs are searched as intervals ({@link InputSplitting}), split
     *                    into their members on a read other than a comparison when they have at most this many
     */
    PetriSystem(PetriProgram program, PlaceExclusion exclusion, boolean symmetric,
                java.util.OptionalInt inputValues) {
        this(program, exclusion, symmetric, inputValues, false);
    }

    /** @param clearDead whether states that differ only in {@link DeadVariables} are identified */
    PetriSystem(PetriProgram program, PlaceExclusion exclusion, boolean symmetric,
                java.util.OptionalInt inputValues, boolean clearDead) {
        this.program = program;
        this.structure = new ThreadStructure(program);
        markingWords = (program.places().size() + 31) / 32;
        for (Var v : program.variables().keySet()) {
            slotOf.put(v, markingWords + slotOf.size());
        }
        int width = markingWords + slotOf.size();
        executor = new StatementExecutor(slotOf, values, inputValues.isPresent() ? Optional.of(new InputSplitting(
                slotOf, values, Symmetry.ignorable(program), inputValues.getAsInt(), width)) : Optional.empty());
        Map<Var, BitSet> writers = new HashMap<>();
        for (Transition t : program.transitions()) {
            t.statement().writes().forEach(v -> writers.computeIfAbsent(v, k -> new BitSet()).set(t.id()));
        }
        guardWriters = new BitSet[program.transitions().size()];
        for (Transition t : program.transitions()) {
            BitSet w = new BitSet();
            t.statement().reads().forEach(v -> w.or(writers.getOrDefault(v, new BitSet())));
            guardWriters[t.id()] = w;
        }
        footprints = new Footprints(program.transitions(), slotOf, values);
        dependency = new PetriDependency(program, exclusion, footprints);
        for (Commutativity c : Commutativity.values()) {
            dependents.put(c, newCache(program.transitions().size()));
        }
        enablers = newCache(program.transitions().size());
        symmetry = symmetric ? Symmetry.of(program, slotOf, values) : Optional.empty();
        dead = clearDead ? Optional.of(new DeadVariables(program, slotOf)) : Optional.empty();
    }

    @SuppressWarnings("unchecked")
    private static <V> Map<Footprint, V>[] newCache(int n) {
        Map<Footprint, V>[] cache = new Map[n];
        for (int k = 0; k < n; k++) {
            cache[k] = new HashMap<>();
        }
        return cache;
    }

    PetriProgram program() {
        return program;
    }

    List<ThreadInstance> threads() {
        return structure.threads();
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

    /** The process of a thread instance. */
    int process(ThreadInstance thread) {
        return structure.process(thread);
    }

    /** Number of ints at the start of a state that hold the marking. */
    int markingWords() {
        return markingWords;
    }

    @Override
    public PackedState initialState() {
        int[] slots = new int[markingWords + slotOf.size()];
        for (Place p : program.initialMarking().places(program)) {
            slots[p.id() >> 5] |= 1 << (p.id() & 31);
        }
        return state(slots);
    }

    /** The state, compared by its key: dead variables cleared, then the canonical form under symmetry. */
    private PackedState state(int[] slots) {
        int[] live = dead.map(d -> d.clear(slots)).orElse(slots);
        return symmetry.map(s -> new PackedState(slots, s.canonical(live))).orElseGet(() -> new PackedState(slots, live));
    }

    /** The groups of interchangeable thread instances whose states are identified, if symmetric. */
    Optional<Symmetry> symmetry() {
        return symmetry;
    }

    static boolean marked(PackedState state, int place) {
        return (state.get(place >> 5) & (1 << (place & 31))) != 0;
    }

    static boolean marked(int[] slots, int place) {
        return (slots[place >> 5] & (1 << (place & 31))) != 0;
    }

    @Override
    public List<Step<PackedState>> steps(PackedState state) {
        List<Step<PackedState>> result = new ArrayList<>();
        for (int w = 0; w < markingWords; w++) {
            int bits = state.get(w);
            while (bits != 0) {
                int pc = (w << 5) + Integer.numberOfTrailingZeros(bits);
                bits &= bits - 1;
                for (Transition t : program.outgoing(program.places().get(pc))) {
                    if (t.pre().get(0).id() == pc && marked(state, t.pre())) {
                        for (int[] slots : executor.execute(t, state.copy())) {
                            result.add(new Step<>(t.id(), state(move(t, slots))));
                        }
                    }
                }
            }
        }
        return result;
    }

    private static boolean marked(PackedState state, List<Place> places) {
        for (Place p : places) {
            if (!marked(state, p.id())) {
                return false;
            }
        }
        return true;
    }

    private int[] move(Transition t, int[] slots) {
        t.pre().forEach(p -> slots[p.id() >> 5] &= ~(1 << (p.id() & 31)));
        for (Place p : t.post()) {
            int bit = 1 << (p.id() & 31);
            if ((slots[p.id() >> 5] & bit) != 0) {
                throw StatementExecutor.unsupported("firing puts a second token on " + p
                        + " (the program is not one-safe)", t);
            }
            slots[p.id() >> 5] |= bit;
        }
        return slots;
    }

    /**
     * An unmarked pre-place needs one of its producers. With all pre-places marked the statement blocks in σ on
     * values it read there (an ite takes one branch, a[i] reads one cell): only a transition that writes one of
     * those locations can change that, so they form a necessary enabling set that names the exact cells.
     */
    @Override
    public List<BitSet> necessaryEnablingSets(PackedState state, int action) {
        Transition t = program.transitions().get(action);
        List<BitSet> result = structure.producersOfUnmarked(t, p -> marked(state, p.id()));
        if (!result.isEmpty()) {
            return result;
        }
        Optional<Footprints.Run> run = footprints.in(t, state);
        if (run.isEmpty() || run.get().passes()) {
            return List.of(guardWriters[action]);
        }
        return enablers[action].computeIfAbsent(run.get().footprint(), fp -> {
            BitSet writers = new BitSet();
            for (int w = 0; w < actionCount(); w++) {
                if (footprints.of(w).writesWhatIsRead(fp)) {
                    writers.set(w);
                }
            }
            return List.of(writers);
        });
    }

    /**
     * D2 in σ: the dependents of an enabled transition by its footprint in σ ({@link Footprints}) against the
     * static footprints of the others, together with the static facts of {@link PetriDependency}.
     */
    @Override
    public Optional<int[]> dependents(PackedState state, int action, Commutativity star) {
        Optional<Footprints.Run> run = footprints.in(program.transitions().get(action), state);
        if (run.isEmpty() || run.get().footprint().equals(footprints.of(action))) {
            return Optional.empty();
        }
        return Optional.of(dependents.get(star)[action].computeIfAbsent(run.get().footprint(),
                fp -> dependency.dependents(action, fp, star).stream().toArray()));
    }

    @Override
    public boolean violates(PackedState state) {
        return badPlace(state).isPresent();
    }

    /** A bad place marked in the state, if any. */
    Optional<Place> badPlace(PackedState state) {
        for (Place p : program.badPlaces()) {
            if (marked(state, p.id())) {
                return Optional.of(p);
            }
        }
        return Optional.empty();
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
    public BitSet localActions(PackedState state, int process) {
        return structure.localActions(process, p -> marked(state, p.id()));
    }

    /** L3 for the thread's marked places, from the syntax alone ({@link ThreadStructure#mayBlock(Place)}). */
    @Override
    public boolean mayBlock(PackedState state, int process) {
        return structure.mayBlock(process, p -> marked(state, p.id()));
    }
}
