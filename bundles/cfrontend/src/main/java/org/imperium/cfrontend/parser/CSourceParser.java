package org.imperium.cfrontend.parser;

import java.io.StringReader;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.imperium.cfrontend.ast.TranslationUnit;
import org.imperium.cfrontend.types.DataModel;
import org.imperium.core.InputException;
import org.imperium.core.SourceLocation;

/**
 * Parses preprocessed C text into a typed {@link TranslationUnit}. Line markers in the text give the files and
 * lines of locations. Every syntax or lexical error becomes an {@link InputException} with one line
 * {@code file:line:column: expected …, found …}.
 */
public final class CSourceParser {

    private CSourceParser() {
    }

    /**
     * @param text the preprocessed source
     * @param file the name used for locations until the first line marker
     */
    public static TranslationUnit parse(String text, String file, DataModel model) {
        LineMap.Stripped stripped = LineMap.strip(text, file);
        SimpleCharStream stream = new SimpleCharStream(new StringReader(stripped.text()), 1, 1);
        stream.setTabSize(1);
        CParser parser = new CParser(new CParserTokenManager(stream));
        parser.sema = new Sema(model, stripped.lines(), file);
        try {
            return parser.TranslationUnit();
        } catch (ParseException e) {
            throw syntaxError(e, parser.sema, stripped.text());
        } catch (TokenMgrError e) {
            throw lexicalError(e, stream, stripped);
        } catch (StackOverflowError e) {
            throw new InputException(SourceLocation.ofFile(file), "nesting too deep to parse", "syntax error");
        }
    }

    /**
     * Whether only an expression can follow this token. The expected-token sets JavaCC 7.0.13 reports leave out
     * the alternatives chosen by lookahead routines (its jj_add_error_token keeps only sequences it has already
     * seen), which here are casts, type names and declarations; this context gives the better message.
     */
    private static boolean expectsExpression(Token previous) {
        if (previous == null) {
            return false;
        }
        switch (previous.kind) {
            case CParserConstants.ASSIGN: case CParserConstants.STAR_ASSIGN: case CParserConstants.SLASH_ASSIGN:
            case CParserConstants.PERCENT_ASSIGN: case CParserConstants.PLUS_ASSIGN:
            case CParserConstants.MINUS_ASSIGN: case CParserConstants.SHL_ASSIGN: case CParserConstants.SHR_ASSIGN:
            case CParserConstants.AND_ASSIGN: case CParserConstants.XOR_ASSIGN: case CParserConstants.OR_ASSIGN:
            case CParserConstants.OROR: case CParserConstants.ANDAND: case CParserConstants.OR:
            case CParserConstants.CARET: case CParserConstants.EQ: case CParserConstants.NE:
            case CParserConstants.LT: case CParserConstants.GT: case CParserConstants.LE: case CParserConstants.GE:
            case CParserConstants.SHL: case CParserConstants.SHR: case CParserConstants.PLUS:
            case CParserConstants.MINUS: case CParserConstants.SLASH: case CParserConstants.PERCENT:
            case CParserConstants.TILDE: case CParserConstants.BANG: case CParserConstants.QUESTION:
            case CParserConstants.RETURN: case CParserConstants.CASE: case CParserConstants.INCR:
            case CParserConstants.DECR:
                return true;
            default:
                return false;
        }
    }

    /** JavaCC spells tokens as Java strings ({@code "{"}); messages quote them as C does ({@code '{'}). */
    private static String quote(String image) {
        return image.length() >= 2 && image.startsWith("\"") && image.endsWith("\"")
                ? "'" + image.substring(1, image.length() - 1) + "'" : image;
    }

    private static final Pattern LEXICAL = Pattern.compile(
            "Lexical error at line (\\d+), column (\\d+)\\.  Encountered: (<EOF>|'.*' \\((\\d+)\\),)( after prefix)?");

    /**
     * The lexer found no token. JavaCC puts the position and character only into its message; the character stream
     * still knows where the failed token began (for unterminated comments and literals).
     */
    private static InputException lexicalError(TokenMgrError e, SimpleCharStream stream, LineMap.Stripped source) {
        Matcher m = LEXICAL.matcher(String.valueOf(e.getMessage()));
        if (!m.find()) {
            return new InputException(source.lines().location(stream.getBeginLine(), stream.getBeginColumn()),
                    "unexpected character", "syntax error");
        }
        boolean eof = m.group(3).equals("<EOF>");
        boolean prefix = m.group(5) != null;
        String text = source.text();
        int offset = offset(text, stream.getBeginLine(), stream.getBeginColumn());
        if (eof && !prefix && offset < text.length()) {
            return new InputException(source.lines().location(stream.getBeginLine(), stream.getBeginColumn()),
                    "unexpected character " + show(text.charAt(offset)), "syntax error");
        }
        if (eof || prefix) {
            SourceLocation start = source.lines().location(stream.getBeginLine(), stream.getBeginColumn());
            String what = text.startsWith("/*", offset) ? "unterminated comment"
                    : text.indexOf('"', offset) >= 0 && text.indexOf('"', offset) <= offset + 2
                    ? "missing terminating \" character"
                    : text.indexOf('\'', offset) >= 0 && text.indexOf('\'', offset) <= offset + 2
                    ? "missing terminating ' character" : eof ? "unexpected end of file" : "malformed token";
            return new InputException(start, what, "syntax error");
        }
        int c = Integer.parseInt(m.group(4));
        SourceLocation at = source.lines().location(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)));
        return new InputException(at, "unexpected character " + show(c), "syntax error");
    }

    private static String show(int c) {
        return c > ' ' && c < 127 ? "'" + (char) c + "'" : String.format("0x%02x", c);
    }

    private static int offset(String text, int line, int column) {
        int offset = 0;
        for (int l = 1; l < line; l++) {
            offset = text.indexOf('\n', offset) + 1;
        }
        return Math.max(0, Math.min(text.length(), offset + column - 1));
    }

    private static InputException syntaxError(ParseException e, Sema sema, String text) {
        Token found = e.currentToken == null ? null : e.currentToken.next;
        if (found == null) {
            return new InputException(SourceLocation.ofFile(sema.lines.location(1, 1).file()),
                    "syntax error", "syntax error");
        }
        Set<String> expected = new LinkedHashSet<>();
        if (e.expectedTokenSequences != null) {
            for (int[] sequence : e.expectedTokenSequences) {
                if (sequence.length > 0) {
                    expected.add(e.tokenImage[sequence[0]]);
                }
            }
        }
        if (found.kind == CParserConstants.SLASH
                && text.startsWith("/*", offset(text, found.beginLine, found.beginColumn))) {
            return sema.error(found, "unterminated comment");
        }
        String what;
        if (expected.equals(Set.of("<EOF>"))) {
            what = "a declaration"; // the file-level loop ended at a token that starts no declaration
        } else if (expectsExpression(e.currentToken) && !expected.contains("<IDENTIFIER>")) {
            what = "an expression";
        } else if (expected.equals(Set.of("\"...\""))) {
            what = "a parameter declaration";
        } else if (expected.isEmpty()) {
            what = "something else";
        } else if (expected.size() <= 4) {
            what = String.join(" or ", expected.stream().map(CSourceParser::quote).toList());
        } else if (expected.contains("\";\"")) {
            what = "';'"; // an expression or declaration could go on, but most likely it ends here
        } else if (expected.contains("<IDENTIFIER>") && expected.contains("<INTEGER_LITERAL>")) {
            what = "an expression";
        } else if (expected.contains("<IDENTIFIER>")) {
            what = "a declaration";
        } else {
            what = String.join(" or ", expected.stream().limit(4).map(CSourceParser::quote).toList()) + " or …";
        }
        what = what.replace("<IDENTIFIER>", "identifier").replace("<EOF>", "end of file")
                .replace("<INTEGER_LITERAL>", "integer constant").replace("<STRING_LITERAL>", "string literal");
        return sema.expected(what, found);
    }
}
