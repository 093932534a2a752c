package org.imperium.witness.export;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.imperium.core.Cancellation;
import org.imperium.logic.Term;
import org.imperium.logic.TermUtils;
import org.imperium.logic.Terms;
import org.imperium.logic.Var;
import org.imperium.program.Marking;
import org.imperium.program.PetriProgram;
import org.imperium.program.Place;
import org.imperium.proof.AbstractReachability;
import org.imperium.proof.Invariant;
import org.imperium.proof.InvariantDomain;
import org.imperium.proof.OwickiGriesAnnotation;

/**
 * The place invariants of a safe (product) invariant domain (Def. 3.1, 3.2) without an empire: I(p) is the
 * disjunction of φ over the reachable abstract configurations (M, φ) with p ∈ M. Every reachable state whose
 * marking contains p satisfies one of them, so I(p) holds whenever a thread is at p — an invariant, though not an
 * Owicki-Gries annotation (it is not checked for interference freedom, and needs none for a plain invariant set).
 * Literals over variables the Petri program does not declare are weakened away; the export then projects each
 * I(p) onto what its location sees. The fallback of a TRUE run whose annotation steps did not complete.
 */
public final class DomainProjection {

    private DomainProjection() {
    }

    /** @throws org.imperium.core.UnsupportedException beyond {@code limit} abstract configurations */
    public static OwickiGriesAnnotation of(PetriProgram program, InvariantDomain domain, int limit,
                                           Cancellation cancellation) {
        AbstractReachability reach = AbstractReachability.explore(program, domain, limit, cancellation).requireSafe();
        Set<Var> declared = program.variables().keySet();
        Map<Place, List<Term>> disjuncts = new LinkedHashMap<>();
        for (Map.Entry<Marking, List<Invariant>> e : reach.invariantsByMarking().entrySet()) {
            cancellation.check();
            Term here = Terms.or(e.getValue().stream().map(Invariant::formula).toList());
            for (Place p : e.getKey().places(program)) {
                disjuncts.computeIfAbsent(p, q -> new ArrayList<>()).add(here);
            }
        }
        Map<Place, Term> invariants = new LinkedHashMap<>();
        for (Place p : program.places()) {
            Term all = Terms.or(disjuncts.getOrDefault(p, List.of()));
            invariants.put(p, org.imperium.witness.cexpr.Weakening.weaken(all,
                    literal -> declared.containsAll(TermUtils.freeVars(literal))));
        }
        return new OwickiGriesAnnotation(program, "domain-projection", List.of(), invariants, Map.of());
    }
}
