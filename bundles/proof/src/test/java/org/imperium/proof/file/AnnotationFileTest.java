package org.imperium.proof.file;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.imperium.core.InputException;
import org.imperium.logic.Statement;
import org.imperium.logic.Terms;
import org.imperium.program.PetriProgram;
import org.imperium.program.text.PetriProgramReader;
import org.imperium.proof.GhostVariable;
import org.imperium.proof.OwickiGriesAnnotation;
import org.junit.jupiter.api.Test;

class AnnotationFileTest {

    private static Path petri(String file) {
        return Path.of(System.getProperty("imperium.root", ".")).resolve("testdata/petri").resolve(file);
    }

    private final PetriProgram example = PetriProgramReader.read(petri("running-example.petri"));

    @Test
    void paperAnnotationReadsWithTwoGhostsAndTwoUpdatesAndRoundTrips() {
        OwickiGriesAnnotation a = AnnotationFile.read(petri("running-example-fig3.og"), example);
        assertEquals("paper", a.kind());
        assertEquals(List.of("d1", "d2"), a.ghosts().stream().map(g -> g.var().name()).toList());
        assertEquals(2, a.ghostUpdateCount());
        assertEquals("[x > 2]", "[" + a.invariant(example.place("m3").orElseThrow()) + "]");
        assertEquals("[x := x + 1; d1 := true]", "[" + a.instrumented(example.transition("t3").orElseThrow()) + "]");
        assertEquals(Terms.and(Terms.not(Terms.boolVar("d1")), Terms.not(Terms.boolVar("d2"))), a.initialCondition());
        String text = AnnotationFile.write(a);
        OwickiGriesAnnotation again = AnnotationFile.parse(text, "again.og", example);
        assertEquals(a, again);
        assertEquals(text, AnnotationFile.write(again));
    }

    @Test
    void sizeSumsTheDagSizesOfFormulasUpdatesAndInitialValues() {
        OwickiGriesAnnotation a = AnnotationFile.parse("""
                annotation running_example
                ghost g : Int = 0
                invariant m1 { g == 0 && x > 0 }
                invariant m2 { x > 0 }
                update fork { g := g + 1 }
                """, "s.og", example);
        // m1: and, =, g, 0, >, x  = 6; m2: >, x, 0 = 3; 14 places with true = 14; update: +, g, 1 = 3; initial 0 = 1
        assertEquals(6 + 3 + 14 + 3 + 1, a.size());
        assertEquals(1, a.ghostUpdateCount());
    }

    private String error(String text) {
        return assertThrows(InputException.class, () -> AnnotationFile.parse(text, "a.og", example)).getMessage();
    }

    @Test
    void malformedAnnotationsAreInputErrorsAtLineAndColumn() {
        assertEquals("a.og:1:7: 'x' is already a program or ghost variable", error("ghost x : Int = 0\n"));
        assertEquals("a.og:2:11: a ghost update may assign only ghost variables, not x",
                error("ghost g : Int = 0\nupdate t3 { x := 1 }\n"));
        assertEquals("a.og:2:11: a ghost update is one simultaneous assignment to ghost variables",
                error("ghost g : Int = 0\nupdate t3 { [g > 0]; g := 1 }\n"));
        assertEquals("a.og:1:11: unknown place 'nowhere'", error("invariant nowhere { true }\n"));
        assertEquals("a.og:1:25: undeclared variable 'q'", error("invariant m0 { x > 0 && q }\n"));
        assertEquals("a.og:2:1: ghost variables must be declared before invariants and updates",
                error("invariant m0 { true }\nghost g : Int = 0\n"));
        assertEquals("a.og:1:7: initial value true of ghost g has sort Bool, not Int", error("ghost g : Int = true\n"));
        assertEquals("a.og:1:17: undeclared variable 'x'", error("ghost g : Int = x\n"));
        assertEquals("a.og:2:1: 'annotation' must be the first declaration",
                error("ghost g : Int = 0\nannotation running_example\n"));
        assertEquals("a.og:1:12: the annotation is for program 'other', not 'running_example'",
                error("annotation other\n"));
        assertTrue(error("ghost g : Nat = 0\n").startsWith("a.og:1:11: "), "the sort's column");
    }

    @Test
    void annotationShapeFollowsDefinitionThreeFour() {
        GhostVariable g = GhostVariable.of(Terms.intVar("g"), Terms.ZERO);
        assertThrows(IllegalArgumentException.class, () -> new OwickiGriesAnnotation(example, "bad",
                List.of(GhostVariable.of(Terms.intVar("x"), Terms.ZERO)), Map.of(), Map.of()));
        assertThrows(IllegalArgumentException.class, () -> new OwickiGriesAnnotation(example, "bad", List.of(g),
                Map.of(), Map.of(example.transition("t3").orElseThrow(), Statement.havoc(Terms.intVar("g")))));
        assertThrows(IllegalArgumentException.class, () -> new OwickiGriesAnnotation(example, "bad", List.of(g),
                Map.of(example.place("m0").orElseThrow(), Terms.gt(Terms.intVar("w"), Terms.ZERO)), Map.of()));
        OwickiGriesAnnotation fine = new OwickiGriesAnnotation(example, "ok", List.of(g), Map.of(), Map.of());
        assertTrue(fine.invariant(example.place("m0").orElseThrow()).isTrue());
        assertEquals(Optional.empty(), fine.ghostUpdate(example.transition("t3").orElseThrow()));
    }
}
