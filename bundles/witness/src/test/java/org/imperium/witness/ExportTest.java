package org.imperium.witness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.imperium.empire.AnnotationKind;
import org.imperium.program.PetriProgram;
import org.imperium.proof.OwickiGriesAnnotation;
import org.imperium.proof.TestSolvers;
import org.imperium.smt.SmtSession;
import org.imperium.witness.export.CorrectnessExport;
import org.imperium.witness.export.GhostPlacement;
import org.imperium.witness.export.SourceFiles;
import org.imperium.witness.export.TaskMetadata;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

class ExportTest {

    private static final SmtSession SOLVER = TestSolvers.open();

    @AfterAll
    static void close() {
        SOLVER.close();
    }

    @Test
    void mutexFlag() {
        PetriProgram program = Fixtures.program("handoff");
        OwickiGriesAnnotation a = Fixtures.annotation(program, "handoff", AnnotationKind.FOCUSED, SOLVER);
        System.out.println(a.invariants());
        System.out.println(a.ghostUpdates());
        GhostPlacement.Outcome outcome = GhostPlacement.place(a);
        System.out.println(outcome);
        GhostPlacement.Outcome.Placed placed = assertInstanceOf(GhostPlacement.Outcome.Placed.class, outcome);
        Path c = Fixtures.c("handoff");
        CorrectnessExport.Result r = CorrectnessExport.build(placed.annotation(), true,
                TaskMetadata.of(Fixtures.task("handoff", Path.of(".")), "2.0", "test"),
                new SourceFiles(java.util.List.of(c)), false);
        System.out.println(WitnessWriter.write(r.witness()));
        assertTrue(r.witness().hasGhosts());
        assertEquals(0, 1);
    }
}
