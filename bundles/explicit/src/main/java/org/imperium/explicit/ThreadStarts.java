package org.imperium.explicit;

import java.util.ArrayDeque;
import java.util.BitSet;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.imperium.core.UnsupportedException;
import org.imperium.program.PetriProgram;
import org.imperium.program.Place;
import org.imperium.program.ThreadInstance;
import org.imperium.program.Transition;

/**
 * A static check the reductions rely on: every thread instance is started at most once, so it never marks two
 * places. A thread instance is started by a transition that marks one of its places without consuming one; it
 * starts at most once when it is marked initially and nothing starts it, or exactly one transition starts it and
 * that transition fires at most once: it consumes a place of a thread that itself starts at most once and that
 * lies on no cycle of that thread's control flow. The full search needs no such check: it meets every firing
 * and stops at one that would mark a second place.
 */
final class ThreadStarts {

    private final PetriProgram program;
    private final Map<ThreadInstance, Boolean> decided = new HashMap<>();

    private ThreadStarts(PetriProgram program) {
        this.program = program;
    }

    /** @throws UnsupportedException naming a thread instance that may be started twice */
    static void requireAtMostOnce(PetriProgram program) {
        ThreadStarts check = new ThreadStarts(program);
        for (ThreadInstance th : program.threads()) {
            if (!check.atMostOnce(th)) {
                throw new UnsupportedException("thread instance " + th + " may be started more than once (the"
                        + " reductions need thread instances that start at most once)");
            }
        }
        for (Transition t : program.transitions()) {
            if (t.post().stream().map(Place::thread).distinct().count() != t.post().size()
                    || t.pre().stream().map(Place::thread).distinct().count() != t.pre().size()) {
                throw new UnsupportedException("transition " + t.name() + " has two places of one thread instance");
            }
        }
    }

    private boolean atMostOnce(ThreadInstance th) {
        Boolean known = decided.get(th);
        if (known != null) {
            return known;
        }
        decided.put(th, false);
        List<Transition> starters = program.transitions().stream()
                .filter(t -> t.post().stream().anyMatch(p -> p.thread().equals(th))
                        && t.pre().stream().noneMatch(p -> p.thread().equals(th)))
                .toList();
        boolean initial = program.initialMarking().places(program).stream().anyMatch(p -> p.thread().equals(th));
        boolean result;
        if (initial) {
            result = starters.isEmpty();
        } else if (starters.size() == 1) {
            Transition start = starters.get(0);
            result = start.pre().stream().anyMatch(p -> atMostOnce(p.thread()) && !onCycle(p));
        } else {
            result = starters.isEmpty();
        }
        decided.put(th, result);
        return result;
    }

    /** Whether the place can be reached again from itself through transitions of its own thread. */
    private boolean onCycle(Place start) {
        BitSet seen = new BitSet();
        Deque<Place> todo = new ArrayDeque<>();
        todo.add(start);
        while (!todo.isEmpty()) {
            Place p = todo.poll();
            for (Transition t : program.outgoing(p)) {
                for (Place q : t.post()) {
                    if (!q.thread().equals(start.thread())) {
                        continue;
                    }
                    if (q == start) {
                        return true;
                    }
                    if (!seen.get(q.id())) {
                        seen.set(q.id());
                        todo.add(q);
                    }
                }
            }
        }
        return false;
    }
}
