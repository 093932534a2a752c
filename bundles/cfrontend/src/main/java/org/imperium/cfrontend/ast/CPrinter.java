package org.imperium.cfrontend.ast;

import org.imperium.cfrontend.types.CType;

/**
 * Prints AST nodes back as short C text, for error traces and messages: expressions with the parentheses their
 * precedence needs, statements as one line (compound statements and bodies are abbreviated {@code { … }}).
 */
public final class CPrinter {

    private CPrinter() {
    }

    public static String expression(Expression e) {
        StringBuilder b = new StringBuilder();
        print(e, b);
        return b.toString();
    }

    /** One line for a statement or declaration: {@code x = y + 1;}, {@code if (x > 0)}, {@code int a = 1;}. */
    public static String blockItem(BlockItem item) {
        if (item instanceof Declaration d) {
            return declaration(d);
        }
        Statement s = (Statement) item;
        if (s instanceof Statement.ExpressionStatement e) {
            return expression(e.expression()) + ";";
        } else if (s instanceof Statement.If i) {
            return "if (" + expression(i.condition()) + ")";
        } else if (s instanceof Statement.While w) {
            return "while (" + expression(w.condition()) + ")";
        } else if (s instanceof Statement.DoWhile d) {
            return "do … while (" + expression(d.condition()) + ");";
        } else if (s instanceof Statement.For f) {
            String init = f.init().isEmpty() ? "" : f.init().size() == 1 ? blockItem(f.init().get(0)) : "…;";
            return "for (" + (init.isEmpty() ? ";" : init) + " " + f.condition().map(CPrinter::expression).orElse("")
                    + "; " + f.step().map(CPrinter::expression).orElse("") + ")";
        } else if (s instanceof Statement.Switch w) {
            return "switch (" + expression(w.selector()) + ")";
        } else if (s instanceof Statement.Case c) {
            return "case " + c.value() + (c.last().equals(c.value()) ? "" : " ... " + c.last()) + ":";
        } else if (s instanceof Statement.Default) {
            return "default:";
        } else if (s instanceof Statement.Return r) {
            return r.value().map(v -> "return " + expression(v) + ";").orElse("return;");
        } else if (s instanceof Statement.Goto g) {
            return "goto " + g.label() + ";";
        } else if (s instanceof Statement.Labeled l) {
            return l.label() + ":";
        } else if (s instanceof Statement.Break) {
            return "break;";
        } else if (s instanceof Statement.Continue) {
            return "continue;";
        } else if (s instanceof Statement.Compound) {
            return "{ … }";
        } else if (s instanceof Statement.Asm) {
            return "__asm__(…);";
        }
        return ";";
    }

    private static String declaration(Declaration d) {
        String prefix = d.storage() == StorageClass.NONE ? "" : d.storage().name().toLowerCase() + " ";
        String init = d.initializer().map(i -> " = " + initializer(i)).orElse("");
        return prefix + declarator(d.type(), d.name()) + init + ";";
    }

    /** A declaration of {@code name} with {@code type}, e.g. {@code int *p}, {@code int a[3]}. */
    public static String declarator(CType type, String name) {
        if (type instanceof CType.ArrayType a) {
            String n = a.constantLength().map(String::valueOf).orElse("");
            return declarator(a.element(), name + "[" + n + "]");
        }
        if (type instanceof CType.PointerType p && !(p.target() instanceof CType.FunctionType)
                && !(p.target() instanceof CType.ArrayType)) {
            return declarator(p.target(), "*" + name);
        }
        String spelling = type.spelling();
        return name.isEmpty() ? spelling : spelling + " " + name;
    }

    private static String initializer(Initializer i) {
        if (i instanceof Initializer.ExpressionInitializer e) {
            return expression(e.expression());
        }
        return "{ … }";
    }

    private static int precedence(Expression e) {
        if (e instanceof Expression.Binary b) {
            return switch (b.operator()) {
                case MULTIPLY, DIVIDE, MODULO -> 13;
                case ADD, SUBTRACT -> 12;
                case SHIFT_LEFT, SHIFT_RIGHT -> 11;
                case LESS, GREATER, LESS_EQUAL, GREATER_EQUAL -> 10;
                case EQUAL, NOT_EQUAL -> 9;
                case BITWISE_AND -> 8;
                case BITWISE_XOR -> 7;
                case BITWISE_OR -> 6;
                case LOGICAL_AND -> 5;
                case LOGICAL_OR -> 4;
                case COMMA -> 1;
            };
        }
        if (e instanceof Expression.Conditional) {
            return 3;
        }
        if (e instanceof Expression.Assignment) {
            return 2;
        }
        if (e instanceof Expression.Unary u && !u.operator().isPostfix() || e instanceof Expression.Cast
                || e instanceof Expression.SizeofExpression || e instanceof Expression.SizeofType) {
            return 14;
        }
        return 16;
    }

    private static void operand(Expression e, int minimum, StringBuilder b) {
        if (precedence(e) < minimum) {
            b.append('(');
            print(e, b);
            b.append(')');
        } else {
            print(e, b);
        }
    }

    private static void print(Expression e, StringBuilder b) {
        if (e instanceof Expression.IntegerConstant c) {
            b.append(c.text());
        } else if (e instanceof Expression.FloatingConstant f) {
            b.append(f.text());
        } else if (e instanceof Expression.StringLiteral s) {
            b.append('"').append(s.value().replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n"))
                    .append('"');
        } else if (e instanceof Expression.Identifier id) {
            b.append(id.name());
        } else if (e instanceof Expression.Unary u) {
            if (u.operator().isPostfix()) {
                operand(u.operand(), 16, b);
                b.append(u.operator().symbol());
            } else {
                b.append(u.operator().symbol());
                operand(u.operand(), 14, b);
            }
        } else if (e instanceof Expression.Binary x) {
            int p = precedence(x);
            operand(x.left(), p, b);
            b.append(x.operator() == BinaryOperator.COMMA ? ", " : " " + x.operator().symbol() + " ");
            operand(x.right(), p + 1, b);
        } else if (e instanceof Expression.Assignment a) {
            operand(a.target(), 14, b);
            b.append(' ').append(a.operator().map(BinaryOperator::symbol).orElse("")).append("= ");
            operand(a.value(), 2, b);
        } else if (e instanceof Expression.Conditional c) {
            operand(c.condition(), 4, b);
            b.append(" ? ");
            operand(c.then(), 1, b);
            b.append(" : ");
            operand(c.otherwise(), 3, b);
        } else if (e instanceof Expression.Cast c) {
            b.append('(').append(c.type().spelling()).append(')');
            operand(c.operand(), 14, b);
        } else if (e instanceof Expression.Call c) {
            operand(c.function(), 16, b);
            b.append('(');
            for (int i = 0; i < c.arguments().size(); i++) {
                b.append(i > 0 ? ", " : "");
                operand(c.arguments().get(i), 2, b);
            }
            b.append(')');
        } else if (e instanceof Expression.Member m) {
            operand(m.base(), 16, b);
            b.append(m.arrow() ? "->" : ".").append(m.name());
        } else if (e instanceof Expression.Index i) {
            operand(i.array(), 16, b);
            b.append('[');
            print(i.index(), b);
            b.append(']');
        } else if (e instanceof Expression.SizeofExpression s) {
            b.append("sizeof ");
            operand(s.operand(), 14, b);
        } else if (e instanceof Expression.SizeofType s) {
            b.append(s.alignment() ? "_Alignof(" : "sizeof(").append(s.operand().spelling()).append(')');
        } else if (e instanceof Expression.CompoundLiteral c) {
            b.append('(').append(c.type().spelling()).append("){ … }");
        } else if (e instanceof Expression.StatementExpression) {
            b.append("({ … })");
        } else if (e instanceof Expression.VaArg v) {
            b.append("__builtin_va_arg(");
            print(v.list(), b);
            b.append(", ").append(v.type().spelling()).append(')');
        }
    }
}
