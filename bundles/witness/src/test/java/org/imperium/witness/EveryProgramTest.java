package org.imperium.witness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.imperium.core.Cancellation;
import org.imperium.empire.AnnotationKind;
import org.imperium.program.Origin;
import org.imperium.program.PetriProgram;
import org.imperium.program.Transition;
import org.imperium.proof.OwickiGriesAnnotation;
import org.imperium.proof.TestSolvers;
import org.imperium.smt.SmtSession;
import org.imperium.witness.export.CertifiedPlacement;
import org.imperium.witness.export.Recheck;
import org.imperium.witness.validation.ValidationVerdict;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every program of testdata/witness with a proof, for the imperial and the focused annotation: the witness (with
 * the ghost when a certified placement exists, else invariants only) conforms to the profile schema, has ghost
 * updates only at statements that accept them, and is confirmed by the validation. The comment
 * {@code # witness: ghosts} or {@code # witness: invariants} in the proof file says which kind is expected.
 */
class EveryProgramTest {

    private static final SmtSession SOLVER = TestSolvers.open();

    @AfterAll
    static void close() {
        SOLVER.close();
    }

    @TestFactory
    Stream<DynamicTest> everyProgramYieldsAConfirmedWitness() throws IOException {
        List<Path> proofs;
        try (Stream<Path> files = Files.list(Fixtures.dir())) {
            proofs = files.filter(f -> f.toString().endsWith(".proof")).sorted().toList();
        }
        assertTrue(proofs.size() >= 3);
        return proofs.stream().flatMap(p -> Stream.of(AnnotationKind.IMPERIAL, AnnotationKind.FOCUSED).map(k ->
                DynamicTest.dynamicTest(p.getFileName() + " " + k.id(), () -> check(p, k))));
    }

    private static void check(Path proof, AnnotationKind kind) throws IOException {
        String name = proof.getFileName().toString().replace(".proof", "");
        String expected = Files.readAllLines(proof).stream().filter(l -> l.startsWith("# witness:"))
                .map(l -> l.substring("# witness:".length()).strip()).findFirst().orElseThrow();
        PetriProgram program = Fixtures.program(name);
        OwickiGriesAnnotation a = Fixtures.annotation(program, name, kind, SOLVER);
        CertifiedPlacement.Result r = CertifiedPlacement.find(a, c -> Recheck.check(c, SOLVER, 100_000,
                Cancellation.never()));
        Witness.Correctness w = ExportTest.export(name, r.placed().map(p -> p.annotation()).orElse(a),
                r.placed().isPresent());
        assertEquals(expected, w.hasGhosts() ? "ghosts" : "invariants", r.failures().toString());
        String yaml = WitnessWriter.write(w);
        assertEquals(List.of(), List.copyOf(SchemaCheck.errors(yaml)), yaml);
        for (Witness.GhostUpdate u : w.updates()) {
            List<Transition> at = program.transitions().stream().filter(t -> t.origin().filter(o ->
                    o.location().line() == u.location().line() && o.location().column() == u.location().column())
                    .isPresent()).toList();
            assertFalse(at.isEmpty(), "update at " + u.location());
            assertTrue(at.stream().allMatch(t -> t.origin().map(Origin::acceptsGhostUpdate).orElse(false)),
                    "update at " + u.location());
        }
        assertFalse(w.invariants().isEmpty());
        ValidationVerdict v = Validation.validate(program, yaml, SOLVER);
        assertEquals(ValidationVerdict.Outcome.CONFIRMED, v.outcome(), v + "\n" + yaml);
        assertEquals(Optional.empty(), v.reason());
    }
}
