package org.imperium.proof.file;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.imperium.core.InputException;
import org.imperium.program.PetriProgram;
import org.imperium.program.text.PetriProgramReader;
import org.imperium.proof.PredicateDomain;
import org.imperium.proof.ProductDomain;
import org.junit.jupiter.api.Test;

class ProofFileTest {

    private static Path petri(String file) {
        return Path.of(System.getProperty("imperium.root", ".")).resolve("testdata/petri").resolve(file);
    }

    private final PetriProgram example = PetriProgramReader.read(petri("running-example.petri"));

    @Test
    void runningExampleProofHasTwoComponentsAndRoundTrips() {
        ProofFile proof = ProofFile.read(petri("running-example.proof"), example);
        assertEquals(Optional.of("running_example"), proof.programName());
        assertEquals(List.of("phi1", "phi2"), proof.components().stream().map(ProofFile.Component::name).toList());
        assertEquals("[x > 0, x > 1, x > 2]", proof.components().get(1).predicates().toString());
        assertEquals(proof, ProofFile.parse(proof.write(), "again.proof", example));
        ProductDomain domain = assertInstanceOf(ProductDomain.class, proof.toDomain(null));
        assertEquals(2, domain.arity());
        assertInstanceOf(PredicateDomain.class, ProofFile.read(petri("running-example-phi1.proof"), example).toDomain(null));
        ProofFile joint = new ProofFile(Optional.empty(), true, proof.components());
        assertEquals(joint, ProofFile.parse(joint.write(), "joint.proof", example));
        assertEquals(true, joint.toDomain(new org.imperium.proof.TestSolvers.Clueless()).toString()
                .endsWith("with joint infeasibility"));
    }

    private String error(String text) {
        return assertThrows(InputException.class, () -> ProofFile.parse(text, "p.proof", example)).getMessage();
    }

    @Test
    void errorsNameLineAndColumn() {
        assertEquals("p.proof:1:7: the proof is for program 'other', not 'running_example'", error("proof other\n"));
        assertEquals("p.proof:2:1: 'proof' must be the first declaration",
                error("infeasibility joint\nproof running_example\n"));
        assertEquals("p.proof:2:1: a predicate must follow a 'component' line",
                error("proof running_example\npredicate { x > 0 }\n"));
        assertEquals("p.proof:2:22: undeclared variable 'w'",
                error("component c predicates\npredicate { x > 0 && w > 1 }\n"));
        assertEquals("p.proof:2:13: predicate must be a formula, found a term of sort Int",
                error("component c predicates\npredicate { x + 1 }\n"));
        assertEquals("p.proof:1:13: unknown component kind 'automaton' (expected predicates)",
                error("component c automaton\n"));
        assertEquals("p.proof: the proof has no component", error("# nothing\n"));
        assertEquals("p.proof:1:24: unexpected 'junk'", error("component c predicates junk\n"));
        assertEquals("p.proof:2:1: 'infeasibility' must precede the components",
                error("component c predicates\ninfeasibility joint\n"));
        assertEquals("p.proof:1:15: expected joint or componentwise, found 'maybe'", error("infeasibility maybe\n"));
    }
}
