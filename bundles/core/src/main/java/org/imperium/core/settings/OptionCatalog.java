package org.imperium.core.settings;

import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/** Every option of every installed plugin, by plugin id. */
public final class OptionCatalog {

    private final Map<String, List<OptionDescriptor>> byPlugin = new TreeMap<>();

    public OptionCatalog add(String pluginId, Collection<OptionDescriptor> options) {
        byPlugin.put(pluginId, List.copyOf(options));
        return this;
    }

    public List<OptionDescriptor> options(String pluginId) {
        return byPlugin.getOrDefault(pluginId, List.of());
    }

    public Optional<OptionDescriptor> find(String pluginId, String optionId) {
        return options(pluginId).stream().filter(o -> o.id().equals(optionId)).findFirst();
    }

    public boolean knowsPlugin(String pluginId) {
        return byPlugin.containsKey(pluginId);
    }

    public Map<String, List<OptionDescriptor>> all() {
        return java.util.Collections.unmodifiableMap(byPlugin);
    }
}
