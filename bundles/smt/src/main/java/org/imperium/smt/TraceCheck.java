package org.imperium.smt;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.imperium.logic.Term;
import org.imperium.logic.Var;

/** The outcome of {@link SmtSession#checkTrace}. */
public sealed interface TraceCheck {

    /**
     * The trace is executable. {@code states} has n + 1 entries: the values of the trace's variables before the
     * first statement and after each statement, as far as the solver's model gives them (BigInteger, Boolean).
     */
    record Feasible(List<Map<Var, Object>> states) implements TraceCheck {
        public Feasible {
            states = List.copyOf(states);
        }
    }

    /**
     * The trace cannot be executed. When present, {@code predicates} has n + 1 entries φ_0 = true, …, φ_n = false
     * over program variables such that every Hoare triple {φ_{i-1}} st_i {φ_i} is valid; empty when the solver
     * proved infeasibility but no predicates could be produced.
     */
    record Infeasible(Optional<List<Term>> predicates) implements TraceCheck {
    }

    /** The solver could not decide; the reason is for the user. */
    record Unknown(String reason) implements TraceCheck {
    }
}
