package org.imperium.reduction;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

/** The transitions out of one state, with en(σ) as a bit set, computed once per state. */
final class Expansion<S> {

    final S state;
    final List<ConcurrentTransitionSystem.Step<S>> steps;
    final BitSet enabled = new BitSet();

    Expansion(ConcurrentTransitionSystem<S> cts, S state) {
        this.state = state;
        this.steps = cts.steps(state);
        steps.forEach(s -> enabled.set(s.action()));
    }

    /** The steps of the actions in {@code actions}, in the order of {@link #steps}. */
    List<ConcurrentTransitionSystem.Step<S>> restrictedTo(BitSet actions) {
        List<ConcurrentTransitionSystem.Step<S>> result = new ArrayList<>();
        for (ConcurrentTransitionSystem.Step<S> s : steps) {
            if (actions.get(s.action())) {
                result.add(s);
            }
        }
        return result;
    }
}
