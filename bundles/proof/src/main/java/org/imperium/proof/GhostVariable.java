package org.imperium.proof;

import java.util.Optional;
import org.imperium.logic.Term;
import org.imperium.logic.TermUtils;
import org.imperium.logic.Var;

/**
 * A ghost variable of an Owicki-Gries annotation (Def. 3.4) with its initial value ρ_init(g) and, optionally, its
 * domain as a formula over the variable alone (e.g. {@code 0 <= g && g < 7} for the imperial ghost ranging over
 * empire states); without one the domain is the whole sort.
 */
public record GhostVariable(Var var, Term initialValue, Optional<Term> domain) {

    public GhostVariable {
        if (!initialValue.sort().equals(var.sort())) {
            throw new IllegalArgumentException("initial value " + initialValue + " of ghost " + var.name()
                    + " has sort " + initialValue.sort() + ", not " + var.sort());
        }
        if (!TermUtils.freeVars(initialValue).isEmpty()) {
            throw new IllegalArgumentException("initial value of ghost " + var.name() + " is not a constant: "
                    + initialValue);
        }
        domain.ifPresent(d -> {
            if (!TermUtils.freeVars(d).stream().allMatch(var::equals)) {
                throw new IllegalArgumentException("domain of ghost " + var.name() + " mentions other variables: " + d);
            }
        });
    }

    public static GhostVariable of(Var var, Term initialValue) {
        return new GhostVariable(var, initialValue, Optional.empty());
    }
}
