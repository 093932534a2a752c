package org.imperium.logic;

import java.util.Map;
import java.util.Set;

/**
 * A statement as a relation between pre- and post-state. {@code formula} speaks about the pre-state through the
 * values of {@code inVars} (program variable → its pre-state version) and about the post-state through
 * {@code outVars}; a program variable absent from {@code outVars} keeps its value. {@code auxVars} are
 * existentially quantified intermediate versions.
 */
public record TransitionFormula(Term formula, Map<Var, Var> inVars, Map<Var, Var> outVars, Set<Var> auxVars) {

    public TransitionFormula {
        inVars = Map.copyOf(inVars);
        outVars = Map.copyOf(outVars);
        auxVars = Set.copyOf(auxVars);
    }
}
