package org.imperium.launcher.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.TreeSet;

/** One CSV row per task and configuration: the fixed columns, then every statistic any run reported. */
final class CsvTable {

    private CsvTable() {
    }

    static String render(List<BenchResult> results) {
        TreeSet<String> keys = new TreeSet<>();
        results.forEach(r -> keys.addAll(r.statistics().keySet()));
        List<String> header = new ArrayList<>(List.of("task", "config", "verdict", "expected", "score", "wall_s",
                "cpu_s", "memory_mb"));
        header.addAll(keys);
        StringBuilder out = new StringBuilder(String.join(",", header)).append('\n');
        for (BenchResult r : results) {
            List<String> row = new ArrayList<>();
            row.add(r.task().name());
            row.add(r.config());
            row.add(r.verdict());
            row.add(r.task().expected().map(e -> e ? "true" : "false").orElse(""));
            row.add(r.score());
            row.add(String.format(Locale.ROOT, "%.3f", r.wallSeconds()));
            row.add(r.number("run.cpu.time").map(v -> String.format(Locale.ROOT, "%.3f", v)).orElse(""));
            row.add(r.number("run.memory.peak.mb").map(v -> String.valueOf(v.longValue())).orElse(""));
            for (String k : keys) {
                Object v = r.statistics().get(k);
                row.add(v == null ? "" : String.valueOf(v));
            }
            out.append(String.join(",", row.stream().map(CsvTable::quote).toList())).append('\n');
        }
        return out.toString();
    }

    private static String quote(String field) {
        if (field.contains(",") || field.contains("\"") || field.contains("\n")) {
            return "\"" + field.replace("\"", "\"\"") + "\"";
        }
        return field;
    }
}
