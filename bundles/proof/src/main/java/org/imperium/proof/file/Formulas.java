package org.imperium.proof.file;

import java.util.Map;
import java.util.Optional;
import org.imperium.logic.Sort;
import org.imperium.logic.Statement;
import org.imperium.logic.StatementParser;
import org.imperium.logic.Term;
import org.imperium.logic.TermParser;
import org.imperium.logic.TermSyntaxException;
import org.imperium.logic.Var;
import org.imperium.program.text.LineScanner;

/** Formulas and statements between braces on a line, with errors at the right column. */
final class Formulas {

    private Formulas() {
    }

    static Term formula(LineScanner s, Map<String, Var> scope, String what) {
        int column = s.column() + 1;
        String text = s.braced(what);
        Term t = parse(s, text, scope, column);
        if (!t.sort().equals(Sort.BOOL)) {
            int lead = text.length() - text.stripLeading().length();
            throw s.errorAt(column + lead, what + " must be a formula, found a term of sort " + t.sort());
        }
        return t;
    }

    private static Term parse(LineScanner s, String text, Map<String, Var> scope, int column) {
        try {
            return TermParser.parse(text, scope);
        } catch (TermSyntaxException e) {
            throw s.errorAt(column + e.offset(), e.getMessage());
        }
    }

    static Statement statement(LineScanner s, Map<String, Var> scope, String what) {
        int column = s.column() + 1;
        String text = s.braced(what);
        try {
            return StatementParser.parse(text, n -> Optional.ofNullable(scope.get(n)));
        } catch (TermSyntaxException e) {
            throw s.errorAt(column + e.offset(), e.getMessage());
        }
    }
}
