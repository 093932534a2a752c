package org.imperium.empire;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.imperium.logic.Sort;
import org.imperium.logic.Statement;
import org.imperium.logic.Term;
import org.imperium.logic.Terms;
import org.imperium.logic.Var;
import org.imperium.program.Marking;
import org.imperium.program.PetriProgram;
import org.imperium.program.Place;
import org.imperium.program.Transition;
import org.imperium.proof.AbstractReachability;
import org.imperium.proof.GhostVariable;
import org.imperium.proof.Invariant;
import org.imperium.proof.OwickiGriesAnnotation;

/**
 * Def. 3.8, the naive Owicki-Gries annotation — the baseline: one boolean ghost g_p per place that says whether p
 * has a token, set and cleared by every transition, and I(p) = ⋁_{M ∋ p} (ω(M) ∧ Ψ(M)) over the reachable
 * markings, where ω(M) pins every ghost to M and Ψ(M) is the disjunction of the invariants φ with (M, φ) a
 * reachable abstract configuration. Markings reached only with bottom invariants contribute {@code false} and are
 * left out. Exponential in general (Obs. 3.9 says it is valid).
 */
public final class NaiveAnnotation {

    private NaiveAnnotation() {
    }

    /** From the reachable abstract configurations of a safe domain ({@link AbstractReachability#requireSafe()}). */
    public static OwickiGriesAnnotation of(AbstractReachability reachability) {
        reachability.requireSafe();
        PetriProgram program = reachability.program();
        GhostNames names = new GhostNames(program);
        Map<Place, Var> ghost = new LinkedHashMap<>();
        List<GhostVariable> ghosts = new ArrayList<>();
        for (Place p : program.places()) {
            Var g = names.fresh("g_" + p.name(), Sort.BOOL);
            ghost.put(p, g);
            ghosts.add(GhostVariable.of(g, Terms.bool(program.initialMarking().contains(p))));
        }
        Map<Place, List<Term>> cases = new HashMap<>();
        for (Map.Entry<Marking, List<Invariant>> e : reachability.invariantsByMarking().entrySet()) {
            List<Term> omega = new ArrayList<>();
            for (Place q : program.places()) {
                omega.add(e.getKey().contains(q) ? ghost.get(q) : Terms.not(ghost.get(q)));
            }
            Term psi = Terms.or(e.getValue().stream().map(Invariant::formula).toList());
            Term disjunct = Terms.and(Terms.and(omega), psi);
            for (Place p : e.getKey().places(program)) {
                cases.computeIfAbsent(p, k -> new ArrayList<>()).add(disjunct);
            }
        }
        Map<Place, Term> invariants = new LinkedHashMap<>();
        for (Place p : program.places()) {
            invariants.put(p, Terms.or(cases.getOrDefault(p, List.of())));
        }
        Map<Transition, Statement> updates = new LinkedHashMap<>();
        for (Transition t : program.transitions()) {
            Map<Var, Term> assign = new LinkedHashMap<>();
            t.pre().stream().filter(p -> !t.post().contains(p)).forEach(p -> assign.put(ghost.get(p), Terms.FALSE));
            t.post().stream().filter(p -> !t.pre().contains(p)).forEach(p -> assign.put(ghost.get(p), Terms.TRUE));
            if (!assign.isEmpty()) {
                updates.put(t, Statement.assign(assign));
            }
        }
        return new OwickiGriesAnnotation(program, "naive", ghosts, invariants, updates);
    }
}
