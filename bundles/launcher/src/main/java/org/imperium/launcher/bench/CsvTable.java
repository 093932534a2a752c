package org.imperium.launcher.bench;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import org.imperium.core.InputException;
import org.imperium.core.SourceLocation;

/**
 * One CSV row per task and configuration: the fixed columns, then every statistic any run reported. Read back
 * by {@code bench --from-csv} to render the report again without running anything.
 */
final class CsvTable {

    private static final List<String> FIXED = List.of("task", "config", "verdict", "expected", "score", "wall_s",
            "cpu_s", "memory_mb");

    private CsvTable() {
    }

    static String render(List<BenchResult> results) {
        TreeSet<String> keys = new TreeSet<>();
        results.forEach(r -> keys.addAll(r.statistics().keySet()));
        List<String> header = new ArrayList<>(FIXED);
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
            row.add(memoryMb(r).map(v -> String.valueOf(v.longValue())).orElse(""));
            for (String k : keys) {
                Object v = r.statistics().get(k);
                row.add(v == null ? "" : String.valueOf(v));
            }
            out.append(String.join(",", row.stream().map(CsvTable::quote).toList())).append('\n');
        }
        return out.toString();
    }

    /** Peak memory of the run: the resident set where the system reports it, else the heap. */
    static Optional<Double> memoryMb(BenchResult r) {
        return r.number("run.memory.rss.peak.mb").or(() -> r.number("run.memory.peak.mb"));
    }

    /**
     * Reads what {@link #render} wrote. Statistics come back as numbers where they look like numbers; the
     * program path of a task is its name.
     *
     * @param file where the text comes from, for messages
     * @throws InputException naming the record that does not fit the header
     */
    static List<BenchResult> parse(String csv, String file) {
        List<List<String>> rows = records(csv);
        if (rows.isEmpty() || !rows.get(0).subList(0, Math.min(FIXED.size(), rows.get(0).size())).equals(FIXED)) {
            throw new InputException(new SourceLocation(file, 1, 1), "expected the header " + String.join(",", FIXED)
                    + ",...", "malformed results");
        }
        List<String> header = rows.get(0);
        List<BenchResult> results = new ArrayList<>();
        for (int i = 1; i < rows.size(); i++) {
            List<String> row = rows.get(i);
            if (row.size() != header.size()) {
                throw new InputException(new SourceLocation(file, i + 1, 1), "record " + (i + 1) + " has "
                        + row.size() + " fields, the header " + header.size(), "malformed results");
            }
            Map<String, Object> statistics = new LinkedHashMap<>();
            for (int k = FIXED.size(); k < header.size(); k++) {
                if (!row.get(k).isEmpty()) {
                    statistics.put(header.get(k), value(row.get(k)));
                }
            }
            Optional<Boolean> expected = row.get(3).isEmpty() ? Optional.empty()
                    : Optional.of(Boolean.parseBoolean(row.get(3)));
            BenchTask task = new BenchTask(row.get(0), Path.of(row.get(0)), Optional.empty(), "32bit", expected);
            results.add(new BenchResult(task, row.get(1), row.get(2), Double.parseDouble(row.get(5)), statistics));
        }
        return results;
    }

    private static Object value(String field) {
        if (field.matches("-?\\d{1,18}")) {
            return Long.parseLong(field);
        }
        if (field.matches("-?\\d+\\.\\d+(E-?\\d+)?")) {
            return Double.parseDouble(field);
        }
        if (field.equals("true") || field.equals("false")) {
            return Boolean.parseBoolean(field);
        }
        return field;
    }

    /** The records of an RFC 4180 text: quoted fields may hold commas, doubled quotes and line breaks. */
    private static List<List<String>> records(String csv) {
        List<List<String>> rows = new ArrayList<>();
        List<String> row = new ArrayList<>();
        StringBuilder field = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < csv.length(); i++) {
            char c = csv.charAt(i);
            if (quoted) {
                if (c == '"' && i + 1 < csv.length() && csv.charAt(i + 1) == '"') {
                    field.append('"');
                    i++;
                } else if (c == '"') {
                    quoted = false;
                } else {
                    field.append(c);
                }
            } else if (c == '"') {
                quoted = true;
            } else if (c == ',') {
                row.add(field.toString());
                field.setLength(0);
            } else if (c == '\n') {
                row.add(field.toString());
                field.setLength(0);
                rows.add(row);
                row = new ArrayList<>();
            } else if (c != '\r') {
                field.append(c);
            }
        }
        if (field.length() > 0 || !row.isEmpty()) {
            row.add(field.toString());
            rows.add(row);
        }
        return rows;
    }

    private static String quote(String field) {
        if (field.contains(",") || field.contains("\"") || field.contains("\n")) {
            return "\"" + field.replace("\"", "\"\"") + "\"";
        }
        return field;
    }
}
