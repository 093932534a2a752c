package org.imperium.witness.validation;

import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.imperium.core.InputException;
import org.imperium.core.SourceLocation;
import org.imperium.core.Task;
import org.imperium.witness.Metadata;
import org.imperium.witness.WitnessReader;
import org.imperium.witness.export.TaskMetadata;

/**
 * Checks that a witness is about the task at hand (WITNESS-FORMAT.md §7): every program file appears in
 * {@code input_files} (same string or same file name) with the SHA-256 hash of its bytes, and the data model is
 * the task's. A mismatch is an {@link InputException} at the witness's metadata.
 */
public final class TaskCheck {

    private TaskCheck() {
    }

    public static void check(WitnessReader.Read read, Task task) {
        Metadata m = read.witness().metadata();
        SourceLocation where = read.position(m.inputFileHashes());
        for (Path file : task.files()) {
            Optional<Map.Entry<String, String>> entry = m.inputFileHashes().entrySet().stream()
                    .filter(e -> LocationMatcher.sameFile(e.getKey(), file.toString())).findFirst();
            if (entry.isEmpty()) {
                throw new InputException(where, "the witness names no hash for " + file, "witness hash mismatch");
            }
            String actual = TaskMetadata.sha256(file);
            if (!actual.equalsIgnoreCase(entry.get().getValue())) {
                throw new InputException(where, "input_file_hashes: " + entry.get().getKey() + " has SHA-256 "
                        + actual + ", the witness says " + entry.get().getValue(), "witness hash mismatch");
            }
        }
        if (!m.dataModel().equals(task.architecture().name())) {
            throw new InputException(read.position(m), "the witness is for data model " + m.dataModel()
                    + ", the task for " + task.architecture().name(), "witness data model mismatch");
        }
    }
}
