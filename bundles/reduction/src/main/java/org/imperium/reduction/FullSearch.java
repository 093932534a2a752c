package org.imperium.reduction;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import org.imperium.core.Cancellation;

/** R(ts): breadth-first search of all reachable states, stopping at the first violation (shortest trace). */
final class FullSearch<S> {

    private final ConcurrentTransitionSystem<S> cts;
    private final StateStore<S> store;
    private final Cancellation cancellation;
    private long deadlocks;

    FullSearch(ConcurrentTransitionSystem<S> cts, long maxStates, Cancellation cancellation) {
        this.cts = cts;
        this.store = new StateStore<>(maxStates);
        this.cancellation = cancellation;
    }

    Exploration<S> run() {
        long transitions = 0;
        S init = cts.initialState();
        store.add(init, -1, List.of());
        if (cts.violates(init)) {
            return result(Optional.of(List.of()), transitions);
        }
        Deque<Integer> todo = new ArrayDeque<>();
        todo.add(0);
        while (!todo.isEmpty()) {
            cancellation.check();
            int from = todo.poll();
            List<ConcurrentTransitionSystem.Step<S>> steps = cts.steps(store.state(from));
            if (steps.isEmpty()) {
                deadlocks++;
            }
            for (ConcurrentTransitionSystem.Step<S> step : steps) {
                transitions++;
                if (store.find(step.target()) == null) {
                    int id = store.add(step.target(), from, List.of(step));
                    if (cts.violates(step.target())) {
                        return result(Optional.of(store.trace(id)), transitions);
                    }
                    todo.add(id);
                }
            }
        }
        return result(Optional.empty(), transitions);
    }

    private Exploration<S> result(Optional<List<ConcurrentTransitionSystem.Step<S>>> violation, long transitions) {
        return new Exploration<>(violation, store.size(), transitions, store.size(), 0, 0, deadlocks);
    }
}
