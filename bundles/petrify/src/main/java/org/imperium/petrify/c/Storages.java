package org.imperium.petrify.c;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.imperium.cfrontend.types.CType;
import org.imperium.cfrontend.types.EnumType;
import org.imperium.cfrontend.types.StructType;
import org.imperium.core.SourceLocation;
import org.imperium.core.UnsupportedException;
import org.imperium.logic.Sort;
import org.imperium.logic.Terms;
import org.imperium.logic.Var;

/**
 * Makes the {@link Storage} of a C object of a given type: the variables that hold it, declared through a callback
 * (the caller decides whether they are global or local to a thread instance). Types petrification does not model
 * (floating point, unions other than mutexes, bit-fields, arrays of pointers, arrays without constant length) are
 * reported as {@link UnsupportedException}.
 */
public final class Storages {

    /** Longest array that is given a storage (its initialisation is a chain of stores). */
    public static final long MAX_ARRAY = 4096;

    private final CType mutexType;
    private final PointsTo pointsTo;

    /**
     * @param mutexType the type {@code pthread_mutex_t} stands for in the program (objects of it are one integer:
     *                  0 unlocked, holder's thread id + 1 locked, see {@link Threads}), if the program declares the
     *                  mutex functions
     */
    public Storages(Optional<CType> mutexType, PointsTo pointsTo) {
        this.mutexType = mutexType.orElse(null);
        this.pointsTo = pointsTo;
    }

    public boolean isMutex(CType type) {
        return mutexType != null && type == mutexType;
    }

    public boolean isInteger(CType type) {
        return type.isInteger() || isMutex(type);
    }

    /** Receives every variable a storage is made of. */
    @FunctionalInterface
    public interface Declare {
        /**
         * @param type the C type of the object the variable holds: a scalar, or a whole array of scalars; empty
         *             for a pointer's base (no C object), heap blocks and the members of arrays of structs (no
         *             single C object of one type)
         */
        void variable(Var v, Optional<CType> type);
    }

    /**
     * @param name    the variable name (unique in the program); a member's variable appends {@code .member}
     * @param declare receives every variable made
     */
    public Storage create(String name, CType type, boolean shared, SourceLocation where, Declare declare) {
        return create(name, type, shared, false, where, declare);
    }

    /** The storage of a heap block: an array of {@code element} of unknown length. */
    public Storage block(String name, CType element, SourceLocation where, Declare declare) {
        return create(name, element, true, true, where, (v, t) -> declare.variable(v, Optional.empty()));
    }

    private Storage create(String name, CType type, boolean shared, boolean indexed, SourceLocation where,
                           Declare declare) {
        if (isInteger(type)) {
            Var v = Terms.var(name, indexed ? Sort.array(Sort.INT, Sort.INT) : Sort.INT);
            declare.variable(v, Optional.of(type));
            return new Storage.Scalar(v, type, type, indexed, shared);
        }
        if (type instanceof CType.PointerType) {
            if (indexed) {
                throw new UnsupportedException("array of pointers", where);
            }
            Var offset = Terms.intVar(name);
            declare.variable(offset, Optional.of(type));
            Optional<Var> base = Optional.empty();
            if (pointsTo.targets(name).size() > 1) {
                base = Optional.of(Terms.intVar(name + ".base"));
                declare.variable(base.get(), Optional.empty());
            }
            return new Storage.Pointer(offset, base, type, shared);
        }
        if (type instanceof CType.ArrayType a) {
            if (indexed) {
                throw new UnsupportedException("array of arrays on the heap", where);
            }
            Optional<Long> length = a.constantLength();
            if (length.isEmpty() || length.get() > MAX_ARRAY) {
                throw new UnsupportedException("array without constant length up to " + MAX_ARRAY, where);
            }
            CType element = innermost(a);
            boolean scalars = isInteger(element);
            Storage inner = create(name, element, shared, true, where, (v, t) -> declare.variable(v,
                    scalars ? Optional.of(type) : Optional.empty()));
            if (inner instanceof Storage.Scalar s) {
                return new Storage.Scalar(s.variable(), type, element, true, shared);
            }
            Storage.Aggregate g = (Storage.Aggregate) inner;
            return new Storage.Aggregate(g.key(), type, g.members(), true, shared);
        }
        if (type instanceof StructType s && !s.isUnion() && s.isComplete()) {
            Map<String, Storage> members = new LinkedHashMap<>();
            for (StructType.Field f : s.fields()) {
                if (f.bitWidth().isPresent()) {
                    throw new UnsupportedException("bit-field " + f.name(), where);
                }
                if (f.name().isEmpty()) {
                    throw new UnsupportedException("anonymous struct member", where);
                }
                members.put(f.name(), create(name + "." + f.name(), f.type(), shared, indexed, where, declare));
            }
            return new Storage.Aggregate(name, type, members, indexed, shared);
        }
        throw new UnsupportedException(describe(type), where);
    }

    /** The element type of a (possibly multi-dimensional) array. */
    public static CType innermost(CType type) {
        CType t = type;
        while (t instanceof CType.ArrayType a) {
            t = a.element();
        }
        return t;
    }

    /** Number of innermost elements in one element of {@code type} (1 unless it is an array). */
    public static long stride(CType type) {
        long n = 1;
        CType t = type;
        while (t instanceof CType.ArrayType a) {
            n *= a.constantLength().orElse(1L);
            t = a.element();
        }
        return n;
    }

    static String describe(CType type) {
        if (type instanceof CType.FloatingType) {
            return "floating-point type " + type.spelling();
        }
        if (type instanceof StructType s && s.isUnion()) {
            return "union type " + type.spelling();
        }
        if (type instanceof EnumType) {
            return "enum type";
        }
        return "object of type " + type.spelling();
    }
}
