package org.imperium.reduction;

import java.util.List;
import java.util.Optional;

/**
 * What a (reduced) state-space search found.
 *
 * @param violation       a firing sequence from σ0 to a state outside φ, if one was found
 * @param states          the states the reduced system consists of: all stored states for the full search and
 *                        POR; the external states (V1 of Algorithm 1) for TR and STR
 * @param transitions     the transitions fired (for TR and STR: inside transactions too)
 * @param distinctStates  all distinct states generated, internal ones included (equals {@code states} for the
 *                        full search and POR)
 * @param internalStates  transaction-system states ⟨σ, h⟩ visited by the transaction searches (TR, STR), summed
 *                        over all searches; 0 otherwise
 * @param closures        stubborn-set closures computed
 * @param deadlocks       distinct generated states without enabled actions (terminated runs included)
 */
public record Exploration<S>(Optional<List<ConcurrentTransitionSystem.Step<S>>> violation, long states,
                             long transitions, long distinctStates, long internalStates, long closures,
                             long deadlocks) {

    public boolean safe() {
        return violation.isEmpty();
    }
}
