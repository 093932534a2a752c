package org.imperium.core.run;

import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import org.imperium.core.Backtranslation;
import org.imperium.core.CancelledException;
import org.imperium.core.Cancellation;
import org.imperium.core.InputException;
import org.imperium.core.ModelKey;
import org.imperium.core.Plugin;
import org.imperium.core.RunContext;
import org.imperium.core.Statistics;
import org.imperium.core.Task;
import org.imperium.core.UnsupportedException;
import org.imperium.core.Verdict;
import org.imperium.core.settings.Settings;
import org.imperium.core.toolchain.Toolchain;
import org.osgi.util.converter.Converters;

/**
 * Runs a checked toolchain: the plugins in order, each on the shared model store. A plugin whose required models
 * are absent at run time (e.g. no proof after a FALSE verdict) is skipped. An exception ends the run: bad input
 * gives ERROR, an unsupported construct or the time limit gives UNKNOWN, anything else is an internal error.
 */
public final class ToolchainRunner {

    private final Map<String, Plugin> plugins;
    private final Consumer<String> out;
    private final Consumer<String> err;
    private final Consumer<String> progress;

    /**
     * @param out      receives the lines plugins print
     * @param err      receives one-line error messages
     * @param progress receives progress notes (the launcher shows them only on a terminal)
     */
    public ToolchainRunner(Map<String, Plugin> plugins, Consumer<String> out, Consumer<String> err,
                           Consumer<String> progress) {
        this.plugins = Map.copyOf(plugins);
        this.out = out;
        this.err = err;
        this.progress = progress;
    }

    public RunResult run(Toolchain toolchain, Settings settings, Task task, Cancellation cancellation) {
        ToolchainChecker.check(toolchain, plugins);
        ModelStore store = new ModelStore();
        store.put(Task.MODEL, task);
        Statistics statistics = new Statistics();
        Backtranslation backtranslation = new Backtranslation();
        Context context = new Context(store, settings, statistics, cancellation, backtranslation);
        long start = System.nanoTime();
        try {
            for (Toolchain.Step step : toolchain.steps()) {
                Plugin plugin = plugins.get(step.pluginId());
                Optional<ModelKey<?>> missing = plugin.requires().stream().filter(k -> !store.contains(k)).findFirst();
                if (missing.isPresent()) {
                    statistics.scope(plugin.id()).set("skipped", "no " + missing.get().name());
                    continue;
                }
                cancellation.check();
                context.current = plugin;
                progress.accept(plugin.id());
                long pluginStart = System.nanoTime();
                try {
                    plugin.run(context);
                } finally {
                    statistics.scope(plugin.id()).addTime("time", Duration.ofNanos(System.nanoTime() - pluginStart));
                }
            }
            return finish(context, statistics, store, start, Optional.empty());
        } catch (InputException e) {
            err.accept(e.getMessage());
            context.verdict = new Verdict.Error(e.reason());
        } catch (UnsupportedException e) {
            context.verdict = Verdict.unknown(e.getMessage());
        } catch (CancelledException e) {
            context.verdict = Verdict.unknown(e.getMessage());
        } catch (OutOfMemoryError e) {
            context.verdict = Verdict.unknown("out of memory");
        } catch (StackOverflowError e) {
            context.verdict = Verdict.unknown("stack overflow");
        } catch (RuntimeException | LinkageError | AssertionError e) {
            context.verdict = new Verdict.Error("internal error: " + e);
            return finish(context, statistics, store, start, Optional.of(e));
        }
        return finish(context, statistics, store, start, Optional.empty());
    }

    private static RunResult finish(Context context, Statistics statistics, ModelStore store, long start,
                                    Optional<Throwable> internalError) {
        statistics.addTime("total.time", Duration.ofNanos(System.nanoTime() - start));
        Verdict verdict = context.verdict != null ? context.verdict
                : Verdict.unknown("no plugin of the toolchain reached a verdict");
        return new RunResult(verdict, statistics, store, internalError);
    }

    /** The run context handed to each plugin in turn. */
    private final class Context implements RunContext {
        private final ModelStore store;
        private final Settings settings;
        private final Statistics statistics;
        private final Cancellation cancellation;
        private final Backtranslation backtranslation;
        private Plugin current;
        private Verdict verdict;

        Context(ModelStore store, Settings settings, Statistics statistics, Cancellation cancellation,
                Backtranslation backtranslation) {
            this.store = store;
            this.settings = settings;
            this.statistics = statistics;
            this.cancellation = cancellation;
            this.backtranslation = backtranslation;
        }

        @Override
        public <T> T get(ModelKey<T> key) {
            return store.find(key).orElseThrow(() -> new IllegalStateException(
                    "plugin " + current.id() + " asked for model " + key + " that is not in the store"));
        }

        @Override
        public <T> Optional<T> find(ModelKey<T> key) {
            return store.find(key);
        }

        @Override
        public <T> void put(ModelKey<T> key, T model) {
            store.put(key, model);
        }

        @Override
        public <A> A options(Class<A> optionsType) {
            return Converters.standardConverter().convert(settings.forPlugin(current.id())).to(optionsType);
        }

        @Override
        public Statistics statistics() {
            return statistics.scope(current.id());
        }

        @Override
        public Cancellation cancellation() {
            return cancellation;
        }

        @Override
        public Backtranslation backtranslation() {
            return backtranslation;
        }

        @Override
        public void verdict(Verdict verdict) {
            this.verdict = verdict;
        }

        @Override
        public Optional<Verdict> verdict() {
            return Optional.ofNullable(verdict);
        }

        @Override
        public void print(String line) {
            out.accept(line);
        }

        @Override
        public void progress(String note) {
            progress.accept(current.id() + ": " + note);
        }
    }
}
