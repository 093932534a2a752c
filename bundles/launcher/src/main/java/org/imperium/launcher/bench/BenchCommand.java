package org.imperium.launcher.bench;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.imperium.core.InputException;
import org.imperium.core.SourceLocation;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code ./verify bench <MANIFEST.tsv | dir> [--config settings…] --timeout S --memory M}: runs the tasks, writes
 * one CSV row per task and configuration, and renders a markdown report with the figures as SVG files in a
 * directory named like the report. {@code --from-csv} renders the report of earlier results again (of several
 * runs together, e.g. of configurations run on different task sets). Exit code 1
 * when a verdict is wrong or an annotation invalid, so that a benchmark run in CI fails on it.
 */
@Command(name = "bench", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Runs a benchmark set, each task in a fresh JVM, and reports CSV, markdown and SVG plots.",
        footer = {"", "Table 1 of The Ghosts of Empires on the project's Petri programs and their proofs:",
            "  ./verify bench testdata/petri --proofs --toolchain OwickiGriesFromProof \\",
            "      --config settings/naive.properties --config settings/imperial.properties \\",
            "      --config settings/focused.properties --step-timeout 60 --timeout 200 --jobs 2 \\",
            "      --csv docs/benchmarks/petri-proofs.csv --report docs/benchmarks/petri-proofs.md"})
public final class BenchCommand implements Callable<Integer> {

    @Parameters(paramLabel = "TASKS", arity = "0..*", description = "An SV-COMP MANIFEST.tsv, or a directory of C"
            + " programs with '// verdict:' comments and Petri programs (P.petri, with P.proof).")
    List<Path> sources = new ArrayList<>();

    @Option(names = "--config", paramLabel = "SETTINGS", description = "A settings file per configuration"
            + " (repeatable); none: the default configuration.")
    List<Path> configs = new ArrayList<>();

    @Option(names = "--set", paramLabel = "KEY=VALUE", description = "Setting applied to every configuration.")
    List<String> overrides = new ArrayList<>();

    @Option(names = "--toolchain", paramLabel = "FILE|NAME", description = "Toolchain of every run (default: the"
            + " launcher's default).")
    String toolchain;

    @Option(names = "--proofs", description = "Give each Petri task its proof file (petrifile.proof), for the"
            + " toolchain OwickiGriesFromProof; tasks without a proof are left out.")
    boolean proofs;

    @Option(names = "--timeout", paramLabel = "SECONDS", description = "Time limit per run (default: 60).")
    double timeout = 60;

    @Option(names = "--step-timeout", paramLabel = "SECONDS", description = "Time limit per step of a run, e.g."
            + " the annotation and its check (default: 0, none).")
    double stepTimeout;

    @Option(names = "--memory", paramLabel = "MB", description = "Heap limit per run (default: 4000).")
    int memory = 4000;

    @Option(names = "--jobs", paramLabel = "N", description = "Parallel runs (default: the number of cores).")
    int jobs = Runtime.getRuntime().availableProcessors();

    @Option(names = "--filter", paramLabel = "REGEX", description = "Only tasks whose name matches.")
    String filter;

    @Option(names = "--property", paramLabel = "NAME", description = "Property of MANIFEST rows (default:"
            + " unreach-call).")
    String property = "unreach-call";

    @Option(names = "--csv", paramLabel = "FILE", description = "CSV output (default: bench-results.csv).")
    Path csv = Path.of("bench-results.csv");

    @Option(names = "--report", paramLabel = "FILE", description = "Markdown report (default: bench-report.md);"
            + " the plots go to the directory of the same name without .md.")
    Path report = Path.of("bench-report.md");

    @Option(names = "--title", paramLabel = "TEXT", description = "Title of the report.")
    String title = "Benchmark results";

    @Option(names = "--from-csv", paramLabel = "FILE", description = "Run nothing: render the report of the"
            + " results in these CSV files (repeatable, e.g. runs of different configurations).")
    List<Path> fromCsv = new ArrayList<>();

    private final Path home;
    private final PrintStream out;
    private final PrintStream err;
    private final String commandLine;

    public BenchCommand(Path home, PrintStream out, PrintStream err, String commandLine) {
        this.home = home;
        this.out = out;
        this.err = err;
        this.commandLine = commandLine;
    }

    @Override
    public Integer call() throws InterruptedException {
        try {
            List<BenchResult> results;
            String limits;
            if (!fromCsv.isEmpty()) {
                results = new ArrayList<>();
                for (Path f : fromCsv) {
                    results.addAll(readCsv(f));
                }
                limits = "Rendered from " + fromCsv.stream().map(f -> f.getFileName().toString())
                        .collect(Collectors.joining(", ")) + ".";
            } else {
                results = runTasks();
                Files.writeString(csv, CsvTable.render(results));
                limits = limits();
            }
            writeReport(results, limits);
            long wrong = results.stream().filter(r -> r.score().equals("wrong")).count();
            long invalid = results.stream().filter(r -> Steps.validation(r).filter("INVALID"::equals).isPresent())
                    .count();
            out.println("wrote " + (fromCsv.isEmpty() ? csv + " and " : "") + report
                    + (wrong > 0 ? "; WRONG verdicts: " + wrong : "")
                    + (invalid > 0 ? "; INVALID annotations: " + invalid : ""));
            return wrong + invalid > 0 ? 1 : 0;
        } catch (InputException e) {
            err.println(e.getMessage());
            return 1;
        } catch (IOException e) {
            err.println("cannot write results: " + e.getMessage());
            return 1;
        }
    }

    private List<BenchResult> runTasks() throws InterruptedException {
        if (sources.isEmpty()) {
            throw new InputException(SourceLocation.ofFile("bench"), "no tasks given (a MANIFEST.tsv or a directory)",
                    "no tasks");
        }
        List<BenchTask> tasks = new ArrayList<>();
        for (Path s : sources) {
            if (!Files.exists(s)) {
                throw new InputException(SourceLocation.ofFile(s.toString()), "file not found", "file not found");
            }
            tasks.addAll(TaskSource.read(s, property));
        }
        if (filter != null) {
            Pattern p = Pattern.compile(filter);
            tasks.removeIf(t -> !p.matcher(t.name()).find());
        }
        if (proofs) {
            tasks.removeIf(t -> t.proof().isEmpty() || t.expected().isEmpty());
        }
        List<BenchConfig> configurations = new ArrayList<>();
        for (Path c : configs) {
            if (!Files.isRegularFile(c)) {
                throw new InputException(SourceLocation.ofFile(c.toString()), "settings file not found",
                        "settings file not found");
            }
            configurations.add(new BenchConfig(c.getFileName().toString().replaceFirst("\\.properties$", ""),
                    List.of(c.toAbsolutePath()), overrides));
        }
        if (configurations.isEmpty()) {
            configurations.add(new BenchConfig("default", List.of(), overrides));
        }
        err.printf("%d tasks x %d configurations, %d in parallel, %.0f s and %d MB each%n", tasks.size(),
                configurations.size(), jobs, timeout, memory);
        // a toolchain file relative to here must still be found from the run's own directory
        List<String> extra = toolchain == null ? List.of() : List.of("--toolchain",
                Files.exists(Path.of(toolchain)) ? Path.of(toolchain).toAbsolutePath().toString() : toolchain);
        return new BenchRunner(home, timeout, stepTimeout, memory, jobs, extra, proofs, err).run(tasks,
                configurations);
    }

    private String limits() {
        return String.format(Locale.ROOT, "Limits: %.0f s per run%s and %d MB heap, %d runs in parallel on %d cores"
                + " (the paper: 300 s per step and 8 GB).", timeout, stepTimeout > 0
                ? String.format(Locale.ROOT, ", %.0f s per step", stepTimeout) : "", memory, jobs,
                Runtime.getRuntime().availableProcessors());
    }

    private static List<BenchResult> readCsv(Path file) {
        try {
            return CsvTable.parse(Files.readString(file), file.toString());
        } catch (NoSuchFileException e) {
            throw new InputException(SourceLocation.ofFile(file.toString()), "file not found", "file not found");
        } catch (IOException e) {
            throw new InputException(SourceLocation.ofFile(file.toString()), "cannot read: " + e.getMessage(),
                    "cannot read results");
        }
    }

    /** The report, and its figures in the directory named like it without {@code .md}. */
    private void writeReport(List<BenchResult> results, String limits) throws IOException {
        String base = report.getFileName().toString().replaceFirst("\\.md$", "");
        Path plots = report.toAbsolutePath().resolveSibling(base);
        List<Figures.Figure> figures = Figures.draw(results);
        if (!figures.isEmpty()) {
            Files.createDirectories(plots);
            for (Figures.Figure f : figures) {
                Files.writeString(plots.resolve(f.file()), f.svg());
            }
        }
        Files.writeString(report, BenchReport.page(title, results, commandLine, limits, figures, base));
    }
}
