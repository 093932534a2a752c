package org.imperium.reduction;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.imperium.core.UnsupportedException;

/**
 * Stored states with the step that first reached each, so that a violation can be replayed from σ0. A state's
 * number is its index; the initial state has no predecessor.
 */
final class StateStore<S> {

    private final Map<S, Integer> index = new HashMap<>();
    private final List<S> states = new ArrayList<>();
    private final List<Integer> parent = new ArrayList<>();
    private final List<int[]> via = new ArrayList<>();
    private final List<List<S>> viaStates = new ArrayList<>();
    private final long limit;

    StateStore(long limit) {
        this.limit = limit;
    }

    Integer find(S state) {
        return index.get(state);
    }

    int size() {
        return states.size();
    }

    S state(int id) {
        return states.get(id);
    }

    /** Adds a new state reached from {@code from} (−1 for σ0) by the steps {@code path}. */
    int add(S state, int from, List<ConcurrentTransitionSystem.Step<S>> path) {
        if (states.size() >= limit) {
            throw new UnsupportedException("more than " + limit + " states (explicit state limit)");
        }
        int id = states.size();
        index.put(state, id);
        states.add(state);
        parent.add(from);
        via.add(path.stream().mapToInt(ConcurrentTransitionSystem.Step::action).toArray());
        viaStates.add(path.stream().map(ConcurrentTransitionSystem.Step::target).toList());
        return id;
    }

    /** The steps from σ0 to state {@code id}. */
    List<ConcurrentTransitionSystem.Step<S>> trace(int id) {
        List<ConcurrentTransitionSystem.Step<S>> reversed = new ArrayList<>();
        for (int s = id; parent.get(s) >= 0; s = parent.get(s)) {
            int[] actions = via.get(s);
            List<S> targets = viaStates.get(s);
            for (int k = actions.length - 1; k >= 0; k--) {
                reversed.add(new ConcurrentTransitionSystem.Step<>(actions[k], targets.get(k)));
            }
        }
        Collections.reverse(reversed);
        return reversed;
    }
}
