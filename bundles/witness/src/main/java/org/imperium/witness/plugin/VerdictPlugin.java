package org.imperium.witness.plugin;

import java.util.List;
import java.util.Optional;
import org.imperium.core.ModelKey;
import org.imperium.core.Plugin;
import org.imperium.core.RunContext;
import org.imperium.core.Verdict;
import org.imperium.program.Counterexample;
import org.imperium.witness.validation.ValidationVerdict;
import org.imperium.witness.validation.WovenWitness;
import org.osgi.service.component.annotations.Component;

/**
 * Plugin {@code witnessverdict}, last in the validation toolchain: turns the backend's verdict on the instrumented
 * program into the validation outcome ({@link ValidationVerdict}): a line {@code witness: confirmed | rejected
 * (…) | unknown (…)}, the statistic {@code witnessverdict.outcome}, and the result — the confirmed witness's
 * claim (TRUE, or FALSE(unreach-call)), else UNKNOWN with the reason.
 */
@Component(service = Plugin.class)
public final class VerdictPlugin implements Plugin {

    @Override
    public String id() {
        return "witnessverdict";
    }

    @Override
    public String description() {
        return "turns the backend's result on the instrumented program into confirmed, rejected or unknown";
    }

    @Override
    public List<ModelKey<?>> requires() {
        return List.of(WovenWitness.MODEL);
    }

    @Override
    public List<ModelKey<?>> uses() {
        return List.of(Counterexample.MODEL, ModularPlugin.Confirmed.MODEL);
    }

    @Override
    public List<ModelKey<?>> produces() {
        return List.of();
    }

    /** The backend's verdict on the instrumented program is not the run's: it must not stand without this step. */
    @Override
    public boolean revisesVerdict() {
        return true;
    }

    @Override
    public void run(RunContext context) {
        Verdict backend = context.verdict().orElse(Verdict.unknown("no backend verdict"));
        if (context.find(ModularPlugin.Confirmed.MODEL).isPresent()) {
            // a valid Owicki-Gries annotation proves the woven program safe; the backend cannot find otherwise
            // unless one of them is wrong
            if (backend instanceof Verdict.Incorrect) {
                throw new IllegalStateException("the thread-modular check and the backend disagree on the witness");
            }
            backend = Verdict.correct();
        }
        ValidationVerdict v = ValidationVerdict.of(context.get(WovenWitness.MODEL), backend,
                context.find(Counterexample.MODEL));
        context.statistics().set("outcome", v.outcome().name().toLowerCase(java.util.Locale.ROOT));
        v.reason().ifPresent(r -> context.statistics().set("reason", r));
        context.print("witness: " + v);
        context.verdict(v.verdict());
    }

}
