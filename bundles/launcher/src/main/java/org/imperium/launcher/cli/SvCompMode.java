package org.imperium.launcher.cli;

import java.nio.file.Path;
import org.imperium.core.Task;

/**
 * What SV-COMP mode runs for a property, as Ultimate.py chooses a toolchain and a settings file from the
 * property file and the data model: for {@code unreach-call} the default toolchain with
 * {@code settings/svcomp-32bit.properties} or {@code svcomp-64bit.properties}. Other properties never get
 * here; the launcher answers them UNKNOWN(unsupported property) before running anything.
 */
record SvCompMode(String toolchain, Path settingsFile) {

    static SvCompMode of(Task.Specification specification, Task.Architecture architecture, Path home) {
        if (!specification.property().equals("unreach-call")) {
            throw new IllegalArgumentException("no SV-COMP configuration for " + specification.property());
        }
        return new SvCompMode(VerifyCommand.DEFAULT_TOOLCHAIN,
                home.resolve("settings").resolve("svcomp-" + architecture.option() + ".properties"));
    }
}
