package org.imperium.launcher.bench;

import java.util.Map;
import java.util.Optional;

/**
 * The outcome of one task under one configuration.
 *
 * @param verdict    what the result line says: TRUE, FALSE(..), UNKNOWN(..), ERROR(..), or TIMEOUT / OUT OF
 *                   MEMORY / CRASH when the run ran out of a limit or ended without a result line
 * @param statistics the run's statistics as written by {@code --statistics-json} (empty when none)
 */
public record BenchResult(BenchTask task, String config, String verdict, double wallSeconds,
                          Map<String, Object> statistics) {

    public static final String TIMEOUT = "TIMEOUT";
    public static final String OUT_OF_MEMORY = "OUT OF MEMORY";

    public BenchResult {
        statistics = Map.copyOf(statistics);
    }

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

    public Optional<String> text(String key) {
        return Optional.ofNullable(statistics.get(key)).map(String::valueOf);
    }

    /** Whether the run started the toolchain step (plugin) {@code step}: it has a time, or it ran last. */
    public boolean reached(String step) {
        return statistics.containsKey("run.step." + step + ".time")
                || text("run.last-step").filter(step::equals).isPresent();
    }

    /**
     * Whether the run, or a step after its verdict (which then stands, {@code run.step.<plugin>.failed}), ran out
     * of time; {@link #timedOut()} is about the verdict alone.
     */
    public boolean ranOutOfTime() {
        return timedOut() || stepFailedWith("timeout");
    }

    /** Like {@link #ranOutOfTime()}, for memory. */
    public boolean ranOutOfMemory() {
        return outOfMemory() || stepFailedWith("out of memory");
    }

    private boolean stepFailedWith(String reason) {
        return statistics.entrySet().stream().anyMatch(e -> e.getKey().startsWith("run.step.")
                && e.getKey().endsWith(".failed") && reason.equals(String.valueOf(e.getValue())));
    }

    public boolean timedOut() {
        return verdict.equals(TIMEOUT);
    }

    public boolean outOfMemory() {
        return verdict.equals(OUT_OF_MEMORY);
    }
}
