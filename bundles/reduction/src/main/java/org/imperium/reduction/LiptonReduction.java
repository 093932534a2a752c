package org.imperium.reduction;

import java.util.BitSet;

/**
 * Static transaction reduction after Lipton, in Lamport's invariant-preserving form (Sect. 2 of Stubborn
 * Transaction Reduction). A sequence α1 … αn of one thread becomes one transaction with commit αk when
 * <ul>
 *   <li>L1: the actions before the commit are right movers — they right-commute with every action of every other
 *       thread, in every state;</li>
 *   <li>L2: the actions after the commit are left movers, likewise;</li>
 *   <li>L3: no action after α1 blocks — checked syntactically by {@link ConcurrentTransitionSystem#mayBlock};</li>
 *   <li>L4: the pre-phase does not disable φ and the post-phase does not enable it.</li>
 * </ul>
 * The classification is done once, per action; the transactions are then formed on the fly by the same
 * transaction system and search as stubborn TR ({@link TransactionSystem}, {@link TransactionSearch}), with these
 * static movers in place of the dynamic ones. L4 is enforced there; L1–L3 here.
 */
public final class LiptonReduction<S> implements Movers<S> {

    private final ConcurrentTransitionSystem<S> cts;
    private final BitSet rightMovers = new BitSet();
    private final BitSet leftMovers = new BitSet();

    public LiptonReduction(ConcurrentTransitionSystem<S> cts) {
        this.cts = cts;
        DependencyOracle oracle = cts.dependency();
        for (int a = 0; a < cts.actionCount(); a++) {
            boolean right = true;
            boolean left = true;
            for (int b = 0; b < cts.actionCount() && (right || left); b++) {
                if (cts.process(b) == cts.process(a)) {
                    continue;
                }
                right &= oracle.rightCommutes(a, b);
                left &= oracle.leftCommutes(a, b);
            }
            rightMovers.set(a, right);
            leftMovers.set(a, left);
        }
    }

    /** The actions that are right movers in every state (L1). */
    public BitSet rightMovers() {
        return (BitSet) rightMovers.clone();
    }

    /** The actions that are left movers in every state (L2). */
    public BitSet leftMovers() {
        return (BitSet) leftMovers.clone();
    }

    @Override
    public boolean rightMover(Expansion<S> from, int action, Expansion<S> to, int process) {
        return rightMovers.get(action) && !cts.mayBlock(to.state, process);
    }

    @Override
    public boolean leftMovers(Expansion<S> state, int process) {
        BitSet next = cts.localActions(state.state, process);
        BitSet notLeft = (BitSet) next.clone();
        notLeft.andNot(leftMovers);
        return notLeft.isEmpty() && !cts.mayBlock(state.state, process);
    }

    @Override
    public long cost() {
        return 0;
    }
}
