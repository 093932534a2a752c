package org.imperium.empire;

import java.time.Duration;
import java.util.Optional;
import java.util.OptionalInt;
import org.imperium.core.Cancellation;
import org.imperium.program.CoRelation;
import org.imperium.program.ExactCoRelation;
import org.imperium.program.PetriProgram;
import org.imperium.proof.AbstractReachability;
import org.imperium.proof.AnnotationMetrics;
import org.imperium.proof.InvariantDomain;
import org.imperium.proof.OwickiGriesAnnotation;

/**
 * The whole way from a safe invariant domain to an Owicki-Gries annotation, as the empire plugin runs it: the
 * naive annotation from the reachable abstract configurations (Def. 3.8), or an empire (saturated, Def. 5.11, or
 * naive, Def. 5.3) turned into the imperial annotation (Def. 4.9) or, with a computed focus (Def. 6.3), the
 * focused one (Def. 6.4).
 */
public final class AnnotationGenerator {

    /** Limits and choices of a generation. */
    public record Settings(AnnotationKind kind, boolean saturated, int maxStates, int markingLimit) {
    }

    /** The annotation with what was built on the way, and its metrics. */
    public record Result(OwickiGriesAnnotation annotation, Optional<Empire> empire, Optional<Focus> focus,
                         AnnotationMetrics metrics) {
    }

    private AnnotationGenerator() {
    }

    /**
     * @throws org.imperium.proof.UnsafeDomainException   when the domain does not prove the program correct
     * @throws org.imperium.core.UnsupportedException when a limit is passed
     */
    public static Result generate(PetriProgram program, InvariantDomain domain, Settings settings,
                                  Cancellation cancellation) {
        long start = System.nanoTime();
        if (settings.kind() == AnnotationKind.NAIVE) {
            AbstractReachability reach = AbstractReachability.explore(program, domain, settings.maxStates(),
                    cancellation).requireSafe();
            OwickiGriesAnnotation annotation = NaiveAnnotation.of(reach);
            return new Result(annotation, Optional.empty(), Optional.empty(),
                    AnnotationMetrics.of(annotation, OptionalInt.empty(), since(start)));
        }
        Empire empire;
        if (settings.saturated()) {
            CoRelation co = ExactCoRelation.forProgram(program, settings.markingLimit(), cancellation);
            empire = EmpireConstruction.saturated(program, domain, co, settings.maxStates(), cancellation);
        } else {
            empire = EmpireConstruction.naive(program, domain, settings.maxStates(), cancellation);
        }
        Optional<Focus> focus = settings.kind() == AnnotationKind.FOCUSED
                ? Optional.of(Focus.compute(empire, domain, cancellation)) : Optional.empty();
        OwickiGriesAnnotation annotation = focus.map(f -> ImperialAnnotation.focused(empire, f))
                .orElseGet(() -> ImperialAnnotation.imperial(empire));
        return new Result(annotation, Optional.of(empire), focus,
                AnnotationMetrics.of(annotation, OptionalInt.of(empire.size()), since(start)));
    }

    private static Duration since(long start) {
        return Duration.ofNanos(System.nanoTime() - start);
    }
}
