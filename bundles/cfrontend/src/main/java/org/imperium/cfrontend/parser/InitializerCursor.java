package org.imperium.cfrontend.parser;

import java.util.List;
import java.util.Optional;
import org.imperium.cfrontend.ast.Initializer;
import org.imperium.cfrontend.types.CType;
import org.imperium.cfrontend.types.StructType;

/**
 * The current object of a brace-enclosed initialiser list (C11 6.7.9p17–20), to give nested lists and string
 * literals the type of the sub-object they initialise. Designators move the cursor; each element advances it.
 */
final class InitializerCursor {

    private final CType target;
    private final SemaCore sema;
    private int position;

    InitializerCursor(CType target, SemaCore sema) {
        this.target = target;
        this.sema = sema;
    }

    /** The type of the sub-object the next element initialises. */
    CType elementType(List<Initializer.Designator> designators) {
        CType current = target;
        if (designators.isEmpty()) {
            return member(current, position);
        }
        for (Initializer.Designator d : designators) {
            if (d instanceof Initializer.FieldDesignator f) {
                if (!(current instanceof StructType s) || s.lookup(f.name()).isEmpty()) {
                    throw sema.error(f.location(), "unknown field '" + f.name() + "' specified in initializer");
                }
                List<StructType.Field> path = s.lookup(f.name()).orElseThrow();
                current = path.get(path.size() - 1).type();
            } else {
                Initializer.IndexDesignator i = (Initializer.IndexDesignator) d;
                if (!(current instanceof CType.ArrayType a)) {
                    throw sema.error(i.location(), "array index in non-array initializer");
                }
                current = a.element();
            }
        }
        return current;
    }

    private static CType member(CType type, int index) {
        if (type instanceof CType.ArrayType a) {
            return a.element();
        }
        if (type instanceof StructType s) {
            return index < s.fields().size() ? s.fields().get(index).type() : type;
        }
        return type;
    }

    void advance(List<Initializer.Designator> designators) {
        if (!designators.isEmpty()) {
            Initializer.Designator d = designators.get(0);
            if (d instanceof Initializer.FieldDesignator f && target instanceof StructType s) {
                Optional<List<StructType.Field>> path = s.lookup(f.name());
                position = path.map(p -> s.fields().indexOf(p.get(0))).orElse(position);
            } else if (d instanceof Initializer.IndexDesignator i) {
                position = (int) i.last();
            }
        }
        position++;
    }
}
