package org.imperium.core.run;

import java.util.Optional;

/**
 * A step that did not complete after an earlier step had established the run's verdict, which therefore stands
 * (see {@link ToolchainRunner}).
 *
 * @param step   the plugin id of the step
 * @param reason why it stopped: {@code timeout}, the unsupported construct, {@code internal error: …}
 * @param cause  the exception of an internal error, for {@code --debug}
 */
public record StepFailure(String step, String reason, Optional<Throwable> cause) {

    /** One line for the user, e.g. {@code ogcheck did not complete (timeout); the verdict stands}. */
    public String warning() {
        return step + " did not complete (" + reason + "); the verdict stands";
    }
}
