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
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.io.TempDir;

/**
 * The thread-modular check of a correctness witness (validation without the backend): the ghost witnesses of
 * dekker.i, time_var_mutex.i and stateful01-2.i (allowed by a raised witness.quotientMaxValues; the last two need
 * the valuations of the mutexes, {@code FiniteValues}) are valid Owicki-Gries annotations of the woven program;
 * with the first or the last ghost update removed, or the first or the last invariant strengthened to false, they
 * are not.
 */
class ThreadModularTest {

    @TempDir
    Path temp;

    @ParameterizedTest
    @ValueSource(strings = {"pthread-atomic/dekker.i", "pthread-atomic/time_var_mutex.i", "pthread/stateful01-2.i"})
    void ghostWitnessIsValidThreadModularlyAndItsMutantsAreNot(String task) throws Exception {
        Path program = SharedData.require("svcomp/c").resolve(task);
        Settings settings = Settings.empty().put(Settings.parseOverride("witness.quotientMaxValues=128"));
        Pipeline.Run verified = Pipeline.run(Pipeline.VERIFY, Pipeline.task(program, Task.Architecture.ILP32, temp,
                Optional.empty()), 60, settings);
        assertEquals(Verdict.correct(), verified.result().verdict());
        Path file = temp.resolve("witness.yml");
        Witness.Correctness w = (Witness.Correctness) WitnessReader.read("witness.yml", Files.readString(file))
                .witness();
        assertTrue(w.hasGhosts(), "no ghost witness");
        assertEquals("valid", modular(program, file));

        for (int i : new int[] {0, w.updates().size() - 1}) {
            List<Witness.GhostUpdate> updates = new ArrayList<>(w.updates());
            updates.remove(i);
            assertNotEquals("valid", modular(program, write(new Witness.Correctness(w.metadata(),
                    w.ghostMetadata(), w.ghosts(), updates, w.invariants()))), "update " + i + " removed");
        }
        for (int i : new int[] {0, w.invariants().size() - 1}) {
            List<Witness.Invariant> invariants = new ArrayList<>(w.invariants());
            Witness.Invariant inv = invariants.get(i);
            invariants.set(i, new Witness.Invariant(inv.type(), inv.location(), "0"));
            assertNotEquals("valid", modular(program, write(new Witness.Correctness(w.metadata(),
                    w.ghostMetadata(), w.ghosts(), w.updates(), invariants))), "invariant " + i + " false");
        }
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
