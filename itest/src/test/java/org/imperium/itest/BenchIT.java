package org.imperium.itest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The benchmark runner end to end: on the test plugins (fresh JVMs, CSV, report, scores), and as the smoke test
 * of the evaluation on the project's Petri programs: Table 1 from proof files with the annotation figures recorded
 * in the proofs, and trace abstraction before the annotation.
 */
class BenchIT {

    static final Path PETRI = Distribution.ROOT.resolve("testdata/petri");

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
        assertEquals(1, run.exitCode(), "wrong verdicts fail the benchmark: " + run.err());
        List<String> csv = Files.readAllLines(work.resolve("r.csv"));
        assertEquals(3, csv.size(), csv.toString());
        assertTrue(csv.get(0).startsWith("task,config,verdict,expected,score,wall_s,cpu_s,memory_mb,"));
        assertTrue(csv.stream().anyMatch(l -> l.startsWith("big.c,strict,FALSE(unreach-call),true,wrong,")), csv.toString());
        assertTrue(csv.stream().anyMatch(l -> l.startsWith("small.c,strict,FALSE(unreach-call),true,wrong,")),
                csv.toString());
        assertTrue(run.out().contains("WRONG verdicts: 2"), run.out());
        String report = Files.readString(work.resolve("r.md"));
        assertTrue(report.contains("| strict | 2 | 0 | 0 | 2 | 0 | 0 | 0 | 0 |"), report);
    }

    @Test
    void tableOneFromProofFilesMatchesTheRecordedFigures() throws Exception {
        Path settings = Distribution.ROOT.resolve("settings");
        Distribution.Run run = Distribution.run(Distribution.BUILT, work, "bench", PETRI.toString(), "--proofs",
                "--toolchain", "OwickiGriesFromProof", "--config", settings.resolve("naive.properties").toString(),
                "--config", settings.resolve("imperial.properties").toString(), "--config",
                settings.resolve("focused.properties").toString(), "--filter", "^(mutex|branch)$", "--timeout", "120",
                "--step-timeout", "60", "--jobs", "2", "--csv", "t1.csv", "--report", "t1.md");
        assertEquals(0, run.exitCode(), run.out() + run.err());
        List<String> csv = Files.readAllLines(work.resolve("t1.csv"));
        assertEquals(7, csv.size(), csv.toString());
        List<String> header = List.of(csv.get(0).split(","));
        int size = header.indexOf("empire.annotation.size");
        int updates = header.indexOf("empire.annotation.ghost-updates");
        int check = header.indexOf("ogcheck.result");
        // size / ghost updates as recorded in the first lines of mutex.proof and branch.proof
        List<String> expected = List.of("branch,naive,247,8", "mutex,naive,389,12", "branch,imperial,70,3",
                "mutex,imperial,174,8", "branch,focused,61,3", "mutex,focused,161,8");
        List<String> actual = csv.subList(1, 7).stream().map(l -> l.split(",")).map(f -> {
            assertEquals("VALID", f[check], String.join(",", f));
            assertEquals("TRUE", f[2]);
            return f[0] + "," + f[1] + "," + f[size] + "," + f[updates];
        }).sorted().toList();
        assertEquals(expected.stream().sorted().toList(), actual);
        String report = Files.readString(work.resolve("t1.md"));
        assertTrue(report.contains("| # successful (valid) | 2 | 2 | 2 |"), report);
        assertTrue(report.contains("| avg. annotation size (DAG nodes) | 318.0 | 122.0 | 111.0 |"), report);
        assertTrue(report.contains("| mutex | 13 | 12 | 389 / 12 / "), report);
        for (String svg : List.of("annotation-size.svg", "ghost-updates.svg", "generation-time.svg")) {
            assertTrue(Files.readString(work.resolve("t1").resolve(svg)).startsWith("<svg "), svg);
        }
        Distribution.Run again = Distribution.run(Distribution.BUILT, work, "bench", "--from-csv", "t1.csv",
                "--report", "again.md");
        assertEquals(0, again.exitCode(), again.err());
        assertTrue(Files.readString(work.resolve("again.md")).contains("| # successful (valid) | 2 | 2 | 2 |"));
    }

    @Test
    void traceAbstractionThenAnnotationOnPetriPrograms() throws Exception {
        // a task directory relative to the working directory: each run works in a directory of its own
        String tasks = work.toAbsolutePath().relativize(PETRI).toString();
        Distribution.Run run = Distribution.run(Distribution.BUILT, work, "bench", tasks, "--toolchain",
                "PetriAutomizerOwickiGries", "--set", "empire.annotation=imperial", "--filter",
                "^(mutex|lost-update)$", "--timeout", "120", "--jobs", "2", "--csv", "ta.csv", "--report", "ta.md");
        assertEquals(0, run.exitCode(), run.out() + run.err());
        List<String> csv = Files.readAllLines(work.resolve("ta.csv"));
        assertTrue(csv.stream().anyMatch(l -> l.startsWith("lost-update,default,FALSE(unreach-call),,unknown,")),
                csv.toString());
        assertTrue(csv.stream().anyMatch(l -> l.startsWith("mutex,default,TRUE,true,correct,")), csv.toString());
        String report = Files.readString(work.resolve("ta.md"));
        assertTrue(report.contains("## Verification per task"), report);
        assertTrue(report.contains("| lost-update | ? | FALSE(unreach-call) | "), report);
        assertTrue(report.contains("| tasks / with a proof | 2 / 1 |"), report);
        assertTrue(report.contains("| # successful (valid) | 1 |"), report);
        assertTrue(Files.exists(work.resolve("ta").resolve("validation-vs-verification.svg")), report);
    }
}
