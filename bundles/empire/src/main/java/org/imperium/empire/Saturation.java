package org.imperium.empire;

import java.util.Collection;
import java.util.HashSet;
import java.util.Optional;
import java.util.Set;
import org.imperium.program.CoRelation;
import org.imperium.program.PetriProgram;
import org.imperium.program.Place;
import org.imperium.program.Transition;
import org.imperium.proof.Invariant;
import org.imperium.proof.InvariantDomain;

/**
 * Def. 5.8, saturated successors Sat(𝒯, φ, B): extend 𝒯 (Def. 5.5) with a sequential transition t as long as
 * one exists with {@code post(φ, t) = φ} whose extended region is not in B (the bystanders, which must not grow;
 * Lemma 5.7's shortcut is what makes the result a valid successor). Each extension adds a place to a region, so
 * saturation ends after at most |P| steps. Of the possibly several saturated successors, this picks the one
 * reached by always applying the first applicable transition, looking at regions in territory order, places by
 * id and their outgoing transitions by id (the set is a singleton for programs with a clear thread structure,
 * see the paper after Lemma 5.10).
 */
public final class Saturation {

    private final PetriProgram program;
    private final InvariantDomain domain;
    private final CoRelation co;

    public Saturation(PetriProgram program, InvariantDomain domain, CoRelation co) {
        this.program = program;
        this.domain = domain;
        this.co = co;
    }

    Invariant initialLaw() {
        return domain.initial();
    }

    public Territory saturate(Territory territory, Invariant law, Collection<Region> bystanders) {
        Set<Region> frozen = new HashSet<>(bystanders);
        Territory current = territory;
        for (Optional<Transition> t = extension(current, law, frozen); t.isPresent();
             t = extension(current, law, frozen)) {
            current = current.extend(t.get());
        }
        return current;
    }

    private Optional<Transition> extension(Territory territory, Invariant law, Set<Region> frozen) {
        for (Region r : territory.regions()) {
            if (frozen.contains(r)) {
                continue;
            }
            for (Place p : r.places()) {
                for (Transition t : program.outgoing(p)) {
                    if (territory.extendableWith(t, co) && domain.post(law, t).equals(law)) {
                        return Optional.of(t);
                    }
                }
            }
        }
        return Optional.empty();
    }
}
