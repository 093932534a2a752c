package org.imperium.core;

import java.util.List;
import java.util.Optional;

/**
 * A stage of a toolchain, published as an OSGi service. A plugin never calls another plugin: it reads the models
 * that earlier plugins left in the run's model store and leaves its own there.
 *
 * <p>Options: a plugin that has options declares them as an annotation type carrying the OSGi Metatype
 * {@code @ObjectClassDefinition} (bnd turns it into the descriptor the launcher lists and validates) and reads
 * them with {@link RunContext#options(Class)}. The settings key of an option is {@code <plugin id>.<method name>}.
 */
public interface Plugin {

    /** Stable id used in toolchain files and as the prefix of setting keys; never contains a dot. */
    String id();

    /** One line for {@code --help-settings} and error messages. */
    String description();

    /** Models that must be in the store; the toolchain is rejected when no earlier plugin produces one of them. */
    List<ModelKey<?>> requires();

    /** Models read when present (e.g. a witness writer uses a proof or a counterexample, whichever exists). */
    default List<ModelKey<?>> uses() {
        return List.of();
    }

    /** Models this plugin may put into the store. */
    List<ModelKey<?>> produces();

    /** The annotation type that declares this plugin's options, if it has any. */
    default Optional<Class<?>> optionsType() {
        return Optional.empty();
    }

    /**
     * Whether this plugin turns the verdict of earlier steps into another one with a different meaning (a witness
     * validator reads the backend's TRUE on the instrumented program as "witness confirmed"). When such a step
     * does not complete, an earlier verdict must not stand for the run (see
     * {@link org.imperium.core.run.ToolchainRunner}).
     */
    default boolean revisesVerdict() {
        return false;
    }

    /**
     * Whether this plugin still runs when a step before it (or it itself) failed after the verdict was established,
     * so that a decided run keeps its certificate: a witness writer. It then runs once more, on the models present,
     * under the budget of the steps after a failure ({@link org.imperium.core.run.ToolchainRunner#AFTER_FAILURE_SECONDS}),
     * and {@link RunContext#afterFailure()} tells it to use only what is cheap.
     */
    default boolean runsAfterFailure() {
        return false;
    }

    /**
     * Runs the plugin. Bad input is reported by throwing {@link InputException}; constructs that cannot be
     * modelled precisely by throwing {@link UnsupportedException}; a verdict is set with
     * {@link RunContext#verdict(Verdict)}.
     */
    void run(RunContext context);
}
