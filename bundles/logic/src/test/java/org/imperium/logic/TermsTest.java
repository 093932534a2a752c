package org.imperium.logic;

import static org.imperium.logic.Terms.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class TermsTest {

    private final Var x = intVar("x");
    private final Var y = intVar("y");
    private final Var b = boolVar("b");

    @Test
    void structurallyEqualTermsAreTheSameObject() {
        assertSame(add(x, mul(num(2), y)), add(x, mul(num(2), y)));
        assertSame(intVar("x"), x);
    }

    @Test
    void constantsFoldAndNeutralElementsDisappear() {
        assertSame(num(5), add(num(2), num(3)));
        assertSame(x, add(x, ZERO));
        assertSame(x, mul(ONE, x));
        assertSame(ZERO, mul(x, ZERO));
        assertSame(add(x, num(-1)), sub(x, ONE));
        assertSame(TRUE, leq(x, x));
        assertSame(FALSE, lt(num(3), num(2)));
    }

    @Test
    void junctionsFlattenDeduplicateAndShortCircuit() {
        Term p = gt(x, ZERO);
        Term q = lt(y, ZERO);
        assertSame(and(p, q), and(and(p, TRUE), q, p));
        assertSame(FALSE, and(p, not(b), b));
        assertSame(TRUE, or(q, TRUE));
        assertSame(p, and(List.of(p)));
        assertSame(TRUE, and(List.of()));
    }

    @Test
    void negationPushesIntoComparisons() {
        assertSame(geq(x, y), not(lt(x, y)));
        assertSame(b, not(not(b)));
    }

    @Test
    void euclideanDivisionAndModulo() {
        assertEquals(num(-4), div(num(-7), num(2)));
        assertEquals(num(1), mod(num(-7), num(2)));
        assertEquals(num(-3), div(num(7), num(-2)));
        assertEquals(num(1), mod(num(7), num(-2)));
    }

    @Test
    void sortErrorsAreRejected() {
        assertThrows(IllegalArgumentException.class, () -> add(x, b));
        assertThrows(IllegalArgumentException.class, () -> and(x));
    }

    @Test
    void readOverWriteSimplifies() {
        Var a = var("a", Sort.array(Sort.INT, Sort.INT));
        assertSame(y, select(store(a, x, y), x));
        assertSame(select(a, num(2)), select(store(a, num(1), y), num(2)));
    }

    @Test
    void aConstantArrayHasItsElementAtEveryIndex() {
        Term zeros = constArray(Sort.INT, ZERO);
        assertSame(ZERO, select(zeros, x));
        assertSame(ZERO, select(store(zeros, num(1), y), num(2)));
        assertSame(select(store(zeros, x, y), num(2)), select(store(zeros, x, y), num(2)));
        assertEquals(BigInteger.ZERO, Evaluator.evaluate(select(store(zeros, x, y), num(2)),
                v -> v == x ? BigInteger.ONE : BigInteger.TEN));
        assertEquals(BigInteger.TEN, Evaluator.evaluate(select(store(zeros, x, y), num(1)),
                v -> v == x ? BigInteger.ONE : BigInteger.TEN));
        assertEquals(ArrayValue.constant(BigInteger.ZERO), Evaluator.evaluate(zeros, v -> null));
        // the index sort is part of the term, though the element alone does not show it
        Term overBool = constArray(Sort.BOOL, ZERO);
        assertEquals(Sort.array(Sort.BOOL, Sort.INT), overBool.sort());
        assertNotSame(zeros, overBool);
        Var a = var("a", Sort.array(Sort.INT, Sort.INT));
        assertSame(constArray(Sort.INT, num(3)),
                TermUtils.substitute(constArray(Sort.INT, x), Map.of(x, num(3))));
        assertSame(num(3), TermUtils.substitute(select(a, y), Map.of(a, constArray(Sort.INT, num(3)))));
    }

    @Test
    void aPartlyUnknownArrayKnowsOnlyItsWrites() {
        Var a = var("a", Sort.array(Sort.INT, Sort.INT));
        ArrayValue written = ArrayValue.unknown().set(BigInteger.ONE, BigInteger.TEN);
        java.util.function.Function<Var, Object> valuation = v -> v == a ? written : BigInteger.ONE;
        assertEquals(BigInteger.TEN, Evaluator.evaluate(select(a, x), valuation));
        assertThrows(ArrayValue.UnknownElement.class, () -> Evaluator.evaluate(select(a, num(2)), valuation));
        assertThrows(ArrayValue.UnknownElement.class, () -> Evaluator.evaluate(eq(a, store(a, num(3), y)), valuation));
    }

    @Test
    void substitutionIsSimultaneousAndSimplifies() {
        Term t = add(x, y);
        assertSame(add(y, x), TermUtils.substitute(t, Map.of(x, y, y, x)));
        assertSame(num(3), TermUtils.substitute(t, Map.of(x, num(1), y, num(2))));
    }

    @Test
    void quantifierKeepsOnlyUsedBoundVariables() {
        Term body = gt(x, ZERO);
        assertSame(body, forall(List.of(y), body));
        Term q = exists(List.of(x, y), body);
        assertEquals(List.of(x), ((Quantified) q).bound());
        assertEquals(java.util.Set.of(), TermUtils.freeVars(q));
        assertSame(q, TermUtils.substitute(q, Map.of(x, num(7))));
    }

    @Test
    void dagSizeCountsSharedNodesOnce() {
        Term s = add(x, y);
        assertEquals(7, TermUtils.dagSize(and(gt(s, ZERO), lt(s, ZERO))));
        assertEquals(3, TermUtils.dagSize(s));
    }

    @Test
    void evaluatorFollowsSmtSemantics() {
        Map<Var, Object> values = Map.of(x, BigInteger.valueOf(-7), y, BigInteger.TWO, b, true);
        assertEquals(BigInteger.valueOf(-4), Evaluator.evaluate(div(x, y), values::get));
        assertEquals(true, Evaluator.evaluate(and(b, lt(x, y)), values::get));
        Var a = var("a", Sort.array(Sort.INT, Sort.INT));
        Map<Var, Object> arrays = Map.of(a, ArrayValue.constant(BigInteger.ZERO), x, BigInteger.ONE);
        assertEquals(BigInteger.valueOf(5), Evaluator.evaluate(select(store(a, x, num(5)), num(1)), arrays::get));
        assertEquals(ArrayValue.constant(BigInteger.ZERO),
                Evaluator.evaluate(store(a, x, ZERO), arrays::get));
    }
}
