package org.imperium.reduction;

/**
 * Commutativity of actions (Eqs. 1, 3, 4 of Stubborn Transaction Reduction). Every answer {@code true} must be
 * a fact about all reachable states; {@code false} is always safe (it only costs reduction). The orientation
 * follows the action that moves: {@code rightCommutes(a, b)} says that a may be delayed past b,
 * {@code leftCommutes(a, b)} that a may be prioritised before b.
 *
 * <p>The syntactic oracle of a front end (read/write sets, control places) can be refined by a semantic one
 * (e.g. SMT commutativity checks implemented in a bundle that has a solver) with {@link #refinedBy}.
 */
public interface DependencyOracle {

    /** Eq. 1: in every state where both are enabled, neither disables the other and both orders agree. */
    boolean stronglyCommute(int a, int b);

    /** Eq. 3, a right-commutes with b: {@code →a ∘ →b ⊆ →b ∘ →a}. */
    boolean rightCommutes(int a, int b);

    /** Eq. 4, a left-commutes with b: {@code →b ∘ →a ⊆ →a ∘ →b}. */
    boolean leftCommutes(int a, int b);

    /** An oracle that commutes whenever this one or {@code other} proves it (both must be sound). */
    default DependencyOracle refinedBy(DependencyOracle other) {
        DependencyOracle self = this;
        return new DependencyOracle() {
            @Override
            public boolean stronglyCommute(int a, int b) {
                return self.stronglyCommute(a, b) || other.stronglyCommute(a, b);
            }

            @Override
            public boolean rightCommutes(int a, int b) {
                return self.rightCommutes(a, b) || other.rightCommutes(a, b);
            }

            @Override
            public boolean leftCommutes(int a, int b) {
                return self.leftCommutes(a, b) || other.leftCommutes(a, b);
            }
        };
    }
}
