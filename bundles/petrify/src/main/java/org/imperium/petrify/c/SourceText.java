package org.imperium.petrify.c;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.imperium.core.SourceLocation;

/**
 * The C text at a source location, shortened, for the text of {@link org.imperium.program.Origin}s (error traces).
 * Files named by line markers that do not exist here (the original {@code .c} of a {@code .i} file) give no text.
 */
final class SourceText {

    private static final int LENGTH = 60;

    private final Path directory;
    private final Map<String, Optional<List<String>>> files = new HashMap<>();

    SourceText(Path directory) {
        this.directory = directory;
    }

    Optional<String> at(SourceLocation location) {
        Optional<List<String>> lines = files.computeIfAbsent(location.file(), this::read);
        if (lines.isEmpty() || location.line() < 1 || location.line() > lines.get().size()) {
            return Optional.empty();
        }
        String line = lines.get().get(location.line() - 1);
        int from = Math.max(0, Math.min(line.length(), location.column() - 1));
        String text = line.substring(from).strip();
        return Optional.of(text.length() > LENGTH ? text.substring(0, LENGTH) + "…" : text);
    }

    private Optional<List<String>> read(String file) {
        try {
            Path path = Path.of(file);
            if (!path.isAbsolute() && directory != null) {
                Path beside = directory.resolve(file);
                path = Files.exists(beside) ? beside : path;
            }
            return Files.isRegularFile(path) ? Optional.of(Files.readAllLines(path, StandardCharsets.ISO_8859_1))
                    : Optional.empty();
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }
}
