package org.imperium.launcher.bench;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The plots of the paper's evaluation, drawn from benchmark results: Fig. 10(a) annotation size as a quantile
 * plot per configuration, Fig. 10(b) ghost updates of the naive against the imperial annotation, Fig. 9
 * generation time against the number of places, and validation time against verification time (Q3). A plot
 * without data is left out.
 */
final class Figures {

    /** One plot: its file name, a caption for the report, and the SVG text. */
    record Figure(String file, String caption, String svg) {
    }

    private Figures() {
    }

    static List<Figure> draw(List<BenchResult> results) {
        Map<String, List<BenchResult>> byConfig = results.stream()
                .collect(Collectors.groupingBy(BenchResult::config, LinkedHashMap::new, Collectors.toList()));
        List<Figure> figures = new ArrayList<>();

        Map<String, List<Double>> sizes = new LinkedHashMap<>();
        byConfig.forEach((c, rs) -> sizes.put(c, rs.stream().filter(Steps::generated)
                .map(r -> r.number(Steps.GENERATION + ".annotation.size")).flatMap(Optional::stream).toList()));
        sizes.values().removeIf(List::isEmpty);
        if (!sizes.isEmpty()) {
            figures.add(new Figure("annotation-size.svg", "Annotation size (DAG nodes) of the generated"
                    + " annotations, sorted, per configuration (cf. Fig. 10a)", SvgPlot.quantile(
                    "Annotation size", "size (DAG nodes)", sizes, true)));
        }

        Optional<String> naive = configOfKind(byConfig, "naive");
        Optional<String> imperial = configOfKind(byConfig, "imperial");
        if (naive.isPresent() && imperial.isPresent()) {
            List<SvgPlot.Point> points = paired(byConfig.get(naive.get()), byConfig.get(imperial.get()),
                    Steps.GENERATION + ".annotation.ghost-updates");
            if (!points.isEmpty()) {
                figures.add(new Figure("ghost-updates.svg", "Ghost updates of the naive against the imperial"
                        + " annotation (configurations " + naive.get() + ", " + imperial.get() + "), one point per"
                        + " task where both were generated (cf. Fig. 10b)", SvgPlot.scatter("Ghost updates",
                        "ghost updates, " + naive.get(), "ghost updates, " + imperial.get(), Map.of("tasks", points),
                        false, false, true)));
            }
        }

        Map<String, List<SvgPlot.Point>> generation = new LinkedHashMap<>();
        byConfig.forEach((c, rs) -> generation.put(c, rs.stream().filter(Steps::generated)
                .filter(r -> Steps.places(r).isPresent() && Steps.generationSeconds(r).isPresent())
                .map(r -> new SvgPlot.Point(Steps.places(r).get(), Steps.generationSeconds(r).get())).toList()));
        generation.values().removeIf(List::isEmpty);
        if (!generation.isEmpty()) {
            figures.add(new Figure("generation-time.svg", "Generation time of the annotation against the number of"
                    + " places of the Petri program (cf. Fig. 9)", SvgPlot.scatter("Generation time",
                    "places", "generation time (s)", generation, false, true, false)));
        }

        Map<String, List<SvgPlot.Point>> validation = new LinkedHashMap<>();
        byConfig.forEach((c, rs) -> validation.put(c, rs.stream().filter(Steps::valid)
                .filter(r -> Steps.verificationSeconds(r).isPresent() && Steps.validationSeconds(r).isPresent())
                .map(r -> new SvgPlot.Point(Steps.verificationSeconds(r).get(), Steps.validationSeconds(r).get()))
                .toList()));
        validation.values().removeIf(List::isEmpty);
        if (!validation.isEmpty()) {
            figures.add(new Figure("validation-vs-verification.svg", "Validation time of the annotation against"
                    + " the verification time that produced the proof; below the diagonal validation is faster",
                    SvgPlot.scatter("Validation vs. verification", "verification time (s)", "validation time (s)",
                            validation, true, true, true)));
        }
        return figures;
    }

    /** The first configuration whose runs built annotations of {@code kind}. */
    private static Optional<String> configOfKind(Map<String, List<BenchResult>> byConfig, String kind) {
        return byConfig.entrySet().stream()
                .filter(e -> e.getValue().stream().filter(Steps::generated).map(Steps::kind).anyMatch(kind::equals))
                .map(Map.Entry::getKey).findFirst();
    }

    /** Points (value in {@code xs}, value in {@code ys}) of the tasks where both runs report {@code key}. */
    private static List<SvgPlot.Point> paired(List<BenchResult> xs, List<BenchResult> ys, String key) {
        Map<String, Double> byTask = new LinkedHashMap<>();
        xs.forEach(r -> r.number(key).ifPresent(v -> byTask.put(r.task().name(), v)));
        List<SvgPlot.Point> points = new ArrayList<>();
        for (BenchResult r : ys) {
            Double x = byTask.get(r.task().name());
            if (x != null && r.number(key).isPresent()) {
                points.add(new SvgPlot.Point(x, r.number(key).get()));
            }
        }
        return points;
    }
}
