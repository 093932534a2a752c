package org.imperium.explicit.counting;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import org.imperium.core.Cancellation;
import org.imperium.core.Statistics;
import org.imperium.core.UnsupportedException;
import org.imperium.core.Verdict;
import org.imperium.program.Counterexample;
import org.imperium.program.PetriProgram;
import org.imperium.program.Petrification;
import org.imperium.program.Place;
import org.imperium.program.ThreadInstance;
import org.imperium.program.Transition;

/**
 * Verification of programs with unboundedly many identical threads by coverability of their
 * {@linkplain CounterSystem counter abstraction} ({@link KarpMiller}): TRUE when no error is coverable, for every
 * number of instances — a verdict without an Owicki-Gries proof; FALSE only with a run of the Petri program with
 * concrete instances ({@link CountedRun}), found by the breadth-first search of the counter system with pools of
 * 2, 4, … {@link #MAX_POOL} instances; else UNKNOWN. Not applicable (empty) when the program is not a counter
 * system: no instances to count, instances told apart, data that is not finite.
 */
public final class Counting {

    /** The largest pool of instances per family in the search for a concrete counterexample. */
    static final int MAX_POOL = 64;

    /** The verdict, and for FALSE the counterexample with the Petri program it runs on. */
    public record Outcome(Verdict verdict, Optional<Counterexample> counterexample) {
    }

    private Counting() {
    }

    /**
     * Whether some {@code pthread_create} lies on a cycle of its creator's control flow: a site that may create
     * unboundedly many threads, for which counting is worth trying first.
     */
    public static boolean createsInALoop(PetriProgram program) {
        for (Transition t : program.transitions()) {
            boolean creates = t.post().stream().anyMatch(p -> !p.thread().equals(t.thread()));
            if (creates && t.post().stream().filter(p -> p.thread().equals(t.thread()))
                    .anyMatch(p -> reaches(program, p, t))) {
                return true;
            }
        }
        return false;
    }

    /** Whether the creator's control flow leads from {@code from} back to a pre-place of {@code t}. */
    private static boolean reaches(PetriProgram program, Place from, Transition t) {
        Set<Place> seen = new HashSet<>();
        Deque<Place> todo = new ArrayDeque<>(List.of(from));
        ThreadInstance creator = t.thread();
        while (!todo.isEmpty()) {
            Place p = todo.poll();
            if (t.pre().contains(p)) {
                return true;
            }
            if (seen.add(p)) {
                program.outgoing(p).stream().filter(u -> u.thread().equals(creator))
                        .forEach(u -> u.post().stream().filter(q -> q.thread().equals(creator)).forEach(todo::add));
            }
        }
        return false;
    }

    /**
     * Decides the program petrified by {@code petrification}, or empty when counting does not apply; records
     * {@code counting.*} statistics.
     */
    public static Optional<Outcome> decide(Petrification petrification, long maxNodes, Cancellation cancellation,
                                           Statistics statistics) {
        PetriProgram two;
        CounterSystem system;
        KarpMiller.Result tree;
        try {
            two = petrification.petrifyWithoutExactCoRelation(2);
            system = new CounterSystem(two, Counts.OMEGA);
            if (system.families().isEmpty()) {
                statistics.set("counting", "not applicable: no thread instances to count");
                return Optional.empty();
            }
            statistics.set("counting.families", system.toString());
            tree = KarpMiller.search(system, true, maxNodes, cancellation);
        } catch (UnsupportedException e) {
            statistics.set("counting", "not applicable: " + e.getMessage());
            return Optional.empty();
        }
        statistics.set("counting.nodes", tree.nodes());
        statistics.set("counting.accelerations", tree.accelerations());
        statistics.set("counting.counters", tree.counters());
        statistics.set("counting.time", String.format(Locale.ROOT, "%.3f s", tree.seconds()));
        if (tree.error().isEmpty()) {
            statistics.set("counting", "TRUE: no error coverable");
            return Optional.of(new Outcome(Verdict.correct(), Optional.empty()));
        }
        for (int pool = 2; pool <= MAX_POOL; pool *= 2) {
            try {
                CounterSystem bounded = new CounterSystem(two, pool);
                KarpMiller.Result search = KarpMiller.search(bounded, false, maxNodes, cancellation);
                if (search.error().isPresent()) {
                    Optional<Counterexample> cex = CountedRun.replay(bounded, search.error().get().path(),
                            petrification.petrifyWithoutExactCoRelation(pool));
                    statistics.set("counting.pool", pool);
                    if (cex.isEmpty()) {
                        break;
                    }
                    statistics.set("counting", "FALSE: error with " + pool + " instances per site");
                    return Optional.of(new Outcome(Verdict.incorrect("unreach-call"), cex));
                }
            } catch (UnsupportedException e) {
                statistics.set("counting.replay", e.getMessage());
                break;
            }
        }
        statistics.set("counting", "error coverable, no replayable run");
        return Optional.of(new Outcome(Verdict.unknown("counting: error coverable but no concrete run replayed"),
                Optional.empty()));
    }
}
