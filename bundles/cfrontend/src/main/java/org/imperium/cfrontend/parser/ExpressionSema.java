package org.imperium.cfrontend.parser;

import java.math.BigInteger;
import java.util.List;
import java.util.Optional;
import org.imperium.cfrontend.ast.BinaryOperator;
import org.imperium.cfrontend.ast.BlockItem;
import org.imperium.cfrontend.ast.Expression;
import org.imperium.cfrontend.ast.Initializer;
import org.imperium.cfrontend.ast.Statement;
import org.imperium.cfrontend.ast.StorageClass;
import org.imperium.cfrontend.ast.Symbol;
import org.imperium.cfrontend.ast.SymbolKind;
import org.imperium.cfrontend.ast.UnaryOperator;
import org.imperium.cfrontend.types.CType;
import org.imperium.cfrontend.types.Conversions;
import org.imperium.cfrontend.types.DataModel;
import org.imperium.cfrontend.types.IntegerKind;
import org.imperium.cfrontend.types.StructType;
import org.imperium.core.SourceLocation;

/**
 * The typing pass for expressions, run as the parser builds them (C11 6.5): each expression gets its type,
 * identifiers are resolved to their symbols in the current scope, and constraint violations become one-line
 * errors. Types follow the data model (e.g. {@code sizeof} has type {@code size_t}).
 */
abstract class ExpressionSema extends SemaCore {

    ExpressionSema(DataModel model, LineMap lines) {
        super(model, lines);
    }

    Expression identifier(Token t, boolean called) {
        Optional<Symbol> found = scopes.lookup(t.image);
        if (found.isEmpty()) {
            if (t.image.equals("__func__") || t.image.equals("__FUNCTION__")
                    || t.image.equals("__PRETTY_FUNCTION__")) {
                String name = function == null ? "" : function.symbol.name();
                return new Expression.StringLiteral(name, charArray(name.length() + 1, IntegerKind.CHAR),
                        location(t));
            }
            if (!called) {
                throw error(t, "'" + t.image + "' undeclared");
            }
            found = Optional.of(implicitFunction(t));
        }
        Symbol s = found.get();
        if (s.kind() == SymbolKind.TYPEDEF) {
            throw error(t, "unexpected type name '" + t.image + "'");
        }
        CType type = s.kind() == SymbolKind.ENUM_CONSTANT ? CType.IntegerType.INT : s.type();
        return new Expression.Identifier(t.image, s, type, location(t));
    }

    /** A call of an undeclared function declares it as {@code int f()} (C89 6.3.2.2, GCC's default). */
    private Symbol implicitFunction(Token t) {
        CType result = CType.IntegerType.INT;
        if (t.image.equals("__builtin_expect")) {
            result = CType.IntegerType.LONG;
        } else if (t.image.equals("__builtin_unreachable") || t.image.equals("__builtin_trap")
                || t.image.equals("__builtin_abort")) {
            result = CType.VoidType.INSTANCE;
        }
        Symbol s = newSymbol(t.image, SymbolKind.FUNCTION, new CType.FunctionType(result, List.of(), false, false),
                StorageClass.EXTERN, location(t), Optional.empty());
        scopes.declareAtFileScope(s);
        return s;
    }

    static CType charArray(long length, IntegerKind kind) {
        return new CType.ArrayType(new CType.IntegerType(kind), new CType.Length.Constant(length));
    }

    Expression integerConstant(Token t) {
        Literals.IntegerValue v = Literals.integer(t.image, model);
        if (v == null) {
            throw error(t, "integer constant " + t.image + " is too large");
        }
        return new Expression.IntegerConstant(v.value(), t.image, new CType.IntegerType(v.kind()), location(t));
    }

    Expression floatingConstant(Token t) {
        return new Expression.FloatingConstant(Literals.floatingValue(t.image), t.image,
                Literals.floatingType(t.image), location(t));
    }

    Expression characterConstant(Token t) {
        int p = Literals.prefixLength(t.image);
        int[] chars = Literals.unescape(t.image.substring(p + 1, t.image.length() - 1));
        BigInteger value = BigInteger.ZERO;
        for (int c : chars) {
            value = value.shiftLeft(8).or(BigInteger.valueOf(c & 0xff));
        }
        if (p == 0 && chars.length == 1) {
            value = model.convert(BigInteger.valueOf(chars[0]), IntegerKind.CHAR); // plain char is signed
        } else if (p > 0 && chars.length == 1) {
            value = BigInteger.valueOf(chars[0]);
        }
        return new Expression.IntegerConstant(model.convert(value, IntegerKind.INT), t.image, CType.IntegerType.INT,
                location(t));
    }

    Expression stringLiteral(List<Token> parts) {
        StringBuilder value = new StringBuilder();
        boolean wide = false;
        for (Token t : parts) {
            int p = Literals.prefixLength(t.image);
            wide |= p > 0 && !t.image.startsWith("u8");
            for (int c : Literals.unescape(t.image.substring(p + 1, t.image.length() - 1))) {
                value.appendCodePoint(c);
            }
        }
        IntegerKind element = wide ? IntegerKind.INT : IntegerKind.CHAR;
        return new Expression.StringLiteral(value.toString(), charArray(value.length() + 1L, element),
                location(parts.get(0)));
    }

    /**
     * A parenthesised expression is the same expression, located at its opening parenthesis so that enclosing
     * expressions start at their first character ({@code (a + b) * c} starts at the parenthesis).
     */
    Expression parenthesized(Token open, Expression e) {
        SourceLocation at = location(open);
        if (e instanceof Expression.IntegerConstant c) {
            return new Expression.IntegerConstant(c.value(), c.text(), c.type(), at);
        } else if (e instanceof Expression.FloatingConstant f) {
            return new Expression.FloatingConstant(f.value(), f.text(), f.type(), at);
        } else if (e instanceof Expression.StringLiteral s) {
            return new Expression.StringLiteral(s.value(), s.type(), at);
        } else if (e instanceof Expression.Identifier i) {
            return new Expression.Identifier(i.name(), i.symbol(), i.type(), at);
        } else if (e instanceof Expression.Unary u) {
            return new Expression.Unary(u.operator(), u.operand(), u.type(), at);
        } else if (e instanceof Expression.Binary b) {
            return new Expression.Binary(b.operator(), b.left(), b.right(), b.type(), at);
        } else if (e instanceof Expression.Assignment a) {
            return new Expression.Assignment(a.operator(), a.target(), a.value(), a.type(), at);
        } else if (e instanceof Expression.Conditional c) {
            return new Expression.Conditional(c.condition(), c.then(), c.otherwise(), c.type(), at);
        } else if (e instanceof Expression.Cast c) {
            return new Expression.Cast(c.operand(), c.type(), at);
        } else if (e instanceof Expression.Call c) {
            return new Expression.Call(c.function(), c.arguments(), c.type(), at);
        } else if (e instanceof Expression.Member m) {
            return new Expression.Member(m.base(), m.arrow(), m.name(), m.path(), m.type(), at);
        } else if (e instanceof Expression.Index i) {
            return new Expression.Index(i.array(), i.index(), i.type(), at);
        } else if (e instanceof Expression.SizeofExpression s) {
            return new Expression.SizeofExpression(s.operand(), s.type(), at);
        } else if (e instanceof Expression.SizeofType s) {
            return new Expression.SizeofType(s.operand(), s.alignment(), s.type(), at);
        } else if (e instanceof Expression.CompoundLiteral c) {
            return new Expression.CompoundLiteral(c.initializer(), c.type(), at);
        } else if (e instanceof Expression.StatementExpression s) {
            return new Expression.StatementExpression(s.body(), s.type(), at);
        }
        Expression.VaArg v = (Expression.VaArg) e;
        return new Expression.VaArg(v.list(), v.type(), at);
    }

    Expression statementExpression(Token open, Statement.Compound body) {
        CType type = CType.VoidType.INSTANCE;
        List<BlockItem> items = body.items();
        if (!items.isEmpty() && items.get(items.size() - 1) instanceof Statement.ExpressionStatement last) {
            type = Conversions.decay(last.expression().type());
        }
        return new Expression.StatementExpression(body, type, location(open));
    }

    Expression compoundLiteral(Token open, CType type, Initializer init) {
        return new Expression.CompoundLiteral(init, Sema.completeArray(type, init), location(open));
    }

    Expression cast(Token open, CType type, Expression operand) {
        CType from = Conversions.decay(operand.type());
        if (!(type instanceof CType.VoidType) && !(type.isScalar() && from.isScalar())) {
            throw error(open, "cannot cast '" + operand.type().spelling() + "' to '" + type.spelling() + "'");
        }
        return new Expression.Cast(operand, type, location(open));
    }

    Expression unary(Token t, UnaryOperator op, Expression e) {
        CType type = e.type();
        CType value = Conversions.decay(type);
        CType result = switch (op) {
            case PLUS, MINUS -> value.isArithmetic() ? Conversions.promote(value) : null;
            case BITWISE_NOT -> value.isInteger() ? Conversions.promote(value) : null;
            case LOGICAL_NOT -> value.isScalar() ? CType.IntegerType.INT : null;
            case ADDRESS_OF -> isLvalue(e) || type instanceof CType.FunctionType ? new CType.PointerType(type) : null;
            case DEREFERENCE -> value instanceof CType.PointerType p ? p.target() : null;
            default -> isLvalue(e) && (type.isArithmetic() || type instanceof CType.PointerType) ? type : null;
        };
        if (result == null) {
            throw error(t, "invalid operand to unary '" + op.symbol() + "' (have '" + type.spelling() + "')");
        }
        SourceLocation at = op.isPostfix() ? e.location() : location(t);
        return new Expression.Unary(op, e, result, at);
    }

    static boolean isLvalue(Expression e) {
        if (e instanceof Expression.Identifier id) {
            return id.symbol().kind() != SymbolKind.FUNCTION && id.symbol().kind() != SymbolKind.ENUM_CONSTANT;
        }
        if (e instanceof Expression.Unary u) {
            return u.operator() == UnaryOperator.DEREFERENCE;
        }
        if (e instanceof Expression.Member m) {
            return m.arrow() || isLvalue(m.base());
        }
        return e instanceof Expression.Index || e instanceof Expression.CompoundLiteral
                || e instanceof Expression.StringLiteral;
    }

    Expression binary(BinaryOperator op, Expression l, Expression r) {
        CType result = binaryType(op, Conversions.decay(l.type()), Conversions.decay(r.type()));
        if (result == null) {
            throw error(l.location(), "invalid operands to binary '" + op.symbol() + "' (have '"
                    + l.type().spelling() + "' and '" + r.type().spelling() + "')");
        }
        return new Expression.Binary(op, l, r, result, l.location());
    }

    private CType binaryType(BinaryOperator op, CType l, CType r) {
        boolean arithmetic = l.isArithmetic() && r.isArithmetic();
        boolean integer = l.isInteger() && r.isInteger();
        return switch (op) {
            case MULTIPLY, DIVIDE -> arithmetic ? Conversions.usualArithmetic(model, l, r) : null;
            case MODULO, BITWISE_AND, BITWISE_OR, BITWISE_XOR ->
                    integer ? Conversions.usualArithmetic(model, l, r) : null;
            case SHIFT_LEFT, SHIFT_RIGHT -> integer ? Conversions.promote(l) : null;
            case ADD -> arithmetic ? Conversions.usualArithmetic(model, l, r)
                    : l instanceof CType.PointerType && r.isInteger() ? l
                    : l.isInteger() && r instanceof CType.PointerType ? r : null;
            case SUBTRACT -> arithmetic ? Conversions.usualArithmetic(model, l, r)
                    : l instanceof CType.PointerType && r.isInteger() ? l
                    : l instanceof CType.PointerType && r instanceof CType.PointerType ? model.ptrdiffType() : null;
            case LESS, GREATER, LESS_EQUAL, GREATER_EQUAL, EQUAL, NOT_EQUAL ->
                    arithmetic || l instanceof CType.PointerType && (r instanceof CType.PointerType || r.isInteger())
                            || l.isInteger() && r instanceof CType.PointerType ? CType.IntegerType.INT : null;
            case LOGICAL_AND, LOGICAL_OR -> l.isScalar() && r.isScalar() ? CType.IntegerType.INT : null;
            case COMMA -> r;
        };
    }

    Expression assignment(Token op, Expression target, Expression value) {
        if (!isLvalue(target) || target.type() instanceof CType.ArrayType
                || target.type() instanceof CType.FunctionType) {
            throw error(op, "lvalue required as left operand of '" + op.image + "'");
        }
        Optional<BinaryOperator> operator = switch (op.image) {
            case "*=" -> Optional.of(BinaryOperator.MULTIPLY);
            case "/=" -> Optional.of(BinaryOperator.DIVIDE);
            case "%=" -> Optional.of(BinaryOperator.MODULO);
            case "+=" -> Optional.of(BinaryOperator.ADD);
            case "-=" -> Optional.of(BinaryOperator.SUBTRACT);
            case "<<=" -> Optional.of(BinaryOperator.SHIFT_LEFT);
            case ">>=" -> Optional.of(BinaryOperator.SHIFT_RIGHT);
            case "&=" -> Optional.of(BinaryOperator.BITWISE_AND);
            case "^=" -> Optional.of(BinaryOperator.BITWISE_XOR);
            case "|=" -> Optional.of(BinaryOperator.BITWISE_OR);
            default -> Optional.empty();
        };
        CType t = target.type();
        CType v = Conversions.decay(value.type());
        boolean ok = operator.isPresent()
                ? binaryType(operator.get(), t, v) != null
                : t.isArithmetic() && v.isArithmetic() || t instanceof CType.PointerType && v.isScalar()
                || t.isInteger() && v instanceof CType.PointerType
                || t instanceof StructType && t.equals(v);
        if (!ok) {
            throw error(op, "incompatible types in assignment to '" + t.spelling() + "' from '" + v.spelling()
                    + "'");
        }
        return new Expression.Assignment(operator, target, value, t, target.location());
    }

    Expression conditional(Expression c, Expression a, Expression b) {
        Expression then = a == null ? c : a;
        CType x = Conversions.decay(then.type());
        CType y = Conversions.decay(b.type());
        CType type;
        if (x.isArithmetic() && y.isArithmetic()) {
            type = Conversions.usualArithmetic(model, x, y);
        } else if (x instanceof CType.VoidType || y instanceof CType.VoidType) {
            type = CType.VoidType.INSTANCE;
        } else if (x instanceof CType.PointerType px && y instanceof CType.PointerType py) {
            type = px.target() instanceof CType.VoidType && !isNullPointer(then) ? x
                    : py.target() instanceof CType.VoidType && !isNullPointer(b) ? y
                    : isNullPointer(then) ? y : x;
        } else if (x instanceof CType.PointerType && y.isInteger()) {
            type = x;
        } else if (y instanceof CType.PointerType && x.isInteger()) {
            type = y;
        } else if (x.equals(y)) {
            type = x;
        } else {
            throw error(c.location(), "type mismatch in conditional expression ('" + x.spelling() + "' and '"
                    + y.spelling() + "')");
        }
        if (!Conversions.decay(c.type()).isScalar()) {
            throw error(c.location(), "used '" + c.type().spelling() + "' where a scalar is required");
        }
        return new Expression.Conditional(c, then, b, type, c.location());
    }

    private static boolean isNullPointer(Expression e) {
        Expression inner = e instanceof Expression.Cast c ? c.operand() : e;
        return inner instanceof Expression.IntegerConstant k && k.value().signum() == 0;
    }

    Expression sizeofType(Token t, CType type, boolean alignment) {
        if (type instanceof StructType s && !s.isComplete()) {
            throw error(t, "invalid application of sizeof to incomplete type '" + type.spelling() + "'");
        }
        return new Expression.SizeofType(type, alignment, model.sizeType(), location(t));
    }

    Expression sizeofExpression(Token t, Expression e) {
        if (e.type() instanceof StructType s && !s.isComplete()) {
            throw error(t, "invalid application of sizeof to incomplete type '" + e.type().spelling() + "'");
        }
        return new Expression.SizeofExpression(e, model.sizeType(), location(t));
    }

    Expression index(Expression array, Expression index) {
        CType a = Conversions.decay(array.type());
        CType i = Conversions.decay(index.type());
        CType element = a instanceof CType.PointerType p && i.isInteger() ? p.target()
                : i instanceof CType.PointerType p2 && a.isInteger() ? p2.target() : null;
        if (element == null) {
            throw error(array.location(), "subscripted value is neither array nor pointer");
        }
        return new Expression.Index(array, index, element, array.location());
    }

    Expression call(Expression callee, List<Expression> arguments) {
        CType f = Conversions.decay(callee.type());
        if (!(f instanceof CType.PointerType p) || !(p.target() instanceof CType.FunctionType ft)) {
            throw error(callee.location(), "called object is not a function or function pointer");
        }
        if (ft.prototyped() && (arguments.size() < ft.parameters().size()
                || !ft.variadic() && arguments.size() > ft.parameters().size())) {
            throw error(callee.location(), "wrong number of arguments: " + arguments.size() + " for "
                    + ft.spelling());
        }
        return new Expression.Call(callee, arguments, ft.returnType(), callee.location());
    }

    Expression member(Expression base, Token name, boolean arrow) {
        CType t = arrow ? Conversions.decay(base.type()) : base.type();
        if (arrow) {
            t = t instanceof CType.PointerType p ? p.target() : null;
        }
        if (!(t instanceof StructType s)) {
            throw error(name, "request for member '" + name.image + "' in something not a structure or union");
        }
        if (!s.isComplete()) {
            throw error(name, "dereferencing incomplete type '" + s.spelling() + "'");
        }
        List<StructType.Field> path = s.lookup(name.image).orElseThrow(() -> error(name,
                "'" + s.spelling() + "' has no member named '" + name.image + "'"));
        return new Expression.Member(base, arrow, name.image, path, path.get(path.size() - 1).type(),
                base.location());
    }

    Expression vaArg(Token t, Expression list, CType type) {
        return new Expression.VaArg(list, type, location(t));
    }

    Expression offsetof(Token t, CType type, List<Token> path) {
        long offset = 0;
        CType current = type;
        for (Token name : path) {
            if (!(current instanceof StructType s) || !s.isComplete()) {
                throw error(name, "__builtin_offsetof on a type that is not a complete struct or union");
            }
            List<StructType.Field> fields = s.lookup(name.image).orElseThrow(() -> error(name,
                    "'" + s.spelling() + "' has no member named '" + name.image + "'"));
            StructType owner = s;
            for (StructType.Field f : fields) {
                offset += model.layout(owner).offsets().get(owner.fields().indexOf(f));
                current = f.type();
                if (current instanceof StructType next) {
                    owner = next;
                }
            }
        }
        return new Expression.IntegerConstant(BigInteger.valueOf(offset), "__builtin_offsetof", model.sizeType(),
                location(t));
    }

    Expression typesCompatible(Token t, CType a, CType b) {
        return new Expression.IntegerConstant(a.equals(b) ? BigInteger.ONE : BigInteger.ZERO,
                "__builtin_types_compatible_p", CType.IntegerType.INT, location(t));
    }

    /** A controlling expression of if, while, do, for and ?: must have scalar type (C11 6.8.4.1, 6.8.5). */
    Expression condition(Expression e) {
        if (!Conversions.decay(e.type()).isScalar()) {
            throw error(e.location(), "used '" + e.type().spelling() + "' where a scalar is required");
        }
        return e;
    }
}
