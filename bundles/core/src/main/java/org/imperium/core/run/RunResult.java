package org.imperium.core.run;

import java.util.List;
import java.util.Optional;
import org.imperium.core.Statistics;
import org.imperium.core.Verdict;

/**
 * The outcome of running a toolchain.
 *
 * @param internalError a bug in a plugin (exit code 3), as opposed to bad input or an UNKNOWN verdict
 * @param failures      steps that failed after the verdict was established (shown as warnings; the verdict stands)
 */
public record RunResult(Verdict verdict, Statistics statistics, ModelStore models, Optional<Throwable> internalError,
                        List<StepFailure> failures) {

    public RunResult {
        failures = List.copyOf(failures);
    }
}
