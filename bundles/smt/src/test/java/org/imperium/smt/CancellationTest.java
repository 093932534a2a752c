package org.imperium.smt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.imperium.core.Cancellation;
import org.imperium.core.Statistics;
import org.imperium.logic.Prover.Answer;
import org.imperium.logic.Term;
import org.imperium.logic.Terms;
import org.imperium.logic.Var;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A query that would run for a very long time is stopped by the run's cancellation and answers UNKNOWN. Princess is
 * not tested: java-smt 5.0.1 does not interrupt a running Princess query (see docs/smt.md).
 */
class CancellationTest {

    /** The pigeonhole principle for n + 1 pigeons and n holes: unsatisfiable and exponentially hard for CDCL. */
    private static Term pigeonhole(int holes) {
        Var[][] p = new Var[holes + 1][holes];
        List<Term> parts = new ArrayList<>();
        for (int i = 0; i <= holes; i++) {
            List<Term> somewhere = new ArrayList<>();
            for (int j = 0; j < holes; j++) {
                p[i][j] = Terms.boolVar("p" + i + "_" + j);
                somewhere.add(p[i][j]);
            }
            parts.add(Terms.or(somewhere));
        }
        for (int j = 0; j < holes; j++) {
            for (int i = 0; i <= holes; i++) {
                for (int k = i + 1; k <= holes; k++) {
                    parts.add(Terms.or(Terms.not(p[i][j]), Terms.not(p[k][j])));
                }
            }
        }
        return Terms.and(parts);
    }

    @ParameterizedTest
    @ValueSource(strings = {"smtinterpol", "z3"})
    @Timeout(value = 120, unit = TimeUnit.SECONDS)
    void cancellingTheRunStopsARunningQuery(String solver) throws InterruptedException {
        Cancellation cancellation = Cancellation.never();
        Statistics statistics = new Statistics();
        try (SmtSession session = new SmtSolverFactory().open(solver, cancellation, statistics)) {
            Thread canceller = new Thread(() -> {
                try {
                    Thread.sleep(300);
                } catch (InterruptedException e) {
                    return;
                }
                cancellation.cancel("test");
            });
            canceller.start();
            Answer answer = session.isSatisfiable(pigeonhole(14));
            canceller.join();
            assertEquals(Answer.UNKNOWN, answer);
            assertTrue(session.lastFailure().orElseThrow().contains("interrupted")
                    || session.lastFailure().orElseThrow().contains("cancelled"), session.lastFailure().get());
            assertEquals(Answer.UNKNOWN, session.isSatisfiable(Terms.gt(Terms.intVar("x"), Terms.ZERO)),
                    "a cancelled session answers nothing more");
            assertEquals(2, statistics.count("smt.sat.unknown"));
        }
    }
}
