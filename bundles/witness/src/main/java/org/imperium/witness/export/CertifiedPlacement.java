package org.imperium.witness.export;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.imperium.proof.OwickiGriesAnnotation;

/**
 * A ghost placement whose validity is certified: the placements of {@link GhostPlacement} for each
 * {@link GhostPlacement.Strategy} in turn, each re-checked by the independent checker (Def. 3.5) when it differs
 * from the annotation; the first valid one wins. Empty, with the reasons, when none is valid — then the witness
 * falls back to invariants only.
 */
public final class CertifiedPlacement {

    /** The valid placement, if any, and why the others failed. */
    public record Result(Optional<GhostPlacement.Outcome.Placed> placed, List<String> failures, int rechecks) {
    }

    private CertifiedPlacement() {
    }

    /**
     * @param recheck validity check of a changed annotation: empty when valid, else the failure
     */
    public static Result find(OwickiGriesAnnotation annotation, Function<OwickiGriesAnnotation, Optional<String>> recheck) {
        List<String> failures = new ArrayList<>();
        int rechecks = 0;
        for (GhostPlacement.Strategy s : GhostPlacement.Strategy.values()) {
            GhostPlacement.Outcome outcome = GhostPlacement.place(annotation, s);
            if (outcome instanceof GhostPlacement.Outcome.Failed f) {
                if (!failures.contains(f.reason())) {
                    failures.add(f.reason());
                }
                continue;
            }
            GhostPlacement.Outcome.Placed p = (GhostPlacement.Outcome.Placed) outcome;
            if (!p.changed()) {
                return new Result(Optional.of(p), failures, rechecks);
            }
            rechecks++;
            Optional<String> failure = recheck.apply(p.annotation());
            if (failure.isEmpty()) {
                return new Result(Optional.of(p), failures, rechecks);
            }
            failures.add("moved updates (" + s.name().toLowerCase(java.util.Locale.ROOT) + ") do not re-check: "
                    + failure.get());
        }
        return new Result(Optional.empty(), failures, rechecks);
    }
}
