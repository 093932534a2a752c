package org.imperium.petrify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import org.imperium.cfrontend.CFrontEnd;
import org.imperium.cfrontend.types.DataModel;
import org.imperium.core.Cancellation;
import org.imperium.core.InputException;
import org.imperium.core.UnsupportedException;
import org.imperium.core.testing.SharedData;
import org.imperium.program.PetriProgram;
import org.imperium.program.Place;
import org.junit.jupiter.api.Test;

/**
 * Every input file of ../shared/svcomp/MANIFEST.tsv petrifies (skipped when the shared directory is absent); the
 * report lists each file with its size, or the reason it does not petrify.
 */
class SvcompTest {

    @Test
    void everyBenchmarkInputPetrifies() {
        Set<Path> inputs = new LinkedHashSet<>();
        SharedData.svcompTasks().forEach(t -> inputs.add(t.input()));
        Map<String, String> failures = new LinkedHashMap<>();
        StringBuilder report = new StringBuilder();
        for (Path file : inputs) {
            String input = SharedData.require("svcomp").relativize(file).toString();
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
