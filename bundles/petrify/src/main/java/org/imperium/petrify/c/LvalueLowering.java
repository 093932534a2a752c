package org.imperium.petrify.c;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.imperium.cfrontend.ast.Expression;
import org.imperium.cfrontend.ast.Symbol;
import org.imperium.cfrontend.ast.SymbolKind;
import org.imperium.cfrontend.ast.UnaryOperator;
import org.imperium.cfrontend.types.CType;
import org.imperium.cfrontend.types.Conversions;
import org.imperium.cfrontend.types.StructType;
import org.imperium.core.SourceLocation;
import org.imperium.core.UnsupportedException;
import org.imperium.logic.Term;
import org.imperium.logic.Terms;

/**
 * Lowers C lvalues (C11 6.3.2.1, 6.5.2.1–6.5.2.3, 6.5.3.2) to {@link Cell}s: the objects an lvalue may denote,
 * with one alternative per object a pointer may point into (points-to relation of {@link PointsTo}); and the
 * inverse, the pointer to a cell. Struct assignment copies member by member.
 */
final class LvalueLowering {

    private final ThreadLowering l;

    LvalueLowering(ThreadLowering l) {
        this.l = l;
    }

    Cell lvalue(Expression e) {
        if (e instanceof Expression.Identifier id) {
            Symbol s = id.symbol();
            Storage storage;
            if (s.kind() == SymbolKind.GLOBAL_VARIABLE) {
                storage = l.ctx.global(s, e.location());
            } else if (s.kind() == SymbolKind.LOCAL_VARIABLE || s.kind() == SymbolKind.PARAMETER) {
                if (s.hasStaticStorage()) {
                    throw new UnsupportedException("static local variable " + s.name(), e.location());
                }
                storage = l.local(s, e.location());
            } else {
                throw new UnsupportedException("not an object: " + s.name(), e.location());
            }
            return Cell.of(storage, storage.indexed() ? Optional.of(Terms.ZERO) : Optional.empty(), s.type());
        }
        if (e instanceof Expression.Unary u && u.operator() == UnaryOperator.DEREFERENCE) {
            return dereference(pointer(u.operand()), pointee(u.operand()),
                    e.location());
        }
        if (e instanceof Expression.Index ix) {
            Expression array = ix.array();
            Expression index = ix.index();
            if (!(Conversions.decay(array.type()) instanceof CType.PointerType)) {
                Expression t = array;
                array = index;
                index = t;
            }
            if (array.type() instanceof CType.ArrayType) {
                Cell base = lvalue(array);
                Term i = l.expressions.integer(index);
                return element(base, i, e.location());
            }
            Value.Ptr p = pointer(array);
            Term i = l.expressions.integer(index);
            CType target = pointee(array);
            return dereference(new Value.Ptr(p.targets(), p.base(), Terms.add(p.offset(),
                    Terms.mul(i, Terms.num(Storages.stride(target))))), target, e.location());
        }
        if (e instanceof Expression.Member m) {
            Cell base = m.arrow() ? dereference(pointer(m.base()), pointee(m.base()),
                    e.location()) : lvalue(m.base());
            if (m.path().size() != 1) {
                throw new UnsupportedException("member of an anonymous struct", e.location());
            }
            return member(base, m.name(), m.type(), e.location());
        }
        throw new UnsupportedException("lvalue " + e.getClass().getSimpleName(), e.location());
    }

    /** The type {@code e} points to (arrays decay); unsupported for other types. */
    static CType pointee(Expression e) {
        if (Conversions.decay(e.type()) instanceof CType.PointerType p) {
            return p.target();
        }
        throw new UnsupportedException("pointer expected, found " + e.type().spelling(), e.location());
    }

    Value.Ptr pointer(Expression e) {
        Value v = l.expressions.rvalue(e);
        if (v instanceof Value.Ptr p) {
            return p;
        }
        if (v instanceof Value.Int i) {
            return new Value.Ptr(Set.of(PointsTo.INTEGER), Terms.ZERO, i.term());
        }
        throw new UnsupportedException("not a pointer", e.location());
    }

    /** The cells a pointer may denote: one alternative per object it may point into. */
    Cell dereference(Value.Ptr p, CType target, SourceLocation where) {
        List<Cell.Alternative> alts = new ArrayList<>();
        Set<String> objects = new LinkedHashSet<>(p.targets());
        objects.remove(PointsTo.INTEGER);
        boolean only = objects.size() == 1 && p.targets().size() == 1;
        for (String key : objects) {
            Storage s = l.ctx.pointsTo.object(key);
            if (s == null) {
                l.ctx.pointsTo.missing();
                continue;
            }
            Term number = Terms.num(l.ctx.pointsTo.number(key));
            Term guard = only ? Terms.TRUE : Terms.eq(p.base(), number);
            if (guard.isFalse()) {
                continue;
            }
            Optional<Term> index = s.indexed() ? Optional.of(p.offset()) : Optional.empty();
            if (!compatible(s, target)) {
                throw new UnsupportedException("access to " + s.type().spelling() + " through " + target.spelling()
                        + " *", where);
            }
            alts.add(new Cell.Alternative(guard, s, index));
        }
        return new Cell(alts, target);
    }

    /** Whether the object can be accessed as a {@code target} (element types must agree up to signedness). */
    private boolean compatible(Storage s, CType target) {
        CType own = s instanceof Storage.Scalar sc ? sc.elementType()
                : s.indexed() ? Storages.innermost(s.type()) : s.type();
        CType want = Storages.innermost(target);
        if (own.equals(want) || own == want) {
            return true;
        }
        if (l.ctx.storages.isInteger(own) && l.ctx.storages.isInteger(want)) {
            var model = l.ctx.ints.model();
            return model.sizeOf(own) == model.sizeOf(want) && !l.ctx.storages.isMutex(own)
                    && !l.ctx.storages.isMutex(want);
        }
        return own instanceof CType.PointerType && want instanceof CType.PointerType;
    }

    Cell element(Cell array, Term index, SourceLocation where) {
        CType.ArrayType type = (CType.ArrayType) array.type();
        Term step = Terms.mul(index, Terms.num(Storages.stride(type.element())));
        List<Cell.Alternative> alts = new ArrayList<>();
        for (Cell.Alternative a : array.alternatives()) {
            alts.add(new Cell.Alternative(a.guard(), a.storage(), Optional.of(Terms.add(a.index().orElse(Terms.ZERO),
                    step))));
        }
        return new Cell(alts, type.element());
    }

    Cell member(Cell struct, String name, CType type, SourceLocation where) {
        List<Cell.Alternative> alts = new ArrayList<>();
        for (Cell.Alternative a : struct.alternatives()) {
            if (!(a.storage() instanceof Storage.Aggregate g) || !g.members().containsKey(name)) {
                throw new UnsupportedException("member " + name, where);
            }
            Storage m = g.members().get(name);
            Optional<Term> index = g.indexed() ? a.index() : m.indexed() ? Optional.of(Terms.ZERO) : Optional.empty();
            alts.add(new Cell.Alternative(a.guard(), m, index));
        }
        return new Cell(alts, type);
    }

    /** Struct assignment: member by member (each a separate access of shared memory). */
    void copy(Cell to, Cell from, SourceLocation where) {
        CType type = to.type();
        if (type instanceof StructType s && !l.ctx.storages.isMutex(type)) {
            for (StructType.Field f : s.fields()) {
                copy(member(to, f.name(), f.type(), where), member(from, f.name(), f.type(), where), where);
            }
        } else if (type instanceof CType.ArrayType) {
            throw new UnsupportedException("array copy", where);
        } else {
            l.store(to, l.load(from, where), where);
        }
    }

    /** The pointer to a cell: its object's number and the element index. */
    Value.Ptr address(Cell cell, SourceLocation where) {
        Set<String> targets = new LinkedHashSet<>();
        Term base = Terms.ZERO;
        Term offset = Terms.ZERO;
        List<Cell.Alternative> alts = new ArrayList<>(cell.alternatives());
        java.util.Collections.reverse(alts);
        for (Cell.Alternative a : alts) {
            targets.add(a.storage().key());
            Term b = Terms.num(l.ctx.pointsTo.number(a.storage()));
            Term o = a.index().orElse(Terms.ZERO);
            base = a.guard().isTrue() ? b : Terms.ite(a.guard(), b, base);
            offset = a.guard().isTrue() ? o : Terms.ite(a.guard(), o, offset);
        }
        return new Value.Ptr(targets, base, offset);
    }
}
