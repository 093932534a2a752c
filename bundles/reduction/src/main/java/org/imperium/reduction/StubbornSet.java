package org.imperium.reduction;

import java.util.ArrayDeque;
import java.util.BitSet;
import java.util.Deque;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Def. 1, ⋆-stubborn and semi-stubborn sets. A set B ⊆ A is semi-⋆-stubborn in σ when
 * <ul>
 *   <li>D1: every action of B disabled in σ has a necessary enabling set inside B, and</li>
 *   <li>D2: every action that an enabled action α ∈ B does not ⋆-commute with is in B,</li>
 * </ul>
 * and ⋆-stubborn when also D0: B contains an enabled action if σ has one. D2 is oriented so that the stubborn
 * action is the one that moves (α must right-commute with β ∉ B for ⋆ = →), which is how the proofs of
 * Lemmas 1 and 2 use it.
 *
 * <p>Sets are built as closures from a seed: D1 and D2 add actions until both hold. Where D1 offers a choice of
 * necessary enabling sets, the guard-based heuristic picks the one that adds the fewest enabled actions, then the
 * fewest actions at all. A closure fails as soon as it would have to add an enabled action the caller forbids;
 * this is how the dynamic movers (Eqs. 7, 8) ask whether a set with a prescribed enabled part exists.
 */
public final class StubbornSet<S> {

    private final ConcurrentTransitionSystem<S> cts;
    private final Map<Commutativity, int[][]> dependents = new EnumMap<>(Commutativity.class);
    private final BitSet visible = new BitSet();
    private long closures;

    public StubbornSet(ConcurrentTransitionSystem<S> cts) {
        this.cts = cts;
        for (Commutativity c : Commutativity.values()) {
            dependents.put(c, new int[cts.actionCount()][]);
        }
        for (int a = 0; a < cts.actionCount(); a++) {
            if (cts.disablesInvariant(a) || cts.enablesInvariant(a)) {
                visible.set(a);
            }
        }
    }

    /** Number of closures computed so far (a cost measure for the statistics). */
    public long closures() {
        return closures;
    }

    /** A_vis^φ = A⊖φ ∪ A⊕φ */
    public BitSet visibleActions() {
        return (BitSet) visible.clone();
    }

    /**
     * The smallest-closure heuristic for a ↔-stubborn set that also satisfies the V proviso: one closure per
     * enabled action as seed; the one with the fewest enabled actions wins (ties: the first seed in action
     * order). Returns por(σ) = B ∩ en(σ); en(σ) itself when σ is a deadlock.
     */
    public BitSet strongStubbornEnabled(S state, BitSet enabled) {
        BitSet best = null;
        for (int a = enabled.nextSetBit(0); a >= 0; a = enabled.nextSetBit(a + 1)) {
            if (best != null && best.get(a)) {
                continue;
            }
            BitSet seed = new BitSet();
            seed.set(a);
            BitSet b = closure(state, enabled, seed, Commutativity.STRONG, null, null, true).orElseThrow();
            b.and(enabled);
            if (best == null || b.cardinality() < best.cardinality()) {
                best = b;
                if (best.cardinality() == 1) {
                    break;
                }
            }
        }
        return best == null ? new BitSet() : best;
    }

    /**
     * A semi-⋆-stubborn set containing {@code seed}, or empty when every such set found by the heuristic
     * contains an enabled action outside {@code allowedEnabled} ({@code null}: all allowed). D2 is applied to
     * the actions in {@code d2Scope} only ({@code null}: all actions) — the dynamic right movers need it only
     * towards other threads (the proofs of Lemmas 2 and 4 use D2 for remote actions alone). With
     * {@code visibility}, an enabled visible action pulls in all of A_vis (proviso V).
     */
    public Optional<BitSet> closure(S state, BitSet enabled, BitSet seed, Commutativity star, BitSet allowedEnabled,
                                    BitSet d2Scope, boolean visibility) {
        closures++;
        BitSet b = new BitSet();
        Deque<Integer> work = new ArrayDeque<>();
        if (!add(seed, b, work, enabled, allowedEnabled, visibility)) {
            return Optional.empty();
        }
        while (!work.isEmpty()) {
            int a = work.pop();
            BitSet more;
            if (enabled.get(a)) {
                more = new BitSet();
                for (int d : cts.dependents(state, a, star).orElseGet(() -> dependents(star, a))) {
                    if (d2Scope == null || d2Scope.get(d)) {
                        more.set(d);
                    }
                }
            } else {
                more = cheapestNes(state, a, b, enabled, allowedEnabled);
            }
            if (!add(more, b, work, enabled, allowedEnabled, visibility)) {
                return Optional.empty();
            }
        }
        return Optional.of(b);
    }

    private boolean add(BitSet actions, BitSet b, Deque<Integer> work, BitSet enabled, BitSet allowedEnabled,
                        boolean visibility) {
        for (int a = actions.nextSetBit(0); a >= 0; a = actions.nextSetBit(a + 1)) {
            if (b.get(a)) {
                continue;
            }
            if (enabled.get(a) && allowedEnabled != null && !allowedEnabled.get(a)) {
                return false;
            }
            b.set(a);
            work.push(a);
            if (visibility && enabled.get(a) && visible.get(a) && !add(visible, b, work, enabled, allowedEnabled,
                    false)) {
                return false;
            }
        }
        return true;
    }

    /** D1 with the guard-based choice: fewest forbidden, then fewest new enabled, then fewest new actions. */
    private BitSet cheapestNes(S state, int action, BitSet b, BitSet enabled, BitSet allowedEnabled) {
        List<BitSet> candidates = cts.necessaryEnablingSets(state, action);
        if (candidates.size() == 1) {
            return candidates.get(0);
        }
        BitSet best = null;
        long bestCost = Long.MAX_VALUE;
        for (BitSet e : candidates) {
            BitSet fresh = (BitSet) e.clone();
            fresh.andNot(b);
            BitSet freshEnabled = (BitSet) fresh.clone();
            freshEnabled.and(enabled);
            long forbidden = 0;
            if (allowedEnabled != null) {
                BitSet f = (BitSet) freshEnabled.clone();
                f.andNot(allowedEnabled);
                forbidden = f.cardinality();
            }
            long cost = forbidden * 1_000_000_000L + freshEnabled.cardinality() * 100_000L + fresh.cardinality();
            if (cost < bestCost) {
                bestCost = cost;
                best = e;
            }
        }
        if (best == null) {
            throw new IllegalStateException("no necessary enabling set for action " + action);
        }
        return best;
    }

    /** The actions β ≠ α that α does not ⋆-commute with, computed once per action. */
    private int[] dependents(Commutativity star, int a) {
        int[][] table = dependents.get(star);
        if (table[a] == null) {
            DependencyOracle oracle = cts.dependency();
            BitSet d = new BitSet();
            for (int b = 0; b < cts.actionCount(); b++) {
                if (b != a && !star.commutes(oracle, a, b)) {
                    d.set(b);
                }
            }
            table[a] = d.stream().toArray();
        }
        return table[a];
    }
}
