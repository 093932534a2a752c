package org.imperium.petrify.c;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.imperium.cfrontend.ast.Declaration;
import org.imperium.cfrontend.ast.Expression;
import org.imperium.cfrontend.ast.Initializer;
import org.imperium.cfrontend.types.CType;
import org.imperium.cfrontend.types.StructType;
import org.imperium.core.SourceLocation;
import org.imperium.core.UnsupportedException;
import org.imperium.logic.Sort;
import org.imperium.logic.Statement;
import org.imperium.logic.Term;
import org.imperium.logic.Terms;
import org.imperium.program.Origin;

/**
 * Initialisers (C11 6.7.9): objects with static storage start zeroed, then take their initialisers; brace lists
 * zero the members and elements they do not mention. Initialising globals happens in main's first, atomic step.
 */
final class Initialisation {

    private final ThreadLowering l;

    Initialisation(ThreadLowering l) {
        this.l = l;
    }

    /** Zeroes every global, then runs the global initialisers in declaration order. */
    void globals() {
        java.util.Set<org.imperium.cfrontend.ast.Symbol> byExpression = new java.util.HashSet<>();
        for (Declaration d : l.ctx.program.unit().globalVariables()) {
            if (d.initializer().orElse(null) instanceof Initializer.ExpressionInitializer
                    && !(d.type() instanceof StructType)) {
                byExpression.add(d.symbol());
            }
        }
        l.ctx.globals.forEach((symbol, s) -> {
            if (!byExpression.contains(symbol)) {
                zero(Cell.of(s, s.indexed() ? Optional.of(Terms.ZERO) : Optional.empty(), s.type()), s.type());
            }
        });
        for (Declaration d : l.ctx.program.unit().globalVariables()) {
            if (d.initializer().isPresent() && l.ctx.globals.containsKey(d.symbol())) {
                Storage s = l.ctx.globals.get(d.symbol());
                Origin previous = l.setOrigin(l.origin(d, Origin.Kind.ASSIGNMENT, d.name()));
                initialise(Cell.of(s, s.indexed() ? Optional.of(Terms.ZERO) : Optional.empty(), s.type()),
                        d.initializer().get(), false);
                l.setOrigin(previous);
            }
        }
    }

    void initialise(Cell cell, Initializer init, boolean zeroFirst) {
        CType type = cell.type();
        SourceLocation where = init.location();
        if (l.ctx.storages.isMutex(type)) {
            if (init instanceof Initializer.ExpressionInitializer e) {
                throw new UnsupportedException("mutex initialised by an expression", e.location());
            }
            l.memory.store(cell, new Value.Int(Terms.ZERO, org.imperium.cfrontend.types.IntegerKind.INT), where);
            return;
        }
        if (init instanceof Initializer.ExpressionInitializer e) {
            if (type instanceof StructType) {
                l.lvalues.copy(cell, l.lvalues.lvalue(e.expression()), where);
            } else if (type instanceof CType.ArrayType) {
                throw new UnsupportedException("array initialised by " + describe(e.expression()), where);
            } else {
                l.memory.store(cell, l.expressions.converted(e.expression(), type), where);
            }
            return;
        }
        Initializer.ListInitializer list = (Initializer.ListInitializer) init;
        if (zeroFirst) {
            zero(cell, type);
        }
        if (type instanceof CType.ArrayType a) {
            long position = 0;
            for (Initializer.Element element : list.elements()) {
                long first = position;
                long last = position;
                if (!element.designators().isEmpty()) {
                    if (element.designators().size() > 1
                            || !(element.designators().get(0) instanceof Initializer.IndexDesignator d)) {
                        throw new UnsupportedException("nested designator", where);
                    }
                    first = d.first();
                    last = d.last();
                }
                for (long i = first; i <= last; i++) {
                    element(l.lvalues.element(cell, Terms.num(i), where), element.value(), a.element(), where);
                }
                position = last + 1;
            }
        } else if (type instanceof StructType s && !s.isUnion()) {
            List<StructType.Field> fields = s.fields();
            int position = 0;
            for (Initializer.Element element : list.elements()) {
                if (!element.designators().isEmpty()) {
                    if (element.designators().size() > 1
                            || !(element.designators().get(0) instanceof Initializer.FieldDesignator d)) {
                        throw new UnsupportedException("nested designator", where);
                    }
                    position = indexOf(fields, d.name(), where);
                }
                if (position >= fields.size()) {
                    throw new UnsupportedException("excess initialiser", where);
                }
                StructType.Field f = fields.get(position);
                element(l.lvalues.member(cell, f.name(), f.type(), where), element.value(), f.type(), where);
                position++;
            }
        } else if (!list.elements().isEmpty()) {
            element(cell, list.elements().get(0).value(), type, where);
        }
    }

    private void element(Cell cell, Initializer value, CType type, SourceLocation where) {
        boolean aggregate = type instanceof CType.ArrayType || type instanceof StructType && !l.ctx.storages.isMutex(type);
        if (aggregate && value instanceof Initializer.ExpressionInitializer e && !(e.expression().type() instanceof StructType)) {
            throw new UnsupportedException("initialiser without inner braces", where);
        }
        initialise(cell, value, false);
    }

    private static int indexOf(List<StructType.Field> fields, String name, SourceLocation where) {
        for (int i = 0; i < fields.size(); i++) {
            if (fields.get(i).name().equals(name)) {
                return i;
            }
        }
        throw new UnsupportedException("designator ." + name, where);
    }

    /** Writes zero to every element and member of the object (C11 6.7.9p10). */
    void zero(Cell cell, CType type) {
        for (Cell.Alternative a : cell.alternatives()) {
            zero(a.storage(), a.index().orElse(Terms.ZERO), type);
        }
    }

    private void zero(Storage s, Term index, CType type) {
        if (s.indexed() && index == Terms.ZERO && type instanceof CType.ArrayType && type.equals(s.type())) {
            zeroWhole(s);
            return;
        }
        if (s instanceof Storage.Scalar sc) {
            if (!sc.indexed()) {
                l.step(Statement.assign(sc.variable(), Terms.ZERO), 1);
                return;
            }
            long n = Storages.stride(type);
            Term array = sc.variable();
            for (long i = 0; i < n; i++) {
                array = Terms.store(array, Terms.add(index, Terms.num(i)), Terms.ZERO);
            }
            l.step(Statement.assign(sc.variable(), array), 1);
        } else if (s instanceof Storage.Pointer p) {
            l.ctx.pointsTo.add(p.key(), java.util.Set.of(PointsTo.INTEGER));
            Map<org.imperium.logic.Var, Term> updates = new java.util.LinkedHashMap<>();
            updates.put(p.offset(), Terms.ZERO);
            p.base().ifPresent(b -> updates.put(b, Terms.ZERO));
            l.step(Statement.assign(updates), 1);
        } else if (s instanceof Storage.Aggregate g) {
            if (type instanceof CType.ArrayType) {
                long n = Storages.stride(type);
                StructType element = (StructType) Storages.innermost(type);
                for (long i = 0; i < n; i++) {
                    zeroMembers(g, Terms.add(index, Terms.num(i)), element);
                }
            } else {
                zeroMembers(g, index, (StructType) type);
            }
        }
    }

    /**
     * Zeroes a whole array (of integers, or of structs: every member array) by one constant array, so that
     * its elements get a value even where the chain of stores over its arbitrary start value would leave one.
     */
    private void zeroWhole(Storage s) {
        if (s instanceof Storage.Scalar sc) {
            l.step(Statement.assign(sc.variable(), Terms.constArray(Sort.INT, Terms.ZERO)), 1);
        } else {
            ((Storage.Aggregate) s).members().values().forEach(this::zeroWhole);
        }
    }

    private void zeroMembers(Storage.Aggregate g, Term index, StructType type) {
        for (StructType.Field f : type.fields()) {
            zero(g.members().get(f.name()), index, f.type());
        }
    }

    private static String describe(Expression e) {
        return e instanceof Expression.StringLiteral ? "a string literal" : "an expression";
    }
}
