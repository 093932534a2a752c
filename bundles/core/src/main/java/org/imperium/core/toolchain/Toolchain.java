package org.imperium.core.toolchain;

import java.util.List;
import org.imperium.core.SourceLocation;

/**
 * A named, ordered list of plugins, as read from a toolchain file
 * ({@code <rundefinition><name>…</name><toolchain><plugin id="…"/>…</toolchain></rundefinition>}). Consecutive
 * plugins may form a <em>portfolio</em> ({@code <portfolio><plugin id="…"/>…</portfolio>} inside
 * {@code <toolchain>}): alternatives tried in order until one of them decides the run (see
 * {@link org.imperium.core.run.ToolchainRunner}).
 */
public record Toolchain(String name, List<Step> steps, String file) {

    public Toolchain {
        steps = List.copyOf(steps);
    }

    /**
     * One {@code <plugin id="…"/>} element and where it stands.
     *
     * @param portfolio the number of the portfolio the step belongs to (1, 2, … in file order), 0 for none
     */
    public record Step(String pluginId, SourceLocation location, int portfolio) {

        public Step(String pluginId, SourceLocation location) {
            this(pluginId, location, 0);
        }

        public boolean inPortfolio() {
            return portfolio > 0;
        }
    }
}
