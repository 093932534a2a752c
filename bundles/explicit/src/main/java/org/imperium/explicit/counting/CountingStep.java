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
 * {@link Counting} runs first, with a share of the search's time. TRUE is reported as a verdict without proof (an
 * uncertified TRUE: in a portfolio the next member may still prove it), FALSE with its counterexample and the Petri
 * program it runs on; otherwise the plugin goes on with its bounded search.
 */
public final class CountingStep {

    /** The share of the explicit search's time that counting may use. */
    private static final double TIME_SHARE = 0.5;

    private CountingStep() {
    }

    /** Whether counting decided the run (a verdict is reported). */
    public static boolean decide(RunContext context, Petrification petrification, PetriProgram program,
                                 long maxNodes, Cancellation cancellation) {
        if (!Counting.createsInALoop(program)) {
            return false;
        }
        context.progress("explicit: counting identical threads (Karp–Miller)");
        Cancellation budget = cancellation;
        double left = cancellation.remainingSeconds();
        if (!Double.isInfinite(left)) {
            budget = Cancellation.afterSeconds(Math.max(0.1, left * TIME_SHARE));
            Cancellation own = budget;
            cancellation.onCancel(() -> own.cancel(cancellation.reason()));
        }
        Optional<Counting.Outcome> outcome;
        try {
            outcome = Counting.decide(petrification, maxNodes, budget, context.statistics());
        } catch (CancelledException e) {
            if (cancellation.isCancelled()) {
                throw e;
            }
            context.statistics().set("counting", "time share used up");
            return false;
        }
        if (outcome.isEmpty() || outcome.get().verdict() instanceof Verdict.Unknown) {
            return false;
        }
        context.print("explicit (counting): " + context.statistics().get("counting.nodes")
                + " coverability nodes, " + context.statistics().get("counting.accelerations")
                + " accelerations, " + context.statistics().get("counting.counters") + " counters");
        Verdict verdict = outcome.get().verdict();
        if (verdict instanceof Verdict.Correct) {
            context.uncertifiedVerdict(verdict);
            return true;
        }
        Counterexample cex = outcome.get().counterexample().orElseThrow();
        context.put(PetriProgram.MODEL, cex.program());
        context.put(Counterexample.MODEL, cex);
        cex.describe().forEach(context::print);
        context.verdict(verdict);
        return true;
    }
}
