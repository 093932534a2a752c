package org.imperium.witness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.imperium.core.Task;
import org.imperium.core.Verdict;
import org.imperium.core.settings.Settings;
import org.imperium.core.testing.SharedData;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The thread-modular check of a correctness witness (validation without the backend): dekker.i's ghost witness
 * (52 ghost values, allowed by a raised witness.quotientMaxValues) is a valid Owicki-Gries annotation of the woven
 * program; with a ghost update removed or an invariant strengthened to false it is not.
 */
class ThreadModularTest {

    @TempDir
    Path temp;

    @Test
    void dekkersGhostWitnessIsValidThreadModularlyAndItsMutantsAreNot() throws Exception {
        Path program = SharedData.require("svcomp/c").resolve("pthread-atomic/dekker.i");
        Settings settings = Settings.empty().put(Settings.parseOverride("witness.quotientMaxValues=64"));
        Pipeline.Run verified = Pipeline.run(Pipeline.VERIFY, Pipeline.task(program, Task.Architecture.ILP32, temp,
                Optional.empty()), 60, settings);
        assertEquals(Verdict.correct(), verified.result().verdict());
        Path file = temp.resolve("witness.yml");
        Witness.Correctness w = (Witness.Correctness) WitnessReader.read("witness.yml", Files.readString(file))
                .witness();
        assertTrue(w.hasGhosts(), "no ghost witness");
        assertEquals("valid", modular(program, file));

        List<Witness.GhostUpdate> updates = new ArrayList<>(w.updates());
        updates.remove(0);
        assertNotEquals("valid", modular(program, write(new Witness.Correctness(w.metadata(), w.ghostMetadata(),
                w.ghosts(), updates, w.invariants()))));
        List<Witness.Invariant> invariants = new ArrayList<>(w.invariants());
        Witness.Invariant last = invariants.get(invariants.size() - 1);
        invariants.set(invariants.size() - 1, new Witness.Invariant(last.type(), last.location(), "0"));
        assertNotEquals("valid", modular(program, write(new Witness.Correctness(w.metadata(), w.ghostMetadata(),
                w.ghosts(), w.updates(), invariants))));
    }

    private Path write(Witness w) throws java.io.IOException {
        Path file = temp.resolve("mutant.yml");
        Files.writeString(file, WitnessWriter.write(w));
        return file;
    }

    private String modular(Path program, Path witness) {
        Pipeline.Run run = Pipeline.run(Pipeline.VALIDATE_MODULAR, Pipeline.task(program, Task.Architecture.ILP32,
                temp, Optional.of(witness)), 60);
        return String.valueOf(run.result().statistics().snapshot().get("witnessmodular.outcome"));
    }
}
