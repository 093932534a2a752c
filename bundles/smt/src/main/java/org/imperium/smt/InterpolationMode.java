package org.imperium.smt;

/** How an infeasible trace is turned into predicates. */
public enum InterpolationMode {
    /** Craig sequence interpolants from the solver; falls back to {@link #UNSAT_CORE} when they are unavailable. */
    SEQUENCE,
    /**
     * Backward predicates: weakest preconditions of {@code false} along the trace, after the statements outside an
     * unsat core are relaxed to havocs of what they write. Works with every solver (the one choice for Z3).
     */
    UNSAT_CORE
}
