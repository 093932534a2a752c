package org.imperium.traceabstraction;

import java.util.List;
import java.util.Optional;
import org.imperium.core.Statistics;
import org.imperium.logic.Statement;
import org.imperium.smt.InterpolationMode;
import org.imperium.smt.SmtSession;
import org.imperium.smt.TraceCheck;

/**
 * Checks the feasibility of traces with the trace solver and, where it cannot decide, with the solver of the Hoare
 * triples when that is another one: SMTInterpol, the default trace solver for its interpolants, rejects non-linear
 * arithmetic ({@code k * k}), which Z3, the default Hoare-triple solver, decides. Z3 has no interpolation, so its
 * infeasible traces come with the backward predicates of an unsat core ({@link InterpolationMode#UNSAT_CORE}).
 * Either answer is a solver's own: a feasible trace comes with its model, an infeasible one with predicates whose
 * Hoare triples are checked like all others; only UNKNOWN from every solver is UNKNOWN.
 */
final class TraceChecker {

    private final SmtSession traces;
    /** The second solver; {@code traces} itself when there is none. */
    private final SmtSession fallback;
    private final Statistics statistics;
    /** The session that answered the last check, whose failures explain it. */
    private SmtSession answered;

    TraceChecker(SmtSession traces, SmtSession fallback, Statistics statistics) {
        this.traces = traces;
        this.fallback = fallback;
        this.statistics = statistics;
        this.answered = traces;
    }

    TraceCheck check(List<Statement> trace, InterpolationMode mode) {
        answered = traces;
        TraceCheck check = traces.checkTrace(trace, mode);
        if (!(check instanceof TraceCheck.Unknown first) || fallback == traces) {
            return check;
        }
        statistics.increment("smt.trace.fallbackSolver");
        answered = fallback;
        TraceCheck second = fallback.checkTrace(trace, mode);
        return second instanceof TraceCheck.Unknown u ? new TraceCheck.Unknown(first.reason() + "; " + u.reason())
                : second;
    }

    /** The last failure of the solver that answered the last check. */
    Optional<String> lastFailure() {
        return answered.lastFailure();
    }
}
