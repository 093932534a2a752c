package org.imperium.petrify;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.imperium.cfrontend.CProgram;
import org.imperium.core.InputException;
import org.imperium.core.ModelKey;
import org.imperium.core.Plugin;
import org.imperium.core.RunContext;
import org.imperium.core.SourceLocation;
import org.imperium.core.Statistics;
import org.imperium.core.Task;
import org.imperium.program.PetriProgram;
import org.imperium.program.Petrification;
import org.imperium.program.dot.PetriProgramDot;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.metatype.annotations.Designate;

/** Turns the C AST into a Petri program with {@code petrify.instances} instances per thread creation site. */
@Component(service = Plugin.class)
@Designate(ocd = PetrifyOptions.class)
public final class PetrifyPlugin implements Plugin {

    @Override
    public String id() {
        return "petrify";
    }

    @Override
    public String description() {
        return "C program with pthreads to one-safe Petri program (thread instances, error places, C origins)";
    }

    @Override
    public List<ModelKey<?>> requires() {
        return List.of(CProgram.MODEL);
    }

    @Override
    public List<ModelKey<?>> uses() {
        return List.of(Task.MODEL);
    }

    @Override
    public List<ModelKey<?>> produces() {
        return List.of(PetriProgram.MODEL, Petrification.MODEL);
    }

    @Override
    public Optional<Class<?>> optionsType() {
        return Optional.of(PetrifyOptions.class);
    }

    @Override
    public void run(RunContext context) {
        PetrifyOptions o = context.options(PetrifyOptions.class);
        if (o.instances() < 0) {
            throw new InputException(SourceLocation.ofFile("petrify.instances"), "must not be negative",
                    "bad setting");
        }
        CProgram program = context.get(CProgram.MODEL);
        Path directory = context.find(Task.MODEL).flatMap(t -> t.files().stream().findFirst())
                .map(Path::toAbsolutePath).map(Path::getParent).orElse(null);
        Statistics statistics = context.statistics();
        CPetrification petrification = new CPetrification(program, directory, o.instances(), o.coRelationLimit(),
                context.cancellation());
        context.progress("petrifying with " + o.instances() + " instance(s) per thread creation site");
        PetriProgram petri = petrification.petrify(o.instances());
        statistics.set("places", petri.places().size());
        statistics.set("transitions", petri.transitions().size());
        statistics.set("threadInstances", petri.threads().size());
        statistics.set("variables", petri.variables().size());
        statistics.set("coRelationExact", petri.knownCoRelation().map(c -> c.isExact()).orElse(false));
        context.put(PetriProgram.MODEL, petri);
        context.put(Petrification.MODEL, petrification);
        context.print("petrify: " + petri.places().size() + " places, " + petri.transitions().size()
                + " transitions, " + petri.threads().size() + " thread instances");
        if (!o.dotFile().isEmpty()) {
            try {
                Files.writeString(Path.of(o.dotFile()), PetriProgramDot.write(petri, p -> Optional.empty(),
                        t -> Optional.empty()), StandardCharsets.UTF_8);
            } catch (IOException | RuntimeException e) {
                throw new InputException(SourceLocation.ofFile(o.dotFile()), "cannot write the DOT file: "
                        + e.getMessage(), "cannot write DOT file");
            }
        }
    }
}
