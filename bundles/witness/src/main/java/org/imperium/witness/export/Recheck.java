package org.imperium.witness.export;

import java.util.Optional;
import org.imperium.core.Cancellation;
import org.imperium.core.UnsupportedException;
import org.imperium.ogcheck.CheckResult;
import org.imperium.ogcheck.OwickiGriesChecker;
import org.imperium.program.CoRelation;
import org.imperium.program.ExactCoRelation;
import org.imperium.proof.OwickiGriesAnnotation;
import org.imperium.smt.SmtSession;

/** Re-checks an annotation with the independent checker of Def. 3.5 on the exact (or supplied) co-relation. */
public final class Recheck {

    private Recheck() {
    }

    /** Empty when valid; otherwise the first failed or undecided condition. */
    public static Optional<String> check(OwickiGriesAnnotation annotation, SmtSession session, int markingLimit,
                                         Cancellation cancellation) {
        try {
            CoRelation co = ExactCoRelation.forProgram(annotation.program(), markingLimit, cancellation);
            CheckResult result = new OwickiGriesChecker(session, co, cancellation).check(annotation);
            return result.isValid() ? Optional.empty() : Optional.of(result.summary());
        } catch (UnsupportedException e) {
            return Optional.of(e.getMessage());
        }
    }
}
