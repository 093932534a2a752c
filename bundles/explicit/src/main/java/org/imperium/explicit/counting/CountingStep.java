package org.imperium.explicit.counting;

import java.util.Optional;
import org.imperium.core.CancelledException;
import org.imperium.core.Cancellation;
import org.imperium.core.RunContext;
import org.imperium.core.Verdict;
import org.imperium.program.Counterexample;
import org.imperium.program.PetriProgram;
import org.imperium.program.Petrification;

/**
 * The counting search as a step of the explicit plugin: for a petrified program that creates threads in a loop,
 * {@link Counting} runs first, with a share of the search's time. FALSE is reported with its counterexample and the
 * Petri program it runs on. TRUE waits for the bounded search: if that proves the program (bounded creation, a
 * state space as proof), its certified TRUE is reported; if it decides nothing, counting's TRUE is reported as a
 * verdict without proof (an uncertified TRUE: in a portfolio the next member may still prove it).
 */
public final class CountingStep {

    /** The share of the explicit search's time that counting may use. */
    private static final double TIME_SHARE = 0.5;

    private CountingStep() {
    }

    /**
     * Runs counting on a petrified program that creates threads in a loop: reports FALSE (with its counterexample
     * and the Petri program it runs on) and returns it; returns TRUE without reporting it, so that the bounded
     * search may still decide with a proof ({@link #stands}); empty when counting does not apply or decide.
     */
    public static Optional<Verdict> decide(RunContext context, long maxNodes, Cancellation cancellation) {
        Optional<Petrification> petrification = context.find(Petrification.MODEL);
        if (petrification.isEmpty() || !Counting.createsInALoop(context.get(PetriProgram.MODEL))) {
            return Optional.empty();
        }
        context.progress("explicit: counting identical threads (Karp-Miller)");
        Cancellation budget = cancellation;
        double left = cancellation.remainingSeconds();
        if (!Double.isInfinite(left)) {
            budget = Cancellation.afterSeconds(Math.max(0.1, left * TIME_SHARE));
            Cancellation own = budget;
            cancellation.onCancel(() -> own.cancel(cancellation.reason()));
        }
        Optional<Counting.Outcome> outcome;
        try {
            outcome = Counting.decide(petrification.get(), maxNodes, budget, context.statistics());
        } catch (CancelledException e) {
            if (cancellation.isCancelled()) {
                throw e;
            }
            context.statistics().set("counting", "time share used up");
            return Optional.empty();
        }
        if (outcome.isEmpty() || outcome.get().verdict() instanceof Verdict.Unknown) {
            return Optional.empty();
        }
        context.print("explicit (counting): " + context.statistics().get("counting.nodes")
                + " coverability nodes, " + context.statistics().get("counting.accelerations")
                + " accelerations, " + context.statistics().get("counting.counters") + " counters");
        Verdict verdict = outcome.get().verdict();
        if (verdict instanceof Verdict.Incorrect) {
            Counterexample cex = outcome.get().counterexample().orElseThrow();
            context.put(PetriProgram.MODEL, cex.program());
            context.put(Counterexample.MODEL, cex);
            cex.describe().forEach(context::print);
            context.verdict(verdict);
        }
        return Optional.of(verdict);
    }

    /** Reports counting's TRUE, if it has one, as a verdict without proof; whether it did. */
    public static boolean stands(RunContext context, Optional<Verdict> counted) {
        if (counted.isEmpty() || !(counted.get() instanceof Verdict.Correct)) {
            return false;
        }
        context.print("explicit: TRUE for every number of threads by counting (no proof)");
        context.uncertifiedVerdict(counted.get());
        return true;
    }
}
