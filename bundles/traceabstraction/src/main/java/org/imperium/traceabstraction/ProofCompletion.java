package org.imperium.traceabstraction;

import java.time.Duration;
import java.util.Timer;
import java.util.TimerTask;
import org.imperium.core.Cancellation;
import org.imperium.core.Statistics;
import org.imperium.program.PetriProgram;
import org.imperium.proof.ProductDomain;

/**
 * Proof completion after a reduced search: once the product search with a reduction finds no run, the verdict
 * TRUE holds (docs/reductions.md), but the Floyd-Hoare automata found so far only cover the reduced
 * interleavings. Refinement then goes on with every enabled transition, from those automata, until the product
 * invariant domain is safe for the unreduced program (Def. 3.2) — only then is it handed to the empire. If the
 * completion runs out of time, iterations or solver answers, the outcome is still {@link Outcome.Safe}, marked
 * proof-incomplete and without a domain for the empire.
 *
 * <p>Statistics: {@code reduction.iterations} (rounds of the reduced phase, the last one included),
 * {@code completion.iterations}, {@code completion.time}, {@code completion.complete}.
 */
final class ProofCompletion {

    static final String REASON = "time limit of the proof completion reached";

    private final Statistics statistics;
    private final long start = System.nanoTime();
    private final Timer timer;

    /**
     * Starts the completion after {@code reducedIterations} reduced rounds; after {@code seconds} (0 = no own
     * limit) it cancels {@code cancellation}, the loop's, which only stops the completion.
     */
    ProofCompletion(int reducedIterations, Cancellation cancellation, double seconds, Statistics statistics) {
        this.statistics = statistics;
        statistics.set("reduction.iterations", reducedIterations);
        statistics.set("completion.iterations", 0);
        if (seconds > 0) {
            timer = new Timer("imperium-proof-completion", true);
            timer.schedule(new TimerTask() {
                @Override
                public void run() {
                    cancellation.cancel(REASON);
                }
            }, Math.max(1, (long) (seconds * 1000)));
        } else {
            timer = null;
        }
    }

    /** One more refinement round on the unreduced product. */
    void iteration() {
        statistics.increment("completion.iterations");
    }

    /**
     * The outcome of the loop after the completion ended with {@code outcome} ({@code null}: cancelled): a safe
     * domain or a counterexample stand; anything else leaves TRUE with an incomplete proof.
     */
    Outcome finish(Outcome outcome, PetriProgram program, ProductDomain reducedProof, int reducedIterations,
                   String why) {
        if (timer != null) {
            timer.cancel();
        }
        statistics.addTime("completion.time", Duration.ofNanos(System.nanoTime() - start));
        if (outcome instanceof Outcome.Safe || outcome instanceof Outcome.Unsafe
                || outcome instanceof Outcome.InsufficientInstances) {
            // a feasible run here would mean the reduction was unsound; it is real, so it is reported as such
            statistics.set("completion.complete", outcome instanceof Outcome.Safe);
            return outcome;
        }
        statistics.set("completion.complete", false);
        statistics.set("completion.stopped", why);
        return new Outcome.Safe(program, reducedProof, reducedIterations, false);
    }
}
