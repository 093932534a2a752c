package org.imperium.launcher.bench;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.regex.Pattern;
import org.imperium.core.InputException;
import org.imperium.core.SourceLocation;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code ./verify bench <MANIFEST.tsv | dir> [--config settings…] --timeout S --memory M}: runs the tasks,
 * writes one CSV row per task and configuration, and renders a markdown report.
 */
@Command(name = "bench", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Runs a benchmark set, each task in a fresh JVM, and reports CSV and markdown.")
public final class BenchCommand implements Callable<Integer> {

    @Parameters(paramLabel = "TASKS", description = "An SV-COMP MANIFEST.tsv or a directory of programs with"
            + " '// verdict:' comments.")
    List<Path> sources = new ArrayList<>();

    @Option(names = "--config", paramLabel = "SETTINGS", description = "A settings file per configuration"
            + " (repeatable); none: the default configuration.")
    List<Path> configs = new ArrayList<>();

    @Option(names = "--set", paramLabel = "KEY=VALUE", description = "Setting applied to every configuration.")
    List<String> overrides = new ArrayList<>();

    @Option(names = "--toolchain", paramLabel = "FILE|NAME", description = "Toolchain of every run (default: the"
            + " launcher's default).")
    String toolchain;

    @Option(names = "--timeout", paramLabel = "SECONDS", description = "Time limit per task (default: 60).")
    double timeout = 60;

    @Option(names = "--memory", paramLabel = "MB", description = "Heap limit per task (default: 4000).")
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

    @Option(names = "--report", paramLabel = "FILE", description = "Markdown report (default: bench-report.md).")
    Path report = Path.of("bench-report.md");

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
            List<String> extra = toolchain == null ? List.of() : List.of("--toolchain", toolchain);
            List<BenchResult> results = new BenchRunner(home, timeout, memory, jobs, extra, err)
                    .run(tasks, configurations);
            Files.writeString(csv, CsvTable.render(results));
            String limits = String.format(java.util.Locale.ROOT, "Limits: %.0f s and %d MB heap per task, %d runs in"
                    + " parallel on %d cores.", timeout, memory, jobs, Runtime.getRuntime().availableProcessors());
            Map<String, String> columns = new LinkedHashMap<>();
            columns.put("iterations", "traceabstraction.iterations");
            columns.put("SMT queries", "smt.queries");
            columns.put("empire states", "empire.states");
            columns.put("annotation size", "empire.annotation.size");
            Files.writeString(report, "# Benchmark results\n\n" + BenchReport.markdown(results, commandLine, limits)
                    + "\n" + BenchReport.taskTable(results, columns));
            long wrong = results.stream().filter(r -> r.score().equals("wrong")).count();
            out.println("wrote " + csv + " and " + report + (wrong > 0 ? "; WRONG verdicts: " + wrong : ""));
            return 0;
        } catch (InputException e) {
            err.println(e.getMessage());
            return 1;
        } catch (IOException e) {
            err.println("cannot write results: " + e.getMessage());
            return 1;
        }
    }
}
