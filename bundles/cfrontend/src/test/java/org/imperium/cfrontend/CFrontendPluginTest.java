package org.imperium.cfrontend;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.imperium.core.InputException;
import org.imperium.core.Task;
import org.imperium.core.UnsupportedException;
import org.imperium.cfrontend.types.DataModel;
import org.imperium.core.testing.TestRunContext;
import org.junit.jupiter.api.Test;

/** The plugin reads the task's file under the task's data model and stores the typed AST as "c-ast". */
class CFrontendPluginTest {

    private static TestRunContext run(Task task) {
        TestRunContext context = new TestRunContext();
        context.put(Task.MODEL, task);
        new CFrontendPlugin().run(context);
        return context;
    }

    @Test
    void producesTheTypedAstUnderTheTaskArchitecture() {
        Path file = TestFiles.testdata("gnu-extensions.i");
        Task task = Task.of(List.of(file));
        CProgram ilp32 = run(task).get(CProgram.MODEL);
        assertEquals(DataModel.ILP32, ilp32.dataModel());
        assertEquals("main", ilp32.unit().function("main").orElseThrow().name());
        Task lp64 = new Task(List.of(file), Task.Architecture.LP64, task.specification(), task.witnessDirectory(),
                task.witness());
        TestRunContext context = run(lp64);
        assertEquals(DataModel.LP64, context.get(CProgram.MODEL).dataModel());
        assertEquals("c-ast", CProgram.MODEL.name());
        assertEquals(List.of(CProgram.MODEL), new CFrontendPlugin().produces());
        assertEquals(3L, context.statistics().snapshot().get("functions"));
        assertTrue(context.verdict().isEmpty(), "the front end gives no verdict");
    }

    @Test
    void missingOrSeveralFilesAreRejected() {
        InputException e = assertThrows(InputException.class, () -> run(Task.of(List.of(Path.of("nothere.i")))));
        assertEquals("nothere.i: file not found", e.getMessage());
        assertThrows(InputException.class, () -> run(Task.of(List.of())));
        Path f = TestFiles.testdata("gnu-extensions.i");
        assertTrue(assertThrows(UnsupportedException.class, () -> run(Task.of(List.of(f, f)))).getMessage()
                .startsWith("linking of 2 C files"));
    }
}
