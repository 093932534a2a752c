package org.imperium.traceabstraction;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.imperium.core.Statistics;
import org.imperium.core.Verdict;
import org.imperium.core.testing.CpuTimeLimit;
import org.imperium.core.testing.SharedData;
import org.imperium.core.testing.SvcompTask;
import org.imperium.core.testing.TestRunContext;
import org.junit.jupiter.api.Test;

/**
 * Every unreach-call task of {@code ../shared/svcomp/MANIFEST.tsv} through the C front end, petrification and trace
 * abstraction, with a short limit per task: fails on any wrong verdict (UNKNOWN is counted and printed), and checks
 * every proof safe. Skipped without the shared directory. Most tasks run into the limit, so the tasks run
 * {@value #JOBS} at a time ({@code -Dsvcomp.jobs=N}; the runs share nothing but hash-consed terms), and the limit is
 * on each run's CPU time ({@link CpuTimeLimit}, capped at 1.5 times that in wall-clock time): a run solves what it
 * solves alone, and on the CI's two cores the test takes half the time (at most three quarters on a busy machine).
 */
class SvcompRegressionTest {

    private static final double SECONDS_PER_TASK = 15;
    /**
     * With two runs on two cores and n other busy threads, a run gets 2/(n+2) of a core, and one alone got
     * min(1, 2/(n+1)): 1.5 × the CPU budget in wall-clock time still gives each run at least the CPU time it had
     * when the tasks ran one at a time with a wall-clock limit, for every n.
     */
    private static final double WALL_SECONDS_PER_TASK = 1.5 * SECONDS_PER_TASK;
    private static final int JOBS = 2;

    private record Outcome(SvcompTask task, Verdict verdict, double seconds, Statistics statistics) {
    }

    @Test
    void noWrongVerdictOnSvcompTasks() throws InterruptedException {
        List<SvcompTask> tasks = SharedData.svcompTasks().stream().filter(SvcompTask::unreachCall)
                .filter(t -> t.name().matches(System.getProperty("svcomp.tasks", ".*"))).toList();
        ExecutorService pool = Executors.newFixedThreadPool(Integer.getInteger("svcomp.jobs", JOBS));
        List<Future<Outcome>> futures = new ArrayList<>();
        for (SvcompTask task : tasks) {
            futures.add(pool.submit(() -> run(task)));
        }
        pool.shutdown();
        List<String> wrong = new ArrayList<>();
        int solved = 0;
        int unknown = 0;
        StringBuilder table = new StringBuilder();
        for (Future<Outcome> future : futures) {
            Outcome o;
            try {
                o = future.get();
            } catch (ExecutionException e) {
                throw new AssertionError(e.getCause());
            }
            Verdict verdict = o.verdict();
            boolean expectedTrue = o.task().expectedTrue();
            if (expectedTrue ? verdict instanceof Verdict.Incorrect : verdict instanceof Verdict.Correct) {
                wrong.add(o.task().name() + ": " + verdict.resultLine());
            } else if (verdict instanceof Verdict.Unknown) {
                unknown++;
            } else {
                solved++;
            }
            Statistics s = o.statistics();
            table.append(String.format("%-45s %-5s %-50.50s %6.1fs it=%d states=%d smt=%d%n", o.task().name(),
                    expectedTrue, verdict.resultLine(), o.seconds(), s.count("iterations"), s.count("states"),
                    s.count("smt.hoare.queries") + s.count("smt.trace.queries") + s.count("smt.sat.queries")));
        }
        System.out.print(table);
        System.out.println("solved " + solved + ", unknown " + unknown + ", wrong " + wrong.size());
        assertTrue(wrong.isEmpty(), "wrong verdicts: " + wrong);
    }

    /** One task within its limit; what backs a TRUE is then checked (a proof safe, outside the limit). */
    private static Outcome run(SvcompTask task) {
        long start = System.nanoTime();
        TestRunContext ctx;
        try {
            ctx = CRuns.run(task.input(), task.architecture(), settings(),
                    CpuTimeLimit.of(SECONDS_PER_TASK, WALL_SECONDS_PER_TASK));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        Verdict verdict = ctx.verdict().orElse(Verdict.unknown("no verdict"));
        if (verdict instanceof Verdict.Correct) {
            CRuns.assertTrueIsBacked(ctx, 2_000_000);
        }
        return new Outcome(task, verdict, seconds, ctx.statistics());
    }

    /** Options of the plugin for the run, e.g. {@code -Dsvcomp.solver=z3}; the defaults otherwise. */
    private static Map<String, Object> settings() {
        Map<String, Object> settings = new HashMap<>();
        Optional.ofNullable(System.getProperty("svcomp.solver")).ifPresent(v -> settings.put("solver", v));
        Optional.ofNullable(System.getProperty("svcomp.hoareSolver")).ifPresent(v -> settings.put("hoareSolver", v));
        return settings;
    }
}
