package org.imperium.witness.cexpr;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigInteger;
import java.util.Map;
import java.util.Optional;
import org.imperium.logic.Evaluator;
import org.imperium.logic.Term;
import org.imperium.logic.Terms;
import org.imperium.logic.Var;
import org.junit.jupiter.api.Test;

class CExpressionParserTest {

    private static final Map<String, CExpressionParser.Symbol> SCOPE = Map.of(
            "a", new CExpressionParser.Symbol(Terms.intVar("a"), CType.INT),
            "i", new CExpressionParser.Symbol(Terms.intVar("i"), CType.INT),
            "u", new CExpressionParser.Symbol(Terms.intVar("u"), CType.UNSIGNED_INT));

    private static boolean eval(String text, Map<String, Integer> values) {
        Term t = CExpressionParser.formula(text, n -> Optional.ofNullable(SCOPE.get(n)), false);
        return (Boolean) Evaluator.evaluate(t, v -> BigInteger.valueOf(values.get(((Var) v).name())));
    }

    @Test
    void precedenceAndConnectives() {
        Map<String, Integer> s = Map.of("a", 10, "i", 1, "u", 0);
        assertEquals(true, eval("a <= 9 && 10 <= a || a > 9 && (a <= 10 || a <= 10)", s));
        assertEquals(true, eval("(i <= 0 && 1 <= i || i > 0 && (i <= 1 || i <= 1)) && a == 10", s));
        assertEquals(false, eval("!(a == 10) || i != 1", s));
        assertEquals(true, eval("a == 10 ? i == 1 : 0", s));
        assertEquals(true, eval("-7 / 2 == -3 && -7 % 2 == -1 && 7 / -2 == -3", s));
    }

    @Test
    void unsignedArithmeticWraps() {
        Map<String, Integer> s = Map.of("a", 0, "i", 0, "u", 0);
        assertEquals(true, eval("u - 1 == 4294967295U", s));
        assertEquals(true, eval("u - 1 > 0", s));
        assertEquals(true, eval("(long long)u - 1 < 0", s));
        assertEquals(true, eval("-1 > u", s));
    }

    @Test
    void sideEffectsAndUnknownNamesAreRefusedWithTheirPosition() {
        CExpressionException e = assertThrows(CExpressionException.class, () -> eval("a == 1 && b == 2", Map.of()));
        assertEquals(10, e.offset());
        assertEquals(2, assertThrows(CExpressionException.class, () -> eval("a = 1", Map.of())).offset());
        assertThrows(CExpressionException.class, () -> eval("a & 1", Map.of()));
        assertThrows(CExpressionException.class, () -> eval("f(a)", Map.of()));
    }
}
