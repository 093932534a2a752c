package org.imperium.traceabstraction;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.imperium.core.UnsupportedException;
import org.imperium.logic.Action;
import org.imperium.logic.Statement;
import org.imperium.logic.Term;
import org.imperium.logic.TermUtils;
import org.imperium.logic.Var;
import org.imperium.program.Marking;
import org.imperium.program.PetriProgram;
import org.imperium.program.Place;
import org.imperium.program.ProgramVariable;
import org.imperium.program.ThreadInstance;
import org.imperium.program.Transition;

/**
 * The instances {@code f#1 … f#n} of the one thread function f that a bounded Petri program runs beside main,
 * checked to be copies of one <em>template</em>: for every b, exchanging instance 1 with instance b — its places
 * and its variables — maps the program onto itself (initial marking, kinds of places, every transition with its
 * statement), once the writes of <em>ignorable</em> variables are left out. A variable is ignorable when no
 * statement reads the value it had before the statement: the handle of a thread nobody joins, in which
 * {@code pthread_create} stores a different id per instance, only ever changes the handle. Transitions into
 * insufficient-instance places are no part of the template: they exist only because petrification bounds the
 * instances.
 *
 * <p>With the check passed, the program with n instances is the restriction to n instances of one system with
 * unboundedly many: main and copies of instance 1, which {@link ThreadModularProof} proves safe. Any difference
 * between the instances (an id used as a value, a join on the stored handle, a second creation site with other
 * arguments, a transition touching two instances) makes the check fail.
 */
final class InstanceFamily {

    private final PetriProgram program;
    private final String function;
    private final int size;
    private final Map<String, Var> variablesByName = new HashMap<>();
    private final Set<Var> ignorable;

    private InstanceFamily(PetriProgram program, String function, int size) {
        this.program = program;
        this.function = function;
        this.size = size;
        for (ProgramVariable v : program.variables().values()) {
            variablesByName.put(v.var().name(), v.var());
        }
        this.ignorable = ignorable(program);
    }

    /**
     * The family of the program's instances.
     *
     * @throws UnsupportedException ("not applicable: …") when there is not exactly one thread function beside main,
     *                              or its instances are not copies of one template
     */
    static InstanceFamily of(PetriProgram program) {
        Set<String> functions = new HashSet<>();
        int size = 0;
        for (ThreadInstance th : program.threads()) {
            if (!th.equals(ThreadInstance.MAIN)) {
                functions.add(th.function());
                size = Math.max(size, th.index());
            }
        }
        if (functions.size() != 1) {
            throw new UnsupportedException("not applicable: " + functions.size()
                    + " thread functions beside main, one needed");
        }
        InstanceFamily family = new InstanceFamily(program, functions.iterator().next(), size);
        family.checkTemplate();
        return family;
    }

    String function() {
        return function;
    }

    /** n, the number of instances of the bounded program. */
    int size() {
        return size;
    }

    ThreadInstance instance(int index) {
        return new ThreadInstance(function, index);
    }

    /** Whether {@code t} exists only because of the bound: it marks an insufficient-instance place. */
    static boolean isBoundArtefact(Transition t) {
        return t.post().stream().anyMatch(p -> p.kind() == Place.Kind.INSUFFICIENT_INSTANCES);
    }

    /** Whether {@code t} is a step of main or of the pair (instances 1 and 2) that exists without the bound. */
    boolean isPairStep(Transition t) {
        return !isBoundArtefact(t) && instanceOf(t) <= 2;
    }

    /**
     * The instance whose places or (not ignorable) variables {@code t} touches, 0 when it touches none (a step of
     * main alone); the template check guarantees that no transition touches two.
     */
    int instanceOf(Transition t) {
        Set<Integer> touched = touched(t);
        return touched.isEmpty() ? 0 : touched.iterator().next();
    }

    /** The instance index of a place, 0 for a place of main. */
    int instanceOf(Place p) {
        return member(p.thread()) ? p.thread().index() : 0;
    }

    /**
     * The instance index of a variable, 0 for a global or a variable of main. Read off the name ({@code f#k.x}),
     * so that it also answers for variables of a program with more instances (predicates found with a larger
     * bound).
     */
    int instanceOf(Var v) {
        String prefix = function + "#";
        int dot = v.name().indexOf('.');
        if (!v.name().startsWith(prefix) || dot < 0) {
            return 0;
        }
        try {
            return Integer.parseInt(v.name().substring(prefix.length(), dot));
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    /** The same place of instance {@code index} (main's places map to themselves). */
    Place image(Place p, int index) {
        if (instanceOf(p) == 0) {
            return p;
        }
        String name = instance(index) + p.name().substring(p.thread().toString().length());
        return program.place(name).orElseThrow(() -> new IllegalStateException("no place " + name));
    }

    /** The marking with every instance place replaced by its image in instance {@code index}. */
    Marking image(Marking marking, int index) {
        List<Place> result = new ArrayList<>();
        marking.places(program).forEach(p -> result.add(image(p, index)));
        return Marking.of(result);
    }

    /**
     * The variables of the instances renamed by {@code instances} (old index → new index, simultaneously); empty
     * when a renamed variable does not exist in the program.
     */
    Optional<Term> rename(Term term, Map<Integer, Integer> instances) {
        Map<Var, Var> renaming = new HashMap<>();
        for (Var v : TermUtils.freeVars(term)) {
            int from = instanceOf(v);
            Integer to = instances.get(from);
            if (from == 0 || to == null || to == from) {
                continue;
            }
            Var image = variablesByName.get(instance(to) + v.name().substring(v.name().indexOf('.')));
            if (image == null) {
                return Optional.empty();
            }
            renaming.put(v, image);
        }
        return Optional.of(TermUtils.substitute(term, renaming));
    }

    /**
     * Whether the term mentions an ignorable variable. The annotations must not: such a variable holds the one
     * value that differs between the instances (the id stored by {@code pthread_create}), so facts about it in
     * the bounded program need not hold for the copies beyond the bound.
     */
    boolean mentionsIgnorable(Term term) {
        return TermUtils.freeVars(term).stream().anyMatch(ignorable::contains);
    }

    private boolean member(ThreadInstance th) {
        return th.function().equals(function) && th.index() > 0;
    }

    private Set<Integer> touched(Transition t) {
        Set<Integer> touched = new HashSet<>();
        t.pre().forEach(p -> addIf(touched, instanceOf(p)));
        t.post().forEach(p -> addIf(touched, instanceOf(p)));
        for (Var v : t.statement().reads()) {
            addIf(touched, instanceOf(v));
        }
        for (Var v : t.statement().writes()) {
            if (!ignorable.contains(v)) {
                addIf(touched, instanceOf(v));
            }
        }
        return touched;
    }

    private static void addIf(Set<Integer> touched, int index) {
        if (index > 0) {
            touched.add(index);
        }
    }

    /** Exchanging instance 1 with each other instance maps every transition and the initial marking onto the program's own. */
    private void checkTemplate() {
        Map<List<Object>, List<Transition>> byPlaces = new HashMap<>();
        for (Transition t : program.transitions()) {
            if (!isBoundArtefact(t)) {
                if (touched(t).size() > 1) {
                    throw new UnsupportedException("not applicable: transition " + t.name()
                            + " touches two instances");
                }
                byPlaces.computeIfAbsent(List.of(Marking.of(t.pre()), Marking.of(t.post())),
                        k -> new ArrayList<>()).add(t);
            }
        }
        Set<Place> initial = Set.copyOf(program.initialMarking().places(program));
        for (int b = 2; b <= size; b++) {
            Map<Integer, Integer> swap = Map.of(1, b, b, 1);
            for (Place p : program.places()) {
                Place image = swapped(p, swap);
                if (image.kind() != p.kind() || initial.contains(image) != initial.contains(p)) {
                    throw new UnsupportedException("not applicable: place " + p.name() + " of " + instance(1)
                            + " differs from its copy in " + instance(b));
                }
            }
            for (Transition t : program.transitions()) {
                if (!isBoundArtefact(t) && !hasImage(t, swap, byPlaces)) {
                    throw new UnsupportedException("not applicable: " + instance(1) + " and " + instance(b)
                            + " differ at transition " + t.name());
                }
            }
        }
    }

    private Place swapped(Place p, Map<Integer, Integer> swap) {
        Integer to = swap.get(instanceOf(p));
        return to == null ? p : image(p, to);
    }

    private boolean hasImage(Transition t, Map<Integer, Integer> swap, Map<List<Object>, List<Transition>> byPlaces) {
        List<Place> pre = t.pre().stream().map(p -> swapped(p, swap)).toList();
        List<Place> post = t.post().stream().map(p -> swapped(p, swap)).toList();
        Optional<List<Action>> image = renamed(relevant(t.statement()), swap);
        if (image.isEmpty()) {
            return false;
        }
        for (Transition u : byPlaces.getOrDefault(List.of(Marking.of(pre), Marking.of(post)), List.of())) {
            if (relevant(u.statement()).equals(image.get())) {
                return true;
            }
        }
        return false;
    }

    /** The actions without the updates of ignorable variables that no later action of the statement reads. */
    private List<Action> relevant(Statement statement) {
        List<Action> actions = statement.actions();
        List<Action> result = new ArrayList<>();
        for (int i = 0; i < actions.size(); i++) {
            if (actions.get(i) instanceof Action.Assign assign) {
                Set<Var> laterReads = Statement.of(actions.subList(i + 1, actions.size())).reads();
                Map<Var, Term> kept = new LinkedHashMap<>();
                assign.updates().forEach((v, value) -> {
                    if (!ignorable.contains(v) || laterReads.contains(v)) {
                        kept.put(v, value);
                    }
                });
                if (!kept.isEmpty()) {
                    result.add(new Action.Assign(kept));
                }
            } else {
                result.add(actions.get(i));
            }
        }
        return result;
    }

    private Optional<List<Action>> renamed(List<Action> actions, Map<Integer, Integer> swap) {
        List<Action> result = new ArrayList<>();
        for (Action a : actions) {
            if (a instanceof Action.Assume assume) {
                Optional<Term> c = rename(assume.condition(), swap);
                if (c.isEmpty()) {
                    return Optional.empty();
                }
                result.add(new Action.Assume(c.get()));
            } else if (a instanceof Action.Assign assign) {
                Map<Var, Term> updates = new LinkedHashMap<>();
                for (Map.Entry<Var, Term> e : assign.updates().entrySet()) {
                    Optional<Term> v = rename(e.getKey(), swap);
                    Optional<Term> value = rename(e.getValue(), swap);
                    if (v.isEmpty() || value.isEmpty()) {
                        return Optional.empty();
                    }
                    updates.put((Var) v.get(), value.get());
                }
                result.add(new Action.Assign(updates));
            } else {
                List<Var> vars = new ArrayList<>();
                for (Var v : ((Action.Havoc) a).vars()) {
                    Optional<Term> image = rename(v, swap);
                    if (image.isEmpty()) {
                        return Optional.empty();
                    }
                    vars.add((Var) image.get());
                }
                result.add(new Action.Havoc(vars));
            }
        }
        return Optional.of(result);
    }

    /** Variables whose value before a statement no statement reads (every read follows a write in the statement). */
    private static Set<Var> ignorable(PetriProgram program) {
        Set<Var> readBeforeWritten = new HashSet<>();
        for (Transition t : program.transitions()) {
            Set<Var> written = new HashSet<>();
            for (Action a : t.statement().actions()) {
                Set<Var> reads = Statement.of(a).reads();
                reads.removeAll(written);
                readBeforeWritten.addAll(reads);
                written.addAll(Statement.of(a).writes());
            }
        }
        Set<Var> result = new HashSet<>(program.variables().keySet());
        result.removeAll(readBeforeWritten);
        return result;
    }
}
