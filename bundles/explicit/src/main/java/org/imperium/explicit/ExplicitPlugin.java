package org.imperium.explicit;

import java.time.Duration;
import java.util.Optional;
import org.imperium.core.InputException;
import org.imperium.core.Plugin;
import org.imperium.core.RunContext;
import org.imperium.core.SourceLocation;
import org.imperium.core.Statistics;
import org.imperium.core.UnsupportedException;
import org.imperium.program.Counterexample;
import org.imperium.program.PetriProgram;
import org.imperium.program.Petrification;
import org.imperium.proof.InvariantDomain;
import org.imperium.proof.VerifierBackend;
import org.imperium.reduction.Exploration;
import org.imperium.reduction.Reduction;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.metatype.annotations.Designate;

/**
 * The explicit-state backend: searches the Petri program's states, fully or reduced, and reports the verdict; see
 * {@link ExplicitChecker}. When insufficient-instance places are reachable and the program was petrified from C,
 * it asks for more thread instances, up to {@code explicit.maxThreadInstances}.
 */
@Component(service = Plugin.class)
@Designate(ocd = ExplicitOptions.class)
public final class ExplicitPlugin implements VerifierBackend {

    @Override
    public String id() {
        return "explicit";
    }

    @Override
    public String description() {
        return "explicit-state search of finite-data Petri programs with POR, TR or STR";
    }

    @Override
    public Optional<Class<?>> optionsType() {
        return Optional.of(ExplicitOptions.class);
    }

    @Override
    public void run(RunContext context) {
        ExplicitOptions o = context.options(ExplicitOptions.class);
        Reduction reduction = Reduction.parse(o.reduction()).orElseThrow(() -> new InputException(
                SourceLocation.ofFile("explicit.reduction"), "unknown reduction '" + o.reduction()
                + "' (allowed: none, por, tr, str)", "bad setting"));
        PetriProgram program = context.get(PetriProgram.MODEL);
        Optional<Petrification> petrification = context.find(Petrification.MODEL);
        int instances = petrification.map(Petrification::initialInstances).orElse(1);
        context.progress("explicit search (" + reduction.id() + ")");
        ExplicitChecker.Result result = ExplicitChecker.check(program, reduction, o.maxStates(),
                context.cancellation());
        while (result.insufficientInstances() && petrification.isPresent() && instances < o.maxThreadInstances()) {
            instances++;
            program = petrification.get().petrify(instances);
            context.put(PetriProgram.MODEL, program);
            context.progress("explicit search (" + reduction.id() + ") with " + instances + " thread instances");
            result = ExplicitChecker.check(program, reduction, o.maxStates(), context.cancellation());
        }
        report(context.statistics(), reduction, result);
        context.statistics().set("thread-instances", instances);
        Exploration<?> e = result.exploration();
        context.print("explicit (" + reduction.id() + "): " + e.states() + " states (" + e.distinctStates()
                + " distinct), " + e.transitions() + " transitions, "
                + String.format(java.util.Locale.ROOT, "%.3f s", result.seconds()));
        result.counterexample().ifPresent(cex -> {
            context.put(Counterexample.MODEL, cex);
            cex.describe().forEach(context::print);
        });
        result.proof().ifPresent(domain -> context.put(InvariantDomain.MODEL, domain));
        if (result.insufficientInstances() && instances >= o.maxThreadInstances()) {
            throw new UnsupportedException("thread instance limit " + o.maxThreadInstances() + " reached");
        }
        context.verdict(result.verdict());
    }

    static void report(Statistics statistics, Reduction reduction, ExplicitChecker.Result result) {
        Exploration<?> e = result.exploration();
        statistics.set("reduction", reduction.id());
        statistics.set("states", e.states());
        statistics.set("distinct-states", e.distinctStates());
        statistics.set("internal-states", e.internalStates());
        statistics.set("transitions", e.transitions());
        statistics.set("closures", e.closures());
        statistics.addTime("search-time", Duration.ofNanos((long) (result.seconds() * 1e9)));
        statistics.set("states-per-second", result.seconds() > 0 ? (long) (e.distinctStates() / result.seconds())
                : e.distinctStates());
        statistics.set("memory-mb", result.usedMemory() / (1024 * 1024));
    }
}
