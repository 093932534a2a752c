package org.imperium.witness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.imperium.core.Task;
import org.imperium.core.Verdict;
import org.imperium.core.settings.Settings;
import org.imperium.core.testing.CpuTimeLimit;
import org.imperium.core.testing.SharedData;
import org.imperium.core.testing.SvcompTask;
import org.imperium.core.testing.TaskPool;
import org.imperium.program.PetriProgram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every unreach-call task of {@code ../shared/svcomp/MANIFEST.tsv} the whole way, with the repository's toolchain
 * files and default settings: the default toolchain with a short limit; for every TRUE or FALSE it reaches, the
 * verdict is the expected one, the witness exists, a correctness witness (a) conforms to the profile schema and (c)
 * has ghost updates only at statements that accept them and names no thread id, a violation witness reads back
 * (a missing witness is counted when the witness writer ran out of its time, and fails the test otherwise),
 * and (b) the validation toolchain confirms the witness within a short limit (a correctness witness as TRUE, a
 * violation witness by replay as FALSE; a validation that runs out of its time or of the validator's
 * thread-instance bound is counted, any other outcome fails the test). Tasks the verifier does not decide in its
 * limit are skipped and counted.
 * Prints one line per task and the counts. The tasks run {@value TaskPool#JOBS} at a time ({@code -Dsvcomp.jobs=N}), each
 * limited in CPU time ({@link CpuTimeLimit}; 1.5 times that in wall-clock time), like core's SV-COMP regression
 * test; {@code -Dsvcomp.tasks=<regex>} selects tasks. Mutants of a real task's ghost witness (a ghost update
 * removed, an invariant strengthened to false, a wrong line) are rejected or refused. Skips without ../shared.
 */
class SvcompWitnessTest {

    private static final double VERIFY_SECONDS = 15;
    private static final double VALIDATE_SECONDS = 20;
    private static final double WALL_FACTOR = 1.5;

    @TempDir
    Path temp;

    private enum Status { UNDECIDED, CONFIRMED, NOT_CONFIRMED, SKIPPED }

    /** One task's outcome, its table line and what is wrong with it. */
    private record Outcome(Status status, boolean ghosts, boolean modular, String line, List<String> problems) {
    }

    @Test
    void everyDecidedSvcompTaskHasAConfirmedWitness() throws Exception {
        List<SvcompTask> tasks = SharedData.svcompTasks().stream().filter(SvcompTask::unreachCall)
                .filter(t -> t.name().matches(System.getProperty("svcomp.tasks", ".*"))).toList();
        List<String> problems = new ArrayList<>();
        Map<Status, Integer> counts = new java.util.EnumMap<>(Status.class);
        int ghosts = 0;
        int modular = 0;
        StringBuilder table = new StringBuilder();
        for (Outcome o : TaskPool.run(tasks, task -> {
            try {
                return run(task);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            } catch (RuntimeException e) {
                throw new AssertionError(task.name() + ": " + e.getMessage(), e);
            }
        })) {
            counts.merge(o.status(), 1, Integer::sum);
            ghosts += o.ghosts() ? 1 : 0;
            modular += o.modular() ? 1 : 0;
            problems.addAll(o.problems());
            table.append(o.line()).append('\n');
        }
        System.out.print(table);
        System.out.printf("svcomp witnesses: %d tasks, %d decided, %d confirmed (%d thread-modularly), %d not"
                + " confirmed in the limits (time, thread instances), %d skipped (petrify not deterministic), %d with ghosts; %d not decided%n",
                tasks.size(), tasks.size() - counts.getOrDefault(Status.UNDECIDED, 0),
                counts.getOrDefault(Status.CONFIRMED, 0), modular, counts.getOrDefault(Status.NOT_CONFIRMED, 0),
                counts.getOrDefault(Status.SKIPPED, 0), ghosts, counts.getOrDefault(Status.UNDECIDED, 0));
        assertEquals(List.of(), problems);
    }

    /** Verification, the witness's checks and its validation, each within its limit. */
    private Outcome run(SvcompTask task) throws IOException {
        Path program = task.input();
        String name = task.name();
        Path dir = Files.createDirectories(temp.resolve(name.replace('/', '_')));
        Task verification = new Task(List.of(program), task.architecture(), Task.Specification.UNREACH_CALL, dir,
                Optional.empty());
        long start = System.nanoTime();
        Pipeline.Run verified = Pipeline.run(Pipeline.toolchain("AutomizerOwickiGries"), verification,
                CpuTimeLimit.of(VERIFY_SECONDS, WALL_FACTOR * VERIFY_SECONDS));
        double verifyTime = (System.nanoTime() - start) / 1e9;
        Verdict verdict = verified.result().verdict();
        Path witness = dir.resolve("witness.yml");
        List<String> problems = new ArrayList<>();
        if (!(verdict instanceof Verdict.Correct) && !(verdict instanceof Verdict.Incorrect)) {
            if (Files.exists(witness)) {
                problems.add(name + ": a witness after " + verdict.resultLine());
            }
            return new Outcome(Status.UNDECIDED, false, false, String.format("%-45s %-40.40s %5.1fs", name,
                    verdict.resultLine(), verifyTime), problems);
        }
        boolean correct = verdict instanceof Verdict.Correct;
        if (correct != task.expectedTrue()) {
            problems.add(name + ": wrong verdict " + verdict.resultLine());
        }
        if (!Files.exists(witness)) {
            // the certificate may miss only when the witness writer ran out of its time (the verdict stands,
            // ToolchainRunner): counted like a validation that runs out of its time; any other reason fails
            Map<String, Object> statistics = verified.result().statistics().snapshot();
            String witnessTimeout = String.valueOf(statistics.getOrDefault("run.step.witness.after-failure",
                    statistics.get("run.step.witness.failed")));
            if (!witnessTimeout.startsWith("timeout")) {
                problems.add(name + ": no witness after " + verdict.resultLine());
            }
            return new Outcome(Status.NOT_CONFIRMED, false, false, String.format("%-45s %-16s no witness: %s",
                    name, verdict.resultLine(), witnessTimeout), problems);
        }
        String kind = String.valueOf(verified.result().statistics().snapshot().get("witness.kind"));
        String yaml = Files.readString(witness);
        PetriProgram petri = verified.result().models().find(PetriProgram.MODEL).orElseThrow();
        Witness read = WitnessReader.read("witness.yml", yaml).witness();
        boolean ghosts = false;
        if (correct) {
            SchemaCheck.errors(yaml).forEach(e -> problems.add(name + ": schema " + e));
            Witness.Correctness w = (Witness.Correctness) read;
            WitnessChecks.updatesAtAcceptingStatements(petri, w).forEach(p -> problems.add(name + ": " + p));
            WitnessChecks.threadIdsNamed(petri, w).forEach(p -> problems.add(name + ": " + p));
            ghosts = w.hasGhosts();
        } else if (!(read instanceof Witness.Violation)) {
            problems.add(name + ": no violation witness after FALSE");
        }
        if (correct && !Pipeline.petrifiesAgainAs(verification, petri)) {
            // validation petrifies again; where petrify is not deterministic the places an invariant was
            // exported at may differ in the second Petri program (a violation witness names C locations only, and
            // its run may need more thread instances than the comparison tries: nondet-array-1 needs 10)
            return new Outcome(Status.SKIPPED, ghosts, false, String.format("%-45s %-16s %-28s skipped: petrify"
                    + " not deterministic", name, verdict.resultLine(), kind), problems);
        }
        long validationStart = System.nanoTime();
        Pipeline.Run validated = Pipeline.run(Pipeline.toolchain("WitnessValidation"), new Task(List.of(program),
                task.architecture(), Task.Specification.UNREACH_CALL, dir, Optional.of(witness)),
                CpuTimeLimit.of(VALIDATE_SECONDS, WALL_FACTOR * VALIDATE_SECONDS));
        double validateTime = (System.nanoTime() - validationStart) / 1e9;
        Map<String, Object> statistics = validated.result().statistics().snapshot();
        Verdict validation = validated.result().verdict();
        // the verdict step does not run when the backend ran out of time: then the run's verdict says why
        String outcome = String.valueOf(statistics.getOrDefault("witnessverdict.outcome",
                validation.resultLine().replace("Result: ", "")));
        boolean modular = "valid".equals(statistics.get("witnessmodular.outcome"));
        Status status = outcome.equals("confirmed") ? Status.CONFIRMED : Status.NOT_CONFIRMED;
        boolean outOfLimits = validation.equals(Verdict.unknown("timeout"))
                || validation.resultLine().contains("thread instance limit");
        if (status != Status.CONFIRMED && !outOfLimits) {
            // not confirmed within the limits is counted: the time (a starved run on a loaded machine) or the
            // validator's thread-instance bound (a violation found with more instances of one thread function than
            // the validator's backend may create); anything else — rejected, an error, unknown for another reason —
            // is a problem
            problems.add(name + ": " + outcome + " " + validated.lines() + " "
                    + validated.result().verdict().resultLine());
        }
        String line = String.format("%-45s %-16s %-28s verify %5.1fs  %-10s validate %5.1fs  modular %s", name,
                verdict.resultLine().replace("Result: ", ""), kind, verifyTime, outcome, validateTime,
                correct ? statistics.get("witnessmodular.outcome") : "-");
        return new Outcome(status, ghosts, modular, line, problems);
    }

    @Test
    void mutantsOfAnSvcompWitnessAreRejected() throws Exception {
        Path program = SharedData.require("svcomp/c").resolve("pthread-atomic/time_var_mutex.i");
        Path dir = Files.createDirectories(temp.resolve("mutants"));
        Pipeline.Run verified = Pipeline.run(Pipeline.VERIFY, Pipeline.task(program, Task.Architecture.ILP32, dir,
                Optional.empty()), 40, Settings.empty().put(Settings.parseOverride("witness.quotientMaxValues=128")));
        assertTrue(verified.result().verdict() instanceof Verdict.Correct, verified.result().verdict().resultLine());
        Witness.Correctness w = (Witness.Correctness) WitnessReader.read("witness.yml",
                Files.readString(dir.resolve("witness.yml"))).witness();
        assertFalse(w.invariants().isEmpty());
        assertTrue(w.hasGhosts(), "no ghost witness");
        // a ghost update removed: rejected
        for (int i : new int[] {0, w.updates().size() - 1}) {
            List<Witness.GhostUpdate> updates = new ArrayList<>(w.updates());
            updates.remove(i);
            Pipeline.Run run = validate(program, dir, new Witness.Correctness(w.metadata(), w.ghostMetadata(),
                    w.ghosts(), updates, w.invariants()));
            assertEquals("rejected", run.result().statistics().snapshot().get("witnessverdict.outcome"),
                    "update " + i + " removed: " + run.lines());
        }
        // an invariant strengthened to false: rejected, naming it
        for (int i : new int[] {0, w.invariants().size() - 1}) {
            List<Witness.Invariant> invariants = new ArrayList<>(w.invariants());
            Witness.Invariant inv = invariants.get(i);
            invariants.set(i, new Witness.Invariant(inv.type(), inv.location(), "0"));
            Pipeline.Run run = validate(program, dir, new Witness.Correctness(w.metadata(), w.ghostMetadata(),
                    w.ghosts(), w.updates(), invariants));
            assertEquals("rejected", run.result().statistics().snapshot().get("witnessverdict.outcome"),
                    run.lines().toString());
            assertTrue(run.lines().stream().anyMatch(l -> l.contains("at " + inv.location() + " (0)")),
                    run.lines().toString());
        }
        // a wrong line: refused with an error
        List<Witness.Invariant> invariants = new ArrayList<>(w.invariants());
        Witness.Invariant inv = invariants.get(0);
        invariants.set(0, new Witness.Invariant(inv.type(), new WitnessLocation(inv.location().fileName(), 1,
                inv.location().column(), inv.location().function()), inv.value()));
        Pipeline.Run run = validate(program, dir, new Witness.Correctness(w.metadata(), w.ghostMetadata(),
                w.ghosts(), w.updates(), invariants));
        assertEquals("ERROR(witness location matches no statement)", run.result().verdict().resultLine()
                .replace("Result: ", ""));
    }

    private static Pipeline.Run validate(Path program, Path dir, Witness w) throws java.io.IOException {
        Path file = dir.resolve("mutant.yml");
        Files.writeString(file, WitnessWriter.write(w));
        return Pipeline.run(Pipeline.toolchain("WitnessValidation"), Pipeline.task(program, Task.Architecture.ILP32,
                dir, Optional.of(file)), org.imperium.core.Cancellation.afterSeconds(60));
    }
}
