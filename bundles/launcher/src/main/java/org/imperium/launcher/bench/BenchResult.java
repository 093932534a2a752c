package org.imperium.launcher.bench;

import java.util.Map;
import java.util.Optional;

/**
 * The outcome of one task under one configuration.
 *
 * @param verdict    what the result line says: TRUE, FALSE(..), UNKNOWN(..), ERROR(..), or TIMEOUT / CRASH
 *                   when the process had to be killed or ended without a result line
 * @param statistics the run's statistics as written by {@code --statistics-json} (empty when none)
 */
public record BenchResult(BenchTask task, String config, String verdict, double wallSeconds,
                          Map<String, Object> statistics) {

    /** correct, wrong or unknown, as SV-COMP scores it. */
    public String score() {
        Optional<Boolean> expected = task.expected();
        if (expected.isEmpty()) {
            return "unknown";
        }
        if (verdict.equals("TRUE")) {
            return expected.get() ? "correct" : "wrong";
        }
        if (verdict.startsWith("FALSE")) {
            return expected.get() ? "wrong" : "correct";
        }
        return "unknown";
    }

    public Optional<Double> number(String key) {
        Object v = statistics.get(key);
        return v instanceof Number n ? Optional.of(n.doubleValue()) : Optional.empty();
    }
}
