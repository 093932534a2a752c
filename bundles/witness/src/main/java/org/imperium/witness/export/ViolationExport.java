package org.imperium.witness.export;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.imperium.logic.Action;
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
 * <li>a final segment with the {@code target}: the statement of the last step (the call of
 * {@code reach_error}).</li>
 * </ul>
 * Branching and function_enter waypoints are not emitted: the assumptions pin the data, and the run's control
 * follows from them and from the interleaving the validator is free to choose.
 */
public final class ViolationExport {

    private ViolationExport() {
    }

    public static Witness.Violation build(Counterexample cex, Metadata metadata, SourceFiles sources, boolean lp64) {
        List<Counterexample.Step> steps = cex.steps();
        if (steps.isEmpty()) {
            throw new IllegalArgumentException("empty counterexample");
        }
        CNaming naming = new CNaming(cex.program(), Map.of(), lp64);
        List<List<Witness.Waypoint>> segments = new ArrayList<>();
        for (int i = 0; i < steps.size() - 1; i++) {
            Transition t = steps.get(i).transition();
            List<Var> inputs = new ArrayList<>();
            t.statement().actions().stream().filter(a -> a instanceof Action.Havoc)
                    .forEach(a -> inputs.addAll(((Action.Havoc) a).vars()));
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
            CPrinter printer = new CPrinter(naming.at(t.thread()));
            Map<Var, Object> before = steps.get(next - 1).valuesAfter();
            for (Var v : inputs) {
                if (before.get(v) instanceof BigInteger value) {
                    printer.print(Terms.eq(v, Terms.num(value))).ifPresent(c -> segments.add(List.of(
                            new Witness.Waypoint("assumption", "follow", where.get(), Optional.of(c)))));
                }
            }
        }
        Transition last = steps.get(steps.size() - 1).transition();
        Optional<WitnessLocation> target = last.origin().flatMap(o -> location(o, sources))
                .or(() -> last.pre().stream().flatMap(p -> p.origin().stream())
                        .flatMap(o -> location(o, sources).stream()).findFirst());
        segments.add(List.of(new Witness.Waypoint("target", "follow", target.orElseThrow(() ->
                new IllegalStateException("the last step of the counterexample has no C location")), Optional.empty())));
        return new Witness.Violation(metadata.withEntry("2.0", TaskMetadata.freshUuid()), segments);
    }

    private static int nextStepOf(List<Counterexample.Step> steps, int i) {
        Transition t = steps.get(i).transition();
        for (int j = i + 1; j < steps.size(); j++) {
            Transition u = steps.get(j).transition();
            if (u.thread().equals(t.thread()) && u.pre().stream().anyMatch(t.post()::contains)) {
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
