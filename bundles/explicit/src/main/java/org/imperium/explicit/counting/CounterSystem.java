package org.imperium.explicit.counting;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.imperium.core.UnsupportedException;
import org.imperium.explicit.Interchangeable;
import org.imperium.logic.Action;
import org.imperium.logic.TermUtils;
import org.imperium.logic.Var;
import org.imperium.program.PetriProgram;
import org.imperium.program.Place;
import org.imperium.program.ProgramVariable;
import org.imperium.program.ThreadInstance;
import org.imperium.program.Transition;

/**
 * The <em>counter abstraction</em> of a Petri program whose thread instances (all but main's) are interchangeable:
 * a vector addition system with finite control (docs/reductions.md, "Counting identical threads").
 *
 * <ul>
 * <li><b>Family</b> — one class of interchangeable instances ({@link Interchangeable}, no thread ids); its first
 * instance is the <em>template</em>, whose places and variables stand for those of every instance.</li>
 * <li><b>Control</b> — the marked places of main and the values of all variables that belong to no family
 * instance (globals, main's locals); ignorable variables are kept undefined.</li>
 * <li><b>Local state</b> — of one instance: its family, the marked places of the template and the values of the
 * template's variables.</li>
 * <li><b>Counter state</b> — a control and a vector of counts per local state. Initially each family's local
 * state "created by nobody yet" (its initially marked places, nothing assigned) has ω instances.</li>
 * <li><b>Move</b> — a transition of the program touching no family instance changes the control only; one
 * touching the template (a step of the thread, or the {@code pthread_create} that starts it) moves one instance
 * from local state q to q' and changes the control. Transitions of the other instances are the images of these;
 * transitions to insufficient-instance places exist only because petrification bounds the instances, and are
 * left out: the counters have no bound.</li>
 * </ul>
 *
 * <p>This system has the runs of the C program with unboundedly many instances per creation site: k instances per
 * site are the same system with the ω replaced by k. Construction throws {@link UnsupportedException} ("not
 * applicable") when a transition touches two instances or a variable of another instance, or an instance is in no
 * family; steps throw it on what is not finite data.
 */
final class CounterSystem {

    record Family(ThreadInstance template, Set<Place> places, List<Var> locals, FiniteStatements executor,
                  Map<Place, Set<Var>> live) {
    }

    /** A local state: family, marked template places (ascending ids), template variable values. */
    record Local(int family, List<Integer> marking, List<Object> values) {
    }

    /** A control state: marked control places (ascending ids), values of the control variables. */
    record Control(List<Integer> marking, List<Object> values) {
    }

    /**
     * One move: {@code transition} from control {@code control} to {@code target}, with one instance of local state
     * {@code from} going to {@code to} (both −1 for a move of the control alone).
     */
    record Move(Transition transition, int target, int from, int to) {
    }

    private final PetriProgram program;
    private final List<Family> families = new ArrayList<>();
    private final Map<ThreadInstance, Integer> familyOf = new HashMap<>();
    private final List<Var> controlVars = new ArrayList<>();
    private final FiniteStatements controlExecutor;
    private final Set<Var> ignorable;
    private final List<Transition> controlTransitions = new ArrayList<>();
    private final List<List<Transition>> familyTransitions = new ArrayList<>();
    private final List<Control> controls = new ArrayList<>();
    private final Map<Control, Integer> controlIds = new HashMap<>();
    private final List<Local> locals = new ArrayList<>();
    private final Map<Local, Integer> localIds = new HashMap<>();
    private final Map<Integer, List<Move>> controlMoves = new HashMap<>();
    private final Map<Long, List<Move>> localMoves = new HashMap<>();
    private final Counts initialCounts;
    private final int initialControl;

    CounterSystem(PetriProgram program, long pool) {
        this.program = program;
        this.ignorable = Interchangeable.ignorable(program);
        for (Interchangeable.Group g : Interchangeable.groups(program)) {
            if (g.identities()) {
                throw new UnsupportedException("counting: instances of " + g.instances().get(0).function()
                        + " are told apart by thread ids");
            }
            g.instances().forEach(th -> familyOf.put(th, families.size()));
            families.add(null);
        }
        for (ThreadInstance th : program.threads()) {
            if (!th.equals(ThreadInstance.MAIN) && !familyOf.containsKey(th)) {
                throw new UnsupportedException("counting: thread instance " + th + " is not interchangeable");
            }
        }
        Map<ThreadInstance, List<Var>> owned = new HashMap<>();
        for (ProgramVariable v : program.variables().values()) {
            Optional<ThreadInstance> owner = v.owner().filter(familyOf::containsKey);
            if (owner.isPresent()) {
                owned.computeIfAbsent(owner.get(), k -> new ArrayList<>()).add(v.var());
            } else {
                controlVars.add(v.var());
            }
        }
        Map<Var, Integer> controlIndex = index(controlVars, List.of());
        this.controlExecutor = new FiniteStatements(controlIndex);
        Map<Integer, Set<Place>> placesOf = new HashMap<>();
        Set<ThreadInstance> templates = new HashSet<>();
        for (Interchangeable.Group g : Interchangeable.groups(program)) {
            ThreadInstance template = g.instances().get(0);
            int f = familyOf.get(template);
            templates.add(template);
            Set<Place> places = new HashSet<>();
            program.places().stream().filter(p -> p.thread().equals(template)).forEach(places::add);
            placesOf.put(f, places);
            List<Var> vars = owned.getOrDefault(template, List.of());
            families.set(f, new Family(template, places, vars, new FiniteStatements(index(controlVars, vars)),
                    new HashMap<>()));
            familyTransitions.add(new ArrayList<>());
        }
        for (Transition t : program.transitions()) {
            if (t.post().stream().anyMatch(p -> p.kind() == Place.Kind.INSUFFICIENT_INSTANCES)) {
                continue;
            }
            Set<ThreadInstance> touched = new HashSet<>();
            t.pre().forEach(p -> touched.add(p.thread()));
            t.post().forEach(p -> touched.add(p.thread()));
            variables(t).forEach(v -> program.variables().get(v).owner().ifPresent(touched::add));
            touched.retainAll(familyOf.keySet());
            if (touched.isEmpty()) {
                controlTransitions.add(t);
            } else if (touched.size() > 1) {
                throw new UnsupportedException("counting: transition " + t.name() + " touches instances "
                        + touched);
            } else if (templates.contains(touched.iterator().next())) {
                familyTransitions.get(familyOf.get(touched.iterator().next())).add(t);
            }
        }
        for (int f = 0; f < families.size(); f++) {
            families.get(f).live().putAll(Liveness.live(families.get(f).places(), familyTransitions.get(f),
                    Set.copyOf(families.get(f).locals())));
        }
        List<Integer> marking = new ArrayList<>();
        Set<Place> initial = Set.copyOf(program.initialMarking().places(program));
        program.places().stream().filter(p -> !familyOf.containsKey(p.thread()) && initial.contains(p))
                .forEach(p -> marking.add(p.id()));
        Object[] undefined = new Object[controlVars.size()];
        Arrays.fill(undefined, FiniteStatements.Unknown.UNDEFINED);
        this.initialControl = control(new Control(List.copyOf(marking), Arrays.asList(undefined)));
        List<Integer> idle = new ArrayList<>();
        for (int f = 0; f < families.size(); f++) {
            List<Integer> local = placesOf.get(f).stream().filter(initial::contains).map(Place::id).sorted().toList();
            Object[] values = new Object[families.get(f).locals().size()];
            Arrays.fill(values, FiniteStatements.Unknown.UNDEFINED);
            idle.add(local(new Local(f, local, Arrays.asList(values))));
        }
        long[] pools = new long[idle.size()];
        Arrays.fill(pools, pool);
        Counts counts = new Counts(idle.stream().mapToInt(Integer::intValue).toArray(), pools);
        this.initialCounts = counts;
    }

    private static Map<Var, Integer> index(List<Var> first, List<Var> second) {
        Map<Var, Integer> index = new LinkedHashMap<>();
        first.forEach(v -> index.put(v, index.size()));
        second.forEach(v -> index.put(v, index.size()));
        return index;
    }

    private static Set<Var> variables(Transition t) {
        Set<Var> vars = new HashSet<>();
        for (Action a : t.statement().actions()) {
            if (a instanceof Action.Assume assume) {
                vars.addAll(TermUtils.freeVars(assume.condition()));
            } else if (a instanceof Action.Assign assign) {
                vars.addAll(assign.updates().keySet());
                vars.addAll(TermUtils.freeVars(assign.updates().values()));
            } else if (a instanceof Action.Havoc havoc) {
                vars.addAll(havoc.vars());
            }
        }
        return vars;
    }

    PetriProgram program() {
        return program;
    }

    List<Family> families() {
        return families;
    }

    /** The variables of the control, in the order of {@link Control#values()}. */
    List<Var> controlVariables() {
        return controlVars;
    }

    int initialControl() {
        return initialControl;
    }

    Counts initialCounts() {
        return initialCounts;
    }

    Control control(int id) {
        return controls.get(id);
    }

    Local local(int id) {
        return locals.get(id);
    }

    /** The number of local states met so far: the counters. */
    int counters() {
        return locals.size();
    }

    private int control(Control c) {
        return controlIds.computeIfAbsent(c, k -> {
            controls.add(k);
            return controls.size() - 1;
        });
    }

    private int local(Local l) {
        return localIds.computeIfAbsent(l, k -> {
            locals.add(k);
            return locals.size() - 1;
        });
    }

    /** Whether an error place is marked: in the control, or in a local state with a non-zero count. */
    boolean isError(int control, Counts counts) {
        if (controls.get(control).marking().stream().anyMatch(this::isErrorPlace)) {
            return true;
        }
        for (int k = 0; k < counts.size(); k++) {
            if (locals.get(counts.id(k)).marking().stream().anyMatch(this::isErrorPlace)) {
                return true;
            }
        }
        return false;
    }

    private boolean isErrorPlace(int place) {
        return program.places().get(place).kind() == Place.Kind.ERROR;
    }

    /** The moves enabled in the counter state. */
    List<Move> moves(int control, Counts counts) {
        List<Move> result = new ArrayList<>(controlMoves.computeIfAbsent(control, this::controlMoves));
        for (int k = 0; k < counts.size(); k++) {
            int local = counts.id(k);
            result.addAll(localMoves.computeIfAbsent(((long) control << 32) | local,
                    key -> localMoves(control, local)));
        }
        return result;
    }

    private List<Move> controlMoves(int control) {
        Control c = controls.get(control);
        List<Move> result = new ArrayList<>();
        for (Transition t : controlTransitions) {
            Optional<List<Integer>> marking = fire(t, c.marking(), p -> !familyOf.containsKey(p.thread()));
            if (marking.isEmpty()) {
                continue;
            }
            for (Object[] values : controlExecutor.execute(t, c.values().toArray())) {
                clearIgnorable(values, controlVars, 0);
                result.add(new Move(t, control(new Control(marking.get(), Arrays.asList(values))), -1, -1));
            }
        }
        return result;
    }

    private List<Move> localMoves(int control, int local) {
        Control c = controls.get(control);
        Local l = locals.get(local);
        Family family = families.get(l.family());
        List<Move> result = new ArrayList<>();
        for (Transition t : familyTransitions.get(l.family())) {
            Optional<List<Integer>> controlMarking = fire(t, c.marking(), p -> !familyOf.containsKey(p.thread()));
            Optional<List<Integer>> localMarking = fire(t, l.marking(), family.places()::contains);
            if (controlMarking.isEmpty() || localMarking.isEmpty()) {
                continue;
            }
            Object[] values = new Object[controlVars.size() + family.locals().size()];
            System.arraycopy(c.values().toArray(), 0, values, 0, controlVars.size());
            System.arraycopy(l.values().toArray(), 0, values, controlVars.size(), family.locals().size());
            for (Object[] after : family.executor().execute(t, values)) {
                clearIgnorable(after, controlVars, 0);
                clearIgnorable(after, family.locals(), controlVars.size());
                clearDead(after, family, localMarking.get(), controlVars.size());
                Object[] own = Arrays.copyOfRange(after, controlVars.size(), after.length);
                Object[] shared = Arrays.copyOf(after, controlVars.size());
                result.add(new Move(t, control(new Control(controlMarking.get(), Arrays.asList(shared))), local,
                        local(new Local(l.family(), localMarking.get(), Arrays.asList(own)))));
            }
        }
        return result;
    }

    private void clearIgnorable(Object[] values, List<Var> vars, int offset) {
        for (int k = 0; k < vars.size(); k++) {
            if (ignorable.contains(vars.get(k))) {
                values[offset + k] = FiniteStatements.Unknown.UNDEFINED;
            }
        }
    }

    /** Clears the template variables that no place of the marking has live (they are written before read). */
    private void clearDead(Object[] values, Family family, List<Integer> marking, int offset) {
        Set<Var> live = new HashSet<>();
        marking.forEach(p -> live.addAll(family.live().getOrDefault(program.places().get(p), Set.of())));
        for (int k = 0; k < family.locals().size(); k++) {
            if (!live.contains(family.locals().get(k))) {
                values[offset + k] = FiniteStatements.Unknown.UNDEFINED;
            }
        }
    }

    /**
     * The marking (restricted to the places {@code mine} selects) after firing t, if t's pre-places there are
     * marked; a post-place already marked and not consumed breaks one-safety, which is not modelled.
     */
    private static Optional<List<Integer>> fire(Transition t, List<Integer> marking,
                                                java.util.function.Predicate<Place> mine) {
        Set<Integer> result = new HashSet<>(marking);
        for (Place p : t.pre()) {
            if (mine.test(p) && !result.remove(p.id())) {
                return Optional.empty();
            }
        }
        for (Place p : t.post()) {
            if (mine.test(p) && !result.add(p.id())) {
                throw new UnsupportedException("counting: " + t.name() + " marks " + p.name() + " twice");
            }
        }
        return Optional.of(result.stream().sorted().toList());
    }

    @Override
    public String toString() {
        return families.stream().map(f -> f.template().function() + " (" + f.places().size() + " places, "
                + f.locals().size() + " variables)").collect(java.util.stream.Collectors.joining(", "));
    }
}
