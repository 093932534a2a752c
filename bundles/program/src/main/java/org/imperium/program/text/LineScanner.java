package org.imperium.program.text;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.imperium.core.InputException;
import org.imperium.core.SourceLocation;
import org.imperium.logic.Identifiers;
import org.imperium.logic.Sort;
import org.imperium.logic.TermParser;
import org.imperium.logic.TermSyntaxException;

/**
 * Reads the tokens of one line of Imperium's line-based text formats (Petri programs, proofs, annotations):
 * words (names made of {@link Identifiers#isPart} characters, or any text between bars {@code |…|}), quoted
 * strings with {@code \"}, {@code \\} and {@code \n} escapes, punctuation, and raw text between braces. A
 * {@code #} where a token would start begins a comment. Every error is an {@link InputException} with the
 * file, the line and the column (1-based).
 */
public final class LineScanner {

    private final String file;
    private final int line;
    private final String text;
    private int pos;

    public LineScanner(String file, int line, String text) {
        this.file = file;
        this.line = line;
        this.text = text;
    }

    /**
     * One scanner per line of {@code text} that holds a declaration, in order: the formats are line-based, and a
     * line of blanks or only a comment declares nothing.
     */
    public static List<LineScanner> declarations(String file, String text) {
        String[] lines = text.split("\r?\n", -1);
        List<LineScanner> declarations = new ArrayList<>();
        for (int i = 0; i < lines.length; i++) {
            LineScanner s = new LineScanner(file, i + 1, lines[i]);
            if (!s.atEnd()) {
                declarations.add(s);
            }
        }
        return declarations;
    }

    /** The 1-based number of the line. */
    public int line() {
        return line;
    }

    /** True when only blanks or a comment remain. */
    public boolean atEnd() {
        skipSpace();
        return pos >= text.length() || text.charAt(pos) == '#';
    }

    public void expectEnd() {
        if (!atEnd()) {
            throw error("unexpected '" + rest() + "'");
        }
    }

    /** The next word without consuming it, if the next token is a plain word. */
    public Optional<String> peekWord() {
        int save = pos;
        skipSpace();
        int start = pos;
        while (pos < text.length() && Identifiers.isPart(text.charAt(pos))) {
            pos++;
        }
        String w = text.substring(start, pos);
        pos = save;
        return w.isEmpty() || (start < text.length() && text.charAt(start) == '#') ? Optional.empty() : Optional.of(w);
    }

    /** Consumes {@code keyword} if it is the next word. */
    public boolean acceptWord(String keyword) {
        if (peekWord().filter(keyword::equals).isPresent()) {
            skipSpace();
            pos += keyword.length();
            return true;
        }
        return false;
    }

    public void expectWord(String keyword) {
        if (!acceptWord(keyword)) {
            throw error("expected '" + keyword + "', found " + found());
        }
    }

    /** A name: a plain word or {@code |any text|}. */
    public String word(String what) {
        if (atEnd()) {
            throw error("expected " + what + ", found end of line");
        }
        if (text.charAt(pos) == '|') {
            int end = text.indexOf('|', pos + 1);
            if (end < 0) {
                throw error("unterminated |name|");
            }
            String name = text.substring(pos + 1, end);
            if (name.isEmpty()) {
                throw error("empty |name|");
            }
            pos = end + 1;
            return name;
        }
        int start = pos;
        while (pos < text.length() && Identifiers.isPart(text.charAt(pos))) {
            pos++;
        }
        if (start == pos) {
            throw error("expected " + what + ", found " + found());
        }
        return text.substring(start, pos);
    }

    public int integer(String what) {
        skipSpace();
        int start = pos;
        if (pos < text.length() && text.charAt(pos) == '-') {
            pos++;
        }
        while (pos < text.length() && Character.isDigit(text.charAt(pos))) {
            pos++;
        }
        try {
            return Integer.parseInt(text.substring(start, pos));
        } catch (NumberFormatException e) {
            pos = start;
            throw error("expected " + what + " (a number), found " + found());
        }
    }

    /** A string in double quotes. */
    public String quoted(String what) {
        skipSpace();
        if (pos >= text.length() || text.charAt(pos) != '"') {
            throw error("expected " + what + " in double quotes, found " + found());
        }
        StringBuilder out = new StringBuilder();
        int i = pos + 1;
        while (i < text.length() && text.charAt(i) != '"') {
            char c = text.charAt(i);
            if (c == '\\' && i + 1 < text.length()) {
                char next = text.charAt(++i);
                out.append(next == 'n' ? '\n' : next);
            } else {
                out.append(c);
            }
            i++;
        }
        if (i >= text.length()) {
            throw error("unterminated string");
        }
        pos = i + 1;
        return out.toString();
    }

    /** Whether the next token starts with {@code punctuation}, without consuming it. */
    public boolean peek(String punctuation) {
        skipSpace();
        return text.startsWith(punctuation, pos);
    }

    public boolean accept(String punctuation) {
        skipSpace();
        if (text.startsWith(punctuation, pos)) {
            pos += punctuation.length();
            return true;
        }
        return false;
    }

    public void expect(String punctuation) {
        if (!accept(punctuation)) {
            throw error("expected '" + punctuation + "', found " + found());
        }
    }

    /** Text up to the next blank outside brackets, e.g. a sort {@code Array[Int, Int]}. */
    public String bracketedWord(String what) {
        skipSpace();
        int start = pos;
        int depth = 0;
        while (pos < text.length()) {
            char c = text.charAt(pos);
            if (c == '[' || c == '(') {
                depth++;
            } else if (c == ']' || c == ')') {
                depth--;
            } else if (Character.isWhitespace(c) && depth <= 0) {
                break;
            }
            pos++;
        }
        if (start == pos) {
            throw error("expected " + what + ", found end of line");
        }
        return text.substring(start, pos);
    }

    /** A sort, e.g. {@code int} or {@code Array[Int, Int]}, with a syntax error at its column. */
    public Sort sort() {
        int column = column();
        try {
            return TermParser.parseSort(bracketedWord("a sort"));
        } catch (TermSyntaxException e) {
            throw errorAt(column + e.offset(), e.getMessage());
        }
    }

    /** After {@code {}: the raw text up to the matching {@code }}, which is consumed. */
    public String braced(String what) {
        expect("{");
        int end = text.indexOf('}', pos);
        if (end < 0) {
            throw error("expected '}' closing the " + what);
        }
        String inside = text.substring(pos, end);
        pos = end + 1;
        return inside;
    }

    /** The 1-based column of the next token. */
    public int column() {
        skipSpace();
        return pos + 1;
    }

    /** The 0-based offset in the line where the next token starts. */
    public int offset() {
        skipSpace();
        return pos;
    }

    public SourceLocation location() {
        return new SourceLocation(file, line, column());
    }

    public InputException error(String message) {
        return new InputException(location(), message, "syntax error");
    }

    public InputException errorAt(int column, String message) {
        return new InputException(new SourceLocation(file, line, column), message, "syntax error");
    }

    private String found() {
        return atEnd() ? "end of line" : "'" + rest() + "'";
    }

    private String rest() {
        String r = text.substring(pos).strip();
        return r.length() > 20 ? r.substring(0, 20) + "…" : r;
    }

    private void skipSpace() {
        while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
            pos++;
        }
    }

    /** A name as a plain word when it reads back as one, else between bars. */
    public static String name(String name) {
        boolean plain = !name.isEmpty();
        for (int i = 0; i < name.length() && plain; i++) {
            plain = Identifiers.isPart(name.charAt(i));
        }
        return plain ? name : "|" + name + "|";
    }

    /** A string in double quotes with escapes. */
    public static String quote(String s) {
        return "\"" + s.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n") + "\"";
    }
}
