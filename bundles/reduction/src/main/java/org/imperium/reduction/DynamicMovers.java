package org.imperium.reduction;

import java.util.BitSet;

/**
 * The dynamic movers of Stubborn Transaction Reduction, both defined by semi-stubborn sets:
 * <ul>
 *   <li>Eq. 7, M←_i(σ): some semi-←-stubborn B has B ∩ en(σ) = A_i ∩ en(σ) — everything thread i can do now
 *       moves left of all remote behaviour that is still possible. The closure starts from all of A_i, as the
 *       paper's D2 does through the shared program counter: then no remote action can enable an action of
 *       thread i outside B, which Lemma 1 (M← is never remotely disabled) needs;</li>
 *   <li>Eq. 8, M→_i(σ, α, σ'): some semi-→-stubborn B in σ has α ∈ B, B ∩ en(σ) = {α} and
 *       B ∩ en(σ') ⊆ A_i — α moves right of remote behaviour and enables no stubborn remote action.</li>
 * </ul>
 */
public final class DynamicMovers<S> implements Movers<S> {

    private final ConcurrentTransitionSystem<S> cts;
    private final StubbornSet<S> stubborn;
    private final BitSet[] processActions;

    public DynamicMovers(ConcurrentTransitionSystem<S> cts) {
        this.cts = cts;
        this.stubborn = new StubbornSet<>(cts);
        this.processActions = Movers.processActions(cts);
    }

    @Override
    public boolean rightMover(Expansion<S> from, int action, Expansion<S> to, int process) {
        BitSet seed = new BitSet();
        seed.set(action);
        BitSet remote = (BitSet) processActions[process].clone();
        remote.flip(0, cts.actionCount());
        return stubborn.closure(from.state, from.enabled, seed, Commutativity.RIGHT, seed, remote, false)
                .map(b -> {
                    BitSet after = (BitSet) b.clone();
                    after.and(to.enabled);
                    after.andNot(processActions[process]);
                    return after.isEmpty();
                })
                .orElse(false);
    }

    @Override
    public boolean leftMovers(Expansion<S> state, int process) {
        BitSet own = (BitSet) processActions[process].clone();
        own.and(state.enabled);
        if (own.isEmpty()) {
            return true;
        }
        return stubborn.closure(state.state, state.enabled, processActions[process], Commutativity.LEFT, own, null,
                false).isPresent();
    }

    @Override
    public long cost() {
        return stubborn.closures();
    }
}
