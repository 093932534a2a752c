package org.imperium.program;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import org.imperium.logic.Terms;
import org.imperium.program.text.PetriProgramReader;
import org.junit.jupiter.api.Test;

class CounterexampleTest {

    @Test
    void describeShowsTheCLocationOrTheStatementAndOnlyTheWrittenValues() {
        PetriProgram p = PetriProgramReader.parse("""
                program cex
                var x : Int
                var y : Int
                place a thread main#0 initial
                place b thread main#0
                place e thread main#0 error
                transition inc : a -> b { x := x + 1 } thread main#0 origin "p.c" 4 3 main ASSIGNMENT "x++;"
                transition fail : b -> e { [x > y] }
                """, "cex.petri");
        Map<org.imperium.logic.Var, Object> values = Map.of(Terms.intVar("x"), BigInteger.ONE,
                Terms.intVar("y"), BigInteger.ZERO);
        Counterexample cex = new Counterexample(p, List.of(
                new Counterexample.Step(p.transition("inc").orElseThrow(), values),
                new Counterexample.Step(p.transition("fail").orElseThrow(), values)));
        assertEquals(List.of("error trace (2 steps):", "  [main#0] p.c:4:3 x++;  {x=1}",
                "  [main#0] fail [x > y]  {}"), cex.describe());
    }
}
