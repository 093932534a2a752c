package org.imperium.traceabstraction;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.imperium.core.Cancellation;
import org.imperium.core.Verdict;
import org.imperium.core.testing.SharedData;
import org.imperium.core.testing.SvcompTask;
import org.imperium.core.testing.TestRunContext;
import org.junit.jupiter.api.Test;

/**
 * The SV-COMP differential run of the reductions inside trace abstraction: the tasks of
 * {@code ../shared/svcomp/MANIFEST.tsv} that trace abstraction decides within seconds (chosen from the benchmark
 * in docs/reductions.md; {@code -Dsvcomp.reductionTasks=REGEX} picks others) through the C front end, with
 * reduction none, por, tr and str: no verdict contradicts the expected one or another reduction's, and every
 * completed proof is safe for the unreduced program. Skipped without the shared directory.
 */
class SvcompReductionTest {

    private static final String TASKS = "c/(weaver/test-semi1\\.wvr|pthread/(stateful01-[12]|lazy01)|pthread-atomic/(time_var_mutex|dekker|szymanski))\\.yml";
    private static final double SECONDS_PER_RUN = 20;
    private static final List<String> REDUCTIONS = List.of("none", "por", "tr", "str");

    @Test
    void reductionsAgreeOnQuickSvcompTasks() throws IOException {
        List<SvcompTask> tasks = SharedData.svcompTasks().stream().filter(SvcompTask::unreachCall)
                .filter(t -> t.name().matches(System.getProperty("svcomp.reductionTasks", TASKS))).toList();
        List<String> problems = new ArrayList<>();
        int decided = 0;
        for (SvcompTask task : tasks) {
            for (String reduction : REDUCTIONS) {
                TestRunContext ctx = CRuns.run(task.input(), task.architecture(), Map.of("reduction", reduction),
                        Cancellation.afterSeconds(SECONDS_PER_RUN));
                Verdict verdict = ctx.verdict().orElse(Verdict.unknown("no verdict"));
                System.out.printf("%-40s %-4s %-30.30s it=%d reduced=%d completion=%d%n", task.name(), reduction,
                        verdict.resultLine(), ctx.statistics().count("iterations"),
                        ctx.statistics().count("reduction.iterations"),
                        ctx.statistics().count("completion.iterations"));
                if (verdict instanceof Verdict.Unknown) {
                    continue;
                }
                decided++;
                if ((verdict instanceof Verdict.Correct) != task.expectedTrue()) {
                    problems.add(task.name() + " with " + reduction + ": " + verdict.resultLine());
                }
                if (verdict instanceof Verdict.Correct) {
                    CRuns.assertTrueIsBacked(ctx, 2_000_000);
                }
            }
        }
        assertTrue(problems.isEmpty(), "wrong verdicts: " + problems);
        assertTrue(decided > 0, "no task decided: the selection is not quick any more");
    }
}
