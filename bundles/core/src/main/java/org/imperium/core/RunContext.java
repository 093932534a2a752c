package org.imperium.core;

import java.util.Optional;

/** What a plugin sees of the run it takes part in. */
public interface RunContext {

    /** The model stored under {@code key}; a plugin asks only for models it {@link Plugin#requires()}. */
    <T> T get(ModelKey<T> key);

    <T> Optional<T> find(ModelKey<T> key);

    <T> void put(ModelKey<T> key, T model);

    /** This plugin's options: the run's settings for it converted to the annotation type, defaults elsewhere. */
    <A> A options(Class<A> optionsType);

    /** Statistics of this plugin; keys are prefixed with the plugin id. */
    Statistics statistics();

    /** Every long loop polls this; it throws {@link CancelledException} once the run's time is up. */
    Cancellation cancellation();

    Backtranslation backtranslation();

    /**
     * Reports a verdict; a later plugin may replace it (e.g. a validator that rejects a witness, which declares
     * {@link Plugin#revisesVerdict()}). A TRUE or FALSE stands when a later step fails.
     */
    void verdict(Verdict verdict);

    Optional<Verdict> verdict();

    /**
     * True when this run of the plugin follows a failed step behind an established verdict (see
     * {@link Plugin#runsAfterFailure()}): the models of the failed step and those after it may be missing.
     */
    default boolean afterFailure() {
        return false;
    }

    /**
     * Reports a TRUE or FALSE that stands but for which this step leaves no certificate (e.g. TRUE from a reduced
     * search, which leaves no proof): in a portfolio the next member still runs, to produce one. Outside a
     * portfolio the same as {@link #verdict(Verdict)}.
     */
    default void uncertifiedVerdict(Verdict verdict) {
        verdict(verdict);
    }

    /**
     * Whether a later member of the portfolio this step belongs to takes over when this step does not decide (it
     * reports no TRUE or FALSE, or throws {@link UnsupportedException}): a step may then give itself a budget.
     */
    default boolean hasFallback() {
        return false;
    }

    /** A line of output for the user, printed in order with the other plugins' lines. */
    void print(String line);

    /** A short progress note; shown on stderr when it is a terminal, ignored otherwise. */
    void progress(String note);
}
