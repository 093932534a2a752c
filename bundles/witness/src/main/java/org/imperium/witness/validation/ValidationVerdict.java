package org.imperium.witness.validation;

import java.util.Locale;
import java.util.Optional;
import org.imperium.core.Verdict;
import org.imperium.program.Counterexample;

/**
 * The outcome of validating a witness from the backend's verdict on the instrumented program
 * ({@link WitnessWeaver}):
 * <ul>
 * <li>correctness witness — TRUE: <b>confirmed</b>; FALSE: <b>rejected</b>, naming the invariant whose check
 * transition ends the counterexample (and the last ghost update on the way), or saying that the program itself
 * reaches an error;</li>
 * <li>violation witness — FALSE: <b>confirmed</b> (a run follows the waypoints to the target); TRUE:
 * <b>rejected</b>;</li>
 * <li>anything else, or waypoints the weaver cannot express: <b>unknown</b>.</li>
 * </ul>
 * The run's result is the witness's claim when confirmed ({@code TRUE} / {@code FALSE(unreach-call)}), else
 * {@code UNKNOWN(witness rejected: …)} or {@code UNKNOWN(witness unconfirmed: …)}.
 */
public record ValidationVerdict(Outcome outcome, Optional<String> reason, Verdict verdict) {

    public enum Outcome { CONFIRMED, REJECTED, UNKNOWN }

    public static ValidationVerdict of(WovenWitness woven, Verdict backend, Optional<Counterexample> cex) {
        if (woven.violation()) {
            if (backend instanceof Verdict.Incorrect) {
                return new ValidationVerdict(Outcome.CONFIRMED, Optional.empty(), Verdict.incorrect("unreach-call"));
            }
            if (backend instanceof Verdict.Correct && woven.unsupported().isEmpty()) {
                return rejected("no feasible run follows the waypoints to the target");
            }
            return unknown(woven.unsupported().map(u -> u + " are not supported")
                    .orElse(reasonOf(backend)));
        }
        if (backend instanceof Verdict.Correct) {
            return new ValidationVerdict(Outcome.CONFIRMED, Optional.empty(), Verdict.correct());
        }
        if (backend instanceof Verdict.Incorrect) {
            if (cex.isEmpty() || cex.get().steps().isEmpty()) {
                return rejected("an invariant or the property is violated (no counterexample to say which)");
            }
            String last = cex.get().steps().get(cex.get().steps().size() - 1).transition().name();
            String update = cex.get().steps().stream().map(s -> woven.updates().get(s.transition().name()))
                    .filter(u -> u != null).reduce((a, b) -> b).map(u -> "; last ghost update on the way at " + u)
                    .orElse("");
            String check = woven.checks().get(last);
            if (check != null) {
                return rejected(check + " does not hold after a run of " + cex.get().steps().size() + " steps"
                        + update);
            }
            return rejected("the program reaches an error, but the witness claims correctness");
        }
        return unknown(reasonOf(backend));
    }

    private static String reasonOf(Verdict v) {
        String line = v.resultLine();
        return line.substring(line.indexOf(':') + 2).toLowerCase(Locale.ROOT);
    }

    private static ValidationVerdict rejected(String why) {
        return new ValidationVerdict(Outcome.REJECTED, Optional.of(why), Verdict.unknown("witness rejected: " + why));
    }

    private static ValidationVerdict unknown(String why) {
        return new ValidationVerdict(Outcome.UNKNOWN, Optional.of(why), Verdict.unknown("witness unconfirmed: " + why));
    }

    @Override
    public String toString() {
        return outcome.name().toLowerCase(Locale.ROOT) + reason.map(r -> " (" + r + ")").orElse("");
    }
}
