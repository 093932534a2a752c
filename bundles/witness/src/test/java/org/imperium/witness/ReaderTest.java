package org.imperium.witness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.imperium.core.InputException;
import org.imperium.core.Task;
import org.imperium.witness.export.TaskMetadata;
import org.imperium.witness.validation.TaskCheck;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The reader gives back what the writer wrote, and reports broken witnesses at file:line:column. */
class ReaderTest {

    @TempDir
    Path temp;

    private static Witness.Correctness sample(Path program) {
        Metadata m = TaskMetadata.of(Pipeline.task(program, Task.Architecture.ILP32, Path.of("."), Optional.empty()),
                "2.1", "test");
        WitnessLocation l = new WitnessLocation(program.toString(), 12, 3, "worker");
        return new Witness.Correctness(m, Optional.of(m.withEntry("2.1", TaskMetadata.freshUuid())),
                List.of(new Witness.GhostVariable("g", "int", "0")),
                List.of(new Witness.GhostUpdate(l, List.of(new Witness.Update("g", "g == 0 ? 1 : g")))),
                List.of(new Witness.Invariant(Witness.Invariant.Type.LOCATION, l, "! g || ready == 0")));
    }

    @Test
    void roundTrip() {
        Witness.Correctness w = sample(Fixtures.c("handoff"));
        Witness read = WitnessReader.read("w.yml", WitnessWriter.write(w)).witness();
        Witness.Correctness c = (Witness.Correctness) read;
        assertEquals(w.ghosts(), c.ghosts());
        assertEquals(w.updates(), c.updates());
        assertEquals(w.invariants(), c.invariants());
        assertEquals(w.metadata().inputFileHashes(), c.metadata().inputFileHashes());
        assertEquals("! g || ready == 0", c.invariants().get(0).value(), "the ! survives quoting");
    }

    @Test
    void aWitnessOfMoreThanTheEnginesDefaultThreeMebiCodePointsIsRead() {
        Witness.Correctness w = sample(Fixtures.c("handoff"));
        WitnessLocation l = w.invariants().get(0).location();
        String big = "x == 0" + " || x == 1".repeat(100);
        List<Witness.Invariant> invariants = java.util.stream.IntStream.range(0, 4000)
                .mapToObj(i -> new Witness.Invariant(Witness.Invariant.Type.LOCATION, l, big)).toList();
        String yaml = WitnessWriter.write(new Witness.Correctness(w.metadata(), w.ghostMetadata(), w.ghosts(),
                w.updates(), invariants));
        assertTrue(yaml.length() > 3 * 1024 * 1024, "size " + yaml.length());
        Witness.Correctness read = (Witness.Correctness) WitnessReader.read("w.yml", yaml).witness();
        assertEquals(4000, read.invariants().size());
    }

    @Test
    void malformedYamlIsReportedAtItsPosition() {
        InputException e = assertThrows(InputException.class, () -> WitnessReader.read("w.yml",
                "- entry_type: \"invariant_set\"\n  metadata: {format_version: \"2.0\"\n  content: []\n"));
        assertEquals("malformed witness", e.reason());
        assertEquals("w.yml", e.location().file());
        assertTrue(e.location().line() >= 2, e.getMessage());
    }

    @Test
    void unknownEntryTypeIsReportedAtItsValue() {
        String yaml = WitnessWriter.write(sample(Fixtures.c("handoff"))).replace("\"invariant_set\"",
                "\"flow_insensitive_invariant\"");
        InputException e = assertThrows(InputException.class, () -> WitnessReader.read("w.yml", yaml));
        assertEquals("unknown entry type", e.reason());
        int line = yaml.lines().toList().indexOf(yaml.lines().filter(l -> l.contains("flow_insensitive"))
                .findFirst().orElseThrow()) + 1;
        assertEquals(line, e.location().line());
        assertEquals(15, e.location().column(), e.getMessage());
    }

    @Test
    void localGhostScopeAndUnquotedVersionAreRefused() {
        String yaml = WitnessWriter.write(sample(Fixtures.c("handoff")));
        assertEquals("malformed witness", assertThrows(InputException.class, () -> WitnessReader.read("w.yml",
                yaml.replace("scope: \"global\"", "scope: \"local\""))).reason());
        InputException e = assertThrows(InputException.class, () -> WitnessReader.read("w.yml",
                yaml.replace("format_version: \"2.1\"", "format_version: 2.10")));
        assertTrue(e.getMessage().contains("unsupported format_version"), e.getMessage());
    }

    @Test
    void hashMismatchIsAnError() throws Exception {
        Path program = temp.resolve("p.c");
        Files.writeString(program, "int main(void) { return 0; }\n");
        String yaml = WitnessWriter.write(sample(program));
        Task task = Pipeline.task(program, Task.Architecture.ILP32, temp, Optional.empty());
        TaskCheck.check(WitnessReader.read("w.yml", yaml), task);
        Files.writeString(program, "int main(void) { return 1; }\n");
        InputException e = assertThrows(InputException.class, () -> TaskCheck.check(WitnessReader.read("w.yml", yaml),
                task));
        assertEquals("witness hash mismatch", e.reason());
        assertEquals("w.yml", e.location().file());
        assertTrue(e.location().line() > 0);
        InputException model = assertThrows(InputException.class, () -> TaskCheck.check(WitnessReader.read("w.yml",
                yaml), Pipeline.task(program, Task.Architecture.LP64, temp, Optional.empty())));
        assertTrue(model.reason().contains("hash") || model.reason().contains("data model"));
    }
}
