package org.imperium.empire;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.imperium.logic.Prover;
import org.imperium.logic.Terms;
import org.imperium.program.CoRelation;
import org.imperium.program.Marking;
import org.imperium.program.Place;
import org.imperium.program.ReachabilityGraph;
import org.imperium.program.Transition;

/**
 * Def. 4.7, validity of an empire, checked directly: (initial-law), (initial-territory), (inductive-law) with
 * Hoare triples, (inductive-territory) with firing on territories (Def. 4.3), (safe), and that every territory is
 * one (Def. 4.1, 4.2: regions of pairwise not co-related places whose choices are all reachable markings). The
 * territory checks enumerate ⟦𝒯⟧, so this is meant for tests and small programs, not for every run.
 */
public final class EmpireValidity {

    private EmpireValidity() {
    }

    /** The failed conditions, one message each; empty when the empire is valid. A solver UNKNOWN is a failure. */
    public static List<String> violations(Empire empire, ReachabilityGraph graph, CoRelation co, Prover prover) {
        List<String> result = new ArrayList<>();
        Set<Marking> reach = new HashSet<>(graph.markings());
        EmpireState init = empire.initial();
        if (prover.isSatisfiable(Terms.not(init.law().formula())) != Prover.Answer.NO) {
            result.add("(initial-law) law(q_init) = " + init.law() + " is not true");
        }
        if (!init.territory().markings().contains(empire.program().initialMarking())) {
            result.add("(initial-territory) M_init is not in ⟦" + init.territory() + "⟧");
        }
        for (EmpireState q : empire.states()) {
            for (Region r : q.territory().regions()) {
                if (!r.isRegion(co)) {
                    result.add("(region) " + r + " of " + q + " holds co-related places");
                }
            }
            for (Marking m : q.territory().markings()) {
                if (!reach.contains(m)) {
                    result.add("(territory) " + q + " stands for the unreachable marking "
                            + m.places(empire.program()));
                }
            }
            boolean bad = q.territory().places().stream().anyMatch(Place::isBad);
            if (bad && prover.isSatisfiable(q.law().formula()) != Prover.Answer.NO) {
                result.add("(safe) " + q + " has a bad place and a satisfiable law");
            }
            Map<Transition, EmpireState> out = empire.outgoing(q);
            for (Transition t : q.territory().enabledTransitions(empire.program())) {
                EmpireState next = out.get(t);
                if (next == null) {
                    if (prover.isValidHoareTriple(q.law().formula(), t.statement(), Terms.FALSE) != Prover.Answer.YES) {
                        result.add("(inductive-law) " + q + " has no " + t + "-edge but {law} " + t + " {false} fails");
                    }
                    continue;
                }
                if (prover.isValidHoareTriple(q.law().formula(), t.statement(), next.law().formula()) != Prover.Answer.YES) {
                    result.add("(inductive-law) {law(" + q + ")} " + t + " {law(" + next + ")} fails");
                }
                if (!fires(q.territory(), t, next.territory())) {
                    result.add("(inductive-territory) " + q.territory() + " [" + t + "⟩ " + next.territory() + " fails");
                }
            }
            for (Transition t : out.keySet()) {
                if (!q.territory().enables(t)) {
                    result.add("(inductive-territory) " + q + " has a " + t + "-edge but does not enable it");
                }
            }
        }
        return result;
    }

    /**
     * Def. 4.3 without the territory condition on 𝒯' (checked separately): t enabled in 𝒯, and 𝒯' consists of
     * the bystanders plus one distinct region per post-place.
     */
    static boolean fires(Territory from, Transition t, Territory to) {
        if (!from.enables(t)) {
            return false;
        }
        List<Region> bystanders = from.bystanders(t);
        if (!to.regions().containsAll(bystanders)) {
            return false;
        }
        List<Region> fresh = new ArrayList<>(to.regions());
        fresh.removeAll(bystanders);
        if (fresh.size() != t.post().size()) {
            return false;
        }
        Set<Region> used = new HashSet<>();
        for (Place p : t.post()) {
            Region r = fresh.stream().filter(x -> x.contains(p)).findFirst().orElse(null);
            if (r == null || !used.add(r)) {
                return false;
            }
        }
        return true;
    }
}
