package org.imperium.logic;

import static org.imperium.logic.Terms.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

class StatementTest {

    private final Var x = intVar("x");
    private final Var y = intVar("y");
    private final Map<String, Var> scope = Map.of("x", x, "y", y);

    private Statement parse(String text) {
        return StatementParser.parse(text, n -> Optional.ofNullable(scope.get(n)));
    }

    @Test
    void parsesAndPrintsAllActionKinds() {
        Statement s = parse("[x > 0]; x, y := y, x; havoc y");
        assertEquals("[x > 0]; x, y := y, x; havoc y", s.toString());
        assertEquals(s, parse(s.toString()));
        assertEquals(Statement.SKIP, parse("skip"));
        assertEquals(Set.of(x, y), s.reads());
        assertEquals(Set.of(x, y), s.writes());
    }

    @Test
    void transitionFormulaUsesPrimesForOutputsAndAuxiliariesInBetween() {
        Statement s = parse("x := x + 1; [x > y]; x := x * 2");
        TransitionFormula tf = s.transitionFormula();
        Var x1 = intVar("x'1");
        Var xp = intVar("x'");
        assertEquals(and(eq(x1, add(x, ONE)), gt(x1, y), eq(xp, mul(x1, num(2)))), tf.formula());
        assertEquals(Map.of(x, x, y, y), tf.inVars());
        assertEquals(Map.of(x, xp), tf.outVars());
        assertEquals(Set.of(x1), tf.auxVars());
    }

    @Test
    void havocLeavesTheOutputUnconstrained() {
        TransitionFormula tf = parse("havoc x; [x >= 0]").transitionFormula();
        assertEquals(geq(intVar("x'"), ZERO), tf.formula());
        assertEquals(Map.of(), tf.inVars());
    }

    @Test
    void syntaxErrorsCarryOffsetsIntoTheWholeText() {
        TermSyntaxException e = assertThrows(TermSyntaxException.class, () -> parse("[x > 0]; x := q"));
        assertEquals(14, e.offset());
        e = assertThrows(TermSyntaxException.class, () -> parse("x, y := 1"));
        assertEquals("2 variables but 1 values", e.getMessage());
    }
}
