package org.imperium.petrify.c;

import java.util.LinkedHashSet;
import java.util.Optional;
import java.util.Set;
import org.imperium.cfrontend.ast.BinaryOperator;
import org.imperium.cfrontend.ast.Expression;
import org.imperium.cfrontend.ast.UnaryOperator;
import org.imperium.cfrontend.types.CType;
import org.imperium.cfrontend.types.Conversions;
import org.imperium.cfrontend.types.IntegerKind;
import org.imperium.cfrontend.types.StructType;
import org.imperium.core.UnsupportedException;
import org.imperium.logic.Sort;
import org.imperium.logic.Statement;
import org.imperium.logic.Term;
import org.imperium.logic.Terms;
import org.imperium.logic.Var;
import org.imperium.petrify.graph.Location;

/**
 * C expressions that become control flow: conditions of branches ({@code &&}, {@code ||}, {@code !} as
 * branching, C11 6.5.13–6.5.14), short-circuit operators and the conditional operator (C11 6.5.15) as values.
 * An operand that may have effects or dereference a pointer is evaluated only on its branch; simple operands are
 * combined into one formula.
 */
final class ConditionLowering {

    private final ThreadLowering l;

    ConditionLowering(ThreadLowering l) {
        this.l = l;
    }

    /** Branches to {@code ifTrue} or {@code ifFalse} on {@code e}; && || ! become control flow. */
    void branch(Expression e, Location ifTrue, Location ifFalse) {
        if (e instanceof Expression.Binary b && b.operator() == BinaryOperator.LOGICAL_AND) {
            Location middle = l.newLocation();
            branch(b.left(), middle, ifFalse);
            l.current = middle;
            branch(b.right(), ifTrue, ifFalse);
        } else if (e instanceof Expression.Binary b && b.operator() == BinaryOperator.LOGICAL_OR) {
            Location middle = l.newLocation();
            branch(b.left(), ifTrue, middle);
            l.current = middle;
            branch(b.right(), ifTrue, ifFalse);
        } else if (e instanceof Expression.Unary u && u.operator() == UnaryOperator.LOGICAL_NOT) {
            branch(u.operand(), ifFalse, ifTrue);
        } else {
            Term condition = l.conversion.truth(l.expressions.rvalue(e), e.location());
            org.imperium.program.Origin o = l.origin();
            l.branch(condition, ifTrue, ifFalse, new org.imperium.program.Origin(e.location(), o.function(), o.kind(),
                    org.imperium.cfrontend.ast.CPrinter.expression(e)));
        }
    }


    /**
     * {@code a && b}, {@code a || b} as a value: a formula when the right operand may be evaluated regardless,
     * otherwise control flow into a temporary 0/1.
     */
    Value shortCircuit(Expression.Binary b) {
        BinaryOperator op = b.operator();
        if (!EffectAnalysis.hasEffects(b.right()) && !EffectAnalysis.dereferences(b.right())) {
            Term left = l.conversion.truth(l.expressions.rvalue(b.left()), b.location());
            Term right = l.conversion.truth(l.expressions.rvalue(b.right()), b.location());
            return Value.truth(op == BinaryOperator.LOGICAL_AND ? Terms.and(left, right) : Terms.or(left, right));
        }
        Var result = l.temporary(Sort.INT);
        Location yes = l.newLocation();
        Location no = l.newLocation();
        Location join = l.newLocation();
        branch(b, yes, no);
        l.current = yes;
        l.step(Statement.assign(result, Terms.ONE), 0);
        l.jump(join, l.origin());
        l.current = no;
        l.step(Statement.assign(result, Terms.ZERO), 0);
        l.jump(join, l.origin());
        l.current = join;
        return new Value.Int(result, IntegerKind.INT);
    }

    Value conditional(Expression.Conditional c) {
        CType type = c.type();
        if (type instanceof StructType) {
            throw new UnsupportedException("conditional of struct type", c.location());
        }
        boolean gnu = c.then() == c.condition();
        if (!gnu && EffectAnalysis.isSimple(c.then()) && EffectAnalysis.isSimple(c.otherwise()) && !(type instanceof CType.VoidType)) {
            Term condition = l.conversion.truth(l.expressions.rvalue(c.condition()), c.location());
            Value t = l.conversion.convert(l.expressions.rvalue(c.then()), c.then().type(), type, c.location());
            Value o = l.conversion.convert(l.expressions.rvalue(c.otherwise()), c.otherwise().type(), type, c.location());
            if (t instanceof Value.Ptr tp && o instanceof Value.Ptr op) {
                Set<String> targets = new LinkedHashSet<>(tp.targets());
                targets.addAll(op.targets());
                return new Value.Ptr(targets, Terms.ite(condition, tp.base(), op.base()),
                        Terms.ite(condition, tp.offset(), op.offset()));
            }
            return new Value.Int(Terms.ite(condition, Value.intTerm(t), Value.intTerm(o)),
                    l.kindOf(Conversions.decay(type), c.location()));
        }
        Optional<Storage> result = type instanceof CType.VoidType ? Optional.empty()
                : Optional.of(l.temporaryStorage(Conversions.decay(type), c.location()));
        Location yes = l.newLocation();
        Location no = l.newLocation();
        Location join = l.newLocation();
        if (gnu) {
            throw new UnsupportedException("conditional without middle operand", c.location());
        }
        branch(c.condition(), yes, no);
        for (int side = 0; side < 2; side++) {
            l.current = side == 0 ? yes : no;
            Expression arm = side == 0 ? c.then() : c.otherwise();
            if (result.isPresent()) {
                Value v = l.conversion.convert(l.expressions.rvalue(arm), arm.type(), result.get().type(), arm.location());
                l.store(Cell.of(result.get(), Optional.empty(), result.get().type()), v, arm.location());
            } else {
                l.expressions.effect(arm);
            }
            l.jump(join, l.origin());
        }
        l.current = join;
        return result.isPresent() ? l.load(Cell.of(result.get(), Optional.empty(), result.get().type()), c.location())
                : new Value.Void();
    }

}
