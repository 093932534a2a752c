package org.imperium.traceabstraction;

import java.util.ArrayList;
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

    private final List<SmtSession> sessions;
    private final Statistics statistics;
    /** The session that gave the last answer, whose failures explain it. */
    private SmtSession answered;
    private String unknown;

    /** {@code fallback} may be {@code traces} itself: then there is no second solver. */
    TraceChecker(SmtSession traces, SmtSession fallback, Statistics statistics) {
        this.sessions = traces == fallback ? List.of(traces) : List.of(traces, fallback);
        this.statistics = statistics;
        this.answered = traces;
    }

    TraceCheck check(List<Statement> trace, InterpolationMode mode) {
        List<String> reasons = new ArrayList<>();
        for (int i = 0; i < sessions.size(); i++) {
            if (i > 0) {
                statistics.increment("smt.trace.fallbackSolver");
            }
            TraceCheck check = sessions.get(i).checkTrace(trace, mode);
            if (!(check instanceof TraceCheck.Unknown u)) {
                answered = sessions.get(i);
                unknown = null;
                return check;
            }
            reasons.add(u.reason());
        }
        unknown = String.join("; ", reasons);
        return new TraceCheck.Unknown(unknown);
    }

    /** Why the last check was UNKNOWN (every solver's reason), or the last failure of the solver that answered. */
    Optional<String> lastFailure() {
        return unknown != null ? Optional.of(unknown) : answered.lastFailure();
    }
}
