package org.imperium.witness.export;

import java.util.List;
import java.util.Optional;
import org.imperium.program.Origin;
import org.imperium.program.PetriProgram;
import org.imperium.program.Place;
import org.imperium.program.Transition;

/**
 * Which C statement a place stands before: the statement of the transitions its thread fires from it. A token on p
 * means "p's thread is about to execute that statement" when every transition leaving p that p's thread executes
 * carries the same origin. Places left only by other threads' transitions (the instance pools of a creation site)
 * or by transitions of different statements stand before no single statement and carry no invariant. (The origin
 * a place itself records is not used: petrify gives a place the origin of the statement that led to it.)
 */
public final class ControlPoints {

    private ControlPoints() {
    }

    public static Optional<Origin> statementAfter(PetriProgram program, Place p) {
        List<Transition> own = program.outgoing(p).stream().filter(t -> t.thread().equals(p.thread())).toList();
        if (own.isEmpty() || p.isBad()) {
            return Optional.empty();
        }
        Optional<Origin> first = own.get(0).origin();
        if (first.isEmpty()) {
            return Optional.empty();
        }
        for (Transition t : own) {
            Optional<Origin> o = t.origin();
            if (o.isEmpty() || !o.get().location().equals(first.get().location())
                    || !o.get().function().equals(first.get().function())) {
                return Optional.empty();
            }
        }
        return first;
    }
}
