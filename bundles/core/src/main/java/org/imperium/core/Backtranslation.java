package org.imperium.core;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * The back-translation chain of a run. Every transformation registers how its output maps back; a later stage
 * asks for an item in terms of an earlier type, and the chain composes the translators on the shortest path.
 */
public final class Backtranslation {

    private final List<Backtranslator<?, ?>> translators = new CopyOnWriteArrayList<>();

    public void register(Backtranslator<?, ?> translator) {
        translators.add(translator);
    }

    /** {@code item} translated to {@code target}, or empty when no chain of translators leads there. */
    public <T> Optional<T> translate(Object item, Class<T> target) {
        if (target.isInstance(item)) {
            return Optional.of(target.cast(item));
        }
        List<Backtranslator<?, ?>> path = shortestPath(item.getClass(), target);
        if (path == null) {
            return Optional.empty();
        }
        Object current = item;
        for (Backtranslator<?, ?> step : path) {
            current = apply(step, current);
        }
        return Optional.of(target.cast(current));
    }

    @SuppressWarnings("unchecked")
    private static <S> Object apply(Backtranslator<S, ?> step, Object item) {
        return step.translate((S) item);
    }

    private List<Backtranslator<?, ?>> shortestPath(Class<?> from, Class<?> to) {
        Map<Class<?>, List<Backtranslator<?, ?>>> reached = new HashMap<>();
        Deque<Class<?>> queue = new ArrayDeque<>();
        reached.put(from, List.of());
        queue.add(from);
        while (!queue.isEmpty()) {
            Class<?> type = queue.poll();
            for (Backtranslator<?, ?> translator : translators) {
                if (!translator.sourceType().isAssignableFrom(type) || reached.containsKey(translator.targetType())) {
                    continue;
                }
                List<Backtranslator<?, ?>> path = new ArrayList<>(reached.get(type));
                path.add(translator);
                if (to.isAssignableFrom(translator.targetType())) {
                    return path;
                }
                reached.put(translator.targetType(), path);
                queue.add(translator.targetType());
            }
        }
        return null;
    }
}
