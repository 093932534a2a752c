package org.imperium.cfrontend.ast;

import java.math.BigInteger;
import java.util.List;
import java.util.Optional;
import org.imperium.cfrontend.types.CType;
import org.imperium.cfrontend.types.StructType;
import org.imperium.core.SourceLocation;

/**
 * An expression (C11 6.5) with its type. The type is the one C gives the expression before the implicit
 * conversions of its context: an array-typed identifier has the array type (use
 * {@link org.imperium.cfrontend.types.Conversions#decay}), operands of arithmetic operators keep their own types
 * (the operator's {@link #type()} is the result of the usual arithmetic conversions, see
 * {@link org.imperium.cfrontend.types.Conversions}).
 */
public sealed interface Expression extends Node {

    CType type();

    /** An integer or character constant; {@code text} is the spelling in the source. */
    record IntegerConstant(BigInteger value, String text, CType type, SourceLocation location)
            implements Expression {
    }

    /** A floating constant; {@code text} is the spelling in the source. */
    record FloatingConstant(double value, String text, CType type, SourceLocation location) implements Expression {
    }

    /**
     * A string literal after concatenation of adjacent literals and escape processing; its type is an array of
     * {@code char} including the terminating zero. {@code __func__} and {@code __PRETTY_FUNCTION__} are string
     * literals with the name of the enclosing function.
     */
    record StringLiteral(String value, CType type, SourceLocation location) implements Expression {
    }

    /** A name that denotes a variable, parameter, function or enumeration constant; resolved to its symbol. */
    record Identifier(String name, Symbol symbol, CType type, SourceLocation location) implements Expression {
    }

    /** A prefix or postfix unary operation; {@code &x}, {@code *p}, {@code -x}, {@code x++} … */
    record Unary(UnaryOperator operator, Expression operand, CType type, SourceLocation location)
            implements Expression {
    }

    /** A binary operation, including {@code &&}, {@code ||} and the comma operator. */
    record Binary(BinaryOperator operator, Expression left, Expression right, CType type, SourceLocation location)
            implements Expression {
    }

    /**
     * An assignment {@code target = value}, or a compound assignment {@code target op= value} when {@code operator}
     * is present. The type is that of the target.
     */
    record Assignment(Optional<BinaryOperator> operator, Expression target, Expression value, CType type,
                      SourceLocation location) implements Expression {
    }

    /** {@code condition ? then : otherwise}; GNU {@code a ?: b} is represented with {@code then == condition}. */
    record Conditional(Expression condition, Expression then, Expression otherwise, CType type,
                       SourceLocation location) implements Expression {
    }

    /** An explicit cast {@code (type) operand}. */
    record Cast(Expression operand, CType type, SourceLocation location) implements Expression {
    }

    /** A function call; the callee is an expression of function or pointer-to-function type. */
    record Call(Expression function, List<Expression> arguments, CType type, SourceLocation location)
            implements Expression {
        public Call {
            arguments = List.copyOf(arguments);
        }

        /** The called function when it is named directly ({@code f(x)}, not through a pointer). */
        public Optional<Symbol> directCallee() {
            return function instanceof Identifier id && id.symbol().kind() == SymbolKind.FUNCTION
                    ? Optional.of(id.symbol()) : Optional.empty();
        }
    }

    /**
     * Member access {@code base.name} or {@code base->name} ({@code arrow}). {@code path} is the chain of members
     * reached, longer than one when the member lies in an anonymous struct or union.
     */
    record Member(Expression base, boolean arrow, String name, List<StructType.Field> path, CType type,
                  SourceLocation location) implements Expression {
        public Member {
            path = List.copyOf(path);
        }
    }

    /** Array subscript {@code array[index]} (operands as written; {@code 2[a]} keeps the integer first). */
    record Index(Expression array, Expression index, CType type, SourceLocation location) implements Expression {
    }

    /** {@code sizeof expression}; the operand is not evaluated unless it has a variable length array type. */
    record SizeofExpression(Expression operand, CType type, SourceLocation location) implements Expression {
    }

    /** {@code sizeof(type)}, also {@code _Alignof(type)} when {@code alignment} is set. */
    record SizeofType(CType operand, boolean alignment, CType type, SourceLocation location)
            implements Expression {
    }

    /** A compound literal {@code (type){ … }} (C11 6.5.2.5). */
    record CompoundLiteral(Initializer initializer, CType type, SourceLocation location) implements Expression {
    }

    /**
     * A GNU statement expression {@code ({ … })}: its value is that of the last expression statement in the block,
     * its type {@code void} when the block does not end with one.
     */
    record StatementExpression(Statement.Compound body, CType type, SourceLocation location)
            implements Expression {
    }

    /** {@code __builtin_va_arg(list, type)}. */
    record VaArg(Expression list, CType type, SourceLocation location) implements Expression {
    }
}
