package org.imperium.reduction;

import java.util.BitSet;

/**
 * Def. 2, the transaction system: each thread carries a phase h_i ∈ {Ext, Pre, Post}, changed only by its own
 * steps. A step ⟨σ, α, σ'⟩ of thread i leads to phase
 * <ul>
 *   <li>Pre iff h_i ≠ Post, α is a right mover (M→_i(σ, α, σ')) and α ∉ A⊖φ (Eq. 11);</li>
 *   <li>Post if thread i is a left mover in σ' (M←_i(σ')) and none of its actions enabled in σ' is in A⊕φ
 *       (Eq. 12);</li>
 *   <li>Ext otherwise (Eq. 13).</li>
 * </ul>
 * Post states never step to Pre states, Pre states are entered by right movers only and Post states are left
 * by left movers only: Lipton's L1, L2 and L4, decided per state.
 */
public final class TransactionSystem<S> {

    private final ConcurrentTransitionSystem<S> cts;
    private final Movers<S> movers;
    private final BitSet[] processActions;

    TransactionSystem(ConcurrentTransitionSystem<S> cts, Movers<S> movers) {
        this.cts = cts;
        this.movers = movers;
        this.processActions = Movers.processActions(cts);
    }

    Phase next(Expansion<S> from, Phase phase, int action, Expansion<S> to) {
        int i = cts.process(action);
        if (phase != Phase.POST && !cts.disablesInvariant(action) && movers.rightMover(from, action, to, i)) {
            return Phase.PRE;
        }
        if (movers.leftMovers(to, i) && !enablesInvariant(to, i)) {
            return Phase.POST;
        }
        return Phase.EXT;
    }

    private boolean enablesInvariant(Expansion<S> state, int process) {
        BitSet own = (BitSet) processActions[process].clone();
        own.and(state.enabled);
        for (int a = own.nextSetBit(0); a >= 0; a = own.nextSetBit(a + 1)) {
            if (cts.enablesInvariant(a)) {
                return true;
            }
        }
        return false;
    }

    long moverCost() {
        return movers.cost();
    }
}
