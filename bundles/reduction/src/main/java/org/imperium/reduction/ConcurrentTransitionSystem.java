package org.imperium.reduction;

import java.util.BitSet;
import java.util.List;
import java.util.Optional;

/**
 * A concurrent transition system ts = ⟨S, T, A, σ0⟩ over a finite set of processes P (Sect. 2 of Stubborn
 * Transaction Reduction): actions are numbered {@code 0 … actionCount()-1}, each belongs to one process
 * ({@code A = ⊎ A_i}). The invariant φ checked by the reductions is "no violating state is reachable".
 *
 * <p>Everything the reductions need about the future of a state comes from two static sources: the
 * necessary enabling sets of disabled actions and the {@link DependencyOracle}. Both only have to be right on the
 * states reachable in the system, which is what the reductions explore.
 *
 * @param <S> states; equal states must be {@code equals} and have equal hash codes
 */
public interface ConcurrentTransitionSystem<S> {

    /** One transition ⟨σ, α, σ'⟩ ∈ T out of a given σ. */
    record Step<S>(int action, S target) {
    }

    /** |P|; processes are numbered {@code 0 … processCount()-1}. */
    int processCount();

    /** |A| */
    int actionCount();

    /** The process i with α ∈ A_i. */
    int process(int action);

    /** σ0 */
    S initialState();

    /** All transitions out of σ; an action with several successors (non-determinism) occurs several times. */
    List<Step<S>> steps(S state);

    /**
     * Candidate necessary enabling sets of an action disabled in σ ({@code nes_σ(α)}): every firing sequence
     * from σ that ends with α enabled contains an action of each returned set. At least one set is returned; the
     * stubborn-set heuristics pick the one that is cheapest in the state.
     */
    List<BitSet> necessaryEnablingSets(S state, int action);

    /** σ ∉ φ: the state violates the invariant. */
    boolean violates(S state);

    /** α ∈ A⊖φ: the action may lead from a state in φ to one outside it. */
    boolean disablesInvariant(int action);

    /** α ∈ A⊕φ: the action may lead from a state outside φ into φ. */
    boolean enablesInvariant(int action);

    /** The (syntactic, possibly semantically refined) commutativity of actions. */
    DependencyOracle dependency();

    /**
     * D2 of Def. 1 made per state: the actions that α, enabled in σ, may not ⋆-commute with, when the system
     * knows them more precisely in σ than {@link #dependency()} does (e.g. which array cell α accesses in σ);
     * empty: the state-independent oracle applies. Two obligations, which are what the stubborn-set theorems
     * (Thms. 3.1, 3.2, Lemmas 1, 2) use: α ⋆-commutes with every action outside the returned set in every state
     * reached from σ by actions outside it, and in each such state where α is enabled the answer is the same
     * (no action outside the set changes what α depends on). The caller must not modify the array.
     */
    default Optional<int[]> dependents(S state, int action, Commutativity star) {
        return Optional.empty();
    }

    /**
     * The actions of process i that its local state in σ (its program counter) allows, enabled or not: what
     * it can do next once its guards hold.
     */
    BitSet localActions(S state, int process);

    /**
     * For Lipton's condition L3: whether process i, in the local state it has in σ, may be unable to take a
     * step (it has no action, or all its actions are guarded in a way that static analysis cannot rule out).
     */
    boolean mayBlock(S state, int process);
}
