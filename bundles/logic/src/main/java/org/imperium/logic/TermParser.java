package org.imperium.logic;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * Reads terms in the infix syntax that {@link TermPrinter} writes. Names are resolved by a scope given by the
 * caller (the declared variables of a program or proof file); quantifiers bind their own.
 */
public final class TermParser {

    private final String text;
    private final Function<String, Optional<Var>> scope;
    private final Map<String, Var> bound = new HashMap<>();
    private int pos;

    private TermParser(String text, Function<String, Optional<Var>> scope) {
        this.text = text;
        this.scope = scope;
    }

    /** Parses all of {@code text}; throws {@link TermSyntaxException} with the offset of the problem. */
    public static Term parse(String text, Function<String, Optional<Var>> scope) {
        TermParser p = new TermParser(text, scope);
        Term t = p.implication();
        p.skipSpace();
        if (p.pos < text.length()) {
            throw p.error("unexpected '" + text.charAt(p.pos) + "'");
        }
        return t;
    }

    public static Term parse(String text, Map<String, Var> variables) {
        return parse(text, name -> Optional.ofNullable(variables.get(name)));
    }

    /** Parses a sort: {@code Int}, {@code Bool} or {@code Array[<sort>, <sort>]}. */
    public static Sort parseSort(String text) {
        TermParser p = new TermParser(text, n -> Optional.empty());
        Sort s = p.sort();
        p.skipSpace();
        if (p.pos < text.length()) {
            throw p.error("unexpected '" + text.charAt(p.pos) + "' after sort");
        }
        return s;
    }

    private Sort sort() {
        String name = identifier("a sort");
        switch (name) {
            case "Int":
                return Sort.INT;
            case "Bool":
                return Sort.BOOL;
            case "Array":
                expect("[");
                Sort index = sort();
                expect(",");
                Sort element = sort();
                expect("]");
                return Sort.array(index, element);
            default:
                throw error("unknown sort '" + name + "'", pos - name.length());
        }
    }

    private Term implication() {
        Term left = disjunction();
        if (accept("==>")) {
            Term right = implication();
            return Terms.implies(checkBool(left), checkBool(right));
        }
        return left;
    }

    private Term disjunction() {
        Term left = conjunction();
        if (!peek("||")) {
            return left;
        }
        List<Term> parts = new ArrayList<>(List.of(checkBool(left)));
        while (accept("||")) {
            parts.add(checkBool(conjunction()));
        }
        return Terms.or(parts);
    }

    private Term conjunction() {
        Term left = negation();
        if (!peek("&&")) {
            return left;
        }
        List<Term> parts = new ArrayList<>(List.of(checkBool(left)));
        while (accept("&&")) {
            parts.add(checkBool(negation()));
        }
        return Terms.and(parts);
    }

    private Term negation() {
        skipSpace();
        if (peek("!") && !peek("!=")) {
            pos++;
            return Terms.not(checkBool(negation()));
        }
        return comparison();
    }

    private Term comparison() {
        Term left = sum();
        for (String op : new String[] {"==", "!=", "<=", ">=", "<", ">"}) {
            if (peek(op) && !peek("==>") && !(op.equals("<") && peek("<=")) && !(op.equals(">") && peek(">="))) {
                int at = pos;
                pos += op.length();
                skipSpace();
                Term right = sum();
                try {
                    return switch (op) {
                        case "==" -> Terms.eq(left, right);
                        case "!=" -> Terms.distinct(left, right);
                        case "<=" -> Terms.leq(left, right);
                        case ">=" -> Terms.geq(left, right);
                        case "<" -> Terms.lt(left, right);
                        default -> Terms.gt(left, right);
                    };
                } catch (IllegalArgumentException e) {
                    throw error(e.getMessage(), at);
                }
            }
        }
        return left;
    }

    private Term sum() {
        Term result = product();
        while (true) {
            skipSpace();
            boolean plus = peek("+");
            if (!plus && !peek("-")) {
                return result;
            }
            int at = pos++;
            Term left = result;
            Term right = product();
            result = guarded(() -> plus ? Terms.add(left, right) : Terms.sub(left, right), at);
        }
    }

    private Term guarded(java.util.function.Supplier<Term> make) {
        return guarded(make, pos);
    }

    /** Runs a term constructor; a sort error becomes a syntax error at {@code at}. */
    private Term guarded(java.util.function.Supplier<Term> make, int at) {
        try {
            return make.get();
        } catch (IllegalArgumentException e) {
            throw error(e.getMessage(), at);
        }
    }

    private Term product() {
        Term result = unary();
        while (peek("*")) {
            int at = pos++;
            Term left = result;
            Term right = unary();
            result = guarded(() -> Terms.mul(left, right), at);
        }
        return result;
    }

    private Term unary() {
        skipSpace();
        if (peek("-")) {
            pos++;
            Term inner = unary();
            return guarded(() -> Terms.neg(inner));
        }
        return postfix();
    }

    private Term postfix() {
        Term result = atom();
        while (accept("[")) {
            Term index = implication();
            expect("]");
            Term array = result;
            result = guarded(() -> Terms.select(array, index));
        }
        return result;
    }

    private Term atom() {
        skipSpace();
        if (pos >= text.length()) {
            throw error("unexpected end of term");
        }
        char c = text.charAt(pos);
        if (Character.isDigit(c)) {
            int start = pos;
            while (pos < text.length() && Character.isDigit(text.charAt(pos))) {
                pos++;
            }
            return Terms.num(new BigInteger(text.substring(start, pos)));
        }
        if (c == '(') {
            pos++;
            skipSpace();
            if (peek("\\forall") || peek("\\exists")) {
                return quantifier();
            }
            Term inner = implication();
            expect(")");
            return inner;
        }
        if (c == '|') {
            int end = text.indexOf('|', pos + 1);
            if (end < 0) {
                throw error("unterminated |name|");
            }
            String name = text.substring(pos + 1, end);
            int at = pos;
            pos = end + 1;
            return resolve(name, at);
        }
        int at = pos;
        String name = identifier("a term");
        switch (name) {
            case "true":
                return Terms.TRUE;
            case "false":
                return Terms.FALSE;
            case "div":
            case "mod":
            case "ite":
            case "store":
                return function(name, at);
            case "const":
                return constArray(at);
            default:
                return resolve(name, at);
        }
    }

    private Term function(String name, int at) {
        expect("(");
        List<Term> args = new ArrayList<>();
        args.add(implication());
        while (accept(",")) {
            args.add(implication());
        }
        expect(")");
        int arity = name.equals("div") || name.equals("mod") ? 2 : 3;
        if (args.size() != arity) {
            throw error(name + " takes " + arity + " arguments, found " + args.size(), at);
        }
        return guarded(() -> switch (name) {
            case "div" -> Terms.div(args.get(0), args.get(1));
            case "mod" -> Terms.mod(args.get(0), args.get(1));
            case "ite" -> Terms.ite(args.get(0), args.get(1), args.get(2));
            default -> Terms.store(args.get(0), args.get(1), args.get(2));
        });
    }

    /** {@code const(<index sort>, <element>)}: the constant array. */
    private Term constArray(int at) {
        expect("(");
        Sort index = sort();
        expect(",");
        Term element = implication();
        expect(")");
        return guarded(() -> Terms.constArray(index, element), at);
    }

    private Term quantifier() {
        boolean forall = peek("\\forall");
        pos += 7;
        List<Var> vars = new ArrayList<>();
        Map<String, Var> saved = new HashMap<>(bound);
        do {
            String name = identifier("a bound variable");
            expect(":");
            Var v = Terms.var(name, sort());
            vars.add(v);
            bound.put(name, v);
        } while (accept(","));
        expect(";");
        Term body = checkBool(implication());
        expect(")");
        bound.clear();
        bound.putAll(saved);
        return forall ? Terms.forall(vars, body) : Terms.exists(vars, body);
    }

    private Term resolve(String name, int at) {
        Var v = bound.get(name);
        if (v != null) {
            return v;
        }
        return scope.apply(name).orElseThrow(() -> error("undeclared variable '" + name + "'", at));
    }

    private Term checkBool(Term t) {
        if (!t.sort().equals(Sort.BOOL)) {
            throw error("expected a formula, found a term of sort " + t.sort() + ": " + t);
        }
        return t;
    }

    private String identifier(String what) {
        skipSpace();
        int start = pos;
        if (pos < text.length() && Identifiers.isStart(text.charAt(pos))) {
            pos++;
            while (pos < text.length() && Identifiers.isPart(text.charAt(pos))) {
                pos++;
            }
            return text.substring(start, pos);
        }
        throw error("expected " + what + ", found " + (pos < text.length() ? "'" + text.charAt(pos) + "'" : "end"));
    }

    private void skipSpace() {
        while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
            pos++;
        }
    }

    private boolean peek(String token) {
        skipSpace();
        return text.startsWith(token, pos);
    }

    private boolean accept(String token) {
        if (peek(token)) {
            pos += token.length();
            return true;
        }
        return false;
    }

    private void expect(String token) {
        if (!accept(token)) {
            throw error("expected '" + token + "', found "
                    + (pos < text.length() ? "'" + text.charAt(pos) + "'" : "end"));
        }
    }

    private TermSyntaxException error(String message) {
        return error(message, pos);
    }

    private TermSyntaxException error(String message, int at) {
        return new TermSyntaxException(message, at);
    }
}
