package org.imperium.ogcheck;

import java.util.Optional;
import org.imperium.program.Place;
import org.imperium.program.Transition;

/**
 * One instance of a condition of Def. 3.5 that does not hold (or that the solver could not decide): the
 * condition, the place and transition it is about, and a counterexample model when the solver gave one.
 *
 * @param undecided the solver answered UNKNOWN: the condition is not known to fail, only not known to hold
 */
public record Failure(Condition condition, Optional<Place> place, Optional<Transition> transition,
                      Optional<String> model, boolean undecided) {

    /** E.g. {@code (interference-free) place b1, transition t3: {I(p) ∧ I(•t)} λ(t);γ(t) {I(p)} fails; model x = 0}. */
    @Override
    public String toString() {
        StringBuilder out = new StringBuilder("(").append(condition.label()).append(')');
        place.ifPresent(p -> out.append(" place ").append(p.name()));
        transition.ifPresent(t -> out.append(place.isPresent() ? "," : "").append(" transition ").append(t.name()));
        out.append(undecided ? ": the solver could not decide it" : ": does not hold");
        model.ifPresent(m -> out.append("; model ").append(m));
        return out.toString();
    }
}
