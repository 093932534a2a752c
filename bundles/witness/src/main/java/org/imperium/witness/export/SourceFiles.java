package org.imperium.witness.export;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.imperium.core.SourceLocation;

/**
 * The input files of a task as the witness names them: maps the file of a source location (as the front end
 * recorded it) to the string given in {@code input_files}, and collects every identifier of the sources so that
 * ghost names clash with none (WITNESS-FORMAT.md §9, rule 12).
 */
public final class SourceFiles {

    private static final Pattern WORD = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

    private final List<Path> files;

    public SourceFiles(List<Path> files) {
        this.files = List.copyOf(files);
    }

    /** The input file (as given) that {@code location} is in, matched by exact path, then by file name. */
    public Optional<String> witnessName(SourceLocation location) {
        for (Path f : files) {
            if (f.toString().equals(location.file())) {
                return Optional.of(f.toString());
            }
        }
        Path name = Path.of(location.file()).getFileName();
        for (Path f : files) {
            if (name != null && name.equals(f.getFileName())) {
                return Optional.of(f.toString());
            }
        }
        return files.size() == 1 && location.file().isEmpty() ? Optional.of(files.get(0).toString()) : Optional.empty();
    }

    /** Every identifier-like word of the input files (comments and strings included: it only has to be a superset). */
    public Set<String> identifiers() {
        Set<String> result = new HashSet<>();
        for (Path f : files) {
            try {
                Matcher m = WORD.matcher(Files.readString(f, java.nio.charset.StandardCharsets.ISO_8859_1));
                while (m.find()) {
                    result.add(m.group());
                }
            } catch (IOException e) {
                // unreadable files were reported by the front end already; no identifiers to avoid then
            }
        }
        return result;
    }
}
