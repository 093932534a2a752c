package org.imperium.empire;

import org.imperium.proof.Invariant;

/**
 * A state of an empire built from an invariant domain (Def. 5.3, 5.11): a territory and a law, which are
 * terr(q) and law(q). {@code id} numbers the states from 0 (the initial state) in the order of discovery; it is
 * the value of the imperial ghost variable (Def. 4.9).
 */
public record EmpireState(int id, Territory territory, Invariant law) {

    @Override
    public String toString() {
        return "q" + id + " (" + territory + " | " + law + ")";
    }
}
