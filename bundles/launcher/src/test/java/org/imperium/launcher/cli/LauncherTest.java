package org.imperium.launcher.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class LauncherTest {

    @Test
    void benchmarkCommandLinesAreRecordedAsAShellReadsThem() {
        assertEquals("settings/naive.properties", Launcher.shellQuoted("settings/naive.properties"));
        assertEquals("--step-timeout", Launcher.shellQuoted("--step-timeout"));
        assertEquals("'^(mutex|branch)$'", Launcher.shellQuoted("^(mutex|branch)$"));
        assertEquals("'Table 1 on the project'\\''s programs'", Launcher.shellQuoted("Table 1 on the project's programs"));
        assertEquals("''", Launcher.shellQuoted(""));
    }
}
