package org.imperium.petrify.c;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.imperium.cfrontend.types.CType;
import org.imperium.logic.Var;

/**
 * Where a C object lives among the Petri program's variables. Integers (also enumerations, {@code _Bool} and
 * mutexes) are integer variables; pointers are an offset variable and, when they may point into more than one
 * object, a base variable holding the object's number; arrays are integer arrays indexed by the element number
 * (multi-dimensional arrays flattened); structs are their members, one storage each. An array of structs is an
 * aggregate whose members are arrays with the same index. Every storage has a stable key (its variable's name),
 * which identifies the object for the points-to analysis.
 */
public sealed interface Storage {

    /** The C type of the object. */
    CType type();

    /** Whether other thread instances may access the object (globals, heap, locals whose address is taken). */
    boolean shared();

    /** Stable name of the object. */
    String key();

    /** Whether accesses take an element index (arrays, heap blocks, arrays of structs). */
    boolean indexed();

    /** An integer (or enum, _Bool, mutex) object, or an array of them when {@code indexed}. */
    record Scalar(Var variable, CType type, CType elementType, boolean indexed, boolean shared) implements Storage {
        @Override
        public String key() {
            return variable.name();
        }
    }

    /** A pointer object: offset (element number, or the integer value of an integer cast to a pointer) and base. */
    record Pointer(Var offset, Optional<Var> base, CType type, boolean shared) implements Storage {
        @Override
        public String key() {
            return offset.name();
        }

        @Override
        public boolean indexed() {
            return false;
        }
    }

    /** A struct or union object (or an array of them when {@code indexed}): its members by name. */
    record Aggregate(String key, CType type, Map<String, Storage> members, boolean indexed, boolean shared)
            implements Storage {
        public Aggregate {
            members = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(members));
        }
    }
}
