package org.imperium.ogcheck;

import java.util.List;
import org.imperium.core.ModelKey;

/**
 * The outcome of checking an annotation against Def. 3.5: the failed instances, the undecided ones, how many
 * triples and implications went to the solver and how many were settled without it.
 */
public record CheckResult(List<Failure> failures, List<Failure> undecided, long solverChecks, long trivialChecks) {

    /** The outcome of the ogcheck plugin, for later plugins (e.g. a witness writer that exports only valid proofs). */
    public static final ModelKey<CheckResult> MODEL = ModelKey.of("og-check", CheckResult.class);

    /** VALID when nothing failed or stayed undecided; INVALID when something failed; else UNKNOWN. */
    public enum Outcome { VALID, INVALID, UNKNOWN }

    public CheckResult {
        failures = List.copyOf(failures);
        undecided = List.copyOf(undecided);
    }

    public Outcome outcome() {
        if (!failures.isEmpty()) {
            return Outcome.INVALID;
        }
        return undecided.isEmpty() ? Outcome.VALID : Outcome.UNKNOWN;
    }

    public boolean isValid() {
        return outcome() == Outcome.VALID;
    }

    /** One line: VALID, or INVALID / UNKNOWN with the first failed (or undecided) condition. */
    public String summary() {
        return switch (outcome()) {
            case VALID -> "VALID";
            case INVALID -> "INVALID " + failures.get(0) + (failures.size() > 1 ? " [" + (failures.size() - 1)
                    + " more failed]" : "");
            case UNKNOWN -> "UNKNOWN " + undecided.get(0);
        };
    }
}
