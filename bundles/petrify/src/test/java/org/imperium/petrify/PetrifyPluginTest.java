package org.imperium.petrify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.imperium.cfrontend.CProgram;
import org.imperium.core.InputException;
import org.imperium.core.Task;
import org.imperium.core.testing.TestRunContext;
import org.imperium.program.PetriProgram;
import org.imperium.program.Petrification;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The plugin: models it leaves, its options, re-petrification with more instances. */
class PetrifyPluginTest {

    @TempDir
    Path dir;

    private TestRunContext run(Map<String, Object> settings) {
        Path file = TestPrograms.file("lost-update.c");
        TestRunContext context = new TestRunContext(settings);
        context.put(Task.MODEL, Task.of(List.of(file)));
        context.put(CProgram.MODEL, TestPrograms.parse(file));
        new PetrifyPlugin().run(context);
        return context;
    }

    @Test
    void leavesTheProgramAndThePetrification() throws Exception {
        Path dot = dir.resolve("p.dot");
        TestRunContext context = run(Map.of("instances", 2, "dotFile", dot.toString()));
        PetriProgram p = context.get(PetriProgram.MODEL);
        // two sites with two instances each, plus main
        assertEquals(5, p.threads().size());
        assertEquals(5L, context.statistics().count("threadInstances"));
        assertEquals(List.of("petrify: " + p.places().size() + " places, " + p.transitions().size()
                + " transitions, 5 thread instances"), context.lines());
        assertTrue(Files.readString(dot).startsWith("digraph"));
        Petrification petrification = context.get(Petrification.MODEL);
        assertEquals(2, petrification.initialInstances());
        assertEquals(7, petrification.petrify(3).threads().size());
    }

    @Test
    void rejectsANegativeBound() {
        InputException e = assertThrows(InputException.class, () -> run(Map.of("instances", -1)));
        assertTrue(e.getMessage().startsWith("petrify.instances: "), e.getMessage());
    }
}
