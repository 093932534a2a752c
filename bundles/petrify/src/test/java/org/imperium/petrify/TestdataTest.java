package org.imperium.petrify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.imperium.core.InputException;
import org.imperium.core.UnsupportedException;
import org.imperium.program.PetriProgram;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every program of testdata/c: its header gives the expected verdict and the size of its Petri program (or the
 * construct that makes it unsupported). The verdict is checked by exploring the Petri program's states with
 * nondeterministic integers drawn from {-1, …, 3} ({@link Explorer}): an expected FALSE must reach an error place,
 * an expected TRUE must reach no bad place (an unbounded one no error place but an insufficient-instances place),
 * an expected UNKNOWN (unbounded thread creation) must reach an insufficient-instances place.
 */
class TestdataTest {

    static List<Path> programs() throws IOException {
        return TestPrograms.all();
    }

    @ParameterizedTest
    @MethodSource("programs")
    void petrifiesAsTheHeaderSays(Path file) throws IOException {
        TestPrograms.Expectation e = TestPrograms.expectation(file);
        if (e.verdict().equals("error")) {
            InputException x = assertThrows(InputException.class, () -> TestPrograms.parse(file));
            assertTrue(x.getMessage().startsWith(file.toString() + ":"), x.getMessage());
            assertFalse(x.getMessage().contains("\n"));
            return;
        }
        if (e.unsupported().isPresent()) {
            UnsupportedException x = assertThrows(UnsupportedException.class,
                    () -> TestPrograms.petrification(file, 1).petrify(1));
            assertTrue(x.getMessage().startsWith(e.unsupported().get()), x.getMessage());
            assertTrue(x.getMessage().matches(".* at .*" + file.getFileName() + ":\\d+:\\d+"), x.getMessage());
            return;
        }
        PetriProgram p = TestPrograms.petrification(file, e.instances()).petrify(e.instances());
        assertEquals(e.places().orElseThrow(), p.places().size(), "places");
        assertEquals(e.transitions().orElseThrow(), p.transitions().size(), "transitions");
        Explorer x = Explorer.explore(p, List.of(-1, 0, 1, 2, 3), 200000);
        switch (e.verdict()) {
            case "false" -> assertTrue(x.errorReachable(), "error place reachable");
            case "true" -> {
                if (e.unbounded()) {
                    assertFalse(x.errorReachable(), "error place reachable");
                    assertTrue(x.insufficientReachable(), "insufficient instances reachable");
                } else {
                    assertTrue(x.reachedBad().isEmpty(), "bad places reached: " + x.reachedBad());
                }
            }
            case "unknown" -> assertTrue(x.insufficientReachable(), "insufficient instances reachable");
            default -> throw new AssertionError("verdict " + e.verdict());
        }
    }
}
