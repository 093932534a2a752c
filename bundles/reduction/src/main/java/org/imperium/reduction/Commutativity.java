package org.imperium.reduction;

/** The parameter ⋆ ∈ {↔, ←, →} of Def. 1: which commutativity the stubborn set's D2 asks for. */
public enum Commutativity {
    /** ↔, strong commutativity (Eq. 1): classic stubborn sets, used by POR. */
    STRONG,
    /** ←, the stubborn actions move left (Eq. 4): dynamic left movers M←. */
    LEFT,
    /** →, the stubborn actions move right (Eq. 3): dynamic right movers M→. */
    RIGHT;

    boolean commutes(DependencyOracle oracle, int moving, int other) {
        return switch (this) {
            case STRONG -> oracle.stronglyCommute(moving, other);
            case LEFT -> oracle.leftCommutes(moving, other);
            case RIGHT -> oracle.rightCommutes(moving, other);
        };
    }
}
