package org.imperium.cfrontend;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;
import org.imperium.cfrontend.types.DataModel;
import org.junit.jupiter.api.Test;

/** Every input file of ../shared/svcomp/MANIFEST.tsv parses and types under both data models. */
class SvcompParseTest {

    @Test
    void everySvcompInputParsesAndTypes() throws IOException {
        Optional<Path> svcomp = SharedData.svcomp();
        assumeTrue(svcomp.isPresent(), "../shared/svcomp not found (set IMPERIUM_SHARED)");
        TreeSet<String> inputs = new TreeSet<>();
        for (String line : Files.readAllLines(svcomp.get().resolve("MANIFEST.tsv"))) {
            String[] columns = line.split("\t");
            if (columns.length > 1 && !columns[0].equals("task_yml")) {
                inputs.add(columns[1]);
            }
        }
        assertFalse(inputs.isEmpty());
        List<String> failures = new ArrayList<>();
        long start = System.nanoTime();
        int functions = 0;
        for (String input : inputs) {
            for (DataModel model : List.of(DataModel.ILP32, DataModel.LP64)) {
                try {
                    CProgram program = CFrontEnd.parse(svcomp.get().resolve(input), model);
                    functions += program.unit().functions().size();
                } catch (RuntimeException e) {
                    failures.add(input + " (" + model.architecture().option() + "): " + e.getMessage());
                }
            }
        }
        long millis = (System.nanoTime() - start) / 1_000_000;
        System.out.printf("parsed %d svcomp inputs twice (ILP32, LP64) in %d ms, %d function definitions%n",
                inputs.size(), millis, functions);
        failures.forEach(System.out::println);
        assertEquals(List.of(), failures);
    }
}
