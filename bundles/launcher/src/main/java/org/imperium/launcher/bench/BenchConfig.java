package org.imperium.launcher.bench;

import java.nio.file.Path;
import java.util.List;

/** A named configuration: settings files and {@code --set} overrides passed to every run. */
public record BenchConfig(String name, List<Path> settingsFiles, List<String> overrides) {

    public BenchConfig {
        settingsFiles = List.copyOf(settingsFiles);
        overrides = List.copyOf(overrides);
    }
}
