package org.imperium.petrify.c;

import java.util.Set;
import org.imperium.cfrontend.types.CType;
import org.imperium.cfrontend.types.Conversions;
import org.imperium.cfrontend.types.IntegerKind;
import org.imperium.core.SourceLocation;
import org.imperium.core.UnsupportedException;
import org.imperium.logic.Term;
import org.imperium.logic.Terms;

/**
 * Conversions of lowered values (C11 6.3): as by assignment or cast between integers, truth values and pointers,
 * and the truth of a scalar as a controlling expression (C11 6.8.4.1: compares unequal to 0).
 */
final class ValueConversion {

    private final ThreadLowering l;

    ValueConversion(ThreadLowering l) {
        this.l = l;
    }

    /** The truth of a scalar value: non-zero integers, non-null pointers. */
    Term truth(Value v, SourceLocation where) {
        if (v instanceof Value.Bool b) {
            return b.formula();
        }
        if (v instanceof Value.Int i) {
            return Terms.distinct(i.term(), Terms.ZERO);
        }
        if (v instanceof Value.Ptr p) {
            return Terms.not(Terms.and(Terms.eq(p.base(), Terms.ZERO), Terms.eq(p.offset(), Terms.ZERO)));
        }
        throw new UnsupportedException("void value used as a condition", where);
    }


    /** Conversion as by assignment or cast (C11 6.3). */
    Value convert(Value v, CType from, CType to, SourceLocation where) {
        CType target = Conversions.decay(to);
        if (target instanceof CType.VoidType) {
            return new Value.Void();
        }
        if (target instanceof CType.FloatingType) {
            throw new UnsupportedException("floating-point conversion", where);
        }
        if (target instanceof CType.PointerType) {
            if (v instanceof Value.Ptr) {
                return v;
            }
            return new Value.Ptr(Set.of(PointsTo.INTEGER), Terms.ZERO, Value.intTerm(v));
        }
        IntegerKind kind = l.kindOf(target, where);
        if (v instanceof Value.Ptr p) {
            if (!p.targets().stream().allMatch(PointsTo.INTEGER::equals)) {
                throw new UnsupportedException("pointer converted to an integer", where);
            }
            return new Value.Int(l.ctx.ints.wrap(p.offset(), kind), kind);
        }
        if (v instanceof Value.Bool b) {
            return new Value.Int(Terms.ite(b.formula(), Terms.ONE, Terms.ZERO), kind);
        }
        if (v instanceof Value.Int i) {
            return new Value.Int(l.ctx.ints.convert(i.term(), i.kind(), kind), kind);
        }
        throw new UnsupportedException("void value converted to " + to.spelling(), where);
    }
}
