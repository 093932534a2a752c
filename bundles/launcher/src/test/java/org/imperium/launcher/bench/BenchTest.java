package org.imperium.launcher.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.imperium.core.InputException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BenchTest {

    @TempDir
    Path dir;

    @Test
    void manifestRowsOfOtherPropertiesAreSkipped() throws IOException {
        Files.createDirectories(dir.resolve("c/a"));
        Files.writeString(dir.resolve("c/a/t.yml"), "options:\n  data_model: LP64\n");
        Files.writeString(dir.resolve("MANIFEST.tsv"), "task_yml\tinput_file\tproperty\texpected_verdict\n"
                + "c/a/t.yml\tc/a/t.i\tunreach-call.prp\tfalse\n"
                + "c/a/t.yml\tc/a/t.i\tno-data-race.prp\ttrue\n");
        List<BenchTask> tasks = TaskSource.read(dir.resolve("MANIFEST.tsv"), "unreach-call");
        assertEquals(1, tasks.size());
        assertEquals("c/a/t", tasks.get(0).name());
        assertEquals("64bit", tasks.get(0).architecture());
        assertEquals(Optional.of(false), tasks.get(0).expected());
        assertEquals(dir.resolve("c/properties/unreach-call.prp").toAbsolutePath(), tasks.get(0).propertyFile().get());
    }

    @Test
    void malformedManifestRowIsAnErrorWithLine() throws IOException {
        Files.writeString(dir.resolve("MANIFEST.tsv"), "header\nonly\ttwo\n");
        InputException e = assertThrows(InputException.class, () -> TaskSource.read(dir.resolve("MANIFEST.tsv"), "x"));
        assertTrue(e.getMessage().contains("MANIFEST.tsv:2:1"), e.getMessage());
    }

    @Test
    void directoryTasksCarryTheirVerdictComment() throws IOException {
        Files.writeString(dir.resolve("a.c"), "// verdict: false\nint main() {}\n");
        Files.writeString(dir.resolve("b.c"), "int main() {}\n");
        List<BenchTask> tasks = TaskSource.read(dir, "unreach-call");
        assertEquals(1, tasks.size());
        assertEquals(Optional.of(false), tasks.get(0).expected());
    }

    @Test
    void petriProgramsComeWithTheirProofAndASafeProofMeansCorrect() throws IOException {
        Files.writeString(dir.resolve("good.petri"), "program good\n");
        Files.writeString(dir.resolve("good.proof"), "# expect: safe\nproof good\n");
        Files.writeString(dir.resolve("weak.petri"), "program weak\n");
        Files.writeString(dir.resolve("weak.proof"), "# expect: unsafe e\nproof weak\n");
        Files.writeString(dir.resolve("bare.petri"), "program bare\n");
        List<BenchTask> tasks = TaskSource.read(dir, "unreach-call");
        assertEquals(List.of("bare", "good", "weak"), tasks.stream().map(BenchTask::name).toList());
        assertEquals(List.of(Optional.empty(), Optional.of(true), Optional.empty()),
                tasks.stream().map(BenchTask::expected).toList());
        assertEquals(Optional.of(dir.resolve("good.proof")), tasks.get(1).proof());
        assertEquals(Optional.empty(), tasks.get(0).proof());
    }

    @Test
    void scoreFollowsSvComp() {
        BenchTask safe = new BenchTask("t", Path.of("t.c"), Optional.empty(), "32bit", Optional.of(true));
        assertEquals("correct", new BenchResult(safe, "c", "TRUE", 1, Map.of()).score());
        assertEquals("wrong", new BenchResult(safe, "c", "FALSE(unreach-call)", 1, Map.of()).score());
        assertEquals("unknown", new BenchResult(safe, "c", "TIMEOUT", 1, Map.of()).score());
    }

    @Test
    void statisticsJsonRoundTripsIntoCsv() {
        Map<String, Object> stats = FlatJson.parse("{\"a.count\": 3,\n \"a.time\": 0.250, \"a.note\": \"x,\\\"y\\\"\","
                + " \"flag\": true}");
        assertEquals(3L, stats.get("a.count"));
        assertEquals(0.25, stats.get("a.time"));
        assertEquals("x,\"y\"", stats.get("a.note"));
        BenchTask t = new BenchTask("t", Path.of("t.c"), Optional.empty(), "32bit", Optional.of(true));
        String csv = CsvTable.render(List.of(new BenchResult(t, "c", "TRUE", 1.5, stats)));
        assertEquals("task,config,verdict,expected,score,wall_s,cpu_s,memory_mb,a.count,a.note,a.time,flag\n"
                + "t,c,TRUE,true,correct,1.500,,,3,\"x,\"\"y\"\"\",0.25,true\n", csv);
    }
}
