package org.imperium.core;

import java.time.Duration;
import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.function.Supplier;

/**
 * The one statistics mechanism of a run: a sorted map from dotted keys to numbers, durations or short texts.
 * Every plugin gets a view prefixed with its id; the launcher prints the map and the benchmark runner reads it
 * as JSON. Thread-safe.
 */
public final class Statistics {

    private final ConcurrentSkipListMap<String, Object> values;
    private final String prefix;

    public Statistics() {
        this(new ConcurrentSkipListMap<>(), "");
    }

    private Statistics(ConcurrentSkipListMap<String, Object> values, String prefix) {
        this.values = values;
        this.prefix = prefix;
    }

    /** A view whose keys are prefixed with {@code name + "."}; it writes into the same map. */
    public Statistics scope(String name) {
        return new Statistics(values, prefix + name + ".");
    }

    public void set(String key, Object value) {
        values.put(prefix + key, value instanceof Integer i ? Long.valueOf(i) : value);
    }

    /** Adds {@code delta} to a counter (absent counts as 0). */
    public void add(String key, long delta) {
        values.merge(prefix + key, delta, (a, b) -> ((Long) a) + ((Long) b));
    }

    public void increment(String key) {
        add(key, 1);
    }

    /** Adds {@code duration} to an accumulated time. */
    public void addTime(String key, Duration duration) {
        values.merge(prefix + key, duration, (a, b) -> ((Duration) a).plus((Duration) b));
    }

    /** Runs {@code work} and adds its wall time to {@code key}. */
    public <T> T time(String key, Supplier<T> work) {
        long start = System.nanoTime();
        try {
            return work.get();
        } finally {
            addTime(key, Duration.ofNanos(System.nanoTime() - start));
        }
    }

    public void time(String key, Runnable work) {
        time(key, () -> {
            work.run();
            return null;
        });
    }

    /** The counter {@code key} of this view, 0 when absent. */
    public long count(String key) {
        Object value = values.get(prefix + key);
        return value instanceof Number n ? n.longValue() : 0;
    }

    public Object get(String key) {
        return values.get(prefix + key);
    }

    /** All values with full keys, durations as seconds. */
    public Map<String, Object> snapshot() {
        Map<String, Object> result = new TreeMap<>();
        values.forEach((key, value) -> result.put(key, value instanceof Duration d ? d.toNanos() / 1e9 : value));
        return Collections.unmodifiableMap(result);
    }

    /** One line per value, {@code key = value}, for the run's output. */
    public String render() {
        StringBuilder out = new StringBuilder();
        snapshot().forEach((key, value) -> out.append(key).append(" = ").append(format(value)).append('\n'));
        return out.toString();
    }

    /** A flat JSON object, read by the benchmark runner. */
    public String toJson() {
        StringBuilder out = new StringBuilder("{");
        snapshot().forEach((key, value) -> {
            if (out.length() > 1) {
                out.append(",\n ");
            }
            out.append(Json.quote(key)).append(": ");
            out.append(value instanceof Number || value instanceof Boolean ? format(value) : Json.quote(value.toString()));
        });
        return out.append("}\n").toString();
    }

    private static String format(Object value) {
        if (value instanceof Double d) {
            return String.format(java.util.Locale.ROOT, "%.3f", d);
        }
        return String.valueOf(value);
    }
}
