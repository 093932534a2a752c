package org.imperium.explicit;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.imperium.logic.Action;
import org.imperium.logic.TermUtils;
import org.imperium.logic.Var;
import org.imperium.program.PetriProgram;
import org.imperium.program.Place;
import org.imperium.program.ProgramVariable;
import org.imperium.program.ThreadInstance;
import org.imperium.program.Transition;

/**
 * Dead local variables (live-variable analysis on the places of the owning thread instance). A variable owned by
 * thread instance T is <em>live at</em> a place p of T when a transition that consumes p reads its value before
 * writing it, or does not write it and marks a place of T where it is live (least fixpoint). In a state it is
 * dead when it is live at none of T's marked places: every continuation writes it before reading it, so states
 * that differ only in its value are bisimilar, and the search may identify them. A variable that a transition
 * consuming no place of T reads is never dead. Used by the exact search over input intervals, whose finished
 * threads would otherwise keep the inputs and copies they no longer read.
 */
final class DeadVariables {

    /** One owned variable: its slot and the places where it is live. */
    private record Local(int slot, int[] livePlaces) {
    }

    private final List<Local> locals = new ArrayList<>();

    DeadVariables(PetriProgram program, Map<Var, Integer> slotOf) {
        for (ProgramVariable pv : program.variables().values()) {
            if (pv.owner().isEmpty()) {
                continue;
            }
            ThreadInstance owner = pv.owner().get();
            Var v = pv.var();
            boolean elsewhere = program.transitions().stream().anyMatch(t -> readsBeforeWrite(t, v)
                    && t.pre().stream().noneMatch(p -> p.thread().equals(owner)));
            if (elsewhere) {
                continue;
            }
            BitSet live = new BitSet();
            boolean changed = true;
            while (changed) {
                changed = false;
                for (Transition t : program.transitions()) {
                    boolean liveBefore = readsBeforeWrite(t, v) || !t.statement().writes().contains(v)
                            && t.post().stream().anyMatch(q -> q.thread().equals(owner) && live.get(q.id()));
                    if (!liveBefore) {
                        continue;
                    }
                    for (Place p : t.pre()) {
                        if (p.thread().equals(owner) && !live.get(p.id())) {
                            live.set(p.id());
                            changed = true;
                        }
                    }
                }
            }
            locals.add(new Local(slotOf.get(v), live.stream().toArray()));
        }
    }

    private static boolean readsBeforeWrite(Transition t, Var v) {
        Set<Var> written = new HashSet<>();
        for (Action a : t.statement().actions()) {
            if (a instanceof Action.Assume assume && TermUtils.freeVars(assume.condition()).contains(v)
                    || a instanceof Action.Assign assign && TermUtils.freeVars(assign.updates().values()).contains(v)) {
                if (!written.contains(v)) {
                    return true;
                }
            }
            if (a instanceof Action.Assign assign) {
                written.addAll(assign.updates().keySet());
            } else if (a instanceof Action.Havoc havoc) {
                written.addAll(havoc.vars());
            }
        }
        return false;
    }

    /** The state with its dead variables unassigned; the state itself when none holds a value. */
    int[] clear(int[] state) {
        int[] result = state;
        for (Local local : locals) {
            if (result[local.slot()] == ValueTable.UNDEFINED || liveIn(state, local)) {
                continue;
            }
            if (result == state) {
                result = state.clone();
            }
            result[local.slot()] = ValueTable.UNDEFINED;
        }
        return result;
    }

    private static boolean liveIn(int[] state, Local local) {
        for (int p : local.livePlaces()) {
            if (PetriSystem.marked(state, p)) {
                return true;
            }
        }
        return false;
    }
}
