package org.imperium.witness.export;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.imperium.logic.Action;
import org.imperium.logic.Statement;
import org.imperium.logic.Terms;
import org.imperium.logic.Var;
import org.imperium.program.Counterexample;
import org.imperium.program.Origin;
import org.imperium.program.Transition;
import org.imperium.witness.Metadata;
import org.imperium.witness.Witness;
import org.imperium.witness.WitnessLocation;
import org.imperium.witness.cexpr.CPrinter;

/**
 * Back-translation of a counterexample (a run of the Petri program into a bad place) to a 2.0 violation witness
 * (WITNESS-FORMAT.md §6). The format has no thread identities; a concurrent run is expressed as one sequence of
 * waypoints in the order in which the interleaved run passes them, whichever thread passes them:
 * <ul>
 * <li>for every nondeterministic input (a havoc) with a value in the solver's model, an {@code assumption}
 * waypoint {@code x == v} at the next statement of the thread that read it — evaluated just before that statement,
 * where the value is the one the run has there;</li>
 * <li>in a run without such inputs, for every step that writes a shared variable and begins its C statement, an
 * {@code assumption} waypoint at that statement with the values before it of the shared variables the step reads
 * or writes: the format cannot say which thread runs, but these values pin the interleaving, so that a validator
 * replays the run instead of searching the interleavings the other waypoints leave open (a branch waypoint at the
 * step takes precedence);</li>
 * <li>for every step that decides the condition of an {@code if}, {@code while}, {@code for} or {@code switch}
 * ({@link BranchPoints}), a {@code branching} waypoint at the statement's keyword with the outcome taken —
 * {@code "true"}/{@code "false"}, or the case constant or {@code default} — unless an assumption waypoint stands
 * at that step already (one waypoint per step: two would need two visits of the location);</li>
 * <li>a final segment with the {@code target}: the statement of the last step (the call of
 * {@code reach_error}).</li>
 * </ul>
 * Each waypoint is the single {@code follow} of its segment, in the order of the run. function_enter waypoints
 * are not emitted: functions are inlined, and the branches and assumptions already fix the path.
 */
public final class ViolationExport {

    private ViolationExport() {
    }

    public static Witness.Violation build(Counterexample cex, Metadata metadata, SourceFiles sources, boolean lp64) {
        List<Counterexample.Step> steps = cex.steps();
        if (steps.isEmpty()) {
            throw new IllegalArgumentException("empty counterexample");
        }
        CNaming naming = new CNaming(cex.program(), Map.of(), lp64, sources::globalType);
        java.util.TreeMap<Integer, List<String>> constraints = new java.util.TreeMap<>();
        java.util.Map<Integer, WitnessLocation> locations = new java.util.HashMap<>();
        for (int i = 0; i < steps.size() - 1; i++) {
            Transition t = steps.get(i).transition();
            List<Var> inputs = inputsOf(t.statement());
            if (inputs.isEmpty()) {
                continue;
            }
            int next = nextStepOf(steps, i);
            if (next < 0) {
                continue;
            }
            Optional<Origin> at = steps.get(next).transition().origin();
            Optional<WitnessLocation> where = at.flatMap(o -> location(o, sources));
            if (where.isEmpty()) {
                continue;
            }
            assumeValues(inputs, steps.get(next - 1).valuesAfter(), new CPrinter(naming.at(t.thread())), next,
                    where.get(), constraints, locations);
        }
        // in a run with inputs, the shared values would add constants, which crowd out the program's own among the
        // values a validator that samples inputs tries (ours does: nondet-loop-bound-1 needs n = 20)
        boolean pinInterleaving = !readsInput(steps);
        for (int i = 1; pinInterleaving && i < steps.size() - 1; i++) {
            Transition t = steps.get(i).transition();
            int step = i;
            Optional<WitnessLocation> where = t.origin().filter(o -> sources.branchPoints().branching(o).isEmpty())
                    .filter(o -> startsStatement(steps, step, o)).flatMap(o -> location(o, sources));
            if (where.isEmpty() || sharedVariables(cex, t.statement().writes()).isEmpty()) {
                continue;
            }
            Set<Var> touched = new HashSet<>(t.statement().reads());
            touched.addAll(t.statement().writes());
            assumeValues(sharedVariables(cex, touched), steps.get(i - 1).valuesAfter(),
                    new CPrinter(naming.at(t.thread())), i, where.get(), constraints, locations);
        }
        java.util.TreeMap<Integer, Witness.Waypoint> waypoints = new java.util.TreeMap<>();
        constraints.forEach((at, cs) -> waypoints.put(at, new Witness.Waypoint("assumption", "follow",
                locations.get(at), Optional.of(String.join(" && ", cs)))));
        for (int i = 0; i < steps.size() - 1; i++) {
            Optional<Origin> branching = steps.get(i).transition().origin()
                    .flatMap(o -> sources.branchPoints().branching(o));
            Optional<WitnessLocation> where = branching.flatMap(o -> location(o, sources));
            if (where.isPresent() && !waypoints.containsKey(i)) {
                waypoints.put(i, new Witness.Waypoint("branching", "follow", where.get(), branching.get().branch()));
            }
        }
        List<List<Witness.Waypoint>> segments = new ArrayList<>();
        waypoints.values().forEach(w -> segments.add(List.of(w)));
        Transition last = steps.get(steps.size() - 1).transition();
        Optional<WitnessLocation> target = last.origin().flatMap(o -> location(o, sources))
                .or(() -> last.pre().stream().flatMap(p -> p.origin().stream())
                        .flatMap(o -> location(o, sources).stream()).findFirst());
        segments.add(List.of(new Witness.Waypoint("target", "follow", target.orElseThrow(() ->
                new IllegalStateException("the last step of the counterexample has no C location")), Optional.empty())));
        return new Witness.Violation(metadata.withEntry("2.0", TaskMetadata.freshUuid()), segments);
    }

    /**
     * The conjunct {@code v == value} for each of {@code vars} with an integer value in {@code before}, added to the
     * assumption waypoint of {@code step} at {@code where}; a variable the printer cannot name is left out.
     */
    private static void assumeValues(List<Var> vars, Map<Var, Object> before, CPrinter printer, int step,
                                     WitnessLocation where, Map<Integer, List<String>> constraints,
                                     Map<Integer, WitnessLocation> locations) {
        for (Var v : vars) {
            if (before.get(v) instanceof BigInteger value) {
                printer.print(Terms.eq(v, Terms.num(value))).ifPresent(c -> {
                    constraints.computeIfAbsent(step, k -> new ArrayList<>()).add(c);
                    locations.put(step, where);
                });
            }
        }
    }

    /** The variables the statement sets to nondeterministic inputs (its havocs). */
    private static List<Var> inputsOf(Statement statement) {
        List<Var> inputs = new ArrayList<>();
        statement.actions().stream().filter(a -> a instanceof Action.Havoc)
                .forEach(a -> inputs.addAll(((Action.Havoc) a).vars()));
        return inputs;
    }

    /** Whether a step reads a variable that an earlier step set to an input (a havoc): the run depends on input. */
    private static boolean readsInput(List<Counterexample.Step> steps) {
        Set<Var> inputs = new HashSet<>();
        for (Counterexample.Step step : steps) {
            Statement statement = step.transition().statement();
            if (statement.reads().stream().anyMatch(inputs::contains)) {
                return true;
            }
            inputs.addAll(inputsOf(statement));
        }
        return false;
    }

    /** The shared (global) variables among {@code vars}, by name, so that the constraint's text is stable. */
    private static List<Var> sharedVariables(Counterexample cex, Set<Var> vars) {
        return vars.stream().filter(v -> cex.program().variables().containsKey(v)
                        && !cex.program().variables().get(v).isThreadLocal())
                .sorted(Comparator.comparing(Var::name)).toList();
    }

    /**
     * Whether step {@code i} begins the execution of its C statement: the previous step of its thread came from
     * another statement. A waypoint at the statement's location is matched when the statement begins, so only
     * there are the values before the step the values the constraint is evaluated on.
     */
    private static boolean startsStatement(List<Counterexample.Step> steps, int i, Origin origin) {
        Transition t = steps.get(i).transition();
        for (int j = i - 1; j >= 0; j--) {
            Transition u = steps.get(j).transition();
            if (continues(t, u)) {
                return u.origin().map(o -> !o.location().equals(origin.location())).orElse(true);
            }
        }
        return true;
    }

    /** Whether {@code later} is a step of the same thread as {@code earlier} that starts where it ended. */
    private static boolean continues(Transition later, Transition earlier) {
        return later.thread().equals(earlier.thread()) && later.pre().stream().anyMatch(earlier.post()::contains);
    }

    private static int nextStepOf(List<Counterexample.Step> steps, int i) {
        Transition t = steps.get(i).transition();
        for (int j = i + 1; j < steps.size(); j++) {
            Transition u = steps.get(j).transition();
            if (continues(u, t)) {
                return j;
            }
        }
        return -1;
    }

    private static Optional<WitnessLocation> location(Origin o, SourceFiles sources) {
        if (o.location().line() <= 0 || !CNaming.isIdentifier(o.function())) {
            return Optional.empty();
        }
        return sources.witnessName(o.location()).map(f -> new WitnessLocation(f, o.location().line(),
                Math.max(o.location().column(), 1), o.function()));
    }
}
