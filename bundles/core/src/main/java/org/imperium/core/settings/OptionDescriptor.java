package org.imperium.core.settings;

import java.util.List;
import java.util.Optional;

/**
 * One option of one plugin, as declared by its Metatype annotation.
 *
 * @param allowedValues the only values accepted, empty when any value of the type is
 */
public record OptionDescriptor(String pluginId, String id, OptionType type, String defaultValue, String description,
                               List<String> allowedValues) {

    public OptionDescriptor {
        allowedValues = List.copyOf(allowedValues);
    }

    public String key() {
        return pluginId + "." + id;
    }

    /** Empty when {@code value} is acceptable, else the message describing what is allowed. */
    public Optional<String> check(String value) {
        if (!allowedValues.isEmpty() && !allowedValues.contains(value)) {
            return Optional.of("allowed values: " + String.join(", ", allowedValues));
        }
        return type.check(value).map(expected -> "expected " + expected);
    }
}
