package org.imperium.explicit;

import java.nio.file.Files;
import java.nio.file.Path;
import org.imperium.core.Cancellation;
import org.imperium.program.PetriProgram;
import org.imperium.program.text.PetriProgramReader;
import org.imperium.reduction.Reduction;

/** Locates testdata/ from the bundle directory and runs the checker on its Petri programs. */
final class TestPrograms {

    private TestPrograms() {
    }

    static Path testdata() {
        Path dir = Path.of("").toAbsolutePath();
        while (dir != null && !Files.isDirectory(dir.resolve("testdata"))) {
            dir = dir.getParent();
        }
        if (dir == null) {
            throw new IllegalStateException("no testdata directory above " + Path.of("").toAbsolutePath());
        }
        return dir.resolve("testdata");
    }

    static PetriProgram read(String relative) {
        return PetriProgramReader.read(testdata().resolve(relative));
    }

    static ExplicitChecker.Result check(String relative, Reduction reduction) {
        return ExplicitChecker.check(read(relative), reduction, 10_000_000, Cancellation.never());
    }
}
