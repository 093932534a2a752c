package org.imperium.explicit;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.imperium.core.Cancellation;
import org.imperium.core.UnsupportedException;
import org.imperium.program.Place;
import org.imperium.program.Transition;
import org.imperium.reduction.ConcurrentTransitionSystem.Step;
import org.imperium.reduction.Exploration;

/**
 * A depth-first search for errors that schedules threads like a stack: out of each state it first continues the
 * thread that made the last step, then the thread started most recently (a thread is started by the fork that
 * marks its first place), and so on back to the oldest; threads never started on the path come last, by number.
 * Each thread thus runs as far as it can before another one moves, and the child threads of a loop of forks run
 * one after the other once the loop is done — the schedules of many bugs in programs with many threads.
 *
 * <p>Every step out of a state is tried (no reduction), and every state is stored, so that the search ends; an
 * error it reaches is reached by the run on the stack, which is a run of the program. It concludes nothing when
 * it finds none: it serves the searches with sampled inputs, which only look for errors.
 */
final class ThreadFirstSearch {

    /** A state on the stack, its steps in the order they are tried, and when each thread was started. */
    private record Frame(PackedState state, List<Step<PackedState>> steps, int[] started, int[] next) {
    }

    private final PetriSystem system;
    private final long maxStates;
    private final Cancellation cancellation;
    private final Set<PackedState> visited = new HashSet<>();
    private long transitions;
    private long deadlocks;

    ThreadFirstSearch(PetriSystem system, long maxStates, Cancellation cancellation) {
        this.system = system;
        this.maxStates = maxStates;
        this.cancellation = cancellation;
    }

    Exploration<PackedState> run() {
        PackedState init = system.initialState();
        visited.add(init);
        if (system.violates(init)) {
            return result(Optional.of(List.of()));
        }
        int[] started = new int[system.processCount()];
        Arrays.fill(started, -1);
        List<Frame> stack = new ArrayList<>();
        List<Step<PackedState>> path = new ArrayList<>();
        stack.add(frame(init, -1, started));
        while (!stack.isEmpty()) {
            cancellation.check();
            Frame f = stack.get(stack.size() - 1);
            if (f.next()[0] >= f.steps().size()) {
                stack.remove(stack.size() - 1);
                if (!path.isEmpty()) {
                    path.remove(path.size() - 1);
                }
                continue;
            }
            Step<PackedState> step = f.steps().get(f.next()[0]++);
            transitions++;
            if (!visited.add(step.target())) {
                continue;
            }
            if (visited.size() > maxStates) {
                throw new UnsupportedException("more than " + maxStates + " states (explicit state limit)");
            }
            path.add(step);
            if (system.violates(step.target())) {
                return result(Optional.of(path));
            }
            stack.add(frame(step.target(), step.action(), startedAfter(f.started(), step.action(), stack.size())));
        }
        return result(Optional.empty());
    }

    private Exploration<PackedState> result(Optional<List<Step<PackedState>>> violation) {
        return new Exploration<>(violation.map(List::copyOf), visited.size(), transitions, visited.size(), 0, 0,
                deadlocks);
    }

    /** The start times after {@code action} at depth {@code depth}: the threads it marks a place of start then. */
    private int[] startedAfter(int[] started, int action, int depth) {
        Transition t = system.program().transitions().get(action);
        int[] result = started;
        for (Place p : t.post()) {
            int process = system.process(p.thread());
            if (process != system.process(action) && started[process] < 0) {
                if (result == started) {
                    result = started.clone();
                }
                result[process] = depth;
            }
        }
        if (started[system.process(action)] < 0) {
            result = result == started ? started.clone() : result;
            result[system.process(action)] = depth;
        }
        return result;
    }

    private Frame frame(PackedState state, int lastAction, int[] started) {
        List<Step<PackedState>> steps = new ArrayList<>(system.steps(state));
        if (steps.isEmpty()) {
            deadlocks++;
        }
        int current = lastAction < 0 ? -1 : system.process(lastAction);
        steps.sort(Comparator.comparingLong(s -> rank(system.process(s.action()), current, started)));
        return new Frame(state, steps, started, new int[1]);
    }

    /** Smaller is tried first: the current thread, then by start time, latest first, then unstarted by number. */
    private static long rank(int process, int current, int[] started) {
        if (process == current) {
            return Long.MIN_VALUE;
        }
        return started[process] >= 0 ? -(long) started[process] : Integer.MAX_VALUE + (long) process;
    }
}
