package org.imperium.itest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The benchmark runner end to end on the test plugins: fresh JVMs, CSV, report, scores. */
class BenchIT {

    @TempDir
    Path home;
    @TempDir
    Path work;

    @Test
    void benchRunsEachTaskAndScoresIt() throws Exception {
        Distribution.withTestPlugins(home);
        Path tasks = Files.createDirectories(work.resolve("tasks"));
        Files.writeString(tasks.resolve("small.c"), "// verdict: true\nint main() {}\n");
        Files.writeString(tasks.resolve("big.c"), "// verdict: true\n" + "int x;\n".repeat(20));
        Files.writeString(tasks.resolve("nolabel.c"), "int main() {}\n");
        Path toolchain = work.resolve("TwoPlugins.xml");
        Files.writeString(toolchain, "<rundefinition><toolchain><plugin id=\"itest-lines\"/>"
                + "<plugin id=\"itest-threshold\"/></toolchain></rundefinition>");
        Path strict = work.resolve("strict.properties");
        Files.writeString(strict, "itest-threshold.limit = 1\n");
        Distribution.Run run = Distribution.run(home, work, "bench", tasks.toString(), "--toolchain",
                toolchain.toString(), "--config", strict.toString(), "--set", "itest-lines.factor=1",
                "--timeout", "30", "--jobs", "2", "--csv", "r.csv", "--report", "r.md");
        assertEquals(0, run.exitCode(), run.err());
        List<String> csv = Files.readAllLines(work.resolve("r.csv"));
        assertEquals(3, csv.size(), csv.toString());
        assertTrue(csv.get(0).startsWith("task,config,verdict,expected,score,wall_s,cpu_s,memory_mb,"));
        assertTrue(csv.stream().anyMatch(l -> l.startsWith("big.c,strict,FALSE(unreach-call),true,wrong,")), csv.toString());
        assertTrue(csv.stream().anyMatch(l -> l.startsWith("small.c,strict,FALSE(unreach-call),true,wrong,")),
                csv.toString());
        assertTrue(run.out().contains("WRONG verdicts: 2"), run.out());
        String report = Files.readString(work.resolve("r.md"));
        assertTrue(report.contains("| strict | 2 | 0 | 0 | 2 | 0 | 0 | 0 |"), report);
    }
}
