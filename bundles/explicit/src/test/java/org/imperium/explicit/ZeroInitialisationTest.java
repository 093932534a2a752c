package org.imperium.explicit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.imperium.cfrontend.CFrontEnd;
import org.imperium.cfrontend.types.DataModel;
import org.imperium.core.Cancellation;
import org.imperium.core.UnsupportedException;
import org.imperium.core.Verdict;
import org.imperium.core.testing.TestRunContext;
import org.imperium.petrify.CPetrification;
import org.imperium.program.PetriProgram;
import org.imperium.program.Petrification;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Global arrays without initialiser start as constant zero arrays (C11 6.7.9p10): the explicit search reads their
 * elements before any write and decides, where an array of arbitrary start values would leave it UNKNOWN. A local
 * array without initialiser is partly unknown: the elements written are known, reading any other is UNKNOWN.
 */
class ZeroInitialisationTest {

    private static Optional<Verdict> verdict(String program, String reduction) {
        return verdict(TestPrograms.testdata().resolve("c").resolve(program), reduction);
    }

    private static Optional<Verdict> verdict(Path file, String reduction) {
        CPetrification petrification = new CPetrification(CFrontEnd.parse(file, DataModel.ILP32), file.getParent(),
                1, 100_000, Cancellation.never());
        TestRunContext context = new TestRunContext(Map.of("reduction", reduction), Cancellation.never());
        context.put(PetriProgram.MODEL, petrification.petrify(1));
        context.put(Petrification.MODEL, petrification);
        new ExplicitPlugin().run(context);
        return context.verdict();
    }

    @ParameterizedTest
    @ValueSource(strings = {"none", "str"})
    void elementsReadBeforeAnyWriteAreZero(String reduction) {
        assertEquals(Optional.of(Verdict.correct()), verdict("zero-array.c", reduction));
        assertEquals(Optional.of(Verdict.incorrect("unreach-call")), verdict("zero-array-false.c", reduction));
    }

    /** A local array starts partly unknown: pthread_create writes the ids into it one by one, the joins read them. */
    @ParameterizedTest
    @ValueSource(strings = {"none", "str"})
    void aLocalArrayWrittenElementByElementIsRead(String reduction) {
        assertEquals(Optional.of(Verdict.correct()), verdict("join-array.c", reduction));
    }

    @Test
    void readingALocalElementNeverWrittenIsUnknown(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("unwritten.c");
        Files.writeString(file, """
                extern void reach_error(void);
                int main(void) {
                  int b[2];
                  b[0] = 1;
                  if (b[1] == 5) reach_error();
                  return 0;
                }
                """);
        UnsupportedException e = assertThrows(UnsupportedException.class, () -> verdict(file, "str"));
        assertTrue(e.getMessage().startsWith("read of uninitialised array element"), e.getMessage());
    }
}
