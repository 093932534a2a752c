package org.imperium.witness.plugin;

import java.util.List;
import java.util.Optional;
import org.imperium.cfrontend.CProgram;
import org.imperium.core.InputException;
import org.imperium.core.ModelKey;
import org.imperium.core.Plugin;
import org.imperium.core.RunContext;
import org.imperium.core.SourceLocation;
import org.imperium.core.Task;
import org.imperium.program.PetriProgram;
import org.imperium.program.Petrification;
import org.imperium.proof.WitnessReplay;
import org.imperium.witness.Witness;
import org.imperium.witness.WitnessReader;
import org.imperium.witness.export.SourceFiles;
import org.imperium.witness.validation.TaskCheck;
import org.imperium.witness.validation.WitnessWeaver;
import org.imperium.witness.validation.WovenWitness;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.metatype.annotations.Designate;

/**
 * Plugin {@code witnessweaving} of the validation toolchain: reads the witness given with {@code --validate},
 * checks it against the task (hashes, data model) and replaces the Petri program by the instrumented one of
 * {@link WitnessWeaver}. The petrification is wrapped too, so a backend that raises the thread-instance bound gets
 * an instrumented program again.
 */
@Component(service = Plugin.class)
@Designate(ocd = WeavingOptions.class)
public final class WeavingPlugin implements Plugin {

    @Override
    public String id() {
        return "witnessweaving";
    }

    @Override
    public String description() {
        return "reads a witness (--validate) and weaves its ghosts, updates, invariants or waypoints into the program";
    }

    @Override
    public List<ModelKey<?>> requires() {
        return List.of(Task.MODEL, PetriProgram.MODEL);
    }

    @Override
    public List<ModelKey<?>> uses() {
        return List.of(Petrification.MODEL, CProgram.MODEL);
    }

    @Override
    public List<ModelKey<?>> produces() {
        return List.of(PetriProgram.MODEL, Petrification.MODEL, Witness.MODEL, WovenWitness.MODEL,
                WitnessReplay.MODEL);
    }

    @Override
    public Optional<Class<?>> optionsType() {
        return Optional.of(WeavingOptions.class);
    }

    @Override
    public void run(RunContext context) {
        boolean lemmas = context.options(WeavingOptions.class).assumeInvariants();
        Task task = context.get(Task.MODEL);
        if (task.witness().isEmpty()) {
            throw new InputException(SourceLocation.ofFile("--validate"), "no witness to validate", "no witness");
        }
        WitnessReader.Read read = WitnessReader.read(task.witness().get());
        TaskCheck.check(read, task);
        boolean lp64 = task.architecture() == Task.Architecture.LP64;
        SourceFiles sources = context.find(CProgram.MODEL).map(new SourceFiles(task.files())::with)
                .orElseGet(() -> new SourceFiles(task.files()));
        WitnessWeaver.Woven woven = WitnessWeaver.weave(context.get(PetriProgram.MODEL), read, lp64,
                sources::globalType, lemmas, sources.branchPoints());
        context.put(Witness.MODEL, read.witness());
        context.put(WovenWitness.MODEL, woven.witness());
        context.put(PetriProgram.MODEL, woven.program());
        if (read.witness() instanceof Witness.Violation) {
            context.put(WitnessReplay.MODEL, new WitnessReplay());
        }
        Optional<Petrification> petrification = context.find(Petrification.MODEL);
        petrification.ifPresent(p -> context.put(Petrification.MODEL, new Petrification() {
            @Override
            public PetriProgram petrify(int instancesPerSite) {
                return WitnessWeaver.weave(p.petrify(instancesPerSite), read, lp64, sources::globalType, lemmas,
                        sources.branchPoints()).program();
            }

            @Override
            public int initialInstances() {
                return p.initialInstances();
            }
        }));
        context.statistics().set("kind", read.witness() instanceof Witness.Correctness c
                ? (c.hasGhosts() ? "correctness-2.1" : "correctness-2.0") : "violation-2.0");
        context.statistics().set("checks", woven.witness().checks().size());
        context.statistics().set("woven-updates", woven.witness().updates().size());
        context.print("witness: woven into " + woven.program());
    }
}
