package org.imperium.witness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.imperium.empire.AnnotationKind;
import org.imperium.program.Origin;
import org.imperium.program.PetriProgram;
import org.imperium.program.Transition;
import org.imperium.proof.OwickiGriesAnnotation;
import org.imperium.proof.TestSolvers;
import org.imperium.smt.SmtSession;
import org.imperium.witness.export.CorrectnessExport;
import org.imperium.core.Cancellation;
import org.imperium.witness.export.CertifiedPlacement;
import org.imperium.witness.export.GhostPlacement;
import org.imperium.witness.export.Recheck;
import org.imperium.witness.export.SourceFiles;
import org.imperium.witness.export.TaskMetadata;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

/** Export of correctness witnesses from Owicki-Gries annotations of the hand-petrified programs. */
class ExportTest {

    private static final SmtSession SOLVER = TestSolvers.open();

    @AfterAll
    static void close() {
        SOLVER.close();
    }

    static Witness.Correctness export(String name, OwickiGriesAnnotation a, boolean ghosts) {
        return CorrectnessExport.build(a, ghosts, TaskMetadata.of(Fixtures.task(name, Path.of(".")), "2.0", "test"),
                new SourceFiles(List.of(Fixtures.c(name))), false).witness();
    }

    static java.util.Optional<GhostPlacement.Outcome.Placed> certified(OwickiGriesAnnotation a, SmtSession session) {
        CertifiedPlacement.Result r = CertifiedPlacement.find(a, c -> Recheck.check(c, session, 100_000,
                Cancellation.never()));
        return r.placed();
    }

    @Test
    void oneWorkerGetsGhostUpdatesOnlyAtStatementsThatAcceptThem() throws Exception {
        PetriProgram program = Fixtures.program("handoff");
        OwickiGriesAnnotation a = Fixtures.annotation(program, "handoff", AnnotationKind.FOCUSED, SOLVER);
        GhostPlacement.Outcome.Placed placed = certified(a, SOLVER).orElseThrow();
        assertTrue(placed.moves() > 0, "the initialisation's update moves to pthread_create");
        Witness.Correctness w = export("handoff", placed.annotation(), true);
        assertTrue(w.hasGhosts());
        assertEquals("2.1", w.metadata().formatVersion());
        assertEquals("2.1", w.ghostMetadata().orElseThrow().formatVersion());
        for (Witness.GhostUpdate u : w.updates()) {
            List<Transition> at = program.transitions().stream().filter(t -> t.origin().filter(o ->
                    o.location().line() == u.location().line() && o.location().column() == u.location().column())
                    .isPresent()).toList();
            assertFalse(at.isEmpty(), "update at " + u.location());
            assertTrue(at.stream().allMatch(t -> t.origin().map(Origin::acceptsGhostUpdate).orElse(false)),
                    "update at " + u.location());
        }
        String yaml = WitnessWriter.write(w);
        assertEquals(List.of(), List.copyOf(SchemaCheck.errors(yaml)), yaml);
    }
}
