package org.imperium.witness.export;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.imperium.logic.Action;
import org.imperium.logic.Statement;
import org.imperium.logic.Term;
import org.imperium.logic.TermUtils;
import org.imperium.logic.Var;
import org.imperium.program.Origin;
import org.imperium.program.Place;
import org.imperium.program.Transition;
import org.imperium.proof.GhostVariable;
import org.imperium.proof.OwickiGriesAnnotation;
import org.imperium.witness.Metadata;
import org.imperium.witness.Witness;
import org.imperium.witness.WitnessLocation;
import org.imperium.witness.cexpr.CPrinter;
import org.imperium.witness.cexpr.OnePointElimination;
import org.imperium.witness.cexpr.Weakening;

/**
 * Back-translation of an Owicki-Gries annotation (Def. 3.4) to a correctness witness (format 2.1 with ghosts, 2.0
 * without). The annotation's ghost updates must already stand only at statements that accept them (see
 * {@link GhostPlacement}).
 * <ul>
 * <li>Invariants: the places that stand before the statement starting at a C location ({@link ControlPoints};
 * a loop keyword gives a {@code loop_invariant}) are grouped by that location; the invariant there is the
 * disjunction over the places — over all thread instances running that code — of I(p), each projected onto what
 * is visible at the location to its instance ({@link CNaming}, {@link Weakening}). Bad places are skipped (their
 * annotation is false), and so are locations where the projection leaves {@code true}.</li>
 * <li>Ghost updates: one item per C statement, the (merged) update of its transitions printed as C.</li>
 * </ul>
 * Without ghosts ({@code withGhosts == false}, the fallback), ghosts that never change are replaced by their
 * initial values and all other ghost literals are projected out: the invariants then hold in the plain program.
 */
public final class CorrectnessExport {

    private CorrectnessExport() {
    }

    /** The witness and how many invariants and update items it has. */
    public record Result(Witness.Correctness witness, int invariants, int updates) {
    }

    public static Result build(OwickiGriesAnnotation annotation, boolean withGhosts, Metadata metadata,
                               SourceFiles sources, boolean lp64) {
        Map<Var, String> ghostNames = new LinkedHashMap<>();
        Map<Term, Term> constantGhosts = new HashMap<>();
        if (withGhosts && annotation.ghostUpdateCount() > 0) {
            Set<String> taken = sources.identifiers();
            for (GhostVariable g : annotation.ghosts()) {
                String base = CNaming.isIdentifier(g.var().name()) && !g.var().name().startsWith("__")
                        ? g.var().name() : "imperium_ghost";
                String name = base;
                while (taken.contains(name) || ghostNames.containsValue(name)) {
                    name = name + "_";
                }
                ghostNames.put(g.var(), name);
            }
        } else if (annotation.ghostUpdateCount() == 0) {
            annotation.ghosts().forEach(g -> constantGhosts.put(g.var(), g.initialValue()));
        }
        CNaming naming = new CNaming(annotation.program(), ghostNames, lp64, sources::globalType);
        List<Witness.Invariant> invariants = invariants(annotation, naming, constantGhosts, sources);
        List<Witness.GhostUpdate> updates = new ArrayList<>();
        List<Witness.GhostVariable> ghosts = new ArrayList<>();
        if (!ghostNames.isEmpty()) {
            for (GhostVariable g : annotation.ghosts()) {
                ghosts.add(new Witness.GhostVariable(ghostNames.get(g.var()), "int",
                        new CPrinter(v -> Optional.empty()).print(g.initialValue()).orElseThrow()));
            }
            updates = updates(annotation, naming, sources);
        }
        boolean ghostEntry = !ghostNames.isEmpty();
        Metadata invariantMetadata = metadata.withEntry(ghostEntry ? "2.1" : "2.0", TaskMetadata.freshUuid());
        Optional<Metadata> ghostMetadata = ghostEntry
                ? Optional.of(metadata.withEntry("2.1", TaskMetadata.freshUuid())) : Optional.empty();
        return new Result(new Witness.Correctness(invariantMetadata, ghostMetadata, ghosts, updates, invariants),
                invariants.size(), updates.size());
    }

    private record Key(WitnessLocation location, boolean loop) {
    }

    private static final Comparator<WitnessLocation> ORDER = Comparator.comparing(WitnessLocation::fileName)
            .thenComparingInt(WitnessLocation::line).thenComparingInt(WitnessLocation::column)
            .thenComparing(WitnessLocation::function);

    private static Optional<WitnessLocation> location(Origin o, SourceFiles sources) {
        if (o.location().line() <= 0 || o.location().column() <= 0 || !CNaming.isIdentifier(o.function())) {
            return Optional.empty();
        }
        return sources.witnessName(o.location()).map(f -> new WitnessLocation(f, o.location().line(),
                o.location().column(), o.function()));
    }

    private static List<Witness.Invariant> invariants(OwickiGriesAnnotation annotation, CNaming naming,
                                                      Map<Term, Term> constantGhosts, SourceFiles sources) {
        Map<Key, Set<String>> disjuncts = new LinkedHashMap<>();
        Set<Var> threadIds = CNaming.threadIds(annotation.program());
        for (Place p : annotation.program().places()) {
            Optional<Origin> before = ControlPoints.statementAfter(annotation.program(), p);
            if (before.isEmpty()) {
                continue;
            }
            Origin o = sources.branchPoints().statementOf(before.get());
            if (!sources.admitsInvariant(o.location(), o.kind() == Origin.Kind.LOOP_HEAD)) {
                continue;
            }
            Optional<WitnessLocation> where = location(o, sources);
            if (where.isEmpty()) {
                continue;
            }
            java.util.function.Function<Var, Optional<CPrinter.CVariable>> names = naming.at(p.thread());
            CPrinter printer = new CPrinter(names);
            Term formula = TermUtils.substitute(annotation.invariant(p), constantGhosts);
            // what a hidden variable equals is kept before it is projected out; thread ids are not replaced by
            // the model's numbers
            formula = OnePointElimination.eliminate(formula, v -> names.apply(v).isEmpty() && !threadIds.contains(v),
                    v -> names.apply(v).isPresent());
            Term visible = Weakening.weaken(formula, printer::printable);
            String text = printer.print(visible).orElseThrow();
            disjuncts.computeIfAbsent(new Key(where.get(), o.kind() == Origin.Kind.LOOP_HEAD),
                    k -> new LinkedHashSet<>()).add(text);
        }
        List<Witness.Invariant> result = new ArrayList<>();
        disjuncts.entrySet().stream().sorted(Map.Entry.comparingByKey(
                Comparator.comparing(Key::location, ORDER).thenComparing(Key::loop))).forEach(e -> {
                    Set<String> parts = e.getValue();
                    if (parts.contains("1")) {
                        return;
                    }
                    parts.remove("0");
                    String value = parts.isEmpty() ? "0" : parts.size() == 1 ? parts.iterator().next()
                            : String.join(" || ", parts.stream().map(s -> "(" + s + ")").toList());
                    result.add(new Witness.Invariant(e.getKey().loop() ? Witness.Invariant.Type.LOOP
                            : Witness.Invariant.Type.LOCATION, e.getKey().location(), value));
                });
        return result;
    }

    private static List<Witness.GhostUpdate> updates(OwickiGriesAnnotation annotation, CNaming naming,
                                                     SourceFiles sources) {
        Map<WitnessLocation, List<Witness.Update>> items = new java.util.TreeMap<>(ORDER);
        for (Transition t : annotation.program().transitions()) {
            Optional<Statement> update = annotation.ghostUpdate(t);
            if (update.isEmpty()) {
                continue;
            }
            Origin o = t.origin().filter(Origin::acceptsGhostUpdate).orElseThrow(() -> new IllegalStateException(
                    "ghost update of " + t.name() + " at a statement that accepts none"));
            WitnessLocation where = location(o, sources).orElseThrow(() -> new IllegalStateException(
                    "ghost update of " + t.name() + " has no location in the input files"));
            CPrinter printer = new CPrinter(naming.at(t.thread()));
            List<Witness.Update> assignments = new ArrayList<>();
            for (Map.Entry<Var, Term> e : ((Action.Assign) update.get().actions().get(0)).updates().entrySet()) {
                String ghost = naming.at(t.thread()).apply(e.getKey()).orElseThrow().name();
                String value = printer.print(e.getValue()).orElseThrow(() -> new IllegalStateException(
                        "ghost update of " + t.name() + " has no C form: " + e.getValue()));
                assignments.add(new Witness.Update(ghost, value));
            }
            List<Witness.Update> previous = items.putIfAbsent(where, assignments);
            if (previous != null && !previous.equals(assignments)) {
                throw new IllegalStateException("different ghost updates at " + where);
            }
        }
        List<Witness.GhostUpdate> result = new ArrayList<>();
        items.forEach((l, u) -> result.add(new Witness.GhostUpdate(l, u)));
        return result;
    }
}
