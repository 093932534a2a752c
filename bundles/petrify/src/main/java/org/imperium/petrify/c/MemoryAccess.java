package org.imperium.petrify.c;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.imperium.cfrontend.types.CType;
import org.imperium.cfrontend.types.IntegerKind;
import org.imperium.core.SourceLocation;
import org.imperium.core.UnsupportedException;
import org.imperium.logic.Sort;
import org.imperium.logic.Statement;
import org.imperium.logic.Term;
import org.imperium.logic.Terms;
import org.imperium.logic.Var;
import org.imperium.petrify.graph.Location;
import org.imperium.program.Origin;

/**
 * Reads and writes of C objects through {@link Cell}s, at the granularity of sequential consistency: an access of
 * a shared object is a step of its own (a read goes into a thread-local temporary), one step per object a pointer
 * may denote; thread-local objects are read in place.
 */
final class MemoryAccess {

    private final ThreadLowering l;

    MemoryAccess(ThreadLowering l) {
        this.l = l;
    }

    /** The value stored in {@code cell}; shared locations are read in a step of their own into temporaries. */
    Value load(Cell cell, SourceLocation where) {
        CType type = cell.type();
        if (type instanceof CType.PointerType) {
            return loadPointer(cell, where);
        }
        IntegerKind kind = kindOf(type, where);
        Optional<Cell.Alternative> single = cell.single();
        if (single.isPresent() && !single.get().storage().shared()) {
            return new Value.Int(read(single.get()), kind);
        }
        Var t = l.temporary(Sort.INT);
        alternatives(cell, a -> Statement.assign(t, read(a)), l.readOrigin());
        return new Value.Int(t, kind);
    }

    private Value loadPointer(Cell cell, SourceLocation where) {
        Set<String> targets = new java.util.LinkedHashSet<>();
        for (Cell.Alternative a : cell.alternatives()) {
            targets.addAll(l.ctx.pointsTo.targets(a.storage().key()));
        }
        Optional<Cell.Alternative> single = cell.single();
        if (single.isPresent() && !single.get().storage().shared()) {
            Storage.Pointer p = (Storage.Pointer) single.get().storage();
            return new Value.Ptr(targets, baseTerm(p), p.offset());
        }
        Var off = l.temporary(Sort.INT);
        Var base = l.temporary(Sort.INT);
        alternatives(cell, a -> {
            Storage.Pointer p = (Storage.Pointer) a.storage();
            Map<Var, Term> updates = new LinkedHashMap<>();
            updates.put(off, p.offset());
            updates.put(base, baseTerm(p));
            return Statement.assign(updates);
        }, l.readOrigin());
        return new Value.Ptr(targets, base, off);
    }

    /** The base of a pointer storage: its base variable, or the number of its only target. */
    Term baseTerm(Storage.Pointer p) {
        if (p.base().isPresent()) {
            return p.base().get();
        }
        Set<String> t = l.ctx.pointsTo.targets(p.key());
        return t.isEmpty() ? Terms.ZERO : Terms.num(l.ctx.pointsTo.number(t.iterator().next()));
    }

    /** Writes {@code value} (already converted to the cell's type) to {@code cell}. */
    void store(Cell cell, Value value, SourceLocation where) {
        alternatives(cell, a -> write(a, value, where), l.origin());
    }

    /** One step per alternative of {@code cell}, guarded by its condition, then joined. */
    void alternatives(Cell cell, java.util.function.Function<Cell.Alternative, Statement> access, Origin o) {
        if (cell.alternatives().isEmpty()) {
            l.current = null; // only null or integer pointers: undefined behaviour, no execution continues
            return;
        }
        Location from = l.here();
        Location join = l.newLocation();
        for (Cell.Alternative a : cell.alternatives()) {
            Statement s = Statement.assume(a.guard()).then(access.apply(a));
            l.edge(from, join, s, a.storage().shared() ? 1 : 0, o);
        }
        l.current = join;
    }

    Term read(Cell.Alternative a) {
        Storage s = a.storage();
        if (s instanceof Storage.Scalar sc) {
            return sc.indexed() ? Terms.select(sc.variable(), a.index().orElse(Terms.ZERO)) : sc.variable();
        }
        throw new IllegalStateException("read of " + s);
    }

    Statement write(Cell.Alternative a, Value value, SourceLocation where) {
        Storage s = a.storage();
        if (s instanceof Storage.Scalar sc) {
            Term v = Value.intTerm(value);
            return Statement.assign(sc.variable(), sc.indexed()
                    ? Terms.store(sc.variable(), a.index().orElse(Terms.ZERO), v) : v);
        }
        if (s instanceof Storage.Pointer p && value instanceof Value.Ptr v) {
            l.ctx.pointsTo.add(p.key(), v.targets());
            Map<Var, Term> updates = new LinkedHashMap<>();
            updates.put(p.offset(), v.offset());
            p.base().ifPresent(b -> updates.put(b, v.base()));
            return Statement.assign(updates);
        }
        throw new UnsupportedException("assignment of " + value.getClass().getSimpleName().toLowerCase()
                + " to " + s.type().spelling(), where);
    }

    /** The integer kind of a type that integers are stored in (mutexes are ints). */
    IntegerKind kindOf(CType type, SourceLocation where) {
        if (type instanceof CType.IntegerType i) {
            return i.kind();
        }
        if (type instanceof org.imperium.cfrontend.types.EnumType e) {
            return e.underlying();
        }
        if (l.ctx.storages.isMutex(type)) {
            return IntegerKind.INT;
        }
        throw new UnsupportedException(Storages.describe(type), where);
    }
}
