package org.imperium.reduction;

import java.util.BitSet;

/**
 * Where the transaction system (Def. 2) gets its movers from: dynamically from stubborn sets
 * ({@link DynamicMovers}, stubborn TR) or statically from Lipton's conditions ({@link LiptonReduction}, TR).
 */
interface Movers<S> {

    /** M→_i(σ, α, σ'): the step of thread i may end in (or stay in) its pre-phase. */
    boolean rightMover(Expansion<S> from, int action, Expansion<S> to, int process);

    /** M←_i(σ'): thread i may be in its post-phase in σ'. */
    boolean leftMovers(Expansion<S> state, int process);

    /** Work spent deciding movers (closures computed), for the statistics. */
    long cost();

    static BitSet[] processActions(ConcurrentTransitionSystem<?> cts) {
        BitSet[] result = new BitSet[cts.processCount()];
        for (int i = 0; i < result.length; i++) {
            result[i] = new BitSet();
        }
        for (int a = 0; a < cts.actionCount(); a++) {
            result[cts.process(a)].set(a);
        }
        return result;
    }
}
