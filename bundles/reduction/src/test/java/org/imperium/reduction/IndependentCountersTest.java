package org.imperium.reduction;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;
import org.imperium.core.Cancellation;
import org.junit.jupiter.api.Test;

/**
 * The bundle on its own, without Petri programs: p threads that each count from 0 to n − 1 (n states per
 * thread), written directly as a concurrent transition system; optionally one thread may fail at its last step.
 */
class IndependentCountersTest {

    /** Action i·(n−1) + j is step j of thread i (counter j → j + 1). */
    private record Counters(int p, int n, boolean failAtEnd) implements ConcurrentTransitionSystem<List<Integer>> {

        private int thread(int a) {
            return a / (n - 1);
        }

        private int step(int a) {
            return a % (n - 1);
        }

        @Override
        public int processCount() {
            return p;
        }

        @Override
        public int actionCount() {
            return p * (n - 1);
        }

        @Override
        public int process(int action) {
            return thread(action);
        }

        @Override
        public List<Integer> initialState() {
            Integer[] zeros = new Integer[p];
            Arrays.fill(zeros, 0);
            return List.of(zeros);
        }

        @Override
        public List<Step<List<Integer>>> steps(List<Integer> state) {
            List<Step<List<Integer>>> result = new ArrayList<>();
            for (int i = 0; i < p; i++) {
                int c = state.get(i);
                if (c < n - 1) {
                    List<Integer> next = new ArrayList<>(state);
                    next.set(i, c + 1);
                    result.add(new Step<>(i * (n - 1) + c, List.copyOf(next)));
                }
            }
            return result;
        }

        @Override
        public List<BitSet> necessaryEnablingSets(List<Integer> state, int action) {
            BitSet previous = new BitSet();
            if (step(action) > 0) {
                previous.set(action - 1);
            }
            return List.of(previous);
        }

        @Override
        public boolean violates(List<Integer> state) {
            return failAtEnd && state.get(p - 1) == n - 1;
        }

        @Override
        public boolean disablesInvariant(int action) {
            return failAtEnd && thread(action) == p - 1 && step(action) == n - 2;
        }

        @Override
        public boolean enablesInvariant(int action) {
            return false;
        }

        @Override
        public DependencyOracle dependency() {
            return new DependencyOracle() {
                @Override
                public boolean stronglyCommute(int a, int b) {
                    return true; // other threads: independent; same thread: never both enabled
                }

                @Override
                public boolean rightCommutes(int a, int b) {
                    return thread(a) != thread(b) || b != a + 1;
                }

                @Override
                public boolean leftCommutes(int a, int b) {
                    return thread(a) != thread(b) || a != b + 1;
                }
            };
        }

        @Override
        public BitSet localActions(List<Integer> state, int process) {
            BitSet result = new BitSet();
            if (state.get(process) < n - 1) {
                result.set(process * (n - 1) + state.get(process));
            }
            return result;
        }

        @Override
        public boolean mayBlock(List<Integer> state, int process) {
            return state.get(process) == n - 1;
        }
    }

    private static Exploration<List<Integer>> run(Reduction r, int p, int n, boolean fail) {
        return r.explore(new Counters(p, n, fail), 1_000_000, Cancellation.never());
    }

    @Test
    void theFourSearchesGiveTheirCharacteristicCounts() {
        for (int p = 2; p <= 4; p++) {
            for (int n = 2; n <= 4; n++) {
                String where = "p=" + p + " n=" + n;
                assertEquals((long) Math.pow(n, p), run(Reduction.NONE, p, n, false).states(), where);
                assertEquals(p * (n - 1) + 1, run(Reduction.POR, p, n, false).states(), where);
                assertEquals(1L << p, run(Reduction.TR, p, n, false).states(), where);
                Exploration<List<Integer>> str = run(Reduction.STR, p, n, false);
                assertEquals(1, str.states(), where);
                assertEquals(p * (n - 1) + 1, str.distinctStates(), where);
            }
        }
    }

    @Test
    void everySearchFindsTheViolationWithATraceEndingInIt() {
        for (Reduction r : Reduction.values()) {
            Exploration<List<Integer>> e = run(r, 3, 4, true);
            assertTrue(e.violation().isPresent(), r.id());
            List<ConcurrentTransitionSystem.Step<List<Integer>>> trace = e.violation().get();
            assertEquals(3, trace.get(trace.size() - 1).target().get(2), r.id());
            List<Integer> state = new Counters(3, 4, true).initialState();
            for (ConcurrentTransitionSystem.Step<List<Integer>> s : trace) {
                List<Integer> from = state;
                assertTrue(new Counters(3, 4, true).steps(from).contains(s), r.id() + " replays");
                state = s.target();
            }
        }
    }
}
