package org.imperium.smt;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.imperium.logic.Prover;
import org.imperium.logic.Statement;
import org.imperium.logic.Term;
import org.imperium.logic.Var;

/**
 * One solver context and one prover stack, reused through push/pop for every query of a run (creating contexts is
 * costly). Every answer may be UNKNOWN — solver timeout, crash, cancellation, a theory the solver lacks, or a
 * result that cannot be expressed as a {@link Term} — and callers must then stay silent rather than guess. Not
 * thread-safe; cancellation from another thread stops the running query.
 */
public interface SmtSession extends Prover {

    /** A satisfying assignment of the free variables of {@code formula}; empty when unsat or unknown. */
    Optional<Map<Var, Object>> model(Term formula);

    /**
     * Sequence interpolants of the partitions A_1 … A_n (whose conjunction must be unsatisfiable): I_1 … I_{n-1}
     * with A_1 ⟹ I_1, I_k ∧ A_{k+1} ⟹ I_{k+1}, I_{n-1} ∧ A_n ⟹ false, each over the variables shared by its
     * prefix and suffix. Empty when the conjunction is satisfiable, the solver cannot interpolate, or an
     * interpolant does not convert back to a {@link Term}.
     */
    Optional<List<Term>> sequenceInterpolants(List<Term> partitions);

    /**
     * Decides whether the trace st_1 … st_n can be executed from some state and, if it cannot, gives a sequence of
     * predicates over program variables proving it (see {@link TraceCheck.Infeasible}).
     */
    TraceCheck checkTrace(List<Statement> trace, InterpolationMode mode);

    /** Why the most recent UNKNOWN answer was unknown (timeout, solver message, inexpressible result). */
    Optional<String> lastFailure();

    /** Whether the solver computes interpolants itself (SMTInterpol, Princess; not Z3). */
    boolean supportsInterpolation();
}
