package org.imperium.launcher.bench;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.stream.Collectors;

/**
 * Table 1 of The Ghosts of Empires, one column per configuration: how many annotations were generated (and how
 * many runs ran out of time or memory in the generation), the average generation time; how many were generated
 * and validated, timeouts and unknowns in either step, the average validation time. Added here: the verification
 * time that produced the proof, and the share of tasks whose validation is faster than their verification (Sect.
 * 7, Q3), when the toolchain had a verifier. The benchmarks of a column are its tasks that reached the annotation
 * step, i.e. had a proof.
 */
final class OwickiGriesTable {

    private OwickiGriesTable() {
    }

    /** Whether any run got as far as the annotation step; else there is no table to show. */
    static boolean applies(List<BenchResult> results) {
        return results.stream().anyMatch(Steps::hasProof);
    }

    static String markdown(List<BenchResult> results) {
        Map<String, List<BenchResult>> byConfig = results.stream()
                .collect(Collectors.groupingBy(BenchResult::config, LinkedHashMap::new, Collectors.toList()));
        List<String> configs = new ArrayList<>(byConfig.keySet());
        StringBuilder out = new StringBuilder("| |");
        configs.forEach(c -> out.append(' ').append(c).append(" |"));
        out.append("\n|---|").append("---:|".repeat(configs.size())).append('\n');
        Row row = (title, cell) -> {
            out.append("| ").append(title).append(" |");
            configs.forEach(c -> out.append(' ').append(cell.apply(byConfig.get(c))).append(" |"));
            out.append('\n');
        };
        row.add("annotation", rs -> rs.stream().map(Steps::kind).distinct().collect(Collectors.joining(", ")));
        row.add("tasks / with a proof", rs -> rs.size() + " / " + proofs(rs).size());
        row.add("**Owicki-Gries generation**", rs -> "");
        row.add("# successful", rs -> count(rs, Steps::generated));
        row.add("# timeout", rs -> count(rs, r -> !Steps.generated(r) && r.ranOutOfTime()
                && r.text("run.last-step").filter(Steps.GENERATION::equals).isPresent()));
        row.add("# out of memory", rs -> count(rs, r -> !Steps.generated(r) && r.ranOutOfMemory()));
        row.add("# failed otherwise", rs -> count(rs, r -> !Steps.generated(r) && !r.ranOutOfTime()
                && !r.ranOutOfMemory()));
        row.add("avg. generation time (s)", rs -> average(rs, Steps::generated, Steps::generationSeconds, "%.2f"));
        row.add("avg. annotation size (DAG nodes)", rs -> average(rs, Steps::generated,
                r -> r.number(Steps.GENERATION + ".annotation.size"), "%.1f"));
        row.add("avg. ghost updates", rs -> average(rs, Steps::generated,
                r -> r.number(Steps.GENERATION + ".annotation.ghost-updates"), "%.1f"));
        row.add("**Owicki-Gries generation & validation**", rs -> "");
        row.add("# successful (valid)", rs -> count(rs, Steps::valid));
        row.add("# invalid", rs -> count(rs, r -> Steps.validation(r).filter("INVALID"::equals).isPresent()));
        row.add("# timeout", rs -> count(rs, r -> !Steps.valid(r) && r.ranOutOfTime()));
        row.add("# out of memory", rs -> count(rs, r -> !Steps.valid(r) && r.ranOutOfMemory()));
        row.add("# unknown", rs -> count(rs, r -> !Steps.valid(r) && !r.ranOutOfTime() && !r.ranOutOfMemory()
                && Steps.validation(r).filter("INVALID"::equals).isEmpty()));
        row.add("avg. validation time (s)", rs -> average(rs, Steps::valid, Steps::validationSeconds, "%.2f"));
        if (results.stream().anyMatch(r -> Steps.hasProof(r) && Steps.verificationSeconds(r).isPresent())) {
            row.add("**Verification**", rs -> "");
            row.add("avg. verification time (s)", rs -> average(rs, r -> true, Steps::verificationSeconds, "%.2f"));
            row.add("validation faster than verification", rs -> share(rs, 1));
            row.add("validation more than 3× faster", rs -> share(rs, 3));
        }
        return out.toString();
    }

    /** One line of the table: a title and what each configuration's runs show there. */
    private interface Row {
        void add(String title, Function<List<BenchResult>, String> cell);
    }

    private static List<BenchResult> proofs(List<BenchResult> rs) {
        return rs.stream().filter(Steps::hasProof).toList();
    }

    private static String count(List<BenchResult> rs, Predicate<BenchResult> p) {
        return String.valueOf(proofs(rs).stream().filter(p).count());
    }

    private static String average(List<BenchResult> rs, Predicate<BenchResult> p,
                                  Function<BenchResult, Optional<Double>> v, String format) {
        double[] values = proofs(rs).stream().filter(p).map(v).flatMap(Optional::stream)
                .mapToDouble(Double::doubleValue).toArray();
        if (values.length == 0) {
            return "–";
        }
        double sum = 0;
        for (double x : values) {
            sum += x;
        }
        return String.format(Locale.ROOT, format, sum / values.length);
    }

    /** Among the validated tasks with a verification time: how many validated {@code factor} times faster. */
    private static String share(List<BenchResult> rs, double factor) {
        List<BenchResult> both = proofs(rs).stream().filter(Steps::valid)
                .filter(r -> Steps.verificationSeconds(r).isPresent() && Steps.validationSeconds(r).isPresent())
                .toList();
        if (both.isEmpty()) {
            return "–";
        }
        long faster = both.stream().filter(r -> Steps.validationSeconds(r).get() * factor
                < Steps.verificationSeconds(r).get()).count();
        return String.format(Locale.ROOT, "%d of %d (%.0f %%)", faster, both.size(), 100.0 * faster / both.size());
    }
}
