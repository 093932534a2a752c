package org.imperium.cfrontend;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import java.util.List;
import org.imperium.cfrontend.types.DataModel;
import org.imperium.core.InputException;
import org.junit.jupiter.api.Test;

/** The system preprocessor: its output keeps line markers; without one the error says what to do. */
class PreprocessorTest {

    @Test
    void missingPreprocessorIsAClearError() {
        Path file = TestFiles.testdata("preprocess.c");
        InputException e = assertThrows(InputException.class, () -> Preprocessor.run(file, DataModel.LP64,
                List.of(List.of("imperium-no-such-cpp"), List.of("imperium-no-such-gcc", "-E"))));
        assertEquals(file + ": no C preprocessor found (neither cpp nor gcc is on the PATH); install one or give a"
                + " preprocessed .i file", e.getMessage());
        assertEquals("no C preprocessor", e.reason());
    }

    @Test
    void outputKeepsLineMarkersAndExpandsMacros() {
        assumeTrue(LocationTest.onPath("cpp"), "no cpp installed");
        Path file = TestFiles.testdata("preprocess.c");
        String text = Preprocessor.run(file, DataModel.LP64, List.of(List.of("cpp")));
        assertTrue(text.contains("# 1 \"" + file + "\""), text);
        assertTrue(text.contains("counter = ((counter) + 1);"), text);
        assertTrue(text.contains("i < 10"), text);
    }

    @Test
    void missing32BitHeadersAreNamedAtTheInclude() {
        Path file = TestFiles.testdata("system-headers.c");
        List<String> stderr = List.of(
                "In file included from /usr/include/features.h:392,",
                "                 from /usr/include/assert.h:35,",
                "                 from " + file + ":2:",
                "/usr/include/features-time64.h:20:10: fatal error: bits/wordsize.h: No such file or directory",
                "   20 | #include <bits/wordsize.h>",
                "compilation terminated.");
        InputException e = Preprocessor.failure(file, DataModel.ILP32, stderr, 1);
        assertEquals(file + ":2:10: 32-bit system headers are missing (install gcc-multilib, or use"
                + " --architecture 64bit)", e.getMessage());
        assertEquals("preprocessor failed", e.reason());
        assertEquals(file + ":2:10: preprocessing failed: bits/wordsize.h: No such file or directory",
                Preprocessor.failure(file, DataModel.LP64, stderr, 1).getMessage());
    }

    @Test
    void errorsInTheInputAreLocated() {
        Path file = TestFiles.testdata("preprocess.c");
        List<String> stderr = List.of(file + ":1:10: fatal error: nothere.h: No such file or directory",
                "    1 | #include \"nothere.h\"", "compilation terminated.");
        assertEquals(file + ":1:10: preprocessing failed: nothere.h: No such file or directory",
                Preprocessor.failure(file, DataModel.ILP32, stderr, 1).getMessage());
    }
}
