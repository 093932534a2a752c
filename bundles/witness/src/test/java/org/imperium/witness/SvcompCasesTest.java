package org.imperium.witness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.imperium.core.Cancellation;
import org.imperium.core.Task;
import org.imperium.core.Verdict;
import org.imperium.core.testing.SharedData;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Real SV-COMP tasks whose witnesses the validator used not to confirm: violation witnesses whose run needs more
 * thread instances than the validator's bound ({@code nondet-loop-bound-1.i}: 20 instances of {@code thr2}; the
 * replay's explicit search with sampled inputs has 24), and {@code security.wvr.c}, whose invariants lost every fact
 * that went through a temporary of the translation and whose mid-statement places the thread-modular check
 * annotated with the statement's invariant. Each witness is confirmed; a broken one is not. Skips without
 * ../shared.
 */
class SvcompCasesTest {

    @TempDir
    Path temp;

    private Pipeline.Run verify(Path program, Path dir) {
        Pipeline.Run run = Pipeline.run(Pipeline.toolchain("AutomizerOwickiGries"), Pipeline.task(program,
                Task.Architecture.ILP32, dir, Optional.empty()), Cancellation.afterSeconds(120));
        assertTrue(Files.exists(dir.resolve("witness.yml")), run.lines().toString());
        return run;
    }

    private static Pipeline.Run validate(String toolchain, Path program, Path dir, Path witness) {
        return validate(toolchain, program, dir, witness, 90);
    }

    private static Pipeline.Run validate(String toolchain, Path program, Path dir, Path witness, double seconds) {
        return Pipeline.run(Pipeline.toolchain(toolchain), Pipeline.task(program, Task.Architecture.ILP32, dir,
                Optional.of(witness)), Cancellation.afterSeconds(seconds));
    }

    @Test
    void violationWitnessesNeedingManyThreadInstancesAreConfirmed() throws Exception {
        Path dir = SharedData.require("svcomp/c").resolve("pthread-nondet");
        for (String task : List.of("nondet-loop-bound-1", "nondet-array-1")) {
            Path program = dir.resolve(task + ".i");
            Path out = Files.createDirectories(temp.resolve(task));
            Pipeline.Run verified = verify(program, out);
            assertEquals(Verdict.incorrect("unreach-call"), verified.result().verdict());
            Pipeline.Run replay = validate("WitnessValidation", program, out, out.resolve("witness.yml"));
            assertEquals("confirmed", replay.result().statistics().snapshot().get("witnessverdict.outcome"),
                    task + ": " + replay.lines());
        }
        // nondet-loop-bound-1's loop leaves after 20 rounds (20 <= n < 40); a witness that leaves it first and then
        // takes it 20 times describes no run: it is not confirmed (the explicit search with sampled inputs finds
        // no error; no backend can reject it within the instance bound, so it stays unknown, or runs out of time)
        Path program = dir.resolve("nondet-loop-bound-1.i");
        Path out = temp.resolve("nondet-loop-bound-1");
        Witness.Violation w = (Witness.Violation) WitnessReader.read("witness.yml",
                Files.readString(out.resolve("witness.yml"))).witness();
        List<List<Witness.Waypoint>> segments = new ArrayList<>(w.segments());
        int exit = segments.size() - 2;
        assertEquals(Optional.of("false"), segments.get(exit).get(0).constraint());
        segments.add(0, segments.remove(exit));
        Path mutant = out.resolve("mutant.yml");
        Files.writeString(mutant, WitnessWriter.write(new Witness.Violation(w.metadata(), segments)));
        Pipeline.Run replay = validate("WitnessValidationExplicit", program, out, mutant, 15);
        assertNotEquals("confirmed", replay.result().statistics().snapshot().get("witnessverdict.outcome"),
                replay.lines().toString());
    }

    @Test
    void sharedValuesPinTheInterleavingOfAViolationWitness() throws Exception {
        // fib_bench-2: the error needs t1's and t2's updates strictly alternating; the branching waypoints of the
        // two loops leave the order of the updates open, the values before each update fix it
        Path program = SharedData.require("svcomp/c").resolve("pthread/fib_bench-2.i");
        Path out = Files.createDirectories(temp.resolve("fib_bench-2"));
        assertEquals(Verdict.incorrect("unreach-call"), verify(program, out).result().verdict());
        Witness.Violation w = (Witness.Violation) WitnessReader.read("witness.yml",
                Files.readString(out.resolve("witness.yml"))).witness();
        List<List<Witness.Waypoint>> segments = new ArrayList<>(w.segments());
        List<Integer> pinned = new ArrayList<>();
        for (int k = 0; k < segments.size(); k++) {
            Witness.Waypoint wp = segments.get(k).get(0);
            if (wp.type().equals("assumption") && wp.constraint().orElse("").matches("i == \\d+ && j == \\d+")) {
                pinned.add(k);
            }
        }
        assertTrue(pinned.size() >= 8, segments.toString());
        Witness.Waypoint first = segments.get(pinned.get(0)).get(0);
        assertEquals(Optional.of("i == 1 && j == 1"), first.constraint());
        Pipeline.Run replay = validate("WitnessValidation", program, out, out.resolve("witness.yml"), 60);
        assertEquals("confirmed", replay.result().statistics().snapshot().get("witnessverdict.outcome"),
                replay.lines().toString());
        // the first update with the values of the second: no run starts so, the witness is rejected
        Witness.Waypoint second = segments.get(pinned.get(1)).get(0);
        segments.set(pinned.get(0), List.of(new Witness.Waypoint(first.type(), first.action(), first.location(),
                second.constraint())));
        Path mutant = out.resolve("mutant.yml");
        Files.writeString(mutant, WitnessWriter.write(new Witness.Violation(w.metadata(), segments)));
        Pipeline.Run rejected = validate("WitnessValidation", program, out, mutant, 60);
        assertEquals("rejected", rejected.result().statistics().snapshot().get("witnessverdict.outcome"),
                rejected.lines().toString());
    }

    @Test
    void securityGhostWitnessIsThreadModular() throws Exception {
        Path program = SharedData.require("svcomp/c").resolve("weaver/security.wvr.c");
        Path out = Files.createDirectories(temp.resolve("security"));
        Pipeline.Run verified = verify(program, out);
        assertEquals(Verdict.correct(), verified.result().verdict());
        Witness.Correctness w = (Witness.Correctness) WitnessReader.read("witness.yml",
                Files.readString(out.resolve("witness.yml"))).witness();
        assertTrue(w.hasGhosts(), "no ghost witness");
        // the invariant before assume_abort_if_not(l1 != l2) keeps what l1 and l2 equal (through temporaries)
        Witness.Invariant before = w.invariants().stream().filter(i -> i.value().contains("l1 == ")
                && i.value().contains("l2 == ")).findFirst().orElseThrow(() -> new AssertionError(w.invariants()));
        Pipeline.Run run = validate("WitnessValidation", program, out, out.resolve("witness.yml"));
        Map<String, Object> statistics = run.result().statistics().snapshot();
        assertEquals("confirmed", statistics.get("witnessverdict.outcome"), run.lines().toString());
        assertEquals("valid", statistics.get("witnessmodular.outcome"), run.lines().toString());
        // that invariant strengthened to false: rejected, named
        List<Witness.Invariant> invariants = new ArrayList<>(w.invariants());
        invariants.set(invariants.indexOf(before), new Witness.Invariant(before.type(), before.location(), "0"));
        Path mutant = out.resolve("mutant.yml");
        Files.writeString(mutant, WitnessWriter.write(new Witness.Correctness(w.metadata(), w.ghostMetadata(),
                w.ghosts(), w.updates(), invariants)));
        Pipeline.Run rejected = validate("WitnessValidation", program, out, mutant);
        assertEquals("rejected", rejected.result().statistics().snapshot().get("witnessverdict.outcome"),
                rejected.lines().toString());
        assertTrue(rejected.lines().stream().anyMatch(l -> l.contains("at " + before.location() + " (0)")),
                rejected.lines().toString());
    }
}
