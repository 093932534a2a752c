package org.imperium.reduction;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Optional;
import org.imperium.core.Cancellation;

/**
 * Stubborn-set partial-order reduction for invariants (Sect. 3.1 of Stubborn Transaction Reduction): in each
 * state only por(σ) = B ∩ en(σ) is fired, where B is ↔-stubborn (Def. 1) and satisfies
 * <ul>
 *   <li>V: if B contains an enabled visible action, it contains all visible actions (A⊖φ ∪ A⊕φ), and</li>
 *   <li>S: no enabled action is ignored forever — implemented on the fly after Valmari: the search is Tarjan's
 *       depth-first SCC algorithm, and when the root of a strongly connected component without exits is
 *       finished while no state of the component was fully expanded, the root is expanded fully and the search
 *       goes on from it. Every terminal component then contains a fully expanded state.</li>
 * </ul>
 * B is chosen by {@link StubbornSet#strongStubbornEnabled}: the closure with the fewest enabled actions.
 */
final class StubbornPartialOrderReduction<S> {

    private final ConcurrentTransitionSystem<S> cts;
    private final StubbornSet<S> stubborn;
    private final StateStore<S> store;
    private final Cancellation cancellation;
    /** Tarjan's lowlink per state; a state's DFS index is its store id, as ids are given in discovery order. */
    private final List<Integer> low = new ArrayList<>();
    private final BitSet onStack = new BitSet();
    private final BitSet fullyExpanded = new BitSet();
    private final BitSet hasExit = new BitSet();
    private final List<Integer> tarjanStack = new ArrayList<>();
    private long transitions;
    private long deadlocks;

    /** A state on the depth-first stack with the steps still to fire. */
    private final class Frame {
        final int id;
        final Expansion<S> expansion;
        List<ConcurrentTransitionSystem.Step<S>> steps;
        int next;

        Frame(int id) {
            this.id = id;
            this.expansion = new Expansion<>(cts, store.state(id));
            BitSet por = stubborn.strongStubbornEnabled(expansion.state, expansion.enabled);
            this.steps = expansion.restrictedTo(por);
            if (por.equals(expansion.enabled)) {
                fullyExpanded.set(id);
            }
            if (expansion.steps.isEmpty()) {
                deadlocks++;
            }
        }
    }

    StubbornPartialOrderReduction(ConcurrentTransitionSystem<S> cts, long maxStates, Cancellation cancellation) {
        this.cts = cts;
        this.stubborn = new StubbornSet<>(cts);
        this.store = new StateStore<>(maxStates);
        this.cancellation = cancellation;
    }

    Exploration<S> run() {
        S init = cts.initialState();
        int initial = newState(init, -1, List.of());
        if (cts.violates(init)) {
            return result(Optional.of(List.of()));
        }
        List<Frame> stack = new ArrayList<>();
        stack.add(new Frame(initial));
        while (!stack.isEmpty()) {
            cancellation.check();
            Frame f = stack.get(stack.size() - 1);
            if (f.next < f.steps.size()) {
                ConcurrentTransitionSystem.Step<S> step = f.steps.get(f.next++);
                transitions++;
                Integer w = store.find(step.target());
                if (w == null) {
                    int id = newState(step.target(), f.id, List.of(step));
                    if (cts.violates(step.target())) {
                        return result(Optional.of(store.trace(id)));
                    }
                    stack.add(new Frame(id));
                } else if (onStack.get(w)) {
                    low.set(f.id, Math.min(low.get(f.id), w));
                } else {
                    hasExit.set(f.id);
                }
                continue;
            }
            if (low.get(f.id) == f.id && ignoresActions(f)) {
                BitSet rest = (BitSet) f.expansion.enabled.clone();
                f.steps.forEach(s -> rest.clear(s.action()));
                f.steps = f.expansion.restrictedTo(rest);
                f.next = 0;
                fullyExpanded.set(f.id);
                continue;
            }
            stack.remove(stack.size() - 1);
            boolean root = low.get(f.id) == f.id;
            if (root) {
                int member;
                do {
                    member = tarjanStack.remove(tarjanStack.size() - 1);
                    onStack.clear(member);
                } while (member != f.id);
            }
            if (!stack.isEmpty()) {
                Frame parent = stack.get(stack.size() - 1);
                if (root) {
                    hasExit.set(parent.id);
                } else {
                    low.set(parent.id, Math.min(low.get(parent.id), low.get(f.id)));
                }
            }
        }
        return result(Optional.empty());
    }

    /** The component rooted at f has no exit and no fully expanded state: it would ignore pruned actions. */
    private boolean ignoresActions(Frame f) {
        for (int k = tarjanStack.size() - 1; k >= 0; k--) {
            int member = tarjanStack.get(k);
            if (fullyExpanded.get(member) || hasExit.get(member)) {
                return false;
            }
            if (member == f.id) {
                break;
            }
        }
        return true;
    }

    private int newState(S state, int from, List<ConcurrentTransitionSystem.Step<S>> path) {
        int id = store.add(state, from, path);
        low.add(id);
        onStack.set(id);
        tarjanStack.add(id);
        return id;
    }

    private Exploration<S> result(Optional<List<ConcurrentTransitionSystem.Step<S>>> violation) {
        return new Exploration<>(violation, store.size(), transitions, store.size(), 0, stubborn.closures(),
                deadlocks);
    }
}
