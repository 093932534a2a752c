package org.imperium.core.toolchain;

import java.util.List;
import org.imperium.core.SourceLocation;

/**
 * A named, ordered list of plugins, as read from a toolchain file
 * ({@code <rundefinition><name>…</name><toolchain><plugin id="…"/>…</toolchain></rundefinition>}).
 */
public record Toolchain(String name, List<Step> steps, String file) {

    public Toolchain {
        steps = List.copyOf(steps);
    }

    /** One {@code <plugin id="…"/>} element and where it stands. */
    public record Step(String pluginId, SourceLocation location) {
    }
}
