package org.imperium.cfrontend;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import org.imperium.cfrontend.types.DataModel;
import org.imperium.core.testing.SharedData;
import org.junit.jupiter.api.Test;

/** Every input file of ../shared/svcomp/MANIFEST.tsv parses and types under both data models. */
class SvcompParseTest {

    @Test
    void everySvcompInputParsesAndTypes() {
        TreeSet<Path> inputs = new TreeSet<>();
        SharedData.svcompTasks().forEach(t -> inputs.add(t.input()));
        assertFalse(inputs.isEmpty());
        List<String> failures = new ArrayList<>();
        long start = System.nanoTime();
        int functions = 0;
        for (Path input : inputs) {
            for (DataModel model : List.of(DataModel.ILP32, DataModel.LP64)) {
                try {
                    CProgram program = CFrontEnd.parse(input, model);
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
