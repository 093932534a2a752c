package org.imperium.reduction;

/**
 * The local phase of a thread in the transaction system (Def. 2), ordered by subsumption Pre ⊏ Post ⊏ Ext: a
 * state in a higher phase allows at least the behaviour of the same state in a lower one.
 */
public enum Phase {
    PRE, POST, EXT;

    /** a ⊑ b */
    public boolean subsumedBy(Phase other) {
        return compareTo(other) <= 0;
    }
}
