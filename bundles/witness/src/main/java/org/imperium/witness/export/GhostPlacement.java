package org.imperium.witness.export;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.imperium.core.SourceLocation;
import org.imperium.logic.Action;
import org.imperium.logic.Evaluator;
import org.imperium.logic.Statement;
import org.imperium.logic.Term;
import org.imperium.logic.TermUtils;
import org.imperium.logic.Terms;
import org.imperium.logic.Var;
import org.imperium.program.Origin;
import org.imperium.program.PetriProgram;
import org.imperium.program.Place;
import org.imperium.program.Transition;
import org.imperium.proof.GhostVariable;
import org.imperium.proof.OwickiGriesAnnotation;

/**
 * Brings the ghost updates of an Owicki-Gries annotation into a form a C witness can carry (WITNESS-FORMAT.md §4):
 * updates only at statements that accept them ({@link Origin#acceptsGhostUpdate()}), and one update per C
 * statement for all thread instances that execute it.
 *
 * <p>The annotation must have one ghost g with a finite domain whose updates read only g (the imperial and focused
 * annotations, Def. 4.9 and 6.4); every update is then a table q ↦ f(q) over the domain. An update on a statement
 * that accepts none is moved, step by step:
 * <ul>
 * <li><b>backward</b> from t over a pre-place p all of whose outgoing transitions carry the same table f: f is
 * composed after the update of every transition entering p, and I(p) becomes its strongest post-condition
 * ⋁_q (I(p)[g:=q] ∧ g = f(q)) (places entered together with p also admit it);</li>
 * <li><b>forward</b> from t over its only post-place p, entered only by t: f is composed before the update of
 * every transition leaving p, and I(p) becomes its weakest pre-condition I(p)[g := f(g)].</li>
 * </ul>
 * Then the tables of all transitions at one C statement are merged (one value per ghost state; two different
 * changes of one state are a conflict). Moving and merging change when other threads see the ghost, so the result
 * is a candidate only: the caller re-checks it with the independent checker (Def. 3.5) before exporting it, and
 * falls back to an invariants-only witness when it is invalid or no placement was found.
 */
public final class GhostPlacement {

    /** A placed annotation, or why there is none. */
    public sealed interface Outcome {
        /** @param changed whether moves or merges made it differ from the input (then it must be re-checked) */
        record Placed(OwickiGriesAnnotation annotation, int moves, boolean changed) implements Outcome {
        }

        record Failed(String reason) implements Outcome {
        }
    }

    /**
     * The order in which moves are tried. Which one yields a valid annotation depends on the interference, so
     * {@link CertifiedPlacement} tries them in turn.
     */
    public enum Strategy {
        /** backward first, over pre-places of other threads first (a join's update goes to the joined thread) */
        BACKWARD_OTHER_THREAD,
        /** backward first, over pre-places of the transition's own thread first */
        BACKWARD_OWN_THREAD,
        /** forward first */
        FORWARD
    }

    private static final int DOMAIN_LIMIT = 100_000;

    private final OwickiGriesAnnotation annotation;
    private final PetriProgram program;
    private Var g;
    private int[] domain;
    private final Map<Transition, int[]> tables = new LinkedHashMap<>();
    private final Map<Place, Term> invariants = new LinkedHashMap<>();
    private int moves;

    private final Strategy strategy;

    private GhostPlacement(OwickiGriesAnnotation annotation, Strategy strategy) {
        this.annotation = annotation;
        this.program = annotation.program();
        this.strategy = strategy;
    }

    public static Outcome place(OwickiGriesAnnotation annotation, Strategy strategy) {
        return new GhostPlacement(annotation, strategy).run();
    }

    private Outcome run() {
        if (annotation.ghostUpdateCount() == 0) {
            return new Outcome.Placed(annotation, 0, false);
        }
        if (annotation.ghosts().size() != 1) {
            return new Outcome.Failed("several ghost variables");
        }
        GhostVariable ghost = annotation.ghosts().get(0);
        g = ghost.var();
        Optional<int[]> values = domain(ghost);
        if (values.isEmpty()) {
            return new Outcome.Failed("the ghost has no small finite domain");
        }
        domain = values.get();
        for (Transition t : program.transitions()) {
            Optional<Statement> u = annotation.ghostUpdate(t);
            if (u.isPresent()) {
                Optional<int[]> table = table(u.get());
                if (table.isEmpty()) {
                    return new Outcome.Failed("ghost update of " + t.name() + " reads program variables");
                }
                if (!identity(table.get())) {
                    tables.put(t, table.get());
                }
            }
        }
        program.places().forEach(p -> invariants.put(p, annotation.invariant(p)));
        Map<Transition, int[]> original = new LinkedHashMap<>(tables);
        int budget = 4 * program.transitions().size() + 16;
        while (true) {
            Optional<Transition> misplaced = tables.keySet().stream().filter(t -> !accepts(t)).findFirst();
            if (misplaced.isEmpty()) {
                break;
            }
            Transition m = misplaced.get();
            boolean moved = strategy == Strategy.FORWARD ? moveForward(m) || moveBackward(m)
                    : moveBackward(m) || moveForward(m);
            if (budget-- == 0 || !moved) {
                Transition t = misplaced.get();
                return new Outcome.Failed("no statement accepts the ghost update of " + t.name()
                        + t.origin().map(o -> " (" + o.kind() + " at " + o.location() + ")").orElse(""));
            }
            moves++;
        }
        Optional<String> conflict = merge();
        if (conflict.isPresent()) {
            return new Outcome.Failed(conflict.get());
        }
        boolean changed = moves > 0 || !sameTables(original, tables);
        Map<Transition, Statement> updates = new LinkedHashMap<>();
        tables.forEach((t, f) -> updates.put(t, Statement.assign(g, iteChain(f))));
        return new Outcome.Placed(new OwickiGriesAnnotation(program, annotation.kind(), annotation.ghosts(),
                invariants, updates), moves, changed);
    }

    private static boolean accepts(Transition t) {
        return t.origin().filter(Origin::acceptsGhostUpdate).filter(o -> o.location().line() > 0).isPresent();
    }

    private Optional<int[]> domain(GhostVariable ghost) {
        if (ghost.domain().isEmpty()) {
            return Optional.empty();
        }
        List<Integer> result = new ArrayList<>();
        for (int v = 0; v < DOMAIN_LIMIT && result.size() < 4096; v++) {
            BigInteger value = BigInteger.valueOf(v);
            if (Boolean.TRUE.equals(Evaluator.evaluate(ghost.domain().get(), x -> value))) {
                result.add(v);
            }
        }
        Term initial = ghost.initialValue();
        if (result.isEmpty() || !result.contains(((BigInteger) Evaluator.evaluate(initial, x -> null)).intValue())) {
            return Optional.empty();
        }
        return Optional.of(result.stream().mapToInt(Integer::intValue).toArray());
    }

    /** f(q) for every q of the domain, indexed by position in the domain; empty if the update reads more than g. */
    private Optional<int[]> table(Statement update) {
        Action.Assign assign = (Action.Assign) update.actions().get(0);
        Term rhs = assign.updates().get(g);
        if (rhs == null || !Set.of(g).containsAll(TermUtils.freeVars(rhs))) {
            return Optional.empty();
        }
        int[] f = new int[domain.length];
        for (int i = 0; i < domain.length; i++) {
            BigInteger q = BigInteger.valueOf(domain[i]);
            f[i] = ((BigInteger) Evaluator.evaluate(rhs, x -> q)).intValue();
        }
        return Optional.of(f);
    }

    private boolean identity(int[] f) {
        for (int i = 0; i < f.length; i++) {
            if (f[i] != domain[i]) {
                return false;
            }
        }
        return true;
    }

    private int[] tableOf(Transition t) {
        return tables.getOrDefault(t, domain.clone());
    }

    private int index(int value) {
        int i = Arrays.binarySearch(domain, value);
        return i >= 0 ? i : -1;
    }

    /** first f, then h */
    private int[] compose(int[] f, int[] h) {
        int[] result = new int[domain.length];
        for (int i = 0; i < domain.length; i++) {
            int j = index(f[i]);
            result[i] = j < 0 ? f[i] : h[j];
        }
        return result;
    }

    private void put(Transition t, int[] f) {
        if (identity(f)) {
            tables.remove(t);
        } else {
            tables.put(t, f);
        }
    }

    private List<Transition> incoming(Place p) {
        return program.transitions().stream().filter(t -> t.post().contains(p)).toList();
    }

    private boolean moveBackward(Transition t) {
        int[] f = tableOf(t);
        List<Place> candidates = new ArrayList<>(t.pre());
        // prefer a pre-place that is entered only at statements accepting updates
        java.util.Comparator<Place> own = java.util.Comparator.comparing(p -> !p.thread().equals(t.thread()));
        candidates.sort((strategy == Strategy.BACKWARD_OTHER_THREAD ? own.reversed() : own).thenComparing(p ->
                !incoming(p).stream().allMatch(GhostPlacement::accepts)));
        for (Place p : candidates) {
            List<Transition> in = incoming(p);
            if (in.isEmpty() || program.initialMarking().places(program).contains(p) || in.contains(t)
                    || !program.outgoing(p).stream().allMatch(o -> Arrays.equals(tableOf(o), f))) {
                continue;
            }
            for (Transition o : program.outgoing(p)) {
                tables.remove(o);
            }
            Set<Place> alsoEntered = new HashSet<>();
            for (Transition i : in) {
                put(i, compose(tableOf(i), f));
                alsoEntered.addAll(i.post());
            }
            alsoEntered.remove(p);
            invariants.put(p, post(invariants.get(p), f));
            for (Place q : alsoEntered) {
                invariants.put(q, Terms.or(invariants.get(q), post(invariants.get(q), f)));
            }
            return true;
        }
        return false;
    }

    private boolean moveForward(Transition t) {
        if (t.post().size() != 1) {
            return false;
        }
        Place p = t.post().get(0);
        List<Transition> out = program.outgoing(p);
        if (p.isBad() || out.isEmpty() || out.contains(t) || !incoming(p).equals(List.of(t))) {
            return false;
        }
        int[] f = tableOf(t);
        tables.remove(t);
        for (Transition o : out) {
            put(o, compose(f, tableOf(o)));
        }
        invariants.put(p, TermUtils.substitute(invariants.get(p), Map.of(g, iteChain(f))));
        return true;
    }

    /** sp(I, g := f(g)) = ⋁_q (I[g := q] ∧ g = f(q)) */
    private Term post(Term invariant, int[] f) {
        List<Term> cases = new ArrayList<>();
        for (int i = 0; i < domain.length; i++) {
            Term before = TermUtils.substitute(invariant, Map.of(g, Terms.num(domain[i])));
            if (!before.isFalse()) {
                cases.add(Terms.and(before, Terms.eq(g, Terms.num(f[i]))));
            }
        }
        return Terms.or(cases);
    }

    private Term iteChain(int[] f) {
        Term value = g;
        for (int i = domain.length - 1; i >= 0; i--) {
            if (f[i] != domain[i]) {
                value = Terms.ite(Terms.eq(g, Terms.num(domain[i])), Terms.num(f[i]), value);
            }
        }
        return value;
    }

    /** One table per C statement: all transitions at it get the union of their changes. */
    private Optional<String> merge() {
        Map<String, List<Transition>> byStatement = new LinkedHashMap<>();
        for (Transition t : program.transitions()) {
            if (accepts(t)) {
                Origin o = t.origin().orElseThrow();
                byStatement.computeIfAbsent(key(o), k -> new ArrayList<>()).add(t);
            }
        }
        for (Map.Entry<String, List<Transition>> e : byStatement.entrySet()) {
            List<Transition> at = e.getValue();
            if (at.stream().noneMatch(tables::containsKey)) {
                continue;
            }
            for (Transition a : at) {
                for (Transition b : at) {
                    if (a != b && a.thread().equals(b.thread()) && a.post().stream().anyMatch(b.pre()::contains)) {
                        return Optional.of("the statement at " + e.getKey() + " is split into several steps");
                    }
                }
            }
            int[] merged = domain.clone();
            for (Transition t : at) {
                int[] f = tableOf(t);
                for (int i = 0; i < domain.length; i++) {
                    if (f[i] != domain[i]) {
                        if (merged[i] != domain[i] && merged[i] != f[i]) {
                            return Optional.of("thread instances need different ghost updates at " + e.getKey());
                        }
                        merged[i] = f[i];
                    }
                }
            }
            for (Transition t : at) {
                put(t, merged.clone());
            }
        }
        return Optional.empty();
    }

    static String key(Origin o) {
        SourceLocation l = o.location();
        return l.file() + ":" + l.line() + ":" + l.column() + " " + o.function();
    }

    private static boolean sameTables(Map<Transition, int[]> a, Map<Transition, int[]> b) {
        if (!a.keySet().equals(b.keySet())) {
            return false;
        }
        return a.entrySet().stream().allMatch(e -> Arrays.equals(e.getValue(), b.get(e.getKey())));
    }
}
