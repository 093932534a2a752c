package org.imperium.launcher.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Optional;
import org.imperium.core.InputException;
import org.imperium.core.SourceLocation;
import org.imperium.core.Task;

/** Reads an SV-COMP property file (.prp): one {@code CHECK( init(main()), LTL(...) )} line. */
final class PropertyFile {

    private PropertyFile() {
    }

    /** The specification, or empty when the property is not one Imperium checks (only unreach-call). */
    static Optional<Task.Specification> read(Path file) {
        String text;
        try {
            text = Files.readString(file).strip();
        } catch (NoSuchFileException e) {
            throw new InputException(SourceLocation.ofFile(file.toString()), "property file not found",
                    "property file not found");
        } catch (IOException e) {
            throw new InputException(SourceLocation.ofFile(file.toString()), "cannot read property file: "
                    + e.getMessage(), "cannot read property file");
        }
        if (!text.startsWith("CHECK(")) {
            throw new InputException(new SourceLocation(file.toString(), 1, 1),
                    "expected a property 'CHECK( init(main()), LTL(...) )'", "malformed property file");
        }
        String line = text.lines().findFirst().orElse("").strip();
        if (line.replace(" ", "").equals("CHECK(init(main()),LTL(G!call(reach_error())))")) {
            return Optional.of(new Task.Specification("unreach-call", line));
        }
        return Optional.empty();
    }
}
