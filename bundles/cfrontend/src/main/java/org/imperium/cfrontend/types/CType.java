package org.imperium.cfrontend.types;

import java.util.List;
import java.util.Optional;
import org.imperium.cfrontend.ast.Expression;

/**
 * A C type (C11 6.2.5) with typedef names resolved: a type never mentions a typedef, and qualifiers
 * ({@code const}, {@code volatile}, {@code restrict}) are dropped because sequentially consistent semantics do not
 * depend on them. Sizes depend on the data model, see {@link DataModel}.
 */
public sealed interface CType permits CType.VoidType, CType.IntegerType, CType.FloatingType, CType.PointerType,
        CType.ArrayType, StructType, EnumType, CType.FunctionType {

    /** The C spelling of the type, without declarator name, e.g. {@code int *} or {@code struct s}. */
    String spelling();

    /** Integer types, including {@code _Bool} and enumerations (C11 6.2.5p17). */
    default boolean isInteger() {
        return this instanceof IntegerType || this instanceof EnumType;
    }

    /** Integer or floating (C11 6.2.5p18). */
    default boolean isArithmetic() {
        return isInteger() || this instanceof FloatingType;
    }

    /** Arithmetic or pointer (C11 6.2.5p21); arrays and functions count, since they decay to pointers. */
    default boolean isScalar() {
        return isArithmetic() || this instanceof PointerType || this instanceof ArrayType
                || this instanceof FunctionType;
    }

    /** {@code void}. */
    record VoidType() implements CType {
        public static final VoidType INSTANCE = new VoidType();

        @Override
        public String spelling() {
            return "void";
        }
    }

    /** An integer type of a given {@link IntegerKind}. */
    record IntegerType(IntegerKind kind) implements CType {
        public static final IntegerType BOOL = new IntegerType(IntegerKind.BOOL);
        public static final IntegerType CHAR = new IntegerType(IntegerKind.CHAR);
        public static final IntegerType INT = new IntegerType(IntegerKind.INT);
        public static final IntegerType UNSIGNED_INT = new IntegerType(IntegerKind.UNSIGNED_INT);
        public static final IntegerType LONG = new IntegerType(IntegerKind.LONG);
        public static final IntegerType UNSIGNED_LONG = new IntegerType(IntegerKind.UNSIGNED_LONG);

        @Override
        public String spelling() {
            return kind.spelling();
        }
    }

    /** A real floating type. */
    record FloatingType(FloatingKind kind) implements CType {
        @Override
        public String spelling() {
            return kind.spelling();
        }
    }

    /** Pointer to {@code target}. */
    record PointerType(CType target) implements CType {
        @Override
        public String spelling() {
            return target instanceof FunctionType || target instanceof ArrayType ? "(" + target.spelling() + ") *"
                    : target.spelling() + " *";
        }
    }

    /** Array of {@code element}; its length is constant, unknown (incomplete) or a run-time expression (VLA). */
    record ArrayType(CType element, Length length) implements CType {
        @Override
        public String spelling() {
            String n = length instanceof Length.Constant c ? Long.toString(c.value())
                    : length instanceof Length.Variable ? "*" : "";
            return element.spelling() + " [" + n + "]";
        }

        /** The number of elements when it is a constant. */
        public Optional<Long> constantLength() {
            return length instanceof Length.Constant c ? Optional.of(c.value()) : Optional.empty();
        }
    }

    /** The length of an array type. */
    sealed interface Length {
        /** A constant length (also flexible array members get {@link Incomplete}). */
        record Constant(long value) implements Length {
        }

        /** {@code T a[]}: length unknown (completed by an initialiser or another declaration). */
        record Incomplete() implements Length {
            public static final Incomplete INSTANCE = new Incomplete();
        }

        /** A variable length array: the length is evaluated at run time. */
        record Variable(Expression size) implements Length {
        }
    }

    /**
     * Function type. {@code prototyped} is false for {@code f()} (no parameter information, C11 6.7.6.3p14); then
     * {@code parameters} is empty.
     */
    record FunctionType(CType returnType, List<CType> parameters, boolean variadic, boolean prototyped)
            implements CType {
        public FunctionType {
            parameters = List.copyOf(parameters);
        }

        @Override
        public String spelling() {
            StringBuilder b = new StringBuilder(returnType.spelling()).append(" (");
            for (int i = 0; i < parameters.size(); i++) {
                b.append(i > 0 ? ", " : "").append(parameters.get(i).spelling());
            }
            if (variadic) {
                b.append(parameters.isEmpty() ? "..." : ", ...");
            } else if (prototyped && parameters.isEmpty()) {
                b.append("void");
            }
            return b.append(")").toString();
        }
    }
}
