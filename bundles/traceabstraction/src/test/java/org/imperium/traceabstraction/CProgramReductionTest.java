package org.imperium.traceabstraction;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.imperium.core.Cancellation;
import org.imperium.core.Task;
import org.imperium.core.Verdict;
import org.imperium.core.testing.TestRunContext;
import org.junit.jupiter.api.Test;

/**
 * The programs of {@code testdata/c} (first line {@code // verdict: true|false}) through the C front end and trace
 * abstraction with reduction none, por, tr and str, a few seconds each: no decided verdict contradicts the expected
 * one (UNKNOWN, a timeout on the loaded machine, is printed and allowed; programs the plain run does not decide
 * within the limit are left out), and what backs every TRUE is checked (a completed proof safe).
 */
class CProgramReductionTest {

    private static final double SECONDS_PER_RUN = 6;

    @Test
    void reductionsAgreeOnTheCTestPrograms() throws IOException {
        Path dir = CRuns.PROGRAMS;
        List<String> problems = new ArrayList<>();
        int decided = 0;
        List<Path> files;
        try (Stream<Path> s = Files.list(dir)) {
            files = s.filter(p -> p.toString().endsWith(".c")).sorted().toList();
        }
        for (Path file : files) {
            String first = Files.readAllLines(file).get(0).trim();
            if (!first.matches("// verdict: (true|false)")) {
                continue;
            }
            boolean expectedTrue = first.endsWith("true");
            for (String reduction : List.of("none", "por", "tr", "str")) {
                TestRunContext ctx = CRuns.run(file, Task.Architecture.ILP32, Map.of("reduction", reduction),
                        Cancellation.afterSeconds(SECONDS_PER_RUN));
                Verdict verdict = ctx.verdict().orElse(Verdict.unknown("no verdict"));
                System.out.printf("%-34s %-4s %s%n", file.getFileName(), reduction, verdict.resultLine());
                if (verdict instanceof Verdict.Unknown) {
                    if (reduction.equals("none")) {
                        break; // not cheap: the reductions are compared where the plain run decides
                    }
                    continue;
                }
                decided++;
                if ((verdict instanceof Verdict.Correct) != expectedTrue) {
                    problems.add(file.getFileName() + " with " + reduction + ": " + verdict.resultLine());
                }
                if (verdict instanceof Verdict.Correct) {
                    CRuns.assertTrueIsBacked(ctx, 1_000_000);
                }
            }
        }
        assertTrue(problems.isEmpty(), "disagreements: " + problems);
        assertTrue(decided > 0);
    }
}
