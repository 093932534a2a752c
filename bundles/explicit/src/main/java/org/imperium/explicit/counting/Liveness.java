package org.imperium.explicit.counting;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.imperium.logic.Action;
import org.imperium.logic.TermUtils;
import org.imperium.logic.Var;
import org.imperium.program.Place;
import org.imperium.program.Transition;

/**
 * Live variables of a thread template (the classic backward data-flow analysis on its places): a variable is live at
 * a place when some transition of the template leaving it, or a later one, reads it before writing it. Only the
 * template's own transitions touch its variables (the counter system checks this), so a variable dead at every
 * marked place of an instance is written before it is read again: its value can be forgotten, and local states
 * that differ only there are the same.
 */
final class Liveness {

    private Liveness() {
    }

    static Map<Place, Set<Var>> live(Set<Place> places, List<Transition> transitions, Set<Var> locals) {
        Map<Place, Set<Var>> live = new HashMap<>();
        places.forEach(p -> live.put(p, new HashSet<>()));
        boolean changed = true;
        while (changed) {
            changed = false;
            for (Transition t : transitions) {
                Set<Var> before = new HashSet<>();
                t.post().stream().filter(places::contains).forEach(p -> before.addAll(live.get(p)));
                Set<Var> written = new HashSet<>();
                Set<Var> read = new HashSet<>();
                for (Action a : t.statement().actions()) {
                    Set<Var> uses = new HashSet<>();
                    if (a instanceof Action.Assume assume) {
                        uses.addAll(TermUtils.freeVars(assume.condition()));
                    } else if (a instanceof Action.Assign assign) {
                        uses.addAll(TermUtils.freeVars(assign.updates().values()));
                    }
                    uses.removeAll(written);
                    read.addAll(uses);
                    if (a instanceof Action.Assign assign) {
                        written.addAll(assign.updates().keySet());
                    } else if (a instanceof Action.Havoc havoc) {
                        written.addAll(havoc.vars());
                    }
                }
                before.removeAll(written);
                before.addAll(read);
                before.retainAll(locals);
                for (Place p : t.pre()) {
                    if (places.contains(p) && live.get(p).addAll(before)) {
                        changed = true;
                    }
                }
            }
        }
        return live;
    }
}
