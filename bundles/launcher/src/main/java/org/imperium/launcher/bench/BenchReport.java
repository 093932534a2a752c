package org.imperium.launcher.bench;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/** Renders benchmark results as markdown: a summary per configuration and a table per task. */
final class BenchReport {

    private BenchReport() {
    }

    static String markdown(List<BenchResult> results, String command, String limits) {
        StringBuilder out = new StringBuilder();
        out.append("Produced by:\n\n```sh\n").append(command).append("\n```\n\n").append(limits).append("\n\n");
        out.append("| configuration | tasks | correct true | correct false | wrong | unknown | timeout | out of memory |"
                + " CPU time of correct (s) |\n|---|---|---|---|---|---|---|---|---|\n");
        Map<String, List<BenchResult>> byConfig = results.stream()
                .collect(Collectors.groupingBy(BenchResult::config, LinkedHashMap::new, Collectors.toList()));
        byConfig.forEach((config, rs) -> {
            long correctTrue = rs.stream().filter(r -> r.score().equals("correct") && r.verdict().equals("TRUE")).count();
            long correctFalse = rs.stream().filter(r -> r.score().equals("correct") && r.verdict().startsWith("FALSE"))
                    .count();
            long wrong = rs.stream().filter(r -> r.score().equals("wrong")).count();
            long timeouts = rs.stream().filter(r -> r.verdict().equals("TIMEOUT")).count();
            long memory = rs.stream().filter(r -> r.verdict().equals("OUT OF MEMORY")).count();
            double cpu = rs.stream().filter(r -> r.score().equals("correct"))
                    .mapToDouble(r -> r.number("run.cpu.time").orElse(r.wallSeconds())).sum();
            out.append(String.format(Locale.ROOT, "| %s | %d | %d | %d | %d | %d | %d | %d | %.1f |%n", config, rs.size(),
                    correctTrue, correctFalse, wrong, rs.size() - correctTrue - correctFalse - wrong, timeouts, memory,
                    cpu));
        });
        return out.toString();
    }

    /** A per-task table with the given statistics as extra columns (blank where a run did not report one). */
    static String taskTable(List<BenchResult> results, Map<String, String> columns) {
        StringBuilder out = new StringBuilder("| task | configuration | expected | verdict | wall (s) |");
        columns.keySet().forEach(title -> out.append(' ').append(title).append(" |"));
        out.append("\n|---|---|---|---|---|").append("---|".repeat(columns.size())).append('\n');
        for (BenchResult r : results) {
            out.append("| ").append(r.task().name()).append(" | ").append(r.config()).append(" | ")
                    .append(r.task().expected().map(e -> e ? "true" : "false").orElse("?")).append(" | ")
                    .append(r.verdict().replace("|", "\\|")).append(r.score().equals("wrong") ? " **WRONG**" : "")
                    .append(String.format(Locale.ROOT, " | %.1f |", r.wallSeconds()));
            for (String key : columns.values()) {
                Object v = r.statistics().get(key);
                out.append(' ').append(v == null ? "" : v instanceof Double d ? String.format(Locale.ROOT, "%.2f", d)
                        : v.toString()).append(" |");
            }
            out.append('\n');
        }
        return out.toString();
    }
}
