package org.imperium.itest;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** docs/settings.md is what the distribution itself says about its options. */
class SettingsReferenceIT {

    @TempDir
    Path work;

    @Test
    void settingsReferenceIsUpToDate() throws Exception {
        Distribution.Run run = Distribution.run(Distribution.BUILT, work, "--help-settings=markdown");
        assertEquals(0, run.exitCode(), run.err());
        String documented = Files.readString(Distribution.ROOT.resolve("docs/settings.md"));
        assertEquals(run.out(), documented,
                "docs/settings.md is stale; regenerate it with ./verify --help-settings=markdown > docs/settings.md");
    }
}
