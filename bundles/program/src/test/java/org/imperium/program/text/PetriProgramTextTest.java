package org.imperium.program.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.imperium.core.InputException;
import org.imperium.core.SourceLocation;
import org.imperium.logic.Terms;
import org.imperium.program.Origin;
import org.imperium.program.PetriProgram;
import org.imperium.program.Place;
import org.imperium.program.ProgramVariable;
import org.imperium.program.TestData;
import org.imperium.program.ThreadInstance;
import org.imperium.program.Transition;
import org.imperium.program.dot.PetriProgramDot;
import org.junit.jupiter.api.Test;

class PetriProgramTextTest {

    @Test
    void runningExampleReadsAsWritten() {
        PetriProgram p = TestData.program("running-example.petri");
        assertEquals("running_example", p.name());
        assertEquals(16, p.places().size());
        assertEquals(13, p.transitions().size());
        assertEquals(List.of("m_err", "a_err"), p.badPlaces().stream().map(Place::name).toList());
        Transition join = p.transition("join").orElseThrow();
        assertEquals(List.of("m2", "a4", "b3"), join.pre().stream().map(Place::name).toList());
        assertEquals(ThreadInstance.MAIN, join.thread());
        assertEquals("y := y + x", p.transition("t2").orElseThrow().statement().toString());
        ProgramVariable y = p.variables().get(Terms.intVar("y"));
        assertEquals(ProgramVariable.Scope.LOCAL, y.scope());
        assertEquals(Optional.of(ThreadInstance.parse("T1#1")), y.owner());
    }

    @Test
    void writingAndReadingAgainGivesTheSameText() {
        PetriProgram p = TestData.program("running-example.petri");
        String text = PetriProgramWriter.write(p);
        assertEquals(text, PetriProgramWriter.write(PetriProgramReader.parse(text, "again.petri")));
    }

    @Test
    void originsArraysAndOddNamesRoundTrip() {
        String text = """
                program odd
                var a : Array[Int, Int] c "arr" ctype "int[4]"
                var |if| : Bool auxiliary
                var w#1.i : Int local w#1
                place |p 0| thread main#0 initial origin "x.c" 3 5 main ASSIGNMENT "a[0] = 1;"
                place q thread w#1 insufficient
                place e thread w#1 error
                transition |go now| : |p 0| -> q, e { a := store(a, 0, 1); |if| := true } thread w#1 origin "x.c" 3 5 main ASSIGNMENT "say \\"hi\\""
                transition stop : q -> { havoc w#1.i }
                """;
        PetriProgram p = PetriProgramReader.parse(text, "odd.petri");
        String written = PetriProgramWriter.write(p);
        PetriProgram again = PetriProgramReader.parse(written, "odd.petri");
        assertEquals(written, PetriProgramWriter.write(again));
        Transition go = again.transition("go now").orElseThrow();
        assertEquals(Origin.Kind.ASSIGNMENT, go.origin().orElseThrow().kind());
        assertEquals("say \"hi\"", go.origin().orElseThrow().text());
        assertEquals(new SourceLocation("x.c", 3, 5), go.origin().orElseThrow().location());
        assertEquals(List.of(), again.transition("stop").orElseThrow().post());
        assertEquals(Place.Kind.INSUFFICIENT_INSTANCES, again.place("q").orElseThrow().kind());
    }

    private static String error(String text) {
        return assertThrows(InputException.class, () -> PetriProgramReader.parse(text, "bad.petri")).getMessage();
    }

    @Test
    void errorsNameFileLineAndColumn() {
        assertEquals("bad.petri:2:7: expected ':', found 'Int'",
                error("program p\nvar x Int\n"));
        assertEquals("bad.petri:3:16: undeclared place 'b'",
                error("place a thread main#0 initial\n\ntransition t : b -> a { skip }\n"));
        assertEquals("bad.petri:3:30: undeclared variable 'y'",
                error("var x : Int\nplace a thread main#0 initial\ntransition t : a -> a { x := y }\n"));
        assertEquals("bad.petri:1:16: thread instance must be written function#index, found 'main'",
                error("place a thread main initial\n"));
        assertEquals("bad.petri:1:1: unknown declaration 'plase' (expected program, var, place or transition)",
                error("plase a thread main#0\n"));
        assertEquals("bad.petri:2:7: name 'a' used twice",
                error("place a thread main#0 initial\nplace a thread main#0\n"));
        assertEquals("bad.petri:1:1: no place declared", error("program empty\n"));
        assertEquals("bad.petri", error("place a thread main#0\n").split(":")[0]);
    }

    @Test
    void missingFileIsAnInputError() {
        InputException e = assertThrows(InputException.class,
                () -> PetriProgramReader.read(Path.of("/nonexistent/x.petri")));
        assertEquals("/nonexistent/x.petri: Petri program file not found", e.getMessage());
    }

    @Test
    void dotShowsThreadsAsClustersAndBadPlacesInRed() {
        String dot = PetriProgramDot.write(TestData.program("running-example.petri"));
        assertEquals(3, dot.split("subgraph cluster_").length - 1);
        assertEquals(2, dot.split(", color=red").length - 1);
        assertEquals(true, dot.contains("label=\"m0 ●\""));
        assertEquals(true, dot.contains("t10 -> p3;"));
    }
}
