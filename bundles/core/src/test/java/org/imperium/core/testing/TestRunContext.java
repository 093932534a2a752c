package org.imperium.core.testing;

import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.imperium.core.Backtranslation;
import org.imperium.core.Cancellation;
import org.imperium.core.ModelKey;
import org.imperium.core.RunContext;
import org.imperium.core.Statistics;
import org.imperium.core.Verdict;

/**
 * A run context for testing one plugin without the runtime (shipped in core's test jar): a model store, options
 * that are the annotation's defaults overridden by {@code settings} (keyed by option id, values of the option's
 * type), one statistics object, the printed lines and the verdict. Progress notes are dropped.
 */
public final class TestRunContext implements RunContext {

    private final Map<String, Object> models = new HashMap<>();
    private final Map<String, Object> settings;
    private final Cancellation cancellation;
    private final Statistics statistics = new Statistics();
    private final Backtranslation backtranslation = new Backtranslation();
    private final List<String> lines = new ArrayList<>();
    private boolean uncertified;
    private boolean fallback;
    private Verdict verdict;

    public TestRunContext(Map<String, Object> settings, Cancellation cancellation) {
        this.settings = Map.copyOf(settings);
        this.cancellation = cancellation;
    }

    public TestRunContext(Map<String, Object> settings) {
        this(settings, Cancellation.never());
    }

    public TestRunContext() {
        this(Map.of());
    }

    @Override
    public <T> T get(ModelKey<T> key) {
        return find(key).orElseThrow(() -> new IllegalStateException("no model " + key.name()));
    }

    @Override
    public <T> Optional<T> find(ModelKey<T> key) {
        return Optional.ofNullable(key.type().cast(models.get(key.name())));
    }

    @Override
    public <T> void put(ModelKey<T> key, T model) {
        models.put(key.name(), model);
    }

    @Override
    public <A> A options(Class<A> optionsType) {
        return optionsType.cast(Proxy.newProxyInstance(optionsType.getClassLoader(), new Class<?>[]{optionsType},
                (proxy, method, args) -> settings.getOrDefault(method.getName(), method.getDefaultValue())));
    }

    @Override
    public Statistics statistics() {
        return statistics;
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
    public void verdict(Verdict v) {
        verdict = v;
        uncertified = false;
    }

    @Override
    public void uncertifiedVerdict(Verdict v) {
        verdict = v;
        uncertified = true;
    }

    /** Makes the plugin see a later portfolio member ({@link RunContext#hasFallback()}), as in a portfolio. */
    public TestRunContext withFallback() {
        fallback = true;
        return this;
    }

    @Override
    public boolean hasFallback() {
        return fallback;
    }

    /** Whether the last verdict was reported without a certificate ({@link RunContext#uncertifiedVerdict}). */
    public boolean uncertified() {
        return uncertified;
    }

    @Override
    public Optional<Verdict> verdict() {
        return Optional.ofNullable(verdict);
    }

    @Override
    public void print(String line) {
        lines.add(line);
    }

    @Override
    public void progress(String note) {
    }

    /** The lines the plugin printed, in order. */
    public List<String> lines() {
        return lines;
    }
}
