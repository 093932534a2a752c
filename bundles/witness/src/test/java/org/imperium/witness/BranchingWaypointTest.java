package org.imperium.witness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.imperium.core.Task;
import org.imperium.core.Verdict;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Violation witnesses carry a branching waypoint where the run decides a condition: at the keyword, with the
 * outcome taken. Replay confirms the witness; with the outcome flipped, no run follows it and it is rejected.
 */
class BranchingWaypointTest {

    @TempDir
    Path temp;

    @Test
    void theRunsBranchesAreWaypointsAndAFlippedOneIsRejected() throws Exception {
        Path program = Path.of(System.getProperty("imperium.root", "../..")).resolve("testdata/c/lost-update.c");
        Pipeline.Run verified = Pipeline.run(Pipeline.VERIFY, Pipeline.task(program, Task.Architecture.ILP32, temp,
                Optional.empty()), 30);
        assertEquals(Verdict.incorrect("unreach-call"), verified.result().verdict());
        Path file = temp.resolve("witness.yml");
        Witness.Violation w = (Witness.Violation) WitnessReader.read("witness.yml", Files.readString(file)).witness();
        List<Witness.Waypoint> all = w.segments().stream().flatMap(List::stream).toList();
        // if (x != 2) at 20:3, taken
        Witness.Waypoint branch = all.stream().filter(p -> p.type().equals("branching")).findFirst().orElseThrow();
        assertEquals(new WitnessLocation(program.toString(), 20, 3, "main"), branch.location());
        assertEquals(Optional.of("true"), branch.constraint());
        assertEquals("confirmed", outcome(program, file));

        List<List<Witness.Waypoint>> flipped = new ArrayList<>();
        for (List<Witness.Waypoint> segment : w.segments()) {
            flipped.add(segment.stream().map(p -> p == branch ? new Witness.Waypoint(p.type(), p.action(),
                    p.location(), Optional.of("false")) : p).toList());
        }
        Path mutant = temp.resolve("mutant.yml");
        Files.writeString(mutant, WitnessWriter.write(new Witness.Violation(w.metadata(), flipped)));
        assertEquals("rejected", outcome(program, mutant));
        assertTrue(all.get(all.size() - 1).type().equals("target"));
    }

    private static String outcome(Path program, Path witness) {
        Pipeline.Run run = Pipeline.run(Pipeline.VALIDATE, Pipeline.task(program, Task.Architecture.ILP32,
                witness.getParent(), Optional.of(witness)), 60);
        return String.valueOf(run.result().statistics().snapshot().get("witnessverdict.outcome"));
    }
}
