package org.imperium.smt;

import java.util.List;
import org.imperium.core.Cancellation;
import org.imperium.core.Statistics;
import org.imperium.smt.internal.JavaSmtSession;
import org.osgi.service.component.annotations.Component;

/**
 * Opens SMT sessions. Published as an OSGi service for plugins that prefer injection; a plain class everywhere else
 * (tests, algorithm classes), since it holds no state.
 */
@Component(service = SmtSolverFactory.class)
public final class SmtSolverFactory {

    /** The solver names {@link #open} accepts. */
    public static final List<String> SOLVERS = List.of("smtinterpol", "princess", "z3");

    /**
     * A new session of {@code solver}, stopped when {@code cancellation} fires; its queries count into
     * {@code statistics}. Throws {@link SmtUnavailableException} when the solver cannot start here.
     */
    public SmtSession open(String solver, Cancellation cancellation, Statistics statistics) {
        return JavaSmtSession.open(solver, cancellation, statistics);
    }
}
