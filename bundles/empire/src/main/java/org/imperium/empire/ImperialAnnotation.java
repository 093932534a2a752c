package org.imperium.empire;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.imperium.logic.Sort;
import org.imperium.logic.Statement;
import org.imperium.logic.Term;
import org.imperium.logic.Terms;
import org.imperium.logic.Var;
import org.imperium.program.Place;
import org.imperium.program.Transition;
import org.imperium.proof.GhostVariable;
import org.imperium.proof.OwickiGriesAnnotation;

/**
 * Def. 4.9, the imperial Owicki-Gries annotation of an empire, and Def. 6.4, its focused variant. One integer ghost
 * g holds the number of the current empire state, initially 0 = q_init. γ(t) is the chain
 * {@code ite(g == q1, δ(q1, t), ite(g == q2, δ(q2, t), … g))} over the states (by number) whose t-edge is not a
 * self-loop; a transition all of whose edges are self-loops gets no update. I(p) is
 * {@code ⋁_{q ∈ Q_p} (g == q ∧ law(q))} over the states whose territory holds p; with a focus the law is cut down
 * to the components focused in p's region of terr(q).
 */
public final class ImperialAnnotation {

    private ImperialAnnotation() {
    }

    /** Def. 4.9 */
    public static OwickiGriesAnnotation imperial(Empire empire) {
        return build(empire, Optional.empty(), "imperial");
    }

    /** Def. 6.4 */
    public static OwickiGriesAnnotation focused(Empire empire, Focus focus) {
        return build(empire, Optional.of(focus), "focused");
    }

    private static OwickiGriesAnnotation build(Empire empire, Optional<Focus> focus, String kind) {
        Var g = new GhostNames(empire.program()).fresh("g", Sort.INT);
        GhostVariable ghost = new GhostVariable(g, Terms.num(empire.initial().id()), Optional.of(
                Terms.and(Terms.leq(Terms.ZERO, g), Terms.lt(g, Terms.num(empire.size())))));
        Map<Place, Term> invariants = new LinkedHashMap<>();
        for (Place p : empire.program().places()) {
            List<Term> cases = new ArrayList<>();
            for (EmpireState q : empire.states()) {
                if (q.territory().covers(p)) {
                    Term law = focus.map(f -> f.focusedLaw(q, p)).orElseGet(() -> q.law().formula());
                    cases.add(Terms.and(Terms.eq(g, Terms.num(q.id())), law));
                }
            }
            invariants.put(p, Terms.or(cases));
        }
        Map<Transition, Statement> updates = new LinkedHashMap<>();
        for (Transition t : empire.program().transitions()) {
            List<EmpireState> from = new ArrayList<>();
            for (EmpireState q : empire.states()) {
                empire.successor(q, t).filter(next -> !next.equals(q)).ifPresent(next -> from.add(q));
            }
            if (from.isEmpty()) {
                continue;
            }
            Term value = g;
            for (int i = from.size() - 1; i >= 0; i--) {
                EmpireState q = from.get(i);
                value = Terms.ite(Terms.eq(g, Terms.num(q.id())),
                        Terms.num(empire.successor(q, t).orElseThrow().id()), value);
            }
            updates.put(t, Statement.assign(g, value));
        }
        return new OwickiGriesAnnotation(empire.program(), kind, List.of(ghost), invariants, updates);
    }
}
