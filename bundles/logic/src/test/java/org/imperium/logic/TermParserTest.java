package org.imperium.logic;

import static org.imperium.logic.Terms.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class TermParserTest {

    private final Var x = intVar("x");
    private final Var y = intVar("worker#1.y");
    private final Var b = boolVar("b");
    private final Var a = var("a", Sort.array(Sort.INT, Sort.INT));
    private final Map<String, Var> scope = Map.of("x", x, "worker#1.y", y, "b", b, "a", a);

    @Test
    void precedenceFollowsC() {
        assertSame(or(and(b, gt(x, ONE)), lt(add(x, mul(num(2), y)), ZERO)),
                TermParser.parse("b && x > 1 || x + 2 * worker#1.y < 0", scope));
        assertSame(implies(b, implies(b, b)), TermParser.parse("b ==> b ==> b", scope));
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "x > 0 && worker#1.y >= x - 1",
        "!(x < 0) || b",
        "x != 3",
        "a[x + 1] == store(a, 0, x)[x]",
        "a == store(const(Int, 0), x, 1) && store(const(Int, b), x, true)[worker#1.y]",
        "ite(b, x, -x) > div(x, 2) + mod(x, 3)",
        "(\\forall i:Int; a[i] >= 0) && x == -5",
        "x - (worker#1.y - 1) == 0",
        "-(x + 1) * 2 <= 7",
        "(x == 1) == b"})
    void printThenParseIsIdentity(String text) {
        Term t = TermParser.parse(text, scope);
        assertSame(t, TermParser.parse(t.toString(), scope), t.toString());
    }

    @Test
    void errorsCarryTheOffset() {
        TermSyntaxException e = assertThrows(TermSyntaxException.class, () -> TermParser.parse("x + zz > 0", scope));
        assertEquals("undeclared variable 'zz'", e.getMessage());
        assertEquals(4, e.offset());
        e = assertThrows(TermSyntaxException.class, () -> TermParser.parse("x + b", scope));
        assertEquals(2, e.offset());
        e = assertThrows(TermSyntaxException.class, () -> TermParser.parse("(x > 0", scope));
        assertEquals("expected ')', found end", e.getMessage());
    }

    @Test
    void sortsParse() {
        assertEquals(Sort.array(Sort.INT, Sort.array(Sort.INT, Sort.BOOL)),
                TermParser.parseSort("Array[Int, Array[Int, Bool]]"));
    }
}
