package org.imperium.witness.export;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.imperium.core.InputException;
import org.imperium.core.SourceLocation;
import org.imperium.core.Task;
import org.imperium.witness.Metadata;

/**
 * The metadata of the entries of a witness for a task (WITNESS-FORMAT.md §1, §9 rules 7–9): the input files as
 * given on the command line, their SHA-256 hashes, the specification line of the property file, the data model,
 * the producer, the creation time; every entry gets a fresh random UUID.
 */
public final class TaskMetadata {

    public static final String PRODUCER = "Imperium";

    private TaskMetadata() {
    }

    public static Metadata of(Task task, String formatVersion, String producerVersion) {
        List<String> files = task.files().stream().map(Path::toString).toList();
        Map<String, String> hashes = new LinkedHashMap<>();
        for (Path f : task.files()) {
            hashes.put(f.toString(), sha256(f));
        }
        String now = OffsetDateTime.now(ZoneOffset.UTC).truncatedTo(ChronoUnit.SECONDS)
                .format(DateTimeFormatter.ISO_OFFSET_DATE_TIME);
        return new Metadata(formatVersion, UUID.randomUUID().toString(), now, PRODUCER, producerVersion, files, hashes,
                task.specification().line(), task.architecture().name());
    }

    /** Lower-case hex SHA-256 of the file's bytes. */
    public static String sha256(Path file) {
        try {
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            return HexFormat.of().formatHex(digest.digest(Files.readAllBytes(file)));
        } catch (IOException e) {
            throw new InputException(SourceLocation.ofFile(file.toString()), "cannot read: " + e.getMessage(),
                    "file not readable");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A fresh UUID for the next entry. */
    public static String freshUuid() {
        return UUID.randomUUID().toString();
    }
}
