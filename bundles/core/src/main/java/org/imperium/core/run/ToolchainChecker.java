package org.imperium.core.run;

import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.imperium.core.InputException;
import org.imperium.core.ModelKey;
import org.imperium.core.Plugin;
import org.imperium.core.Task;
import org.imperium.core.toolchain.Toolchain;

/**
 * Checks a toolchain before anything runs: every plugin id is installed and every model a plugin requires is
 * produced by an earlier plugin (or is the task, which the runtime provides).
 */
public final class ToolchainChecker {

    private ToolchainChecker() {
    }

    public static void check(Toolchain toolchain, Map<String, Plugin> plugins) {
        Set<String> available = new HashSet<>();
        available.add(Task.MODEL.name());
        for (Toolchain.Step step : toolchain.steps()) {
            Plugin plugin = plugins.get(step.pluginId());
            if (plugin == null) {
                throw new InputException(step.location(), "unknown plugin id '" + step.pluginId()
                        + "' (installed: " + String.join(", ", new TreeSet<>(plugins.keySet())) + ")",
                        "unknown plugin " + step.pluginId());
            }
            for (ModelKey<?> required : plugin.requires()) {
                if (!available.contains(required.name())) {
                    throw new InputException(step.location(), "plugin '" + plugin.id() + "' requires model '"
                            + required.name() + "' that no earlier plugin produces",
                            "toolchain lacks model " + required.name());
                }
            }
            plugin.produces().forEach(key -> available.add(key.name()));
        }
    }
}
