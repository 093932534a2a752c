package org.imperium.core;

import java.util.Objects;

/**
 * Names a model in a run's model store. Two keys are the same model when their names are equal; the type lets the
 * store hand the model back without casts at the call site.
 */
public record ModelKey<T>(String name, Class<T> type) {

    public ModelKey {
        Objects.requireNonNull(name);
        Objects.requireNonNull(type);
    }

    public static <T> ModelKey<T> of(String name, Class<T> type) {
        return new ModelKey<>(name, type);
    }

    @Override
    public String toString() {
        return name;
    }
}
