package org.imperium.logic;

import java.util.List;
import java.util.stream.Collectors;

/**
 * Prints terms in Imperium's infix syntax, the one {@link TermParser} reads: C-like operators
 * ({@code + - * == != < <= > >= && || !}), {@code ==>} for implication, {@code a[i]} for select and function
 * style for {@code div mod ite store}, {@code const(Int, 0)} for the constant array over Int; quantifiers as {@code (\forall x:Int; body)}. Parentheses only where the
 * precedence needs them.
 */
public final class TermPrinter {

    // precedence levels, higher binds tighter
    private static final int IMPLIES = 1;
    private static final int OR = 2;
    private static final int AND = 3;
    private static final int NOT = 4;
    private static final int COMPARE = 5;
    private static final int SUM = 6;
    private static final int PRODUCT = 7;
    private static final int UNARY = 8;
    private static final int ATOM = 9;

    private TermPrinter() {
    }

    public static String print(Term t) {
        StringBuilder out = new StringBuilder();
        print(t, 0, out);
        return out.toString();
    }

    private static void print(Term t, int context, StringBuilder out) {
        int own = precedence(t);
        boolean parens = own < context;
        if (parens) {
            out.append('(');
        }
        printBare(t, out);
        if (parens) {
            out.append(')');
        }
    }

    private static int precedence(Term t) {
        if (t instanceof IntLiteral l) {
            return l.value().signum() < 0 ? UNARY : ATOM;
        }
        if (t instanceof Quantified) {
            return ATOM;
        }
        if (!(t instanceof App a)) {
            return ATOM;
        }
        return switch (a.op()) {
            case IMPLIES -> IMPLIES;
            case OR -> OR;
            case AND -> AND;
            case NOT -> a.arg(0) instanceof App inner && inner.op() == Op.EQ ? COMPARE : NOT;
            case LT, LEQ, GT, GEQ, EQ -> COMPARE;
            case ADD, SUB -> SUM;
            case MUL -> PRODUCT;
            case NEG -> UNARY;
            case DIV, MOD, ITE, STORE, SELECT, CONST_ARRAY -> ATOM;
        };
    }

    private static void printBare(Term t, StringBuilder out) {
        if (t instanceof Var v) {
            out.append(Identifiers.isPlain(v.name()) ? v.name() : "|" + v.name() + "|");
        } else if (t instanceof IntLiteral l) {
            out.append(l.value());
        } else if (t instanceof BoolLiteral b) {
            out.append(b.value());
        } else if (t instanceof Quantified q) {
            out.append(q.kind() == Quantified.Kind.FORALL ? "(\\forall " : "(\\exists ");
            out.append(q.bound().stream().map(v -> print(v) + ":" + SortSyntax.print(v.sort()))
                    .collect(Collectors.joining(", ")));
            out.append("; ");
            print(q.body(), 0, out);
            out.append(')');
        } else {
            printApp((App) t, out);
        }
    }

    private static void printApp(App a, StringBuilder out) {
        List<Term> args = a.args();
        switch (a.op()) {
            case IMPLIES -> infix(" ==> ", args, IMPLIES + 1, IMPLIES, out);
            case OR -> infix(" || ", args, OR, OR, out);
            case AND -> infix(" && ", args, AND, AND, out);
            case NOT -> {
                if (args.get(0) instanceof App eq && eq.op() == Op.EQ) {
                    infix(" != ", eq.args(), COMPARE + 1, COMPARE + 1, out);
                } else {
                    // a negated comparison keeps its parentheses, so that it reads the same in C
                    out.append('!');
                    print(args.get(0), UNARY, out);
                }
            }
            case LT -> infix(" < ", args, SUM, SUM, out);
            case LEQ -> infix(" <= ", args, SUM, SUM, out);
            case GT -> infix(" > ", args, SUM, SUM, out);
            case GEQ -> infix(" >= ", args, SUM, SUM, out);
            case EQ -> infix(" == ", args, COMPARE + 1, COMPARE + 1, out);
            case ADD -> {
                print(args.get(0), SUM, out);
                for (Term s : args.subList(1, args.size())) {
                    if (s instanceof IntLiteral l && l.value().signum() < 0) {
                        out.append(" - ").append(l.value().negate());
                    } else {
                        out.append(" + ");
                        print(s, SUM + 1, out);
                    }
                }
            }
            case SUB -> infix(" - ", args, SUM, SUM + 1, out);
            case MUL -> infix(" * ", args, PRODUCT, PRODUCT + 1, out);
            case NEG -> {
                out.append('-');
                print(args.get(0), UNARY + 1, out);
            }
            case SELECT -> {
                print(args.get(0), ATOM, out);
                out.append('[');
                print(args.get(1), 0, out);
                out.append(']');
            }
            case CONST_ARRAY -> {
                out.append("const(").append(SortSyntax.print(((Sort.Array) a.sort()).index())).append(", ");
                print(args.get(0), 0, out);
                out.append(')');
            }
            case DIV, MOD, ITE, STORE -> {
                out.append(a.op().smtName()).append('(');
                for (int i = 0; i < args.size(); i++) {
                    if (i > 0) {
                        out.append(", ");
                    }
                    print(args.get(i), 0, out);
                }
                out.append(')');
            }
        }
    }

    /** First argument at precedence {@code first}, the others at {@code rest}. */
    private static void infix(String symbol, List<Term> args, int first, int rest, StringBuilder out) {
        for (int i = 0; i < args.size(); i++) {
            if (i > 0) {
                out.append(symbol);
            }
            print(args.get(i), i == 0 ? first : rest, out);
        }
    }
}
