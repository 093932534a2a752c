package org.imperium.witness;

import java.util.Optional;
import org.imperium.core.Cancellation;
import org.imperium.core.Statistics;
import org.imperium.core.Verdict;
import org.imperium.program.Counterexample;
import org.imperium.program.PetriProgram;
import org.imperium.smt.SmtSession;
import org.imperium.traceabstraction.Configuration;
import org.imperium.traceabstraction.Outcome;
import org.imperium.traceabstraction.TraceAbstraction;
import org.imperium.witness.validation.ValidationVerdict;
import org.imperium.witness.validation.WitnessWeaver;

/** The validation toolchain without OSGi: read, weave, trace abstraction, verdict. */
final class Validation {

    private Validation() {
    }

    static Outcome verify(PetriProgram program, SmtSession session) {
        return new TraceAbstraction(session, Configuration.defaults().withMaxIterations(200), Cancellation.never(),
                new Statistics()).verify(program, Optional.empty());
    }

    static ValidationVerdict validate(PetriProgram program, String yaml, SmtSession session) {
        WitnessReader.Read read = WitnessReader.read("witness.yml", yaml);
        WitnessWeaver.Woven woven = WitnessWeaver.weave(program, read, false);
        Outcome outcome = verify(woven.program(), session);
        Verdict verdict;
        Optional<Counterexample> cex = Optional.empty();
        if (outcome instanceof Outcome.Safe) {
            verdict = Verdict.correct();
        } else if (outcome instanceof Outcome.Unsafe u) {
            verdict = Verdict.incorrect("unreach-call");
            cex = Optional.of(u.counterexample());
        } else {
            verdict = Verdict.unknown(outcome.toString());
        }
        return ValidationVerdict.of(woven.witness(), verdict, cex);
    }
}
