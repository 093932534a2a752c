package org.imperium.witness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.imperium.core.InputException;
import org.imperium.empire.AnnotationKind;
import org.imperium.program.PetriProgram;
import org.imperium.proof.OwickiGriesAnnotation;
import org.imperium.proof.TestSolvers;
import org.imperium.smt.SmtSession;
import org.imperium.core.Cancellation;
import org.imperium.witness.export.CertifiedPlacement;
import org.imperium.witness.export.Recheck;
import org.imperium.witness.validation.ValidationVerdict;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Exported witnesses are confirmed by weaving them into the program and verifying it; broken ones are rejected
 * with the invariant that fails, or refused when a location matches no statement.
 */
class ValidationTest {

    private static final SmtSession SOLVER = TestSolvers.open();
    private static PetriProgram handoff;
    private static Witness.Correctness handoffWitness;

    @BeforeAll
    static void export() {
        handoff = Fixtures.program("handoff");
        OwickiGriesAnnotation a = Fixtures.annotation(handoff, "handoff", AnnotationKind.FOCUSED, SOLVER);
        handoffWitness = ExportTest.export("handoff", ExportTest.certified(a, SOLVER).orElseThrow().annotation(),
                true);
    }

    @AfterAll
    static void close() {
        SOLVER.close();
    }

    private static ValidationVerdict validate(PetriProgram program, Witness w) {
        return Validation.validate(program, WitnessWriter.write(w), SOLVER);
    }

    private static Witness.Correctness with(Witness.Correctness w, List<Witness.GhostUpdate> updates,
                                            List<Witness.Invariant> invariants) {
        return new Witness.Correctness(w.metadata(), w.ghostMetadata(), w.ghosts(), updates, invariants);
    }

    @Test
    void ghostWitnessIsConfirmed() {
        ValidationVerdict v = validate(handoff, handoffWitness);
        assertEquals(ValidationVerdict.Outcome.CONFIRMED, v.outcome(), v.toString());
    }

    @Test
    void invariantStrengthenedToFalseIsRejectedByName() {
        List<Witness.Invariant> invariants = new ArrayList<>(handoffWitness.invariants());
        Witness.Invariant first = invariants.get(0);
        invariants.set(0, new Witness.Invariant(first.type(), first.location(), "0"));
        ValidationVerdict v = validate(handoff, with(handoffWitness, handoffWitness.updates(), invariants));
        assertEquals(ValidationVerdict.Outcome.REJECTED, v.outcome(), v.toString());
        assertTrue(v.reason().orElseThrow().contains("at " + first.location() + " (0)"), v.toString());
    }

    @Test
    void removedGhostUpdateIsRejected() {
        for (int i = 0; i < handoffWitness.updates().size(); i++) {
            List<Witness.GhostUpdate> updates = new ArrayList<>(handoffWitness.updates());
            Witness.GhostUpdate removed = updates.remove(i);
            ValidationVerdict v = validate(handoff, with(handoffWitness, updates, handoffWitness.invariants()));
            assertEquals(ValidationVerdict.Outcome.REJECTED, v.outcome(), "without the update at "
                    + removed.location() + ": " + v);
            assertTrue(v.reason().orElseThrow().contains("invariant at"), v.toString());
        }
    }

    @Test
    void wrongLineIsRefusedAtTheInvariant() {
        List<Witness.Invariant> invariants = new ArrayList<>(handoffWitness.invariants());
        Witness.Invariant first = invariants.get(0);
        invariants.set(0, new Witness.Invariant(first.type(), new WitnessLocation(first.location().fileName(), 2,
                first.location().column(), first.location().function()), first.value()));
        String yaml = WitnessWriter.write(with(handoffWitness, handoffWitness.updates(), invariants));
        InputException e = assertThrows(InputException.class, () -> Validation.validate(handoff, yaml, SOLVER));
        assertEquals("witness location matches no statement", e.reason());
        int line = yaml.lines().toList().indexOf(yaml.lines().filter(l -> l.contains("line: 2,")).findFirst()
                .orElseThrow()) + 1;
        assertEquals(line + 1, e.location().line(), e.getMessage());
    }

    @Test
    void updateMovedToBranchIsRefused() {
        List<Witness.GhostUpdate> updates = new ArrayList<>(handoffWitness.updates());
        Witness.GhostUpdate u = updates.get(0);
        updates.set(0, new Witness.GhostUpdate(new WitnessLocation(u.location().fileName(), 13, 3, "worker"),
                u.updates()));
        InputException e = assertThrows(InputException.class, () -> Validation.validate(handoff,
                WitnessWriter.write(with(handoffWitness, updates, handoffWitness.invariants())), SOLVER));
        assertEquals("ghost update at an unsupported statement", e.reason());
    }

    @Test
    void twoInstancesOfOneThreadFunctionFallBackToInvariantsAndAreConfirmed() throws Exception {
        PetriProgram program = Fixtures.program("mutex-flag");
        OwickiGriesAnnotation a = Fixtures.annotation(program, "mutex-flag", AnnotationKind.FOCUSED, SOLVER);
        CertifiedPlacement.Result r = CertifiedPlacement.find(a, c -> Recheck.check(c, SOLVER, 100_000,
                Cancellation.never()));
        assertTrue(r.placed().isEmpty());
        assertTrue(r.failures().stream().anyMatch(f -> f.contains("thread instances need different ghost updates")),
                r.failures().toString());
        Witness.Correctness w = ExportTest.export("mutex-flag", a, false);
        assertFalse(w.hasGhosts());
        assertEquals("2.0", w.metadata().formatVersion());
        assertFalse(w.invariants().isEmpty());
        assertEquals(List.of(), List.copyOf(SchemaCheck.errors(WitnessWriter.write(w))));
        ValidationVerdict v = validate(program, w);
        assertEquals(ValidationVerdict.Outcome.CONFIRMED, v.outcome(), v + "\n" + WitnessWriter.write(w));
    }
}
