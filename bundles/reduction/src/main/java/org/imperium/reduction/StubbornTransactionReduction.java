package org.imperium.reduction;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.imperium.core.Cancellation;
import org.imperium.core.UnsupportedException;

/**
 * Algorithm 1 of Stubborn Transaction Reduction: the reduced transaction system (Thm. 3.3) by a two-level
 * search. The outer search keeps only external states (all threads in Ext; by Thm. 3.5 plain states suffice,
 * V1/Q1). For each external state σ and thread i, the transaction search follows thread i alone through its
 * pre- and post-phase states (⟨σ', h_i⟩, V2) until it reaches states where i is external again, which go back
 * to the outer search: one step of ↝_i.
 * <ul>
 *   <li>Subsumption (Pre ⊏ Post ⊏ Ext): an internal state is not explored when its σ is already an external
 *       state, or when it is in Pre and the same σ was visited in Post.</li>
 *   <li>Termination of post-phases: the transaction search is Tarjan's algorithm; the root of every bottom SCC
 *       made of Post states only (SCCroot of Algorithm 1) is made external, so that from every Post state an
 *       Ext state is reachable by thread i (the proviso of Thm. 3.3).</li>
 * </ul>
 * Deviation from the pseudo code, on purpose: a transaction stops at the first external state instead of also
 * continuing the transaction search from it; the outer search explores from there anyway, so the same
 * external states are found with less work. Every generated state (internal ones too) is checked against φ:
 * all of them are reachable in ts (Thm. 3.5), so a violation found is real.
 *
 * <p>The movers come from {@link DynamicMovers} (stubborn TR) or {@link LiptonReduction} (static TR).
 */
final class StubbornTransactionReduction<S> {

    private record Node<S>(S state, Phase phase) {
    }

    private final ConcurrentTransitionSystem<S> cts;
    private final TransactionSystem<S> system;
    private final StateStore<S> external;
    private final Set<S> distinct = new HashSet<>();
    private final Deque<Integer> q1 = new ArrayDeque<>();
    private final BitSet[] processActions;
    private final long limit;
    private final Cancellation cancellation;
    private long transitions;
    private long internalStates;
    private long deadlocks;
    private Optional<List<ConcurrentTransitionSystem.Step<S>>> violation = Optional.empty();

    StubbornTransactionReduction(ConcurrentTransitionSystem<S> cts, Movers<S> movers, long maxStates,
                                 Cancellation cancellation) {
        this.cts = cts;
        this.system = new TransactionSystem<>(cts, movers);
        this.external = new StateStore<>(maxStates);
        this.processActions = Movers.processActions(cts);
        this.limit = maxStates;
        this.cancellation = cancellation;
    }

    Exploration<S> run() {
        S init = cts.initialState();
        external.add(init, -1, List.of());
        distinct.add(init);
        if (cts.steps(init).isEmpty()) {
            deadlocks++;
        }
        if (cts.violates(init)) {
            return result(Optional.of(List.of()));
        }
        q1.add(0);
        while (!q1.isEmpty() && violation.isEmpty()) {
            int id = q1.poll();
            Expansion<S> expansion = new Expansion<>(cts, external.state(id));
            for (int i = 0; i < cts.processCount() && violation.isEmpty(); i++) {
                if (processActions[i].intersects(expansion.enabled)) {
                    new Transaction(id, expansion, i).run();
                }
            }
        }
        return result(violation);
    }

    private Exploration<S> result(Optional<List<ConcurrentTransitionSystem.Step<S>>> found) {
        return new Exploration<>(found, external.size(), transitions, distinct.size(), internalStates,
                system.moverCost(), deadlocks);
    }

    /** The procedure Transaction of Algorithm 1 for one external state and one thread. */
    private final class Transaction {
        private final int root;
        private final Expansion<S> rootExpansion;
        private final int process;
        private final Map<Node<S>, Integer> visited = new HashMap<>();
        private final List<Node<S>> nodes = new ArrayList<>();
        private final List<Integer> parent = new ArrayList<>();
        private final List<Integer> action = new ArrayList<>();
        private final List<Integer> low = new ArrayList<>();
        private final BitSet onStack = new BitSet();
        private final BitSet hasExit = new BitSet();
        private final List<Integer> tarjanStack = new ArrayList<>();

        /** A transaction-system state on the depth-first stack; id −1 is the external start. */
        private final class Frame {
            final int id;
            final Phase phase;
            final Expansion<S> expansion;
            final List<ConcurrentTransitionSystem.Step<S>> steps;
            int next;

            Frame(int id, Phase phase, Expansion<S> expansion) {
                this.id = id;
                this.phase = phase;
                this.expansion = expansion;
                this.steps = expansion.restrictedTo(processActions[process]);
            }
        }

        Transaction(int root, Expansion<S> rootExpansion, int process) {
            this.root = root;
            this.rootExpansion = rootExpansion;
            this.process = process;
        }

        void run() {
            List<Frame> stack = new ArrayList<>();
            stack.add(new Frame(-1, Phase.EXT, rootExpansion));
            while (!stack.isEmpty() && violation.isEmpty()) {
                cancellation.check();
                Frame f = stack.get(stack.size() - 1);
                if (f.next < f.steps.size()) {
                    step(f, f.steps.get(f.next++), stack);
                    continue;
                }
                stack.remove(stack.size() - 1);
                if (f.id < 0) {
                    continue;
                }
                boolean sccRoot = low.get(f.id) == f.id;
                if (sccRoot) {
                    finishComponent(f.id);
                }
                Frame up = stack.get(stack.size() - 1);
                if (up.id >= 0) {
                    if (sccRoot) {
                        hasExit.set(up.id);
                    } else {
                        low.set(up.id, Math.min(low.get(up.id), low.get(f.id)));
                    }
                }
            }
        }

        private void step(Frame f, ConcurrentTransitionSystem.Step<S> step, List<Frame> stack) {
            transitions++;
            S target = step.target();
            Expansion<S> to = new Expansion<>(cts, target);
            if (distinct.add(target)) {
                if (to.steps.isEmpty()) {
                    deadlocks++;
                }
                if (distinct.size() > limit) {
                    throw new UnsupportedException("more than " + limit + " states (explicit state limit)");
                }
                if (cts.violates(target)) {
                    List<ConcurrentTransitionSystem.Step<S>> trace = external.trace(root);
                    trace.addAll(path(f.id));
                    trace.add(step);
                    violation = Optional.of(trace);
                    return;
                }
            }
            Phase phase = system.next(f.expansion, f.phase, step.action(), to);
            if (phase == Phase.EXT || external.find(target) != null) {
                exit(f);
                if (phase == Phase.EXT) {
                    reachExternal(target, f.id, step);
                }
                return;
            }
            Integer w = visited.get(new Node<>(target, phase));
            if (w == null && phase == Phase.PRE) {
                w = visited.get(new Node<>(target, Phase.POST));
            }
            if (w == null) {
                int id = nodes.size();
                Node<S> node = new Node<>(target, phase);
                visited.put(node, id);
                nodes.add(node);
                parent.add(f.id);
                action.add(step.action());
                low.add(id);
                onStack.set(id);
                tarjanStack.add(id);
                internalStates++;
                stack.add(new Frame(id, phase, to));
            } else if (onStack.get(w)) {
                if (f.id >= 0) {
                    low.set(f.id, Math.min(low.get(f.id), w));
                }
            } else {
                exit(f);
            }
        }

        private void exit(Frame f) {
            if (f.id >= 0) {
                hasExit.set(f.id);
            }
        }

        /** Pops the SCC rooted at {@code rootId}; a bottom SCC of Post states gets its root made external. */
        private void finishComponent(int rootId) {
            boolean bottomPost = true;
            int member;
            do {
                member = tarjanStack.remove(tarjanStack.size() - 1);
                onStack.clear(member);
                bottomPost &= nodes.get(member).phase() == Phase.POST && !hasExit.get(member);
            } while (member != rootId);
            if (bottomPost) {
                S state = nodes.get(rootId).state();
                if (external.find(state) == null) {
                    int id = external.add(state, root, path(rootId));
                    q1.add(id);
                }
            }
        }

        private void reachExternal(S target, int from, ConcurrentTransitionSystem.Step<S> step) {
            if (external.find(target) == null) {
                List<ConcurrentTransitionSystem.Step<S>> p = path(from);
                p.add(step);
                q1.add(external.add(target, root, p));
            }
        }

        /** The steps from the external start to internal node {@code id}. */
        private List<ConcurrentTransitionSystem.Step<S>> path(int id) {
            List<ConcurrentTransitionSystem.Step<S>> reversed = new ArrayList<>();
            for (int n = id; n >= 0; n = parent.get(n)) {
                reversed.add(new ConcurrentTransitionSystem.Step<>(action.get(n), nodes.get(n).state()));
            }
            java.util.Collections.reverse(reversed);
            return reversed;
        }
    }
}
