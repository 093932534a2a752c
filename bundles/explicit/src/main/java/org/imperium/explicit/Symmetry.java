package org.imperium.explicit;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import org.imperium.logic.Action;
import org.imperium.logic.App;
import org.imperium.logic.IntLiteral;
import org.imperium.logic.Op;
import org.imperium.logic.Statement;
import org.imperium.logic.Term;
import org.imperium.logic.TermUtils;
import org.imperium.logic.Terms;
import org.imperium.logic.Var;
import org.imperium.program.PetriProgram;
import org.imperium.program.Place;
import org.imperium.program.ProgramVariable;
import org.imperium.program.Transition;
import org.imperium.program.ThreadInstance;

/**
 * Symmetry reduction for interchangeable thread instances (Emerson and Sistla, "Symmetry and model checking",
 * 1996; Ip and Dill, "Better verification through symmetry", 1996). Two instances a, b of one thread function are
 * <em>interchangeable</em> when the transposition (a b) — exchange a's places and instance-owned variables with
 * b's — is an automorphism of the Petri program up to {@linkplain #ignorable ignorable variables}: it maps the
 * initial marking, the kind of every place and every transition (pre-set, post-set and statement, with writes of
 * ignorable variables left out) onto the program's own. Interchangeability is an equivalence (the composition of
 * two such transpositions is one), so the instances of a function fall into groups; the symmetric group of each
 * group consists of automorphisms, the bad places are mapped to bad places, and so every state is equivalent
 * (bisimilar, and a violation exactly when) to every state in its orbit.
 *
 * <p>A variable is <em>ignorable</em> when no statement reads the value it has before the statement (every read
 * follows a write in the same statement): its value never influences a run, so states that differ only there are
 * bisimilar. Thread handles that nobody joins are ignorable: {@code pthread_create} stores the new instance's id
 * (different per instance) in them, which alone would tell the instances apart.
 *
 * <p>The check is on the Petri program as built, so whatever distinguishes instances — a join on the stored id,
 * a different creation site or argument, an id used as a value — makes the transposition fail, and the
 * instances are not grouped. The {@linkplain #canonical canonical form} of a state sorts the instances of each
 * group by their local part (marked places and variable values) and clears the ignorable variables: two states
 * have the same canonical form exactly when one is the image of the other under the groups' permutations, up
 * to ignorable variables.
 */
final class Symmetry {

    /**
     * Where symmetry is used ({@code explicit.symmetry}): {@code off}; {@code errors}, in the searches that conclude
     * only FALSE (sampled inputs); {@code on}, also in the exact searches without reduction.
     */
    enum Mode {
        OFF, ERRORS, ON;

        String id() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }

        static Optional<Mode> parse(String id) {
            return java.util.Arrays.stream(values()).filter(m -> m.id().equals(id)).findFirst();
        }
    }

    /**
     * The instances of one group and, per instance (rows in instance order), the corresponding places and
     * variable slots: column k of every row is the same place or variable relative to its instance.
     */
    record Group(List<ThreadInstance> instances, int[][] places, int[][] slots, Optional<int[]> ids) {
    }

    private final List<Group> groups;
    private final int[] ignoredSlots;
    /** Slots of the identity variables, whose values the permutations of {@link Group#ids()} act on. */
    private final int[] identitySlots;

    private Symmetry(List<Group> groups, int[] ignoredSlots, int[] identitySlots) {
        this.groups = groups;
        this.ignoredSlots = ignoredSlots;
        this.identitySlots = identitySlots;
    }

    /** The groups of interchangeable instances (two or more each) of the program; empty when there are none. */
    static Optional<Symmetry> of(PetriProgram program, Map<Var, Integer> slotOf, ValueTable values) {
        Set<Var> ignorable = ignorable(program);
        Map<String, List<ThreadInstance>> byFunction = new TreeMap<>();
        program.threads().stream().sorted()
                .forEach(th -> byFunction.computeIfAbsent(th.function(), f -> new ArrayList<>()).add(th));
        Identities identities = new Identities(program, ignorable);
        Automorphism check = new Automorphism(program, ignorable, identities);
        List<Group> groups = new ArrayList<>();
        for (List<ThreadInstance> instances : byFunction.values()) {
            List<List<ThreadInstance>> classes = new ArrayList<>();
            List<Map<ThreadInstance, Optional<BigInteger>>> ids = new ArrayList<>();
            for (ThreadInstance th : instances) {
                boolean placed = false;
                for (int k = 0; k < classes.size() && !placed; k++) {
                    placed = join(classes.get(k), ids.get(k), th, check);
                }
                if (!placed) {
                    classes.add(new ArrayList<>(List.of(th)));
                    ids.add(new HashMap<>());
                }
            }
            for (int k = 0; k < classes.size(); k++) {
                if (classes.get(k).size() > 1) {
                    groups.add(group(classes.get(k), ids.get(k), check, slotOf, values));
                }
            }
        }
        if (groups.isEmpty()) {
            return Optional.empty();
        }
        int[] ignored = ignorable.stream().mapToInt(slotOf::get).sorted().toArray();
        int[] identity = identities.variables().stream().mapToInt(slotOf::get).sorted().toArray();
        return Optional.of(new Symmetry(groups, ignored, identity));
    }

    /**
     * Adds {@code th} to the class when exchanging it with the class's first instance is an automorphism that
     * exchanges the same identity of the first instance as for the other members (or none for all).
     */
    private static boolean join(List<ThreadInstance> members, Map<ThreadInstance, Optional<BigInteger>> ids,
                                ThreadInstance th, Automorphism check) {
        ThreadInstance first = members.get(0);
        Optional<Optional<BigInteger[]>> swap = check.transposition(first, th);
        if (swap.isEmpty()) {
            return false;
        }
        Optional<BigInteger> firstId = swap.get().map(pair -> pair[0]);
        Optional<BigInteger> id = swap.get().map(pair -> pair[1]);
        if (members.size() > 1 && (!ids.get(first).equals(firstId)
                || id.isPresent() && ids.containsValue(id))) {
            return false;
        }
        ids.put(first, firstId);
        ids.put(th, id);
        members.add(th);
        return true;
    }

    private static Group group(List<ThreadInstance> instances, Map<ThreadInstance, Optional<BigInteger>> idOf,
                               Automorphism check, Map<Var, Integer> slotOf, ValueTable values) {
        Map<String, Place> first = check.placesOf(instances.get(0));
        Map<String, Var> firstVars = check.variablesOf(instances.get(0));
        int[][] places = new int[instances.size()][];
        int[][] slots = new int[instances.size()][];
        for (int i = 0; i < instances.size(); i++) {
            Map<String, Place> own = check.placesOf(instances.get(i));
            Map<String, Var> vars = check.variablesOf(instances.get(i));
            places[i] = first.keySet().stream().mapToInt(k -> own.get(k).id()).toArray();
            slots[i] = firstVars.keySet().stream().mapToInt(k -> slotOf.get(vars.get(k))).toArray();
        }
        Optional<int[]> ids = idOf.get(instances.get(0)).isEmpty() ? Optional.empty()
                : Optional.of(instances.stream().mapToInt(th -> values.number(idOf.get(th).orElseThrow())).toArray());
        return new Group(List.copyOf(instances), places, slots, ids);
    }

    List<Group> groups() {
        return groups;
    }

    /** The groups as {@code function#first…last (n)}, for statistics. */
    @Override
    public String toString() {
        return groups.stream().map(g -> g.instances().get(0) + "…" + g.instances().get(g.instances().size() - 1)
                + " (" + g.instances().size() + ")").collect(java.util.stream.Collectors.joining(", "));
    }

    /**
     * The representative of the state's orbit: ignorable variables cleared, the instances of every group sorted
     * by their local part (marking bits, then variable values, in the group's column order).
     */
    int[] canonical(int[] state) {
        int[] key = state.clone();
        for (int slot : ignoredSlots) {
            key[slot] = ValueTable.UNDEFINED;
        }
        for (Group g : groups) {
            int n = g.instances().size();
            int width = g.places()[0].length + g.slots()[0].length;
            int[] ids = g.ids().orElse(null);
            int[][] local = new int[n][];
            for (int i = 0; i < n; i++) {
                int[] places = g.places()[i];
                int[] slots = g.slots()[i];
                // the local part, which identity variables hold the instance's id, and the instance's number
                int[] part = new int[width + (ids == null ? 0 : identitySlots.length) + 1];
                for (int k = 0; k < places.length; k++) {
                    part[k] = PetriSystem.marked(state, places[k]) ? 1 : 0;
                }
                for (int k = 0; k < slots.length; k++) {
                    part[places.length + k] = key[slots[k]];
                }
                for (int k = 0; ids != null && k < identitySlots.length; k++) {
                    part[width + k] = key[identitySlots[k]] == ids[i] ? 1 : 0;
                }
                part[part.length - 1] = i;
                local[i] = part;
            }
            Arrays.sort(local, Arrays::compare);
            int[] position = new int[n];
            for (int i = 0; i < n; i++) {
                int[] places = g.places()[i];
                int[] slots = g.slots()[i];
                position[local[i][local[i].length - 1]] = i;
                for (int k = 0; k < places.length; k++) {
                    int bit = 1 << (places[k] & 31);
                    key[places[k] >> 5] = local[i][k] == 1 ? key[places[k] >> 5] | bit : key[places[k] >> 5] & ~bit;
                }
                for (int k = 0; k < slots.length; k++) {
                    key[slots[k]] = local[i][places.length + k];
                }
            }
            for (int k = 0; ids != null && k < identitySlots.length; k++) {
                for (int i = 0; i < n; i++) {
                    if (state[identitySlots[k]] == ids[i]) {
                        key[identitySlots[k]] = ids[position[i]];
                        break;
                    }
                }
            }
        }
        return key;
    }

    /** Variables whose value before a statement no statement reads. */
    static Set<Var> ignorable(PetriProgram program) {
        Set<Var> read = new HashSet<>();
        for (Transition t : program.transitions()) {
            Set<Var> written = new HashSet<>();
            for (Action a : t.statement().actions()) {
                for (Var v : reads(a)) {
                    if (!written.contains(v)) {
                        read.add(v);
                    }
                }
                written.addAll(writes(a));
            }
        }
        Set<Var> result = new HashSet<>(program.variables().keySet());
        result.removeAll(read);
        return result;
    }

    private static Set<Var> reads(Action a) {
        if (a instanceof Action.Assume assume) {
            return TermUtils.freeVars(assume.condition());
        }
        if (a instanceof Action.Assign assign) {
            return TermUtils.freeVars(assign.updates().values());
        }
        return Set.of();
    }

    private static Set<Var> writes(Action a) {
        if (a instanceof Action.Assign assign) {
            return assign.updates().keySet();
        }
        if (a instanceof Action.Havoc havoc) {
            return Set.copyOf(havoc.vars());
        }
        return Set.of();
    }

    /**
     * The identity variables: integer variables of no thread instance but main that are only assigned constants
     * or each other and only compared for equality with constants or each other, such as mutexes (which hold the
     * owner's thread id) and thread handles. A permutation of the integers acts on their values as on the
     * constants they are compared with, which is how a lock by one instance becomes a lock by another.
     */
    private static final class Identities {
        private final Set<Var> variables = new HashSet<>();

        Identities(PetriProgram program, Set<Var> ignorable) {
            for (ProgramVariable v : program.variables().values()) {
                if (v.var().sort().equals(org.imperium.logic.Sort.INT) && !ignorable.contains(v.var())
                        && v.owner().map(ThreadInstance.MAIN::equals).orElse(true)) {
                    variables.add(v.var());
                }
            }
            boolean changed = true;
            while (changed) {
                int before = variables.size();
                for (Transition t : program.transitions()) {
                    for (Action a : t.statement().actions()) {
                        if (a instanceof Action.Assume assume) {
                            visit(assume.condition());
                        } else if (a instanceof Action.Assign assign) {
                            assign.updates().forEach((v, value) -> {
                                if (variables.contains(v) && !operand(value)) {
                                    variables.remove(v);
                                }
                                if (!variables.contains(v)) {
                                    visit(value);
                                }
                            });
                        }
                    }
                }
                changed = variables.size() != before;
            }
        }

        Set<Var> variables() {
            return variables;
        }

        /** Removes the identity variables that occur outside an equality of operands. */
        private void visit(Term term) {
            if (position(term)) {
                return;
            }
            if (term instanceof Var v) {
                variables.remove(v);
            } else if (term instanceof App app) {
                app.args().forEach(this::visit);
            }
        }

        /** An equality of two operands, at least one of them an identity variable. */
        boolean position(Term term) {
            return term instanceof App app && app.op() == Op.EQ && operand(app.arg(0)) && operand(app.arg(1))
                    && (variables.contains(app.arg(0)) || variables.contains(app.arg(1)));
        }

        private boolean operand(Term term) {
            return term instanceof IntLiteral || variables.contains(term);
        }

        /** The constants the statement assigns to or compares with identity variables. */
        Set<BigInteger> constants(Statement s) {
            Set<BigInteger> result = new HashSet<>();
            for (Action a : s.actions()) {
                if (a instanceof Action.Assume assume) {
                    collect(assume.condition(), result);
                } else if (a instanceof Action.Assign assign) {
                    assign.updates().forEach((v, value) -> {
                        if (variables.contains(v) && value instanceof IntLiteral c) {
                            result.add(c.value());
                        } else {
                            collect(value, result);
                        }
                    });
                }
            }
            return result;
        }

        private void collect(Term term, Set<BigInteger> result) {
            if (position(term)) {
                ((App) term).args().forEach(arg -> {
                    if (arg instanceof IntLiteral c) {
                        result.add(c.value());
                    }
                });
            } else if (term instanceof App app) {
                app.args().forEach(arg -> collect(arg, result));
            }
        }

        /** The term with the constants in identity positions exchanged by {@code swap}. */
        Term swap(Term term, Map<BigInteger, BigInteger> swap) {
            if (swap.isEmpty()) {
                return term;
            }
            if (position(term)) {
                App app = (App) term;
                return Terms.eq(swapped(app.arg(0), swap), swapped(app.arg(1), swap));
            }
            if (term instanceof App app) {
                List<Term> args = app.args().stream().map(arg -> swap(arg, swap)).toList();
                return args.equals(app.args()) ? term : Terms.rebuild(app, args);
            }
            return term;
        }

        Term swapped(Term operand, Map<BigInteger, BigInteger> swap) {
            return operand instanceof IntLiteral c && swap.containsKey(c.value()) ? Terms.num(swap.get(c.value()))
                    : operand;
        }
    }

    /** Checks transpositions of two instances against the program's transitions, compared by {@link Shape}. */
    private static final class Automorphism {
        private final PetriProgram program;
        private final Set<Var> ignorable;
        private final Identities identities;
        private final Set<Shape> shapes = new HashSet<>();
        private final Map<ThreadInstance, Map<String, Place>> places = new HashMap<>();
        private final Map<ThreadInstance, Map<String, Var>> variables = new HashMap<>();
        private final Map<ThreadInstance, Set<BigInteger>> constants = new HashMap<>();
        private final Set<Place> initial;

        /** A transition as a set of pre-places, a set of post-places and its statement without ignorable writes. */
        private record Shape(Set<Integer> pre, Set<Integer> post, Statement statement) {
        }

        Automorphism(PetriProgram program, Set<Var> ignorable, Identities identities) {
            this.program = program;
            this.ignorable = ignorable;
            this.identities = identities;
            this.initial = Set.copyOf(program.initialMarking().places(program));
            for (Place p : program.places()) {
                places.computeIfAbsent(p.thread(), th -> new TreeMap<>()).put(relative(p.thread(), p.name()), p);
            }
            for (ProgramVariable v : program.variables().values()) {
                v.owner().ifPresent(th -> variables.computeIfAbsent(th, o -> new TreeMap<>())
                        .put(relative(th, v.var().name()), v.var()));
            }
            for (Transition t : program.transitions()) {
                shapes.add(shape(t, Map.of(), Map.of(), Map.of()));
                // the identity constants of the thread that runs t and of the threads t starts
                Set<ThreadInstance> concerned = new HashSet<>();
                concerned.add(t.thread());
                t.post().forEach(p -> concerned.add(p.thread()));
                Set<BigInteger> used = identities.constants(t.statement());
                concerned.forEach(th -> constants.computeIfAbsent(th, k -> new HashSet<>()).addAll(used));
            }
        }

        Map<String, Place> placesOf(ThreadInstance th) {
            return places.getOrDefault(th, Map.of());
        }

        Map<String, Var> variablesOf(ThreadInstance th) {
            return variables.getOrDefault(th, Map.of());
        }

        /** A name relative to its instance: without the {@code function#index.} prefix, else the name itself. */
        private static String relative(ThreadInstance th, String name) {
            String prefix = th + ".";
            return name.startsWith(prefix) ? name.substring(prefix.length()) : "\0" + name;
        }

        /**
         * Whether exchanging the two instances maps the program onto itself: empty if not, else the identities
         * {a's, b's} the exchange swaps, if any — the one identity constant met only with a and the one met only
         * with b.
         */
        Optional<Optional<BigInteger[]>> transposition(ThreadInstance a, ThreadInstance b) {
            Map<String, Place> pa = placesOf(a);
            Map<String, Place> pb = placesOf(b);
            Map<String, Var> va = variablesOf(a);
            Map<String, Var> vb = variablesOf(b);
            if (!pa.keySet().equals(pb.keySet()) || !va.keySet().equals(vb.keySet())) {
                return Optional.empty();
            }
            Map<Place, Place> placeMap = new HashMap<>();
            for (Map.Entry<String, Place> e : pa.entrySet()) {
                Place p = e.getValue();
                Place q = pb.get(e.getKey());
                if (p.kind() != q.kind() || initial.contains(p) != initial.contains(q)) {
                    return Optional.empty();
                }
                placeMap.put(p, q);
                placeMap.put(q, p);
            }
            Map<Var, Var> varMap = new LinkedHashMap<>();
            for (Map.Entry<String, Var> e : va.entrySet()) {
                Var v = e.getValue();
                Var w = vb.get(e.getKey());
                if (!v.sort().equals(w.sort()) || ignorable.contains(v) != ignorable.contains(w)) {
                    return Optional.empty();
                }
                varMap.put(v, w);
                varMap.put(w, v);
            }
            Set<BigInteger> onlyA = new HashSet<>(constants.getOrDefault(a, Set.of()));
            onlyA.removeAll(constants.getOrDefault(b, Set.of()));
            Set<BigInteger> onlyB = new HashSet<>(constants.getOrDefault(b, Set.of()));
            onlyB.removeAll(constants.getOrDefault(a, Set.of()));
            if (onlyA.size() != onlyB.size() || onlyA.size() > 1) {
                return Optional.empty();
            }
            Map<BigInteger, BigInteger> swap = new HashMap<>();
            Optional<BigInteger[]> ids = Optional.empty();
            if (onlyA.size() == 1) {
                BigInteger ca = onlyA.iterator().next();
                BigInteger cb = onlyB.iterator().next();
                swap.put(ca, cb);
                swap.put(cb, ca);
                ids = Optional.of(new BigInteger[] {ca, cb});
            }
            for (Transition t : program.transitions()) {
                if (!shapes.contains(shape(t, placeMap, varMap, swap))) {
                    return Optional.empty();
                }
            }
            return Optional.of(ids);
        }

        private Shape shape(Transition t, Map<Place, Place> placeMap, Map<Var, Var> varMap,
                            Map<BigInteger, BigInteger> swap) {
            Set<Integer> pre = new HashSet<>();
            t.pre().forEach(p -> pre.add(placeMap.getOrDefault(p, p).id()));
            Set<Integer> post = new HashSet<>();
            t.post().forEach(p -> post.add(placeMap.getOrDefault(p, p).id()));
            return new Shape(pre, post, statement(t.statement(), varMap, swap));
        }

        /**
         * The statement renamed by {@code varMap}, with identity constants exchanged by {@code swap}, without the
         * writes of ignorable variables that no later action of the statement reads (their values are never
         * looked at).
         */
        private Statement statement(Statement s, Map<Var, Var> varMap, Map<BigInteger, BigInteger> swap) {
            List<Action> actions = s.actions();
            List<Action> result = new ArrayList<>();
            for (int k = 0; k < actions.size(); k++) {
                Set<Var> readLater = new HashSet<>();
                actions.subList(k + 1, actions.size()).forEach(a -> readLater.addAll(reads(a)));
                Action a = actions.get(k);
                if (a instanceof Action.Assume assume) {
                    result.add(new Action.Assume(TermUtils.substitute(identities.swap(assume.condition(), swap),
                            varMap)));
                } else if (a instanceof Action.Assign assign) {
                    Map<Var, Term> updates = new LinkedHashMap<>();
                    assign.updates().forEach((v, value) -> {
                        if (!ignorable.contains(v) || readLater.contains(v)) {
                            Term swapped = identities.variables().contains(v) ? identities.swapped(value, swap)
                                    : identities.swap(value, swap);
                            updates.put(varMap.getOrDefault(v, v), TermUtils.substitute(swapped, varMap));
                        }
                    });
                    if (!updates.isEmpty()) {
                        result.add(new Action.Assign(updates));
                    }
                } else if (a instanceof Action.Havoc havoc) {
                    List<Var> vars = havoc.vars().stream()
                            .filter(v -> !ignorable.contains(v) || readLater.contains(v))
                            .map(v -> varMap.getOrDefault(v, v)).toList();
                    if (!vars.isEmpty()) {
                        result.add(new Action.Havoc(vars));
                    }
                }
            }
            return Statement.of(result);
        }
    }
}
