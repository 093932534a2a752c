package org.imperium.cfrontend;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Locates {@code ../shared} (the SV-COMP tasks beside the clone): {@code <repo>/../shared}, else the system
 * property {@code imperium.shared}, else the environment variable {@code IMPERIUM_SHARED}.
 */
final class SharedData {

    private SharedData() {
    }

    static Optional<Path> svcomp() {
        Path here = Path.of("").toAbsolutePath();
        for (Path p = here; p != null; p = p.getParent()) {
            if (Files.isRegularFile(p.resolve("pom.xml")) && Files.isDirectory(p.resolve("bundles"))) {
                Path candidate = p.resolveSibling("shared").resolve("svcomp");
                if (Files.isRegularFile(candidate.resolve("MANIFEST.tsv"))) {
                    return Optional.of(candidate);
                }
                break;
            }
        }
        for (String configured : new String[] {System.getProperty("imperium.shared"),
                System.getenv("IMPERIUM_SHARED")}) {
            if (configured != null && !configured.isEmpty()) {
                Path candidate = Path.of(configured).resolve("svcomp");
                if (Files.isRegularFile(candidate.resolve("MANIFEST.tsv"))) {
                    return Optional.of(candidate);
                }
            }
        }
        return Optional.empty();
    }
}
