package org.imperium.witness;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/** ../shared beside the repository (or -Dimperium.shared / IMPERIUM_SHARED); tests that need it skip without it. */
final class Shared {

    private Shared() {
    }

    static Optional<Path> find() {
        Path root = Path.of(System.getProperty("imperium.root", "../..")).toAbsolutePath();
        for (String candidate : new String[] {System.getProperty("imperium.shared"), System.getenv("IMPERIUM_SHARED"),
            root.resolve("../shared").toString()}) {
            if (candidate != null && Files.isDirectory(Path.of(candidate))) {
                return Optional.of(Path.of(candidate));
            }
        }
        return Optional.empty();
    }

    static Path require(String relative) {
        Optional<Path> shared = find();
        assumeTrue(shared.isPresent(), "../shared is absent");
        Path p = shared.get().resolve(relative);
        assumeTrue(Files.exists(p), relative + " is absent");
        return p;
    }
}
