package org.imperium.witness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.imperium.core.Task;
import org.imperium.core.Verdict;
import org.imperium.core.settings.Settings;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A decided run keeps its witness when a step after the verdict fails: the witness step runs after the failure on
 * what is there — the invariants of the proof's abstract configurations when the annotation is missing or
 * unchecked, the counterexample after FALSE — and the validation toolchain confirms the result.
 */
class AfterFailureTest {

    @TempDir
    Path temp;

    private static final Path TESTDATA = Path.of(System.getProperty("imperium.root", "../..")).resolve("testdata");

    private Map<String, Object> verifyAndValidate(Path program, List<String> steps, Verdict expected,
                                                  String kind) throws Exception {
        Path dir = Files.createDirectories(temp.resolve(program.getFileName() + "-" + steps.size()));
        Pipeline.Run run = Pipeline.run(steps, Pipeline.task(program, Task.Architecture.ILP32, dir, Optional.empty()),
                60);
        assertEquals(expected, run.result().verdict());
        assertEquals(List.of(Pipeline.TimingOut.ID), run.result().failures().stream().map(f -> f.step()).toList());
        Map<String, Object> stats = run.result().statistics().snapshot();
        assertEquals(kind, stats.get("witness.kind"));
        assertEquals("completed", stats.get("run.step.witness.after-failure"));
        Path witness = dir.resolve("witness.yml");
        String yaml = Files.readString(witness);
        if (expected instanceof Verdict.Correct) {
            assertEquals(List.of(), List.copyOf(SchemaCheck.errors(yaml)));
        }
        Pipeline.Run validated = Pipeline.run(Pipeline.VALIDATE, Pipeline.task(program, Task.Architecture.ILP32, dir,
                Optional.of(witness)), 60);
        assertEquals("confirmed", validated.result().statistics().snapshot().get("witnessverdict.outcome"));
        return stats;
    }

    @Test
    void withoutAnnotationTheProofsAbstractConfigurationsGiveTheInvariants() throws Exception {
        Path program = TESTDATA.resolve("witness/mutex-flag.c");
        Map<String, Object> stats = verifyAndValidate(program, List.of("cfrontend", "petrify", "traceabstraction",
                Pipeline.TimingOut.ID, "empire", "ogcheck", "witness"), Verdict.correct(), "correctness-2.0-projection");
        assertTrue(((Number) stats.get("witness.invariants")).intValue() > 0, stats.toString());
        assertEquals("projection", stats.get("witness.fallback-kind"));
    }

    @Test
    void abstractConfigurationsBeyondTheTextLimitGiveNoInvariants() throws Exception {
        Path program = TESTDATA.resolve("witness/mutex-flag.c");
        Path dir = Files.createDirectories(temp.resolve("limited"));
        Pipeline.Run run = Pipeline.run(List.of("cfrontend", "petrify", "traceabstraction", Pipeline.TimingOut.ID,
                "empire", "ogcheck", "witness"), Pipeline.task(program, Task.Architecture.ILP32, dir, Optional.empty()),
                60, Settings.empty().put(Settings.parseOverride("witness.maxProjectionText=10")));
        assertEquals(Verdict.correct(), run.result().verdict());
        Map<String, Object> stats = run.result().statistics().snapshot();
        assertEquals("correctness-2.0-empty", stats.get("witness.kind"));
        assertTrue(String.valueOf(stats.get("witness.empty-reason")).contains("witness.maxProjectionText"),
                stats.toString());
        assertTrue(Files.exists(dir.resolve("witness.yml")));
    }

    @Test
    void anUncheckedAnnotationIsNotExported() throws Exception {
        Map<String, Object> stats = verifyAndValidate(TESTDATA.resolve("witness/handoff.c"), List.of("cfrontend",
                "petrify", "traceabstraction", "empire", Pipeline.TimingOut.ID, "witness"), Verdict.correct(),
                "correctness-2.0-projection");
        assertEquals("the annotation was not checked", stats.get("witness.fallback-reason"));
    }

    @Test
    void afterFalseTheViolationWitnessIsWrittenAndReplayed() throws Exception {
        verifyAndValidate(TESTDATA.resolve("c/lost-update.c"), List.of("cfrontend", "petrify", "traceabstraction",
                Pipeline.TimingOut.ID, "witness"), Verdict.incorrect("unreach-call"), "violation-2.0");
    }
}
