package org.imperium.proof;

import java.nio.file.Path;
import org.imperium.program.PetriProgram;
import org.imperium.program.text.PetriProgramReader;

/** Files of testdata/petri, found from the repository root that surefire passes in. */
public final class TestData {

    private TestData() {
    }

    public static Path petri(String file) {
        return Path.of(System.getProperty("imperium.root", ".")).resolve("testdata/petri").resolve(file);
    }

    public static PetriProgram program(String file) {
        return PetriProgramReader.read(petri(file));
    }
}
