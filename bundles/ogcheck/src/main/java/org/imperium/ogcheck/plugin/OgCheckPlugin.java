package org.imperium.ogcheck.plugin;

import java.util.List;
import java.util.Optional;
import org.imperium.core.ModelKey;
import org.imperium.core.Plugin;
import org.imperium.core.RunContext;
import org.imperium.core.Statistics;
import org.imperium.core.UnsupportedException;
import org.imperium.core.Verdict;
import org.imperium.ogcheck.CheckResult;
import org.imperium.ogcheck.OwickiGriesChecker;
import org.imperium.program.CoRelation;
import org.imperium.program.ExactCoRelation;
import org.imperium.program.PetriProgram;
import org.imperium.proof.OwickiGriesAnnotation;
import org.imperium.smt.SmtSession;
import org.imperium.smt.SmtSolverFactory;
import org.imperium.smt.SmtUnavailableException;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.metatype.annotations.Designate;

/**
 * Checks the annotation with {@link OwickiGriesChecker} and reports VALID, INVALID (with the failed condition,
 * place, transition and model) or UNKNOWN. It never changes a verdict that a verifier reached; only when the run
 * has none yet (a toolchain that starts from a proof file) does a valid annotation give TRUE (Prop. 3.6) and an
 * invalid or undecided one UNKNOWN.
 */
@Component(service = Plugin.class)
@Designate(ocd = OgCheckOptions.class)
public final class OgCheckPlugin implements Plugin {

    @Override
    public String id() {
        return "ogcheck";
    }

    @Override
    public String description() {
        return "independent validity check of the Owicki-Gries annotation";
    }

    @Override
    public List<ModelKey<?>> requires() {
        return List.of(OwickiGriesAnnotation.MODEL, PetriProgram.MODEL);
    }

    @Override
    public List<ModelKey<?>> produces() {
        return List.of(CheckResult.MODEL);
    }

    @Override
    public Optional<Class<?>> optionsType() {
        return Optional.of(OgCheckOptions.class);
    }

    @Override
    public void run(RunContext context) {
        OgCheckOptions o = context.options(OgCheckOptions.class);
        OwickiGriesAnnotation annotation = context.get(OwickiGriesAnnotation.MODEL);
        Statistics statistics = context.statistics();
        String outcome;
        String summary;
        try {
            PetriProgram program = annotation.program();
            CoRelation co = ExactCoRelation.forProgram(program, o.markingLimit(), context.cancellation());
            try (SmtSession session = new SmtSolverFactory().open(o.solver(), context.cancellation(), statistics)) {
                context.progress("checking the " + annotation.kind() + " annotation with " + o.solver());
                CheckResult result = new OwickiGriesChecker(session, co, context.cancellation()).check(annotation);
                context.put(CheckResult.MODEL, result);
                statistics.set("checks", result.solverChecks());
                statistics.set("checks.trivial", result.trivialChecks());
                statistics.set("failures", result.failures().size());
                statistics.set("undecided", result.undecided().size());
                outcome = result.outcome().name();
                summary = result.summary();
            }
        } catch (SmtUnavailableException | UnsupportedException e) {
            outcome = CheckResult.Outcome.UNKNOWN.name();
            summary = "UNKNOWN (" + e.getMessage() + ")";
        }
        statistics.set("result", outcome);
        statistics.set("solver", o.solver());
        context.print("ogcheck: " + summary);
        if (context.verdict().isEmpty()) {
            context.verdict(outcome.equals("VALID") ? Verdict.correct()
                    : Verdict.unknown("Owicki-Gries annotation " + summary));
        }
    }
}
