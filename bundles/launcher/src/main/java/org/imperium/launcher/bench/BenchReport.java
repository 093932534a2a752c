package org.imperium.launcher.bench;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Renders benchmark results as one markdown page: how they were produced, a summary per configuration, Table 1
 * of the paper ({@link OwickiGriesTable}), the figures ({@link Figures}, as SVG files beside the page), the
 * verifier per task and the annotations per task.
 */
final class BenchReport {

    private BenchReport() {
    }

    /**
     * @param command   the exact command line that produced the results
     * @param limits    one sentence on the limits of the runs
     * @param plotsLink how the page refers to the directory of the figures (relative to the page)
     */
    static String page(String title, List<BenchResult> results, String command, String limits,
                       List<Figures.Figure> figures, String plotsLink) {
        StringBuilder out = new StringBuilder("# ").append(title).append("\n\n");
        out.append("Produced by:\n\n```sh\n").append(command).append("\n```\n\n").append(limits).append("\n\n");
        out.append("## Verdicts\n\n").append(summary(results)).append('\n');
        if (OwickiGriesTable.applies(results)) {
            out.append("## Owicki-Gries annotations (Table 1 of The Ghosts of Empires)\n\n")
                    .append(OwickiGriesTable.markdown(results)).append('\n');
        }
        if (!figures.isEmpty()) {
            out.append("## Figures\n\n");
            for (Figures.Figure f : figures) {
                out.append("![").append(f.caption()).append("](").append(plotsLink).append('/').append(f.file())
                        .append(")\n\n*").append(f.caption()).append(".*\n\n");
            }
        }
        String verifier = verifierTable(results);
        if (!verifier.isEmpty()) {
            out.append("## Verification per task\n\n").append(verifier).append('\n');
        }
        if (OwickiGriesTable.applies(results)) {
            out.append("## Annotations per task\n\nSize in DAG nodes / ghost updates / generation time (s) /"
                    + " validation.\n\n").append(annotationTable(results)).append('\n');
        }
        return out.toString();
    }

    static String summary(List<BenchResult> results) {
        StringBuilder out = new StringBuilder("| configuration | tasks | correct true | correct false | wrong |"
                + " unknown | timeout | out of memory | error | CPU time of correct (s) |\n|---|---:|---:|---:|---:|---:|"
                + "---:|---:|---:|---:|\n");
        byConfig(results).forEach((config, rs) -> {
            long correctTrue = rs.stream().filter(r -> r.score().equals("correct") && r.verdict().equals("TRUE")).count();
            long correctFalse = rs.stream().filter(r -> r.score().equals("correct") && r.verdict().startsWith("FALSE"))
                    .count();
            long wrong = rs.stream().filter(r -> r.score().equals("wrong")).count();
            long timeouts = rs.stream().filter(BenchResult::timedOut).count();
            long memory = rs.stream().filter(BenchResult::outOfMemory).count();
            long errors = rs.stream().filter(r -> r.verdict().startsWith("ERROR") || r.verdict().startsWith("CRASH"))
                    .count();
            double cpu = rs.stream().filter(r -> r.score().equals("correct"))
                    .mapToDouble(r -> r.number("run.cpu.time").orElse(r.wallSeconds())).sum();
            out.append(String.format(Locale.ROOT, "| %s | %d | %d | %d | %d | %d | %d | %d | %d | %.1f |%n", config,
                    rs.size(), correctTrue, correctFalse, wrong, rs.size() - correctTrue - correctFalse - wrong, timeouts,
                    memory, errors, cpu));
        });
        return out.toString();
    }

    /**
     * The verifier's work per task (trace abstraction: verdict, time, refinement iterations, SMT queries), from
     * the first configuration that ran it; the verifier does the same work under every annotation setting.
     */
    static String verifierTable(List<BenchResult> results) {
        Optional<String> config = results.stream().filter(r -> r.reached("traceabstraction")).map(BenchResult::config)
                .findFirst();
        if (config.isEmpty()) {
            return "";
        }
        StringBuilder out = new StringBuilder("Configuration " + config.get() + ".\n\n| task | expected | verdict |"
                + " time (s) | iterations | SMT queries | states | predicates |\n|---|---|---|---:|---:|---:|---:|---:|\n");
        for (BenchResult r : results) {
            if (!r.config().equals(config.get())) {
                continue;
            }
            long queries = r.statistics().entrySet().stream()
                    .filter(e -> e.getKey().startsWith("traceabstraction.smt.") && e.getKey().endsWith(".queries"))
                    .mapToLong(e -> e.getValue() instanceof Number n ? n.longValue() : 0).sum();
            out.append("| ").append(r.task().name()).append(" | ").append(expected(r)).append(" | ")
                    .append(verdict(r)).append(" | ").append(seconds(Steps.stepSeconds(r, "traceabstraction"))).append(" | ")
                    .append(integer(r.number("traceabstraction.iterations"))).append(" | ")
                    .append(r.reached("traceabstraction") ? String.valueOf(queries) : "").append(" | ")
                    .append(integer(r.number("traceabstraction.states"))).append(" | ")
                    .append(integer(r.number("traceabstraction.predicates"))).append(" |\n");
        }
        return out.toString();
    }

    /** One row per task, one column per configuration: size / ghost updates / generation time / validation. */
    static String annotationTable(List<BenchResult> results) {
        Map<String, List<BenchResult>> byConfig = byConfig(results);
        Map<String, Map<String, BenchResult>> byTask = new LinkedHashMap<>();
        results.forEach(r -> byTask.computeIfAbsent(r.task().name(), k -> new LinkedHashMap<>()).put(r.config(), r));
        StringBuilder out = new StringBuilder("| task | places | transitions |");
        byConfig.keySet().forEach(c -> out.append(' ').append(c).append(" |"));
        out.append("\n|---|---:|---:|").append("---|".repeat(byConfig.size())).append('\n');
        byTask.forEach((task, runs) -> {
            if (runs.values().stream().noneMatch(Steps::hasProof)) {
                return;
            }
            BenchResult any = runs.values().iterator().next();
            out.append("| ").append(task).append(" | ").append(integer(Steps.places(any))).append(" | ")
                    .append(integer(Steps.transitions(any))).append(" |");
            for (String c : byConfig.keySet()) {
                BenchResult r = runs.get(c);
                out.append(' ').append(r == null ? "" : annotationCell(r)).append(" |");
            }
            out.append('\n');
        });
        return out.toString();
    }

    private static String annotationCell(BenchResult r) {
        if (!Steps.generated(r)) {
            return !Steps.hasProof(r) ? "no proof" : r.ranOutOfTime() ? BenchResult.TIMEOUT : verdict(r);
        }
        return integer(r.number(Steps.GENERATION + ".annotation.size")) + " / "
                + integer(r.number(Steps.GENERATION + ".annotation.ghost-updates")) + " / "
                + seconds(Steps.generationSeconds(r)) + " / "
                + Steps.validation(r).map(v -> v.equals("VALID") ? "valid" : v.toLowerCase(Locale.ROOT))
                .orElse(r.ranOutOfTime() ? "timeout" : r.ranOutOfMemory() ? "out of memory" : "–");
    }

    private static Map<String, List<BenchResult>> byConfig(List<BenchResult> results) {
        return results.stream().collect(Collectors.groupingBy(BenchResult::config, LinkedHashMap::new,
                Collectors.toList()));
    }

    private static String expected(BenchResult r) {
        return r.task().expected().map(e -> e ? "true" : "false").orElse("?");
    }

    private static String verdict(BenchResult r) {
        return r.verdict().replace("|", "\\|") + (r.score().equals("wrong") ? " **WRONG**" : "");
    }

    private static String seconds(Optional<Double> v) {
        return v.map(x -> String.format(Locale.ROOT, "%.2f", x)).orElse("");
    }

    private static String integer(Optional<Double> v) {
        return v.map(x -> String.valueOf(Math.round(x))).orElse("");
    }
}
