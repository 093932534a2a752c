package org.imperium.proof.plugin;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.imperium.core.InputException;
import org.imperium.core.ModelKey;
import org.imperium.core.Plugin;
import org.imperium.core.RunContext;
import org.imperium.core.SourceLocation;
import org.imperium.core.Task;
import org.imperium.core.UnsupportedException;
import org.imperium.program.PetriProgram;
import org.imperium.program.text.PetriProgramReader;
import org.imperium.proof.InvariantDomain;
import org.imperium.proof.file.ProofFile;
import org.imperium.smt.SmtSession;
import org.imperium.smt.SmtSolverFactory;
import org.imperium.smt.SmtUnavailableException;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.metatype.annotations.Designate;

/**
 * Reads the run's input file as a Petri program (text format) and, when {@code petrifile.proof} names one, a
 * proof file for it, handed on as the invariant domain. The domain asks an SMT session for its posts lazily, so
 * the session stays open for the rest of the run (it is released with the run's models).
 */
@Component(service = Plugin.class)
@Designate(ocd = PetriFileOptions.class)
public final class PetriFilePlugin implements Plugin {

    @Override
    public String id() {
        return "petrifile";
    }

    @Override
    public String description() {
        return "Petri program and proof from text files";
    }

    @Override
    public List<ModelKey<?>> requires() {
        return List.of(Task.MODEL);
    }

    @Override
    public List<ModelKey<?>> produces() {
        return List.of(PetriProgram.MODEL, InvariantDomain.MODEL);
    }

    @Override
    public Optional<Class<?>> optionsType() {
        return Optional.of(PetriFileOptions.class);
    }

    @Override
    public void run(RunContext context) {
        PetriFileOptions o = context.options(PetriFileOptions.class);
        List<Path> files = context.get(Task.MODEL).files();
        if (files.size() != 1) {
            throw new InputException(SourceLocation.ofFile("petrifile"), "expected one Petri program file, got "
                    + files.size(), "no input file");
        }
        PetriProgram program = PetriProgramReader.read(files.get(0));
        context.put(PetriProgram.MODEL, program);
        context.statistics().set("places", program.places().size());
        context.statistics().set("transitions", program.transitions().size());
        if (o.proof().isEmpty()) {
            return;
        }
        ProofFile proof = ProofFile.read(Path.of(o.proof()), program);
        SmtSession session;
        try {
            session = new SmtSolverFactory().open(o.solver(), context.cancellation(), context.statistics());
        } catch (SmtUnavailableException e) {
            throw new UnsupportedException(e.getMessage());
        }
        context.put(InvariantDomain.MODEL, proof.toDomain(session));
        context.statistics().set("proof.components", proof.components().size());
    }
}
