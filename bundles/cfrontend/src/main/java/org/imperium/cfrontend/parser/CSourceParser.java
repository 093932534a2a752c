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
        if (expected.isEmpty()) {
            what = "something else";
        } else if (expected.size() <= 4) {
            what = String.join(" or ", expected);
        } else if (expected.contains("<IDENTIFIER>") && expected.contains("<INTEGER_LITERAL>")) {
            what = "an expression";
        } else if (expected.contains("<IDENTIFIER>")) {
            what = "a declaration";
        } else {
            what = String.join(" or ", expected.stream().limit(4).toList()) + " or …";
        }
        what = what.replace("<IDENTIFIER>", "identifier").replace("<EOF>", "end of file")
                .replace("<INTEGER_LITERAL>", "integer constant").replace("<STRING_LITERAL>", "string literal");
        return sema.expected(what, found);
    }
}
