package org.imperium.core.run;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.imperium.core.ModelKey;

/** The models of one run, by name; later plugins read what earlier ones put. */
public final class ModelStore {

    private final Map<String, Object> models = new LinkedHashMap<>();

    public synchronized <T> void put(ModelKey<T> key, T model) {
        models.put(key.name(), key.type().cast(model));
    }

    public synchronized <T> Optional<T> find(ModelKey<T> key) {
        Object model = models.get(key.name());
        return key.type().isInstance(model) ? Optional.of(key.type().cast(model)) : Optional.empty();
    }

    public synchronized boolean contains(ModelKey<?> key) {
        return models.containsKey(key.name());
    }
}
