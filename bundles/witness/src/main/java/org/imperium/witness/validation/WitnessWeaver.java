package org.imperium.witness.validation;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.imperium.core.InputException;
import org.imperium.core.SourceLocation;
import org.imperium.logic.Action;
import org.imperium.logic.Statement;
import org.imperium.logic.Term;
import org.imperium.logic.Terms;
import org.imperium.logic.Var;
import org.imperium.program.Origin;
import org.imperium.program.PetriProgram;
import org.imperium.program.Place;
import org.imperium.program.ProgramVariable;
import org.imperium.program.ThreadInstance;
import org.imperium.program.Transition;
import org.imperium.witness.Witness;
import org.imperium.witness.WitnessLocation;
import org.imperium.witness.WitnessReader;
import org.imperium.witness.cexpr.CExpressionException;
import org.imperium.witness.cexpr.CExpressionParser;
import org.imperium.witness.cexpr.CExpressionParser.Symbol;
import org.imperium.witness.cexpr.CType;
import org.imperium.witness.export.BranchPoints;
import org.imperium.witness.export.ControlPoints;

/**
 * Weaves a witness into the Petri program of the C program it is about, so that any backend can decide it:
 * <ul>
 * <li><b>correctness</b> (2.0/2.1): ghost variables become global program variables, set to their initial values
 * by a new first transition; each ghost update item is appended to the statement of every transition at its
 * location, atomically — before the statement at {@code pthread_create}, so the new thread starts with the new
 * value; each invariant becomes, at every place whose statement starts at its location (one per thread
 * instance running that code), an extra transition [¬inv] into a new error place (a place stands before the statement its thread's
 * transitions leaving it execute, {@link ControlPoints}). The instrumented program is
 * safe iff every invariant holds whenever control reaches it and the property holds. Optionally the transitions
 * leaving such a place also assume the invariant (a lemma, as validators use invariants): a run that violates it
 * there can take the check instead, so safety is unchanged.</li>
 * <li><b>violation</b> (2.0): progress, as one Boolean flag per waypoint; the transitions at the k-th follow
 * waypoint get a copy that assumes progress = k (and the assumption's constraint) and advances it; transitions into error places are
 * enabled only at the target's location after all waypoints. The instrumented program is unsafe iff some run
 * follows the waypoints in order to the target.</li>
 * </ul>
 * Locations are matched with {@link LocationMatcher}; a location that matches no statement, an update at a
 * statement that accepts none, or an expression that does not parse is an {@link InputException} at the
 * position in the witness file.
 */
public final class WitnessWeaver {

    /** An invariant parsed at one place before its location; {@code number} counts the invariants from 1. */
    private record Check(int number, Place place, Witness.Invariant invariant, Term formula) {
    }

    /** The instrumented program and what its extra transitions check. */
    public record Woven(PetriProgram program, WovenWitness witness) {
    }

    private final PetriProgram program;
    private final WitnessReader.Read read;
    private final boolean lp64;
    private final PetriProgram.Builder builder;
    private final Map<Place, Place> places = new HashMap<>();
    private final Map<String, Symbol> ghosts = new LinkedHashMap<>();
    private final List<Origin> origins = new ArrayList<>();
    private final Map<String, String> checks = new LinkedHashMap<>();
    private final Map<String, String> updates = new LinkedHashMap<>();

    private final Function<String, Optional<String>> globalTypes;
    private final boolean assumeInvariants;
    private final BranchPoints branchPoints;
    private final List<Origin> branchings = new ArrayList<>();

    private WitnessWeaver(PetriProgram program, WitnessReader.Read read, boolean lp64,
                          Function<String, Optional<String>> globalTypes, boolean assumeInvariants,
                          BranchPoints branchPoints) {
        this.program = program;
        this.branchPoints = branchPoints;
        this.assumeInvariants = assumeInvariants;
        this.globalTypes = globalTypes;
        this.read = read;
        this.lp64 = lp64;
        this.builder = new PetriProgram.Builder(program.name() + "+witness");
        program.places().forEach(p -> before(p).ifPresent(origins::add));
        program.transitions().forEach(t -> t.origin().ifPresent(origins::add));
        program.transitions().forEach(t -> t.origin().flatMap(branchPoints::branching).ifPresent(branchings::add));
    }

    /** The statement a place stands before, an {@code if} or loop for the place before its condition. */
    private Optional<Origin> before(Place p) {
        return ControlPoints.statementAfter(program, p).map(branchPoints::statementOf);
    }

    /**
     * @param globalTypes the declared C type of a global by C name, for variables whose type the Petri program
     *                    does not record (see {@link org.imperium.witness.export.SourceFiles#globalType})
     */
    public static Woven weave(PetriProgram program, WitnessReader.Read read, boolean lp64,
                              Function<String, Optional<String>> globalTypes) {
        return weave(program, read, lp64, globalTypes, true);
    }

    /** @param assumeInvariants whether the transitions leaving a checked place also assume its invariants */
    public static Woven weave(PetriProgram program, WitnessReader.Read read, boolean lp64,
                              Function<String, Optional<String>> globalTypes, boolean assumeInvariants) {
        return weave(program, read, lp64, globalTypes, assumeInvariants, BranchPoints.none());
    }

    /**
     * @param branchPoints the statements of conditions: a branching waypoint is followed by a transition whose
     *                     branching origin stands at its location with its value, and an invariant at an
     *                     {@code if} or loop keyword is checked before the condition
     */
    public static Woven weave(PetriProgram program, WitnessReader.Read read, boolean lp64,
                              Function<String, Optional<String>> globalTypes, boolean assumeInvariants,
                              BranchPoints branchPoints) {
        WitnessWeaver w = new WitnessWeaver(program, read, lp64, globalTypes, assumeInvariants, branchPoints);
        return read.witness() instanceof Witness.Correctness c ? w.correctness(c) : w.violation(
                (Witness.Violation) read.witness());
    }

    private void copyVariablesAndPlaces() {
        program.variables().values().forEach(builder::variable);
        for (Place p : program.places()) {
            places.put(p, builder.place(p.name(), p.thread(), p.kind(), p.origin()));
        }
    }

    private Var addGhost(String name) {
        String varName = "witness#" + name;
        while (program.variables().keySet().stream().anyMatch(v -> v.name().equals(varName))) {
            throw new IllegalStateException("variable name taken: " + varName);
        }
        Var v = Terms.intVar(varName);
        builder.variable(new ProgramVariable(v, ProgramVariable.Scope.GLOBAL, Optional.empty(), Optional.of(name),
                Optional.of("int")));
        return v;
    }

    private Var addFlag(String name) {
        Var v = Terms.boolVar("witness#" + name);
        builder.variable(new ProgramVariable(v, ProgramVariable.Scope.GLOBAL, Optional.empty(), Optional.empty(),
                Optional.empty()));
        return v;
    }

    /**
     * The new initial transition that gives the added variables their initial values. It marks the initial places
     * of the first thread (main); the others (the free slots of threads not yet created) stay initially marked
     * when no transition can fire from them alone, so that the new transition does not look like the start of
     * every thread to a search that schedules threads by when they started. Every transition still needs a token
     * the new one produces.
     */
    private void initial(Statement init) {
        List<Place> initial = program.initialMarking().places(program);
        ThreadInstance thread = initial.get(0).thread();
        List<Place> others = initial.stream().filter(p -> !p.thread().equals(thread)).toList();
        boolean othersIdle = program.transitions().stream().noneMatch(t -> others.containsAll(t.pre()));
        List<Place> started = othersIdle ? initial.stream().filter(p -> p.thread().equals(thread)).toList() : initial;
        Place start = builder.place("witness#start", thread);
        builder.initial(start);
        initial.stream().filter(p -> !started.contains(p)).forEach(p -> builder.initial(places.get(p)));
        builder.transition("witness#init", List.of(start), started.stream().map(places::get).toList(), init, thread);
    }

    private Woven correctness(Witness.Correctness w) {
        copyVariablesAndPlaces();
        List<Action> init = new ArrayList<>();
        for (Witness.GhostVariable g : w.ghosts()) {
            if (scopeAt(ThreadInstance.MAIN, false).apply(g.name()).isPresent()) {
                throw new InputException(read.position(g), "ghost variable '" + g.name()
                        + "' has the name of a program variable", "malformed witness");
            }
            Var v = addGhost(g.name());
            Term value = parse(() -> CExpressionParser.value(g.initial(), x -> Optional.empty(), CType.INT, lp64), g);
            ghosts.put(g.name(), new Symbol(v, CType.INT));
            init.add(new Action.Assign(Map.of(v, value)));
        }
        initial(Statement.of(init));
        // the invariants, parsed at each place before their location: checked there (below) and, once checked,
        // assumed by the transitions leaving the place — a lemma for the backend that removes no run in which
        // every check passes (an invariant that fails at a place is caught by its check at that very marking)
        List<Check> pending = new ArrayList<>();
        Map<Place, List<Term>> lemmas = new HashMap<>();
        int k = 0;
        for (Witness.Invariant inv : w.invariants()) {
            int left = LocationMatcher.leftmost(inv.location(), origins);
            List<Place> at = program.places().stream().filter(p -> before(p)
                    .filter(o -> LocationMatcher.matches(inv.location(), o, left))
                    .filter(o -> inv.type() != Witness.Invariant.Type.LOOP || o.kind() == Origin.Kind.LOOP_HEAD)
                    .isPresent()).toList();
            if (at.isEmpty()) {
                throw new InputException(read.position(inv), "the " + inv.type().yaml() + "'s location "
                        + inv.location() + " matches no statement", "witness location matches no statement");
            }
            k++;
            for (Place p : at) {
                Function<String, Optional<Symbol>> scope = scopeAt(p.thread(), true);
                Term formula = parse(() -> CExpressionParser.formula(inv.value(), scope, lp64), inv);
                pending.add(new Check(k, p, inv, formula));
                lemmas.computeIfAbsent(p, x -> new ArrayList<>()).add(formula);
            }
        }
        Map<Transition, List<Witness.GhostUpdate>> woven = new LinkedHashMap<>();
        for (Witness.GhostUpdate u : w.updates()) {
            int left = LocationMatcher.leftmost(u.location(), origins);
            List<Transition> at = program.transitions().stream().filter(t -> t.origin()
                    .filter(o -> LocationMatcher.matches(u.location(), o, left)).isPresent()).toList();
            if (at.isEmpty()) {
                throw new InputException(read.position(u), "the ghost update's location " + u.location()
                        + " matches no statement", "witness location matches no statement");
            }
            // a statement may be split into steps (a read, then the write); the update goes with the step that
            // accepts it, and a statement none of whose steps does cannot carry one
            List<Transition> accepting = at.stream().filter(t -> t.origin().orElseThrow().acceptsGhostUpdate()).toList();
            if (accepting.isEmpty()) {
                Origin o = at.get(0).origin().orElseThrow();
                throw new InputException(read.position(u), "no ghost update may stand at " + u.location() + " ("
                        + o.kind() + " " + o.text() + ")", "ghost update at an unsupported statement");
            }
            for (Transition t : accepting) {
                woven.computeIfAbsent(t, x -> new ArrayList<>()).add(u);
            }
        }
        for (Transition t : program.transitions()) {
            Statement statement = t.statement();
            List<Witness.GhostUpdate> items = woven.getOrDefault(t, List.of());
            if (!items.isEmpty()) {
                List<Action> actions = new ArrayList<>();
                for (Witness.GhostUpdate u : items) {
                    for (Witness.Update a : u.updates()) {
                        Symbol target = ghosts.get(a.variable());
                        if (target == null) {
                            throw new InputException(read.position(a), "'" + a.variable()
                                    + "' is not a ghost variable of the witness", "malformed witness");
                        }
                        Function<String, Optional<Symbol>> scope = scopeAt(t.thread(), true);
                        Term value = parse(() -> CExpressionParser.value(a.value(), scope, CType.INT, lp64), a);
                        actions.add(new Action.Assign(Map.of(target.var(), value)));
                    }
                    updates.put(t.name(), u.location().toString());
                }
                Statement update = Statement.of(actions);
                boolean create = t.origin().map(o -> o.kind() == Origin.Kind.THREAD_CREATE).orElse(false);
                statement = create ? update.then(statement) : statement.then(update);
            }
            if (assumeInvariants) {
                List<Term> lemma = new ArrayList<>();
                t.pre().forEach(p -> lemma.addAll(lemmas.getOrDefault(p, List.of())));
                if (!lemma.isEmpty()) {
                    statement = Statement.assume(Terms.and(lemma)).then(statement);
                }
            }
            builder.transition(t.name(), t.pre().stream().map(places::get).toList(),
                    t.post().stream().map(places::get).toList(), statement, t.thread(), t.origin());
        }
        for (Check c : pending) {
            Optional<Origin> at0 = ControlPoints.statementAfter(program, c.place());
            Place violated = builder.place("witness#violated" + c.number() + "@" + c.place().name(),
                    c.place().thread(), Place.Kind.ERROR, at0);
            String name = "witness#check" + c.number() + "@" + c.place().name();
            builder.transition(name, List.of(places.get(c.place())), List.of(violated),
                    Statement.assume(Terms.not(c.formula())), c.place().thread(), at0);
            checks.put(name, c.invariant().type().yaml() + " at " + c.invariant().location() + " ("
                    + c.invariant().value() + ")");
        }
        PetriProgram instrumented = builder.build();
        Map<String, List<Term>> byName = new HashMap<>();
        pending.forEach(c -> byName.computeIfAbsent(c.place().name(), n -> new ArrayList<>()).add(c.formula()));
        Map<Place, Term> invariants = new HashMap<>();
        instrumented.places().stream().filter(p -> byName.containsKey(p.name()))
                .forEach(p -> invariants.put(p, Terms.and(byName.get(p.name()))));
        return new Woven(instrumented, new WovenWitness(false, checks, updates, Optional.empty(), invariants));
    }

    private Woven violation(Witness.Violation w) {
        origins.addAll(branchings);
        copyVariablesAndPlaces();
        List<Witness.Waypoint> waypoints = new ArrayList<>();
        w.segments().forEach(waypoints::addAll);
        Optional<String> unsupported = Optional.empty();
        Witness.Waypoint target = waypoints.get(waypoints.size() - 1);
        if (!target.type().equals("target")) {
            throw new InputException(read.position(target), "the last waypoint must be the target",
                    "malformed witness");
        }
        List<Witness.Waypoint> follow = waypoints.subList(0, waypoints.size() - 1);
        // progress as one flag per waypoint, "passed", set in order: k flags set is "progress = k". Booleans, not
        // a counter compared with 0…n, so that the woven program compares integers only with the program's own
        // constants — the values a backend that samples inputs tries (an explicit search limits them)
        List<Var> passed = new ArrayList<>();
        for (int k = 0; k < follow.size(); k++) {
            passed.add(addFlag("passed" + (k + 1)));
        }
        initial(Statement.of(passed.stream().<Action>map(v -> new Action.Assign(Map.of(v, Terms.FALSE))).toList()));
        for (Witness.Waypoint wp : waypoints) {
            if (wp.action().equals("avoid") || wp.type().equals("function_return")
                    || (wp.type().equals("target") && wp != target)) {
                unsupported = Optional.of(wp.action() + " " + wp.type() + " waypoints");
            }
            if (wp.type().equals("branching") && LocationMatcher.any(branchings, wp.location()).isEmpty()) {
                // a condition decided in several steps (&&, ||, ?:) or a do-while: not expressible here
                unsupported = Optional.of("branching waypoints at conditions of several steps");
            }
            if (LocationMatcher.any(origins, wp.location()).isEmpty()) {
                throw new InputException(read.position(wp), "the waypoint's location " + wp.location()
                        + " matches no statement", "witness location matches no statement");
            }
        }
        for (Transition t : program.transitions()) {
            List<Place> pre = t.pre().stream().map(places::get).toList();
            List<Place> post = t.post().stream().map(places::get).toList();
            // only the target's error counts; an insufficient-instance place stays reachable, so that the backend
            // raises the thread-instance bound when the run the witness describes needs more instances
            boolean error = t.post().stream().anyMatch(p -> p.kind() == Place.Kind.ERROR);
            Statement statement = t.statement();
            if (error) {
                boolean atTarget = t.origin().filter(o -> matches(target.location(), o)).isPresent();
                statement = Statement.assume(atTarget ? progress(passed, follow.size()) : Terms.FALSE)
                        .then(statement);
            }
            // the copies that pass a waypoint come before the transition itself: a search that tries a thread's
            // steps in the program's order follows the witness first (any order is sound; this one is fast)
            for (int k = 0; k < follow.size(); k++) {
                Witness.Waypoint wp = follow.get(k);
                boolean passes = wp.type().equals("branching")
                        ? t.origin().flatMap(branchPoints::branching).filter(b -> matches(wp.location(), b)
                                && b.branch().equals(wp.constraint())).isPresent()
                        : t.origin().filter(o -> matches(wp.location(), o)).isPresent();
                if (!passes) {
                    continue;
                }
                Term condition = progress(passed, k);
                if (wp.type().equals("assumption") && wp.constraint().isPresent()) {
                    Function<String, Optional<Symbol>> scope = scopeAt(t.thread(), false);
                    condition = Terms.and(condition, parse(() -> CExpressionParser.formula(wp.constraint().get(),
                            scope, lp64), wp));
                }
                Statement step = Statement.of(new Action.Assume(condition),
                        new Action.Assign(Map.of(passed.get(k), Terms.TRUE))).then(statement);
                builder.transition(t.name() + "#waypoint" + (k + 1), pre, post, step, t.thread(), t.origin());
            }
            builder.transition(t.name(), pre, post, statement, t.thread(), t.origin());
        }
        return new Woven(builder.build(), new WovenWitness(true, Map.of(), Map.of(), unsupported, Map.of()));
    }

    /** Exactly the first {@code k} waypoints passed: the flags are set in order, so the k-th and not the next. */
    private static Term progress(List<Var> passed, int k) {
        Term next = k < passed.size() ? Terms.not(passed.get(k)) : Terms.TRUE;
        return k == 0 ? next : Terms.and(passed.get(k - 1), next);
    }

    private boolean matches(WitnessLocation location, Origin o) {
        return LocationMatcher.matches(location, o, LocationMatcher.leftmost(location, origins));
    }

    /** Identifiers visible to {@code thread}: ghosts, its locals, globals not shadowed by its locals. */
    private Function<String, Optional<Symbol>> scopeAt(ThreadInstance thread, boolean withGhosts) {
        Map<String, Symbol> locals = new HashMap<>();
        Map<String, Symbol> globals = new HashMap<>();
        java.util.Set<String> ambiguous = new java.util.HashSet<>();
        for (ProgramVariable pv : program.variables().values()) {
            if (pv.cName().isEmpty()) {
                continue;
            }
            Optional<String> typeText = pv.cType().or(() -> pv.scope() == ProgramVariable.Scope.GLOBAL
                    ? globalTypes.apply(pv.cName().get()) : Optional.empty());
            Optional<CType> type = typeText.flatMap(t -> CType.parse(t, lp64));
            if (type.isEmpty()) {
                continue;
            }
            Symbol s = new Symbol(pv.var(), type.get());
            if (pv.scope() == ProgramVariable.Scope.LOCAL && pv.owner().equals(Optional.of(thread))) {
                if (locals.putIfAbsent(pv.cName().get(), s) != null) {
                    ambiguous.add(pv.cName().get());
                }
            } else if (pv.scope() == ProgramVariable.Scope.GLOBAL) {
                globals.put(pv.cName().get(), s);
            }
        }
        return name -> {
            if (withGhosts && ghosts.containsKey(name)) {
                return Optional.of(ghosts.get(name));
            }
            if (ambiguous.contains(name)) {
                throw new org.imperium.core.UnsupportedException("local variable '" + name + "' of " + thread
                        + " has several copies (a function inlined at several calls), reference in the witness");
            }
            return Optional.ofNullable(locals.containsKey(name) ? locals.get(name) : globals.get(name));
        };
    }

    private Term parse(java.util.function.Supplier<Term> parser, Object item) {
        try {
            return parser.get();
        } catch (CExpressionException e) {
            SourceLocation at = read.position(item);
            throw new InputException(at, "in the C expression, at character " + (e.offset() + 1) + ": "
                    + e.getMessage(), "malformed witness expression");
        }
    }
}
