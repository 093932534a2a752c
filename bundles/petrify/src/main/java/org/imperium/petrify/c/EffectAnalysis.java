package org.imperium.petrify.c;

import org.imperium.cfrontend.ast.Expression;
import org.imperium.cfrontend.ast.UnaryOperator;
import org.imperium.cfrontend.types.CType;

/**
 * Syntactic classification of C expressions: whether evaluating one may have side effects or dereference a pointer
 * (then it must be evaluated exactly where C evaluates it, not speculatively).
 */
final class EffectAnalysis {

    private EffectAnalysis() {
    }

    /** Whether evaluating {@code e} may change memory or call a function. */
    static boolean hasEffects(Expression e) {
        if (e instanceof Expression.Assignment || e instanceof Expression.Call
                || e instanceof Expression.StatementExpression) {
            return true;
        }
        if (e instanceof Expression.Unary u) {
            return u.operator().hasSideEffect() || hasEffects(u.operand());
        }
        if (e instanceof Expression.Binary b) {
            return hasEffects(b.left()) || hasEffects(b.right());
        }
        if (e instanceof Expression.Conditional c) {
            return hasEffects(c.condition()) || hasEffects(c.then()) || hasEffects(c.otherwise());
        }
        if (e instanceof Expression.Cast c) {
            return hasEffects(c.operand());
        }
        if (e instanceof Expression.Member m) {
            return hasEffects(m.base());
        }
        if (e instanceof Expression.Index i) {
            return hasEffects(i.array()) || hasEffects(i.index());
        }
        return false;
    }

    /** Whether {@code e} goes through a pointer (whose null value must not be dereferenced when skipped). */
    static boolean dereferences(Expression e) {
        if (e instanceof Expression.Unary u) {
            return u.operator() == UnaryOperator.DEREFERENCE || dereferences(u.operand());
        }
        if (e instanceof Expression.Binary b) {
            return dereferences(b.left()) || dereferences(b.right());
        }
        if (e instanceof Expression.Conditional c) {
            return dereferences(c.condition()) || dereferences(c.then()) || dereferences(c.otherwise());
        }
        if (e instanceof Expression.Cast c) {
            return dereferences(c.operand());
        }
        if (e instanceof Expression.Member m) {
            return m.arrow() || dereferences(m.base());
        }
        if (e instanceof Expression.Index i) {
            return !(i.array().type() instanceof CType.ArrayType) || dereferences(i.array())
                    || dereferences(i.index());
        }
        return false;
    }

    /** Side-effect free and no dereference: may be evaluated even where C would skip it. */
    static boolean isSimple(Expression e) {
        return !hasEffects(e) && !dereferences(e);
    }
}
