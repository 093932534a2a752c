package org.imperium.witness;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.imperium.core.Cancellation;
import org.imperium.core.Task;
import org.imperium.empire.AnnotationGenerator;
import org.imperium.empire.AnnotationKind;
import org.imperium.logic.Prover;
import org.imperium.program.PetriProgram;
import org.imperium.program.text.PetriProgramReader;
import org.imperium.proof.InvariantDomain;
import org.imperium.proof.OwickiGriesAnnotation;
import org.imperium.proof.file.ProofFile;

/**
 * The hand-petrified programs of testdata/witness: {@code <name>.c} (the C source the witness talks about),
 * {@code <name>.petri} (its Petri program with origins, as petrify makes it) and {@code <name>.proof}.
 */
final class Fixtures {

    private Fixtures() {
    }

    static Path dir() {
        return Path.of(System.getProperty("imperium.root", "../..")).resolve("testdata/witness");
    }

    static Path c(String name) {
        return dir().resolve(name + ".c");
    }

    static PetriProgram program(String name) {
        return PetriProgramReader.read(dir().resolve(name + ".petri"));
    }

    static OwickiGriesAnnotation annotation(PetriProgram program, String name, AnnotationKind kind, Prover prover) {
        InvariantDomain domain = ProofFile.read(dir().resolve(name + ".proof"), program).toDomain(prover);
        return AnnotationGenerator.generate(program, domain, new AnnotationGenerator.Settings(kind, true, 100_000,
                100_000), Cancellation.never()).annotation();
    }

    /** The task of verifying {@code <name>.c}, as the launcher would make it. */
    static Task task(String name, Path witnessDirectory) {
        return new Task(List.of(c(name)), Task.Architecture.ILP32, Task.Specification.UNREACH_CALL, witnessDirectory,
                Optional.empty());
    }

    static OptionalInt none() {
        return OptionalInt.empty();
    }
}
