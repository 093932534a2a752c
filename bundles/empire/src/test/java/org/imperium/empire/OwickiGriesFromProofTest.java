package org.imperium.empire;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.imperium.core.Cancellation;
import org.imperium.core.Plugin;
import org.imperium.core.Task;
import org.imperium.core.Verdict;
import org.imperium.core.run.RunResult;
import org.imperium.core.run.ToolchainRunner;
import org.imperium.core.settings.Settings;
import org.imperium.core.toolchain.ToolchainReader;
import org.imperium.ogcheck.plugin.OgCheckPlugin;
import org.imperium.program.TestData;
import org.imperium.proof.plugin.PetriFilePlugin;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** toolchains/OwickiGriesFromProof.xml run by the core's runner with the real plugins (without OSGi). */
class OwickiGriesFromProofTest {

    private final List<String> out = new ArrayList<>();
    private final List<String> err = new ArrayList<>();

    private RunResult run(String program, String... settings) {
        Map<String, Plugin> plugins = Map.of("petrifile", new PetriFilePlugin(), "empire", new EmpirePlugin(),
                "ogcheck", new OgCheckPlugin());
        Settings s = Settings.empty();
        for (String setting : settings) {
            s = s.put(Settings.parseOverride(setting));
        }
        Path toolchain = Path.of(System.getProperty("imperium.root", ".")).resolve("toolchains/OwickiGriesFromProof.xml");
        return new ToolchainRunner(plugins, out::add, err::add, n -> { })
                .run(ToolchainReader.read(toolchain), s, Task.of(List.of(TestData.petri(program))), Cancellation.never());
    }

    private static String proof(String file) {
        return "petrifile.proof=" + TestData.petri(file);
    }

    @Test
    void focusedAnnotationOfTheRunningExampleIsCheckedValidAndGivesTrue(@TempDir Path dot) throws IOException {
        RunResult r = run("running-example.petri", proof("running-example.proof"), "empire.dotDirectory=" + dot);
        assertEquals(Verdict.correct(), r.verdict(), String.join("\n", err));
        assertEquals(9L, r.statistics().get("empire.empire.states"));
        assertEquals(202L, r.statistics().get("empire.annotation.size"));
        assertEquals(6L, r.statistics().get("empire.annotation.ghost-updates"));
        assertEquals("VALID", r.statistics().get("ogcheck.result"));
        assertEquals(List.of("empire: focused: size 202, 6 ghost updates, 9 empire states", "ogcheck: VALID"), out);
        String empireDot = Files.readString(dot.resolve("empire.dot"));
        assertTrue(empireDot.startsWith("digraph \"saturated empire of running_example\""), empireDot);
        assertEquals(9, empireDot.split("\\[label=\"q").length - 1);
        assertTrue(Files.readString(dot.resolve("annotated-program.dot")).contains("γ: g := ite(g == 7, 8, g)"));
    }

    @Test
    void naiveAndImperialAnnotationsAreChosenBySetting() {
        RunResult naive = run("running-example.petri", proof("running-example.proof"), "empire.annotation=naive",
                "ogcheck.solver=smtinterpol");
        assertEquals(Verdict.correct(), naive.verdict());
        assertEquals(644L, naive.statistics().get("empire.annotation.size"));
        assertEquals(null, naive.statistics().get("empire.empire.states"));
        RunResult imperial = run("running-example.petri", proof("running-example.proof"), "empire.annotation=imperial");
        assertEquals(264L, imperial.statistics().get("empire.annotation.size"));
        RunResult naiveEmpire = run("running-example.petri", proof("running-example.proof"),
                "empire.annotation=imperial", "empire.empire=naive");
        assertEquals(24L, naiveEmpire.statistics().get("empire.empire.states"));
        assertEquals(Verdict.correct(), naiveEmpire.verdict());
    }

    @Test
    void unsafeProofEndsUnknownNamingTheBadConfiguration() {
        RunResult r = run("running-example.petri", proof("running-example-phi2.proof"));
        assertTrue(r.verdict() instanceof Verdict.Unknown u && u.reason().startsWith(
                "the invariant domain is not safe: saturated empire state"), r.verdict().toString());
        assertTrue(r.verdict().resultLine().contains("a_err"), r.verdict().resultLine());
    }

    @Test
    void brokenProofFileIsAnInputErrorWithLineAndColumn(@TempDir Path dir) throws IOException {
        Path bad = dir.resolve("bad.proof");
        Files.writeString(bad, "component c predicates\npredicate { x > }\n");
        RunResult r = run("running-example.petri", "petrifile.proof=" + bad);
        assertEquals(new Verdict.Error("syntax error"), r.verdict());
        assertEquals(List.of(bad + ":2:17: unexpected end of term"), err);
    }
}
