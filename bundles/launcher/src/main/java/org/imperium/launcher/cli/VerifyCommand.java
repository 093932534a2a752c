package org.imperium.launcher.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.imperium.core.InputException;
import org.imperium.core.SourceLocation;
import org.imperium.core.Task;
import org.imperium.core.Verdict;
import org.imperium.core.run.RunResult;
import org.imperium.core.run.StepFailure;
import org.imperium.core.settings.Settings;
import org.imperium.core.toolchain.Toolchain;
import org.imperium.core.toolchain.ToolchainReader;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code ./verify [options] <program>}: runs a toolchain on a program and ends with one {@code Result:} line.
 * SV-COMP mode ({@code --spec}, or a task definition) lets the property pick toolchain and settings
 * ({@link SvCompMode}); a task definition's expected verdict is compared with the result.
 * Exit codes: 0 verdict (TRUE, FALSE, UNKNOWN), 1 bad input or configuration, 2 bad command line, 3 internal
 * error.
 */
@Command(name = "verify", mixinStandardHelpOptions = true, versionProvider = Version.class, sortOptions = false,
        usageHelpAutoWidth = true,
        description = "Verifies a concurrent C program (pthreads) and writes an SV-COMP witness.",
        footer = {"", "Examples:", "  ./verify program.c", "  ./verify --spec unreach-call.prp --architecture 32bit"
                + " --file task.i --witness-dir out", "  ./verify task.yml", "  ./verify bench --help", "  ./verify --toolchain ExplicitSTR --set explicit.reduction=str program.c",
            "  ./verify --help-settings"})
final class VerifyCommand implements Callable<Integer> {

    static final String DEFAULT_TOOLCHAIN = "AutomizerOwickiGries";

    @Parameters(paramLabel = "PROGRAM", description = "C file (.c/.i), Petri program, or SV-COMP task (.yml)")
    List<Path> inputs = new ArrayList<>();

    @Option(names = "--file", paramLabel = "PROGRAM", description = "The program (SV-COMP style).")
    Path file;

    @Option(names = "--spec", paramLabel = "PRP", description = "SV-COMP property file: picks the"
            + " toolchain and settings/svcomp-<arch>.properties; only unreach-call is checked.")
    Path spec;

    @Option(names = "--architecture", paramLabel = "32bit|64bit", description = "Data model (default: 32bit).")
    String architecture;

    @Option(names = "--witness-dir", paramLabel = "DIR", description = "Where witness.yml is written (default: .).")
    Path witnessDir = Path.of(".");

    @Option(names = "--validate", paramLabel = "WITNESS", description = "Validate this witness (toolchain"
            + " WitnessValidation).")
    Path witness;

    @Option(names = "--toolchain", paramLabel = "FILE|NAME", description = "Toolchain file, or the name of one in"
            + " toolchains/ (default: " + DEFAULT_TOOLCHAIN + ").")
    String toolchain;

    @Option(names = "--settings", paramLabel = "FILE", description = "Settings file(s), applied in order after"
            + " settings/default.properties.")
    List<Path> settingsFiles = new ArrayList<>();

    @Option(names = "--set", paramLabel = "KEY=VALUE", description = "Override one setting, e.g."
            + " traceabstraction.solver=princess.")
    List<String> overrides = new ArrayList<>();

    @Option(names = "--timeout", paramLabel = "SECONDS", description = "Time limit of the run (0: none).")
    double timeout;

    @Option(names = "--step-timeout", paramLabel = "SECONDS", description = "Time limit of each step of the"
            + " toolchain, e.g. the annotation and its check (0: none).")
    double stepTimeout;

    @Option(names = "--help-settings", arity = "0..1", fallbackValue = "text", paramLabel = "text|markdown",
            description = "List every option of every installed plugin.")
    String helpSettings;

    @Option(names = "--statistics", description = "Print the run's statistics before the result.")
    boolean statistics;

    @Option(names = "--statistics-json", paramLabel = "FILE", description = "Write the statistics as JSON.")
    Path statisticsJson;

    @Option(names = "--debug", description = "Show stack traces of internal errors.")
    boolean debug;

    private final Installation installation;
    private final Path home;
    private final PrintStream out;
    private final PrintStream err;

    VerifyCommand(Installation installation, Path home, PrintStream out, PrintStream err) {
        this.installation = installation;
        this.home = home;
        this.out = out;
        this.err = err;
    }

    @Override
    public Integer call() {
        if (helpSettings != null) {
            out.print(helpSettings.equals("markdown")
                    ? SettingsHelp.markdown(installation.plugins(), installation.catalog())
                    : SettingsHelp.text(installation.plugins(), installation.catalog()));
            return 0;
        }
        try {
            return verify();
        } catch (InputException e) {
            err.println(e.getMessage());
            out.println(new Verdict.Error(e.reason()).resultLine());
            return 1;
        }
    }

    private int verify() {
        List<Path> programs = new ArrayList<>(inputs);
        if (file != null) {
            programs.add(file);
        }
        if (programs.isEmpty()) {
            throw new BadCommandLine("no program given");
        }
        Optional<Task.Architecture> arch = Optional.empty();
        if (architecture != null) {
            arch = Optional.of(Task.Architecture.fromOption(architecture)
                    .orElseThrow(() -> new BadCommandLine("--architecture must be 32bit or 64bit")));
        }
        Optional<TaskDefinition> definition = Optional.empty();
        if (programs.size() == 1 && programs.get(0).toString().endsWith(".yml")) {
            definition = Optional.of(TaskDefinition.read(programs.get(0), Optional.ofNullable(spec)));
            programs = definition.get().inputFiles();
            if (arch.isEmpty()) {
                arch = Optional.of(definition.get().architecture());
            }
        }
        for (Path p : programs) {
            if (!Files.isRegularFile(p)) {
                throw new InputException(SourceLocation.ofFile(p.toString()), "file not found", "file not found");
            }
            if (!Files.isReadable(p)) {
                throw new InputException(SourceLocation.ofFile(p.toString()), "file not readable", "file not readable");
            }
        }
        Path prp = definition.map(TaskDefinition::propertyFile).orElse(spec);
        Task.Specification specification = Task.Specification.UNREACH_CALL;
        Task.Architecture dataModel = arch.orElse(Task.Architecture.ILP32);
        Optional<SvCompMode> svcomp = Optional.empty();
        if (prp != null) {
            Optional<Task.Specification> read = PropertyFile.read(prp);
            if (read.isEmpty()) {
                out.println(Verdict.unknown("unsupported property").resultLine());
                return 0;
            }
            specification = read.get();
            svcomp = Optional.of(SvCompMode.of(specification, dataModel, home));
        }
        Settings settings = settings(svcomp);
        Toolchain chain = ToolchainReader.read(resolveToolchain(svcomp, settings));
        settings.validate(installation.catalog());
        Task task = new Task(programs, dataModel, specification, witnessDir, Optional.ofNullable(witness));
        RunResult result = new RunSupervisor(installation.plugins(), out::println, err::println,
                Progress.forTerminal(err), timeoutLeft(), stepTimeout).run(chain, settings, task);
        Progress.clear(err);
        for (StepFailure failure : result.failures()) {
            err.println("warning: " + failure.warning());
            if (debug) {
                failure.cause().ifPresent(e -> e.printStackTrace(err));
            }
        }
        ResourceUsage.record(result.statistics());
        settings.all().forEach(s -> result.statistics().scope("setting").set(s.key(), s.value()));
        if (statistics) {
            out.print(result.statistics().render());
        }
        if (statisticsJson != null) {
            writeStatistics(result);
        }
        definition.flatMap(TaskDefinition::expectedVerdict).ifPresent(expected ->
                out.println("Expected: " + (expected ? "TRUE" : "FALSE") + " - " + judge(result.verdict(), expected)));
        if (result.internalError().isPresent()) {
            Throwable e = result.internalError().get();
            err.println("internal error: " + e);
            if (debug) {
                e.printStackTrace(err);
            }
            out.println(new Verdict.Error("internal error").resultLine());
            return 3;
        }
        out.println(result.verdict().resultLine());
        return result.verdict() instanceof Verdict.Error ? 1 : 0;
    }

    /** correct, wrong or unknown, as SV-COMP scores a verdict against the expected one. */
    static String judge(Verdict verdict, boolean expected) {
        if (verdict instanceof Verdict.Correct) {
            return expected ? "correct" : "wrong";
        }
        if (verdict instanceof Verdict.Incorrect) {
            return expected ? "wrong" : "correct";
        }
        return "unknown";
    }

    /**
     * The time limit less what the process has used before the run (the JVM's and the framework's start, about a
     * second): a benchmarking tool measures the limit from the process start. At least half the limit, should the
     * start lie long back; 0 when there is no limit.
     */
    private double timeoutLeft() {
        if (timeout <= 0) {
            return 0;
        }
        double spent = ProcessHandle.current().info().startInstant()
                .map(start -> Duration.between(start, Instant.now()).toNanos() / 1e9).orElse(0.0);
        return Math.max(timeout / 2, timeout - spent);
    }

    private Path resolveToolchain(Optional<SvCompMode> svcomp, Settings settings) {
        String name = toolchain != null ? toolchain : witness != null ? validationToolchain(settings)
                : svcomp.map(SvCompMode::toolchain).orElse(DEFAULT_TOOLCHAIN);
        Path direct = Path.of(name);
        if (name.endsWith(".xml") || Files.exists(direct)) {
            return direct;
        }
        return home.resolve("toolchains").resolve(name + ".xml");
    }

    /** The validation toolchain of the backend the setting witnessweaving.backend names (docs/witnesses.md). */
    private static String validationToolchain(Settings settings) {
        String backend = settings.forPlugin("witnessweaving").getOrDefault("backend", "traceabstraction");
        return backend.equals("explicit") ? "WitnessValidationExplicit" : "WitnessValidation";
    }

    /** settings/default.properties, the SV-COMP settings of the property, --settings files, --set overrides. */
    private Settings settings(Optional<SvCompMode> svcomp) {
        Settings settings = Settings.empty();
        Path defaults = home.resolve("settings").resolve("default.properties");
        if (Files.isRegularFile(defaults)) {
            settings.putAll(Settings.read(defaults));
        }
        svcomp.ifPresent(mode -> settings.putAll(Settings.read(mode.settingsFile())));
        for (Path f : settingsFiles) {
            Path resolved = Files.exists(f) || f.isAbsolute() ? f : home.resolve("settings").resolve(f);
            settings.putAll(Settings.read(Files.exists(resolved) ? resolved : f));
        }
        for (String o : overrides) {
            settings.put(Settings.parseOverride(o));
        }
        return settings;
    }

    private void writeStatistics(RunResult result) {
        try {
            Files.writeString(statisticsJson, result.statistics().toJson());
        } catch (IOException e) {
            throw new InputException(SourceLocation.ofFile(statisticsJson.toString()), "cannot write statistics: "
                    + e.getMessage(), "cannot write statistics");
        }
    }

    /** A problem with the command line itself: usage hint and exit code 2. */
    static final class BadCommandLine extends RuntimeException {
        BadCommandLine(String message) {
            super(message);
        }
    }
}
