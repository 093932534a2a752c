package org.imperium.witness.plugin;

import java.util.List;
import java.util.Optional;
import org.imperium.core.ModelKey;
import org.imperium.core.Plugin;
import org.imperium.core.RunContext;
import org.imperium.core.Statistics;
import org.imperium.core.UnsupportedException;
import org.imperium.core.Verdict;
import org.imperium.program.PetriProgram;
import org.imperium.smt.SmtSession;
import org.imperium.smt.SmtSolverFactory;
import org.imperium.smt.SmtUnavailableException;
import org.imperium.witness.validation.ThreadModularCheck;
import org.imperium.witness.validation.WovenWitness;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.metatype.annotations.Designate;

/**
 * Plugin {@code witnessmodular} of the validation toolchain, between the weaving and the backend: a correctness
 * witness whose invariants form a valid Owicki-Gries annotation of the woven program ({@link ThreadModularCheck})
 * is confirmed without the backend — the step reports TRUE (the woven program is safe), which
 * {@code witnessverdict} reads as confirmed. Otherwise it reports nothing and the backend decides. Statistics:
 * {@code witnessmodular.outcome} (valid, invalid, not tried), {@code .reason}, {@code .time}.
 */
@Component(service = Plugin.class)
@Designate(ocd = ModularOptions.class)
public final class ModularPlugin implements Plugin {

    /** What the step showed: present when the woven program was proved safe thread-modularly. */
    public record Confirmed(int invariants, int derived) {
        public static final ModelKey<Confirmed> MODEL = ModelKey.of("witness-modular", Confirmed.class);
    }

    @Override
    public String id() {
        return "witnessmodular";
    }

    @Override
    public String description() {
        return "checks a correctness witness thread-modularly (its invariants as an Owicki-Gries annotation)";
    }

    @Override
    public List<ModelKey<?>> requires() {
        return List.of(WovenWitness.MODEL, PetriProgram.MODEL);
    }

    @Override
    public List<ModelKey<?>> produces() {
        return List.of(Confirmed.MODEL);
    }

    @Override
    public Optional<Class<?>> optionsType() {
        return Optional.of(ModularOptions.class);
    }

    @Override
    public void run(RunContext context) {
        ModularOptions o = context.options(ModularOptions.class);
        Statistics statistics = context.statistics();
        WovenWitness woven = context.get(WovenWitness.MODEL);
        if (!o.enabled() || woven.violation()) {
            statistics.set("outcome", "not tried");
            return;
        }
        ThreadModularCheck.Result r;
        try (SmtSession session = new SmtSolverFactory().open(o.solver(), context.cancellation(),
                statistics.scope("smt"))) {
            r = statistics.time("time", () -> ThreadModularCheck.check(context.get(PetriProgram.MODEL),
                    woven.invariants(), session, o.markingLimit(), o.sizeLimit(), context.cancellation()));
        } catch (SmtUnavailableException | UnsupportedException | StackOverflowError e) {
            statistics.set("outcome", "not tried");
            statistics.set("reason", String.valueOf(e.getMessage()));
            return;
        }
        statistics.set("derived", r.derived());
        if (r.valid()) {
            statistics.set("outcome", "valid");
            context.put(Confirmed.MODEL, new Confirmed(r.places(), r.derived()));
            context.print("witness: the invariants are a valid Owicki-Gries annotation of the woven program");
            context.verdict(Verdict.correct());
        } else {
            statistics.set("outcome", "invalid");
            statistics.set("reason", r.summary());
            context.print("witness: not thread-modular (" + firstLine(r.summary()) + "); the backend decides");
        }
    }

    private static String firstLine(String s) {
        int nl = s.indexOf('\n');
        return nl < 0 ? s : s.substring(0, nl);
    }
}
