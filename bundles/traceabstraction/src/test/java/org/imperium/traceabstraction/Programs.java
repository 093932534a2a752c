package org.imperium.traceabstraction;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.imperium.program.PetriProgram;
import org.imperium.program.text.PetriProgramReader;

/**
 * The test programs of {@code testdata/ta/}: Petri programs whose first line says the verdict they must get,
 * {@code # verdict: true} (safe) or {@code # verdict: false} (an error place is reachable). A comment line
 * {@code # slow: …} marks a program the unit tests leave out unless {@code -Dta.slow=true}.
 */
final class Programs {

    /** One program file and its expected verdict. */
    record TestProgram(String name, Path file, boolean safe, boolean slow) {
        PetriProgram load() {
            return PetriProgramReader.read(file);
        }

        @Override
        public String toString() {
            return name;
        }
    }

    private Programs() {
    }

    static Path directory() {
        return Path.of(System.getProperty("imperium.root", "../..")).resolve("testdata/ta");
    }

    static PetriProgram load(String name) {
        return PetriProgramReader.read(directory().resolve(name + ".petri"));
    }

    static List<TestProgram> all() {
        try (Stream<Path> files = Files.list(directory())) {
            return files.filter(f -> f.toString().endsWith(".petri")).sorted().map(Programs::program).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static TestProgram program(Path file) {
        try {
            List<String> lines = Files.readAllLines(file);
            String first = lines.get(0).trim();
            if (!first.matches("# verdict: (true|false)")) {
                throw new IllegalStateException(file + ": first line must be '# verdict: true|false'");
            }
            String name = file.getFileName().toString().replace(".petri", "");
            boolean slow = lines.stream().anyMatch(l -> l.startsWith("# slow:"));
            return new TestProgram(name, file, first.endsWith("true"), slow);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
