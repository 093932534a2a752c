package org.imperium.witness;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.IntStream;
import org.imperium.cfrontend.CFrontendPlugin;
import org.imperium.core.Cancellation;
import org.imperium.core.Plugin;
import org.imperium.core.SourceLocation;
import org.imperium.core.Task;
import org.imperium.core.run.RunResult;
import org.imperium.core.run.ToolchainRunner;
import org.imperium.core.settings.Settings;
import org.imperium.core.toolchain.Toolchain;
import org.imperium.core.toolchain.ToolchainReader;
import org.imperium.empire.EmpirePlugin;
import org.imperium.explicit.ExplicitPlugin;
import org.imperium.ogcheck.plugin.OgCheckPlugin;
import org.imperium.petrify.PetrifyPlugin;
import org.imperium.program.PetriProgram;
import org.imperium.program.Petrification;
import org.imperium.program.text.PetriProgramWriter;
import org.imperium.traceabstraction.TraceAbstractionPlugin;
import org.imperium.witness.plugin.ModularPlugin;
import org.imperium.witness.plugin.VerdictPlugin;
import org.imperium.witness.plugin.WeavingPlugin;
import org.imperium.witness.plugin.WitnessPlugin;

/**
 * The default toolchain and the validation toolchain, run without OSGi on the plugin classes themselves: as lists
 * of plugins (one step after the other), or as the toolchain files of the repository with its default settings.
 */
final class Pipeline {

    static final List<String> VERIFY = List.of("cfrontend", "petrify", "traceabstraction", "empire", "ogcheck",
            "witness");
    static final List<String> VALIDATE = List.of("cfrontend", "petrify", "witnessweaving", "witnessmodular",
            "traceabstraction", "witnessverdict");
    /** Validation by the thread-modular check alone: confirmed, or unknown (no backend verdict). */
    static final List<String> VALIDATE_MODULAR = List.of("cfrontend", "petrify", "witnessweaving", "witnessmodular",
            "witnessverdict");

    /** The largest thread-instance bound {@link #petrifiesAgainAs} tries. */
    private static final int MAX_INSTANCES = 6;

    private static final Map<String, Plugin> PLUGINS = new LinkedHashMap<>();

    static {
        PLUGINS.put(TimingOut.ID, new TimingOut());
        for (Plugin p : List.of(new CFrontendPlugin(), new PetrifyPlugin(), new TraceAbstractionPlugin(),
                new EmpirePlugin(), new OgCheckPlugin(), new WitnessPlugin(), new WeavingPlugin(), new ModularPlugin(),
                new VerdictPlugin(), new ExplicitPlugin())) {
            PLUGINS.put(p.id(), p);
        }
    }

    private Pipeline() {
    }

    /** A step that runs out of time at once, as the annotation's check does on a slow machine. */
    static final class TimingOut implements Plugin {

        static final String ID = "timingout";

        @Override
        public String id() {
            return ID;
        }

        @Override
        public String description() {
            return "times out";
        }

        @Override
        public List<org.imperium.core.ModelKey<?>> requires() {
            return List.of();
        }

        @Override
        public List<org.imperium.core.ModelKey<?>> produces() {
            return List.of();
        }

        @Override
        public void run(org.imperium.core.RunContext context) {
            context.cancellation().cancel("timeout");
            context.cancellation().check();
        }
    }

    /** A run's result and the lines it printed. */
    record Run(RunResult result, List<String> lines) {
    }

    /** The toolchain file {@code toolchains/<name>.xml} of the repository. */
    static Toolchain toolchain(String name) {
        return ToolchainReader.read(root().resolve("toolchains").resolve(name + ".xml"));
    }

    /** The repository's {@code settings/default.properties}, which the launcher applies first. */
    static Settings defaultSettings() {
        return Settings.read(root().resolve("settings").resolve("default.properties"));
    }

    private static Path root() {
        return Path.of(System.getProperty("imperium.root", "../.."));
    }

    /** A toolchain file's run with the default settings, under {@code cancellation}. */
    static Run run(Toolchain toolchain, Task task, Cancellation cancellation) {
        List<String> lines = new ArrayList<>();
        ToolchainRunner runner = new ToolchainRunner(PLUGINS, lines::add, lines::add, note -> { });
        return new Run(runner.run(toolchain, defaultSettings(), task, cancellation), lines);
    }

    static Run run(List<String> plugins, Task task, double seconds) {
        return run(plugins, task, seconds, Settings.empty());
    }

    static Run run(List<String> plugins, Task task, double seconds, Settings settings) {
        List<Toolchain.Step> steps = plugins.stream().map(id -> new Toolchain.Step(id, SourceLocation.ofFile("test")))
                .toList();
        List<String> lines = new ArrayList<>();
        ToolchainRunner runner = new ToolchainRunner(PLUGINS, lines::add, lines::add, note -> { });
        RunResult r = runner.run(new Toolchain("test", steps, "test"), settings, task,
                Cancellation.afterSeconds(seconds));
        return new Run(r, lines);
    }

    /**
     * Whether petrifying {@code task} again gives {@code petrified} — with the same thread-instance bound, which a
     * verifier may have raised (validation petrifies again, and its backend raises the bound the same way).
     */
    static boolean petrifiesAgainAs(Task task, PetriProgram petrified) {
        Petrification again = run(List.of("cfrontend", "petrify"), task, 30).result().models()
                .find(Petrification.MODEL).orElseThrow();
        String text = PetriProgramWriter.write(petrified);
        return IntStream.rangeClosed(again.initialInstances(), MAX_INSTANCES)
                .anyMatch(k -> PetriProgramWriter.write(again.petrify(k)).equals(text));
    }

    static Task task(Path program, Task.Architecture arch, Path witnessDirectory, Optional<Path> witness) {
        return new Task(List.of(program), arch, Task.Specification.UNREACH_CALL, witnessDirectory, witness);
    }
}
