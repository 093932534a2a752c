package org.imperium.core.run;

import java.util.Optional;
import org.imperium.core.Statistics;
import org.imperium.core.Verdict;

/**
 * The outcome of running a toolchain.
 *
 * @param internalError a bug in a plugin (exit code 3), as opposed to bad input or an UNKNOWN verdict
 */
public record RunResult(Verdict verdict, Statistics statistics, ModelStore models, Optional<Throwable> internalError) {
}
