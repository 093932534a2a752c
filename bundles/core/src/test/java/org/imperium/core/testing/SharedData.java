package org.imperium.core.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Assumptions;

/**
 * The shared directory beside the repository ({@code ../shared}, read-only test data: the SV-COMP tasks of
 * {@code svcomp/MANIFEST.tsv}, the witness format material) for the tests of every bundle (shipped in core's test
 * jar). It is {@code <root>/../shared}, where the root is the system property {@code imperium.root} (the build sets
 * it; a test run from a module directory without it uses {@code ../..}); a worktree elsewhere names it by the
 * system property {@code imperium.shared} or the environment variable {@code IMPERIUM_SHARED}. A directory counts
 * when it holds {@code svcomp/MANIFEST.tsv}. Tests that need it are skipped (a JUnit assumption) without it.
 */
public final class SharedData {

    private SharedData() {
    }

    /** The shared directory, if one of the candidates holds the SV-COMP manifest. */
    public static Optional<Path> find() {
        List<Path> candidates = new ArrayList<>();
        candidates.add(Path.of(System.getProperty("imperium.root", "../..")).toAbsolutePath().normalize()
                .resolveSibling("shared"));
        Optional.ofNullable(System.getProperty("imperium.shared")).filter(s -> !s.isEmpty()).map(Path::of)
                .ifPresent(candidates::add);
        Optional.ofNullable(System.getenv("IMPERIUM_SHARED")).filter(s -> !s.isEmpty()).map(Path::of)
                .ifPresent(candidates::add);
        return candidates.stream().filter(d -> Files.isRegularFile(d.resolve("svcomp/MANIFEST.tsv"))).findFirst();
    }

    /** {@code relative} inside the shared directory; skips the calling test when either is absent. */
    public static Path require(String relative) {
        Optional<Path> shared = find();
        Assumptions.assumeTrue(shared.isPresent(),
                "../shared not found (nor -Dimperium.shared, IMPERIUM_SHARED)");
        Path result = shared.get().resolve(relative);
        Assumptions.assumeTrue(Files.exists(result), relative + " is absent from " + shared.get());
        return result;
    }

    /** The tasks of {@code svcomp/MANIFEST.tsv}, in its order; skips the calling test without it. */
    public static List<SvcompTask> svcompTasks() {
        Path svcomp = require("svcomp");
        try {
            return SvcompTask.manifest(svcomp);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
