package org.imperium.witness.cexpr;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.imperium.logic.Sort;
import org.imperium.logic.Term;
import org.imperium.logic.Terms;
import org.imperium.logic.Var;

/**
 * Reads a side-effect-free C expression of a witness (invariant, ghost update, assumption) into a {@link Term}
 * with C semantics (C11 6.3, 6.5): integer promotions and the usual arithmetic conversions, unsigned arithmetic
 * modulo 2^n, conversions to narrower signed types wrapping as gcc does, truncating division, {@code !}, {@code &&},
 * {@code ||}, comparisons and {@code ?:} with 0/1 truth values. Signed arithmetic is mathematical, as everywhere in
 * Imperium. Bitwise operators, shifts, pointers, calls, assignments and other side effects are rejected with the
 * offending position.
 */
public final class CExpressionParser {

    /** A variable visible at the location, with its C type. */
    public record Symbol(Var var, CType type) {
    }

    private record Value(Term term, CType type) {
        boolean isBool() {
            return term.sort().equals(Sort.BOOL);
        }
    }

    private final String text;
    private final Function<String, Optional<Symbol>> scope;
    private final boolean lp64;
    private final List<Token> tokens = new ArrayList<>();
    private int position;

    private record Token(String text, int offset, boolean identifier, boolean number) {
    }

    private CExpressionParser(String text, Function<String, Optional<Symbol>> scope, boolean lp64) {
        this.text = text;
        this.scope = scope;
        this.lp64 = lp64;
        tokenize();
    }

    /** The expression as a formula (non-zero = true). */
    public static Term formula(String text, Function<String, Optional<Symbol>> scope, boolean lp64) {
        CExpressionParser p = new CExpressionParser(text, scope, lp64);
        Value v = p.conditional();
        p.expectEnd();
        return p.asBool(v);
    }

    /** The expression as an integer value converted to {@code target}. */
    public static Term value(String text, Function<String, Optional<Symbol>> scope, CType target, boolean lp64) {
        CExpressionParser p = new CExpressionParser(text, scope, lp64);
        Value v = p.conditional();
        p.expectEnd();
        return p.convert(p.asInt(v), target).term();
    }

    // ---- lexer

    private static final List<String> PUNCTUATORS = List.of("<<=", ">>=", "==", "!=", "<=", ">=", "&&", "||", "<<",
            ">>", "++", "--", "->", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "+", "-", "*", "/", "%", "<", ">",
            "!", "~", "&", "|", "^", "?", ":", "(", ")", "[", "]", ".", ",", "=");

    private void tokenize() {
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (Character.isWhitespace(c)) {
                i++;
            } else if (Character.isLetter(c) || c == '_') {
                int start = i;
                while (i < text.length() && (Character.isLetterOrDigit(text.charAt(i)) || text.charAt(i) == '_')) {
                    i++;
                }
                tokens.add(new Token(text.substring(start, i), start, true, false));
            } else if (Character.isDigit(c)) {
                int start = i;
                while (i < text.length() && (Character.isLetterOrDigit(text.charAt(i)))) {
                    i++;
                }
                tokens.add(new Token(text.substring(start, i), start, false, true));
            } else {
                int at = i;
                String p = PUNCTUATORS.stream().filter(s -> text.startsWith(s, at)).findFirst()
                        .orElseThrow(() -> new CExpressionException("unexpected character '" + c + "'", at));
                tokens.add(new Token(p, i, false, false));
                i += p.length();
            }
        }
    }

    private Token peek() {
        return position < tokens.size() ? tokens.get(position) : null;
    }

    private boolean at(String s) {
        Token t = peek();
        return t != null && !t.identifier && !t.number && t.text.equals(s);
    }

    private boolean accept(String s) {
        if (at(s)) {
            position++;
            return true;
        }
        return false;
    }

    private void expect(String s) {
        if (!accept(s)) {
            throw new CExpressionException("expected '" + s + "'", offset());
        }
    }

    private int offset() {
        Token t = peek();
        return t == null ? text.length() : t.offset;
    }

    private void expectEnd() {
        if (peek() != null) {
            throw new CExpressionException("unexpected '" + peek().text + "'", offset());
        }
    }

    // ---- grammar (C11 6.5, without side effects)

    private Value conditional() {
        Value c = logicalOr();
        if (accept("?")) {
            Value a = conditional();
            expect(":");
            Value b = conditional();
            if (a.isBool() && b.isBool()) {
                return new Value(Terms.ite(asBool(c), a.term, b.term), CType.INT);
            }
            CType common = common(promote(a), promote(b));
            return new Value(Terms.ite(asBool(c), convert(asInt(a), common).term, convert(asInt(b), common).term),
                    common);
        }
        return c;
    }

    private Value logicalOr() {
        Value v = logicalAnd();
        while (accept("||")) {
            v = new Value(Terms.or(asBool(v), asBool(logicalAnd())), CType.INT);
        }
        return v;
    }

    private Value logicalAnd() {
        Value v = equality();
        while (accept("&&")) {
            v = new Value(Terms.and(asBool(v), asBool(equality())), CType.INT);
        }
        return v;
    }

    private Value equality() {
        Value v = relational();
        while (at("==") || at("!=")) {
            boolean eq = accept("==");
            if (!eq) {
                expect("!=");
            }
            Value w = relational();
            Term[] operands = arithmeticOperands(v, w);
            Term e = Terms.eq(operands[0], operands[1]);
            v = new Value(eq ? e : Terms.not(e), CType.INT);
        }
        return v;
    }

    private Value relational() {
        Value v = additive();
        while (at("<") || at("<=") || at(">") || at(">=")) {
            String op = peek().text;
            position++;
            Term[] o = arithmeticOperands(v, additive());
            v = new Value(switch (op) {
                case "<" -> Terms.lt(o[0], o[1]);
                case "<=" -> Terms.leq(o[0], o[1]);
                case ">" -> Terms.gt(o[0], o[1]);
                default -> Terms.geq(o[0], o[1]);
            }, CType.INT);
        }
        if (at("&") || at("|") || at("^") || at("<<") || at(">>")) {
            throw new CExpressionException("bitwise operator '" + peek().text + "' is not supported", offset());
        }
        return v;
    }

    private Value additive() {
        Value v = multiplicative();
        while (at("+") || at("-")) {
            boolean plus = accept("+");
            if (!plus) {
                expect("-");
            }
            Value w = multiplicative();
            CType type = common(promote(v), promote(w));
            Term a = convert(asInt(v), type).term;
            Term b = convert(asInt(w), type).term;
            v = wrap(plus ? Terms.add(a, b) : Terms.sub(a, b), type);
        }
        return v;
    }

    private Value multiplicative() {
        Value v = unary();
        while (at("*") || at("/") || at("%")) {
            String op = peek().text;
            position++;
            Value w = unary();
            CType type = common(promote(v), promote(w));
            Term a = convert(asInt(v), type).term;
            Term b = convert(asInt(w), type).term;
            v = wrap(switch (op) {
                case "*" -> Terms.mul(a, b);
                case "/" -> truncatingDiv(a, b);
                default -> Terms.sub(a, Terms.mul(b, truncatingDiv(a, b)));
            }, type);
        }
        return v;
    }

    /** C's division truncates toward zero; SMT-LIB's div is Euclidean. They agree for a non-negative dividend. */
    private static Term truncatingDiv(Term a, Term b) {
        return Terms.ite(Terms.geq(a, Terms.ZERO), Terms.div(a, b), Terms.neg(Terms.div(Terms.neg(a), b)));
    }

    private Value unary() {
        int start = offset();
        if (accept("!")) {
            return new Value(Terms.not(asBool(unary())), CType.INT);
        }
        if (accept("-")) {
            Value v = unary();
            CType type = promote(v);
            return wrap(Terms.neg(convert(asInt(v), type).term), type);
        }
        if (accept("+")) {
            Value v = unary();
            return convert(asInt(v), promote(v));
        }
        if (at("~") || at("&") || at("*") || at("++") || at("--")) {
            throw new CExpressionException("operator '" + peek().text + "' is not supported", start);
        }
        if (at("(") && position + 1 < tokens.size() && isTypeWord(tokens.get(position + 1))) {
            position++;
            CType type = typeName(start);
            expect(")");
            Value v = unary();
            return convert(asInt(v), type);
        }
        return postfix();
    }

    private Value postfix() {
        Value v = primary();
        if (at("[") || at("(") || at(".") || at("->") || at("++") || at("--") || at("=")) {
            throw new CExpressionException("'" + peek().text + "' is not supported in witness expressions", offset());
        }
        return v;
    }

    private Value primary() {
        Token t = peek();
        if (t == null) {
            throw new CExpressionException("expression expected", text.length());
        }
        if (accept("(")) {
            Value v = conditional();
            expect(")");
            return v;
        }
        position++;
        if (t.number) {
            return literal(t);
        }
        if (t.identifier) {
            Symbol s = scope.apply(t.text).orElseThrow(() -> new CExpressionException("unknown identifier '" + t.text
                    + "' (not a ghost nor a variable in scope)", t.offset));
            if (s.var().sort().equals(Sort.BOOL)) {
                return new Value(s.var(), CType.INT);
            }
            return new Value(s.var(), s.type());
        }
        throw new CExpressionException("unexpected '" + t.text + "'", t.offset);
    }

    private boolean isTypeWord(Token t) {
        return t.identifier && List.of("int", "unsigned", "signed", "long", "short", "char", "_Bool").contains(t.text);
    }

    private CType typeName(int start) {
        StringBuilder name = new StringBuilder();
        while (peek() != null && isTypeWord(peek())) {
            name.append(peek().text).append(' ');
            position++;
        }
        return CType.parse(name.toString().strip(), lp64).orElseThrow(() -> new CExpressionException(
                "unsupported cast to '" + name.toString().strip() + "'", start));
    }

    private Value literal(Token t) {
        String s = t.text.toLowerCase(java.util.Locale.ROOT);
        int end = s.length();
        while (end > 0 && (s.charAt(end - 1) == 'u' || s.charAt(end - 1) == 'l')) {
            end--;
        }
        String digits = s.substring(0, end);
        String suffix = s.substring(end);
        BigInteger value;
        boolean decimal;
        try {
            if (digits.startsWith("0x")) {
                value = new BigInteger(digits.substring(2), 16);
                decimal = false;
            } else if (digits.length() > 1 && digits.startsWith("0")) {
                value = new BigInteger(digits.substring(1), 8);
                decimal = false;
            } else {
                value = new BigInteger(digits);
                decimal = true;
            }
        } catch (NumberFormatException e) {
            throw new CExpressionException("malformed integer constant '" + t.text + "'", t.offset);
        }
        boolean unsigned = suffix.contains("u");
        int longs = suffix.replace("u", "").length();
        if (longs > 2 || suffix.replace("u", "").equals("lL") || suffix.chars().filter(c -> c == 'u').count() > 1) {
            throw new CExpressionException("malformed integer suffix '" + t.text + "'", t.offset);
        }
        int longBits = lp64 ? 64 : 32;
        List<CType> candidates = new ArrayList<>();
        if (longs == 0) {
            candidates.add(unsigned ? CType.UNSIGNED_INT : CType.INT);
            if (!unsigned && !decimal) {
                candidates.add(CType.UNSIGNED_INT);
            }
        }
        if (longs <= 1) {
            if (!unsigned) {
                candidates.add(new CType("long", longBits, true));
            }
            if (unsigned || !decimal) {
                candidates.add(new CType("unsigned long", longBits, false));
            }
        }
        if (!unsigned) {
            candidates.add(CType.LONG_LONG);
        }
        if (unsigned || !decimal) {
            candidates.add(CType.UNSIGNED_LONG_LONG);
        }
        BigInteger v = value;
        CType type = candidates.stream().filter(c -> c.contains(v)).findFirst().orElseThrow(() ->
                new CExpressionException("integer constant too large: " + t.text, t.offset));
        return new Value(Terms.num(value), type);
    }

    // ---- conversions (C11 6.3)

    private Term asBool(Value v) {
        return v.isBool() ? v.term : Terms.not(Terms.eq(v.term, Terms.ZERO));
    }

    private Value asInt(Value v) {
        return v.isBool() ? new Value(Terms.ite(v.term, Terms.ONE, Terms.ZERO), CType.INT) : v;
    }

    private static CType promote(Value v) {
        return v.isBool() ? CType.INT : v.type.promoted();
    }

    /** The usual arithmetic conversions of two promoted types. */
    private static CType common(CType a, CType b) {
        if (a.signed() == b.signed()) {
            return a.bits() >= b.bits() ? a : b;
        }
        CType unsigned = a.signed() ? b : a;
        CType signed = a.signed() ? a : b;
        if (unsigned.bits() >= signed.bits()) {
            return unsigned;
        }
        return signed;
    }

    private Term[] arithmeticOperands(Value v, Value w) {
        CType type = common(promote(v), promote(w));
        return new Term[] {convert(asInt(v), type).term, convert(asInt(w), type).term};
    }

    /** Conversion of an integer value to {@code target}: modulo 2^n for unsigned, gcc's wrap for signed. */
    private Value convert(Value v, CType target) {
        if (target.contains(v.type.min()) && target.contains(v.type.max())) {
            return new Value(v.term, target);
        }
        BigInteger modulus = BigInteger.ONE.shiftLeft(target.bits());
        if (!target.signed()) {
            return new Value(Terms.mod(v.term, Terms.num(modulus)), target);
        }
        BigInteger half = modulus.shiftRight(1);
        return new Value(Terms.sub(Terms.mod(Terms.add(v.term, Terms.num(half)), Terms.num(modulus)),
                Terms.num(half)), target);
    }

    /** The result of an arithmetic operation in {@code type}: unsigned wraps, signed stays mathematical. */
    private static Value wrap(Term t, CType type) {
        if (type.signed()) {
            return new Value(t, type);
        }
        return new Value(Terms.mod(t, Terms.num(BigInteger.ONE.shiftLeft(type.bits()))), type);
    }
}
