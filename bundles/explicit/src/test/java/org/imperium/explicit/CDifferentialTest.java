package org.imperium.explicit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.imperium.cfrontend.CFrontEnd;
import org.imperium.cfrontend.types.DataModel;
import org.imperium.core.Cancellation;
import org.imperium.core.CancelledException;
import org.imperium.core.InputException;
import org.imperium.core.UnsupportedException;
import org.imperium.core.Verdict;
import org.imperium.core.testing.SharedData;
import org.imperium.core.testing.SvcompTask;
import org.imperium.petrify.CPetrification;
import org.imperium.program.PetriProgram;
import org.imperium.reduction.Reduction;
import org.junit.jupiter.api.Test;

/**
 * Invariants are preserved on C programs: every program of testdata/c and every unreach-call task of
 * ../shared/svcomp (skipped when absent) that the explicit backend accepts — front end, petrification and the
 * full search decide it within {@link #SECONDS} — gets the expected verdict from the full search, and each of
 * POR, TR, STR and the full search with symmetry ({@link Symmetry}) gives the same verdict. Programs not accepted
 * are printed with the reason (UNKNOWN), as are reduced searches that run out of time.
 */
class CDifferentialTest {

    private static final double SECONDS = 3;
    private static final long MAX_STATES = 300_000;
    private static final int MAX_INSTANCES = 4;

    @Test
    void testdataPrograms() throws IOException {
        List<Task> tasks = new ArrayList<>();
        // testdata/c, and the README's example (counter-mutex.c), which carries the same verdict header
        for (String dir : List.of("c", "examples")) {
            try (Stream<Path> s = Files.list(TestPrograms.testdata().resolve(dir))) {
                for (Path file : s.filter(p -> p.toString().endsWith(".c")).sorted().toList()) {
                    String text = Files.readString(file, StandardCharsets.ISO_8859_1);
                    tasks.add(new Task(file, find(text, "// verdict: (\\S+)").orElseThrow(),
                            find(text, "instances=(\\d+)").map(Integer::parseInt).orElse(1)));
                }
            }
        }
        List<String> compared = compare(tasks);
        assertTrue(compared.contains("lost-update.c"), "the incorrect program was compared: " + compared);
        assertTrue(compared.contains("counter-mutex.c"), "the mutex program was compared: " + compared);
    }

    @Test
    void svcompTasks() {
        List<Task> tasks = new ArrayList<>();
        for (SvcompTask task : SharedData.svcompTasks()) {
            if (task.unreachCall()) {
                tasks.add(new Task(task.input(), task.expected(), 1));
            }
        }
        compare(tasks);
    }

    private record Task(Path file, String expected, int instances) {
    }

    /** Compares all reductions on the accepted tasks; returns the file names of those compared. */
    private static List<String> compare(List<Task> tasks) {
        List<String> compared = new ArrayList<>();
        StringBuilder report = new StringBuilder();
        for (Task task : tasks) {
            String name = task.file().getFileName().toString();
            Verdict full = verdict(task, Reduction.NONE, false);
            if (!(full instanceof Verdict.Correct || full instanceof Verdict.Incorrect)) {
                report.append(String.format("  not accepted %-40s %s%n", name, full));
                continue;
            }
            if (task.expected().equals("true") || task.expected().equals("false")) {
                assertEquals(task.expected().equals("true"), full instanceof Verdict.Correct,
                        name + ": full search says " + full + ", expected " + task.expected());
            }
            StringBuilder line = new StringBuilder(String.format("  %-40s full %s", name, full));
            for (Reduction r : List.of(Reduction.POR, Reduction.TR, Reduction.STR)) {
                Verdict reduced = verdict(task, r, false);
                if (reduced instanceof Verdict.Unknown) {
                    line.append(", ").append(r.id()).append(" ").append(reduced);
                    continue;
                }
                assertEquals(full, reduced, name + " with " + r.id());
                line.append(", ").append(r.id()).append(" agrees");
            }
            Verdict symmetric = verdict(task, Reduction.NONE, true);
            if (symmetric instanceof Verdict.Unknown) {
                line.append(", symmetry ").append(symmetric);
            } else {
                assertEquals(full, symmetric, name + " with symmetry");
                line.append(", symmetry agrees");
            }
            report.append(line).append('\n');
            compared.add(name);
        }
        System.out.print(report);
        System.out.println("compared " + compared.size() + " of " + tasks.size() + " programs");
        return compared;
    }

    /** The explicit verdict, raising thread instances like the plugin; UNKNOWN with the reason when not decided. */
    private static Verdict verdict(Task task, Reduction reduction, boolean symmetric) {
        Cancellation cancellation = Cancellation.afterSeconds(SECONDS);
        try {
            CPetrification petrification = new CPetrification(CFrontEnd.parse(task.file(), DataModel.ILP32),
                    task.file().getParent(), task.instances(), 100_000, cancellation);
            int instances = task.instances();
            PetriProgram program = petrification.petrify(instances);
            ExplicitChecker.Result result = ExplicitChecker.check(program, reduction, symmetric, MAX_STATES,
                    cancellation);
            while (result.insufficientInstances() && instances < MAX_INSTANCES) {
                instances++;
                result = ExplicitChecker.check(petrification.petrify(instances), reduction, symmetric, MAX_STATES,
                        cancellation);
            }
            return result.verdict();
        } catch (UnsupportedException | InputException e) {
            return Verdict.unknown(e.getMessage());
        } catch (CancelledException e) {
            return Verdict.unknown("timeout after " + SECONDS + " s");
        }
    }

    private static Optional<String> find(String text, String regex) {
        Matcher m = Pattern.compile(regex).matcher(text);
        return m.find() ? Optional.of(m.group(1).strip()) : Optional.empty();
    }
}
