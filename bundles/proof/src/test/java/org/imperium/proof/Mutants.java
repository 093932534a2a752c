package org.imperium.proof;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.imperium.logic.Action;
import org.imperium.logic.Sort;
import org.imperium.logic.Statement;
import org.imperium.logic.Term;
import org.imperium.logic.TermUtils;
import org.imperium.logic.Terms;
import org.imperium.logic.Var;
import org.imperium.program.Place;
import org.imperium.program.Transition;

/**
 * Broken variants of an annotation, for the mutation tests of the checker: each place annotation weakened (to
 * {@code true}; by dropping the last conjunct of every case) and strengthened (to {@code false}; by dropping its
 * first case), each ghost update dropped and corrupted (integers + 1, booleans negated), each initial ghost
 * value changed the same way.
 */
public final class Mutants {

    /** A mutant and what was done to it, e.g. {@code weaken b1 to true}. */
    public record Mutant(String name, OwickiGriesAnnotation annotation) {
    }

    private Mutants() {
    }

    public static List<Mutant> of(OwickiGriesAnnotation a) {
        List<Mutant> result = new ArrayList<>();
        for (Place p : a.program().places()) {
            Term i = a.invariant(p);
            if (!i.isTrue()) {
                result.add(new Mutant("weaken " + p + " to true", withInvariant(a, p, Terms.TRUE)));
                Term dropped = Terms.or(TermUtils.disjuncts(i).stream().map(Mutants::dropLastConjunct).toList());
                if (dropped != i) {
                    result.add(new Mutant("weaken " + p + " by dropping a conjunct", withInvariant(a, p, dropped)));
                }
            }
            if (!i.isFalse()) {
                result.add(new Mutant("strengthen " + p + " to false", withInvariant(a, p, Terms.FALSE)));
                List<Term> cases = TermUtils.disjuncts(i);
                if (cases.size() > 1) {
                    result.add(new Mutant("strengthen " + p + " by dropping a case",
                            withInvariant(a, p, Terms.or(cases.subList(1, cases.size())))));
                }
            }
        }
        for (Transition t : a.program().transitions()) {
            a.ghostUpdate(t).ifPresent(u -> {
                Map<Transition, Statement> updates = new LinkedHashMap<>(a.ghostUpdates());
                updates.remove(t);
                result.add(new Mutant("drop the update of " + t, new OwickiGriesAnnotation(a.program(), a.kind(),
                        a.ghosts(), a.invariants(), updates)));
                Map<Var, Term> corrupted = new LinkedHashMap<>();
                ((Action.Assign) u.actions().get(0)).updates().forEach((g, e) -> corrupted.put(g, corrupt(e)));
                updates.put(t, Statement.assign(corrupted));
                result.add(new Mutant("corrupt the update of " + t, new OwickiGriesAnnotation(a.program(), a.kind(),
                        a.ghosts(), a.invariants(), updates)));
            });
        }
        for (int i = 0; i < a.ghosts().size(); i++) {
            List<GhostVariable> ghosts = new ArrayList<>(a.ghosts());
            GhostVariable g = ghosts.get(i);
            ghosts.set(i, new GhostVariable(g.var(), corrupt(g.initialValue()), g.domain()));
            result.add(new Mutant("change the initial value of " + g.var().name(), new OwickiGriesAnnotation(
                    a.program(), a.kind(), ghosts, a.invariants(), a.ghostUpdates())));
        }
        return result;
    }

    private static Term dropLastConjunct(Term t) {
        List<Term> parts = TermUtils.conjuncts(t);
        return parts.size() > 1 ? Terms.and(parts.subList(0, parts.size() - 1)) : t;
    }

    private static Term corrupt(Term e) {
        return e.sort().equals(Sort.BOOL) ? Terms.not(e) : Terms.add(e, Terms.ONE);
    }

    private static OwickiGriesAnnotation withInvariant(OwickiGriesAnnotation a, Place p, Term i) {
        Map<Place, Term> invariants = new LinkedHashMap<>(a.invariants());
        invariants.put(p, i);
        return new OwickiGriesAnnotation(a.program(), a.kind(), a.ghosts(), invariants, a.ghostUpdates());
    }
}
