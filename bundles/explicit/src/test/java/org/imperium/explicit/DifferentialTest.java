package org.imperium.explicit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.imperium.core.Cancellation;
import org.imperium.core.UnsupportedException;
import org.imperium.core.Verdict;
import org.imperium.program.PetriProgram;
import org.imperium.program.text.PetriProgramReader;
import org.imperium.reduction.Reduction;
import org.junit.jupiter.api.Test;

/**
 * Invariants are preserved: on every Petri program under testdata/ that the full search decides within
 * {@link #LIMIT} states, every reduction gives the same verdict. (A reduction may decide a program the full
 * search cannot — it may never reach the unassigned read — so only definite pairs are compared.)
 */
class DifferentialTest {

    private static final long LIMIT = 60_000;

    @Test
    void everyReductionAgreesWithTheFullSearch() throws IOException {
        List<Path> files;
        try (Stream<Path> s = Files.walk(TestPrograms.testdata())) {
            files = s.filter(p -> p.toString().endsWith(".petri")).sorted().toList();
        }
        List<String> compared = new ArrayList<>();
        for (Path file : files) {
            PetriProgram program = PetriProgramReader.read(file);
            Verdict full = verdict(program, Reduction.NONE);
            if (full instanceof Verdict.Unknown) {
                continue;
            }
            for (Reduction r : List.of(Reduction.POR, Reduction.TR, Reduction.STR)) {
                Verdict reduced = verdict(program, r);
                if (!(reduced instanceof Verdict.Unknown)) {
                    assertEquals(full, reduced, file.getFileName() + " with " + r.id());
                    compared.add(file.getFileName() + "/" + r.id());
                }
            }
        }
        assertTrue(compared.size() >= 60, "too few programs decided: " + compared);
        assertTrue(compared.contains("lost-update.petri/str"), "the incorrect program was compared: " + compared);
    }

    private static Verdict verdict(PetriProgram program, Reduction reduction) {
        try {
            return ExplicitChecker.check(program, reduction, LIMIT, Cancellation.never()).verdict();
        } catch (UnsupportedException e) {
            return Verdict.unknown(e.getMessage());
        }
    }
}
