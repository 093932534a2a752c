package org.imperium.cfrontend.parser;

import java.io.StringReader;
import java.util.LinkedHashSet;
import java.util.Set;
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
            throw syntaxError(e, parser.sema);
        } catch (TokenMgrError e) {
            SourceLocation at = stripped.lines().location(stream.getEndLine(), stream.getEndColumn());
            throw new InputException(at, "unexpected character " + describeCharacter(stripped.text(), stream),
                    "syntax error");
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

    private static String describeCharacter(String text, SimpleCharStream stream) {
        int line = stream.getEndLine();
        int column = stream.getEndColumn();
        int offset = 0;
        for (int l = 1; l < line && offset >= 0; l++) {
            offset = text.indexOf('\n', offset) + 1;
        }
        int index = offset + column - 1;
        if (offset < 0 || index < 0 || index >= text.length()) {
            return "at end of file";
        }
        char c = text.charAt(index);
        return c >= ' ' && c < 127 ? "'" + c + "'" : String.format("0x%02x", (int) c);
    }

    private static InputException syntaxError(ParseException e, Sema sema) {
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
        String what;
        if (expectsExpression(e.currentToken) && !expected.contains("<IDENTIFIER>")) {
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
        return sema.expected(what, found);
    }
}
