package org.imperium.witness.export;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.imperium.proof.OwickiGriesAnnotation;

/**
 * A ghost placement whose validity is certified. Tried in turn, the first that is valid wins:
 * <ol>
 * <li>the annotation itself, when {@link GhostPlacement} needs neither moves nor merges (no re-check);</li>
 * <li>the witness-aware quotient of the empire ({@code empire}'s {@code WitnessQuotient}), when given, re-checked
 * by the independent checker (Def. 3.5);</li>
 * <li>the placements of {@link GhostPlacement} for each {@link GhostPlacement.Strategy}, re-checked when they
 * differ from the annotation.</li>
 * </ol>
 * Empty, with the reasons, when none is valid — then the witness falls back to invariants only.
 */
public final class CertifiedPlacement {

    /** Which candidate was taken. */
    public enum Source { DIRECT, QUOTIENT, MOVED }

    /** The valid placement, if any, which candidate it came from, and why the others failed. */
    public record Result(Optional<GhostPlacement.Outcome.Placed> placed, Optional<Source> source,
                         List<String> failures, int rechecks) {
    }

    private CertifiedPlacement() {
    }

    /**
     * @param recheck validity check of a changed annotation: empty when valid, else the failure
     */
    public static Result find(OwickiGriesAnnotation annotation, Function<OwickiGriesAnnotation, Optional<String>> recheck) {
        return find(annotation, Optional.empty(), recheck);
    }

    /**
     * @param quotient the witness-aware candidate, whose updates already stand only at accepting statements
     * @param recheck  validity check of a changed annotation: empty when valid, else the failure
     */
    public static Result find(OwickiGriesAnnotation annotation, Optional<OwickiGriesAnnotation> quotient,
                              Function<OwickiGriesAnnotation, Optional<String>> recheck) {
        List<String> failures = new ArrayList<>();
        List<GhostPlacement.Outcome.Placed> moved = new ArrayList<>();
        List<GhostPlacement.Strategy> strategies = new ArrayList<>();
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
                return new Result(Optional.of(p), Optional.of(Source.DIRECT), failures, 0);
            }
            moved.add(p);
            strategies.add(s);
        }
        int rechecks = 0;
        if (quotient.isPresent()) {
            GhostPlacement.Outcome outcome = GhostPlacement.place(quotient.get(), GhostPlacement.Strategy.FORWARD);
            if (outcome instanceof GhostPlacement.Outcome.Placed p && p.moves() == 0) {
                rechecks++;
                Optional<String> failure = recheck.apply(p.annotation());
                if (failure.isEmpty()) {
                    return new Result(Optional.of(p), Optional.of(Source.QUOTIENT), failures, rechecks);
                }
                failures.add("the witness-aware quotient does not re-check: " + failure.get());
            } else {
                failures.add("the witness-aware quotient cannot be placed: " + outcome);
            }
        }
        for (int i = 0; i < moved.size(); i++) {
            rechecks++;
            Optional<String> failure = recheck.apply(moved.get(i).annotation());
            if (failure.isEmpty()) {
                return new Result(Optional.of(moved.get(i)), Optional.of(Source.MOVED), failures, rechecks);
            }
            failures.add("moved updates (" + strategies.get(i).name().toLowerCase(java.util.Locale.ROOT)
                    + ") do not re-check: " + failure.get());
        }
        return new Result(Optional.empty(), Optional.empty(), failures, rechecks);
    }
}
