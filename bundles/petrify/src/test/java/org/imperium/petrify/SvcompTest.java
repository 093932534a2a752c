package org.imperium.petrify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.imperium.cfrontend.CFrontEnd;
import org.imperium.cfrontend.types.DataModel;
import org.imperium.core.Cancellation;
import org.imperium.core.InputException;
import org.imperium.core.UnsupportedException;
import org.imperium.program.PetriProgram;
import org.imperium.program.Place;
import org.junit.jupiter.api.Test;

/**
 * Every input file of ../shared/svcomp/MANIFEST.tsv petrifies (skipped when the shared directory is absent); the
 * report lists each file with its size, or the reason it does not petrify.
 */
class SvcompTest {

    static Optional<Path> shared() {
        Path root = TestPrograms.root();
        for (String candidate : new String[] {root.resolveSibling("shared").toString(),
                System.getProperty("imperium.shared", ""), Optional.ofNullable(System.getenv("IMPERIUM_SHARED"))
                .orElse("")}) {
            if (!candidate.isEmpty() && Files.isRegularFile(Path.of(candidate, "svcomp", "MANIFEST.tsv"))) {
                return Optional.of(Path.of(candidate, "svcomp"));
            }
        }
        return Optional.empty();
    }

    @Test
    void everyBenchmarkInputPetrifies() throws IOException {
        Optional<Path> dir = shared();
        assumeTrue(dir.isPresent(), "../shared/svcomp not found");
        Set<String> inputs = new LinkedHashSet<>();
        List<String> lines = Files.readAllLines(dir.get().resolve("MANIFEST.tsv"));
        for (String line : lines.subList(1, lines.size())) {
            if (!line.isBlank()) {
                inputs.add(line.split("\t")[1]);
            }
        }
        Map<String, String> failures = new LinkedHashMap<>();
        StringBuilder report = new StringBuilder();
        for (String input : inputs) {
            Path file = dir.get().resolve(input);
            long start = System.nanoTime();
            try {
                var program = CFrontEnd.parse(file, DataModel.ILP32);
                PetriProgram p = new CPetrification(program, file.getParent(), 1, 100000, Cancellation.never())
                        .petrify(1);
                assertTrue(p.places().stream().anyMatch(q -> q.kind() == Place.Kind.ERROR), input + " has no error");
                report.append(String.format("%-45s %4d places %5d transitions %3d ms%n", input, p.places().size(),
                        p.transitions().size(), (System.nanoTime() - start) / 1_000_000));
            } catch (UnsupportedException | InputException e) {
                failures.put(input, e.getMessage());
                report.append(String.format("%-45s %s%n", input, e.getMessage()));
            }
        }
        System.out.print(report);
        System.out.println("petrified " + (inputs.size() - failures.size()) + " of " + inputs.size());
        assertEquals(Map.of(), failures);
    }
}
