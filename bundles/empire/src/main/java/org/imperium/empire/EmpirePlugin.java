package org.imperium.empire;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.imperium.core.InputException;
import org.imperium.core.ModelKey;
import org.imperium.core.Plugin;
import org.imperium.core.RunContext;
import org.imperium.core.SourceLocation;
import org.imperium.core.Statistics;
import org.imperium.program.PetriProgram;
import org.imperium.program.dot.PetriProgramDot;
import org.imperium.proof.InvariantDomain;
import org.imperium.proof.OwickiGriesAnnotation;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.metatype.annotations.Designate;

/** Turns the proof (an invariant domain) into an Owicki-Gries annotation; see {@link AnnotationGenerator}. */
@Component(service = Plugin.class)
@Designate(ocd = EmpireOptions.class)
public final class EmpirePlugin implements Plugin {

    @Override
    public String id() {
        return "empire";
    }

    @Override
    public String description() {
        return "Owicki-Gries annotation (naive, imperial or focused) from the invariant domain";
    }

    @Override
    public List<ModelKey<?>> requires() {
        return List.of(PetriProgram.MODEL, InvariantDomain.MODEL);
    }

    @Override
    public List<ModelKey<?>> produces() {
        return List.of(OwickiGriesAnnotation.MODEL, WitnessQuotient.MODEL);
    }

    @Override
    public Optional<Class<?>> optionsType() {
        return Optional.of(EmpireOptions.class);
    }

    @Override
    public void run(RunContext context) {
        EmpireOptions o = context.options(EmpireOptions.class);
        AnnotationKind kind = AnnotationKind.parse(o.annotation()).orElseThrow(() -> new InputException(
                SourceLocation.ofFile("empire.annotation"), "unknown annotation '" + o.annotation()
                + "' (allowed: naive, imperial, focused)", "bad setting"));
        PetriProgram program = context.get(PetriProgram.MODEL);
        InvariantDomain domain = context.get(InvariantDomain.MODEL);
        AnnotationGenerator.Settings settings = new AnnotationGenerator.Settings(kind, !o.empire().equals("naive"),
                o.maxStates(), o.markingLimit());
        context.progress("building the " + kind.id() + " annotation");
        AnnotationGenerator.Result result = AnnotationGenerator.generate(program, domain, settings,
                context.cancellation());
        Statistics statistics = context.statistics();
        result.metrics().report(statistics);
        statistics.set("domain.unknown-answers", domain.unknownAnswers());
        result.focus().ifPresent(f -> statistics.set("focus.weight", f.weight()));
        context.put(OwickiGriesAnnotation.MODEL, result.annotation());
        context.print("empire: " + result.metrics());
        if (o.witnessAware() && result.empire().isPresent()) {
            WitnessQuotient.Result quotient = statistics.time("witness-quotient.time", () ->
                    WitnessQuotient.of(result.empire().get()));
            statistics.set("witness-quotient.classes", quotient.classes());
            context.put(WitnessQuotient.MODEL, quotient.annotation());
        }
        if (!o.dotDirectory().isEmpty()) {
            writeDot(Path.of(o.dotDirectory()), result);
        }
    }

    private static void writeDot(Path directory, AnnotationGenerator.Result result) {
        OwickiGriesAnnotation a = result.annotation();
        try {
            Files.createDirectories(directory);
            if (result.empire().isPresent()) {
                Files.writeString(directory.resolve("empire.dot"), EmpireDot.write(result.empire().get(),
                        result.focus()), StandardCharsets.UTF_8);
            }
            String program = PetriProgramDot.write(a.program(), p -> Optional.of("I: " + a.invariant(p)),
                    t -> a.ghostUpdate(t).map(u -> "γ: " + u));
            Files.writeString(directory.resolve("annotated-program.dot"), program, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new InputException(SourceLocation.ofFile(directory.toString()), "cannot write DOT files: "
                    + e.getMessage(), "cannot write DOT files");
        }
    }
}
