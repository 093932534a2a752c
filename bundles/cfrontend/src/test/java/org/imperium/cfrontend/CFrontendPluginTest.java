package org.imperium.cfrontend;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.imperium.core.Backtranslation;
import org.imperium.core.Cancellation;
import org.imperium.core.InputException;
import org.imperium.core.ModelKey;
import org.imperium.core.RunContext;
import org.imperium.core.Statistics;
import org.imperium.core.Task;
import org.imperium.core.UnsupportedException;
import org.imperium.core.Verdict;
import org.imperium.cfrontend.types.DataModel;
import org.junit.jupiter.api.Test;

/** The plugin reads the task's file under the task's data model and stores the typed AST as "c-ast". */
class CFrontendPluginTest {

    /** A model store with statistics; the front end needs nothing else of a run. */
    private static final class Context implements RunContext {
        final Map<String, Object> models = new HashMap<>();
        final Statistics statistics = new Statistics();

        @Override
        public <T> T get(ModelKey<T> key) {
            return find(key).orElseThrow();
        }

        @Override
        public <T> Optional<T> find(ModelKey<T> key) {
            return Optional.ofNullable(key.type().cast(models.get(key.name())));
        }

        @Override
        public <T> void put(ModelKey<T> key, T model) {
            models.put(key.name(), model);
        }

        @Override
        public <A> A options(Class<A> optionsType) {
            throw new UnsupportedOperationException("cfrontend has no options");
        }

        @Override
        public Statistics statistics() {
            return statistics;
        }

        @Override
        public Cancellation cancellation() {
            throw new UnsupportedOperationException();
        }

        @Override
        public Backtranslation backtranslation() {
            return new Backtranslation();
        }

        @Override
        public void verdict(Verdict verdict) {
            throw new AssertionError("the front end gives no verdict");
        }

        @Override
        public Optional<Verdict> verdict() {
            return Optional.empty();
        }

        @Override
        public void print(String line) {
        }

        @Override
        public void progress(String note) {
        }
    }

    private static Context run(Task task) {
        Context context = new Context();
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
        Context context = run(lp64);
        assertEquals(DataModel.LP64, context.get(CProgram.MODEL).dataModel());
        assertEquals("c-ast", CProgram.MODEL.name());
        assertEquals(List.of(CProgram.MODEL), new CFrontendPlugin().produces());
        assertEquals(3L, context.statistics.snapshot().get("functions"));
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
