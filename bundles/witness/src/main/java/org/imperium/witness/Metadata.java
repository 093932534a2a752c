package org.imperium.witness;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The {@code metadata} of one witness entry (WITNESS-FORMAT.md §1): format version, entry UUID, creation time,
 * producer and the task (input files with their SHA-256 hashes, the specification line, the data model). Every
 * entry of a witness carries its own, with a fresh UUID.
 *
 * @param dataModel {@code ILP32} or {@code LP64}
 */
public record Metadata(String formatVersion, String uuid, String creationTime, String producerName,
                       String producerVersion, List<String> inputFiles, Map<String, String> inputFileHashes,
                       String specification, String dataModel) {

    public Metadata {
        Objects.requireNonNull(formatVersion);
        Objects.requireNonNull(uuid);
        inputFiles = List.copyOf(inputFiles);
        inputFileHashes = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(inputFileHashes));
    }

    /** The same task and producer with another format version and UUID, for the next entry of a witness. */
    public Metadata withEntry(String version, String entryUuid) {
        return new Metadata(version, entryUuid, creationTime, producerName, producerVersion, inputFiles,
                inputFileHashes, specification, dataModel);
    }
}
