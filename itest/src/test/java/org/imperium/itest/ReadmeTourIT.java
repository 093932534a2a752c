package org.imperium.itest;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The README's tour names every bundle, toolchain file and settings file of the project. */
class ReadmeTourIT {

    private static List<String> names(String directory, String suffix) throws IOException {
        try (Stream<Path> files = Files.list(Distribution.ROOT.resolve(directory))) {
            return files.filter(f -> suffix.isEmpty() ? Files.isDirectory(f) : f.toString().endsWith(suffix))
                    .map(f -> f.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void tourListsEveryBundleToolchainAndSettingsFile() throws IOException {
        String readme = Files.readString(Distribution.ROOT.resolve("README.md"));
        List<String> missing = Stream.of(
                        names("bundles", "").stream().map(b -> "`bundles/" + b + "`"),
                        names("toolchains", ".xml").stream().map(t -> "toolchains/" + t),
                        names("settings", ".properties").stream())
                .flatMap(s -> s).filter(name -> !readme.contains(name)).toList();
        assertEquals(List.of(), missing, "README.md's tour does not mention these");
    }
}
