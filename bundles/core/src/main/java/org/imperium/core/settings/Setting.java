package org.imperium.core.settings;

import org.imperium.core.SourceLocation;

/** One {@code key = value} line, with where it was written (a file line, or {@code --set}). */
public record Setting(String key, String value, SourceLocation origin) {

    /** The plugin id: the part of the key before the first dot. */
    public String pluginId() {
        int dot = key.indexOf('.');
        return dot < 0 ? "" : key.substring(0, dot);
    }

    /** The option id: the part of the key after the first dot. */
    public String optionId() {
        int dot = key.indexOf('.');
        return dot < 0 ? key : key.substring(dot + 1);
    }
}
