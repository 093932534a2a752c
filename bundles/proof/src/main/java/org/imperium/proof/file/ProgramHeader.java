package org.imperium.proof.file;

import java.util.HashMap;
import java.util.Map;
import org.imperium.logic.Var;
import org.imperium.program.PetriProgram;
import org.imperium.program.text.LineScanner;

/**
 * What the proof and annotation files share about the Petri program they are read against: the header
 * {@code proof|annotation <program name>}, which must be the first declaration and name that program, and the
 * scope of their formulas, the program's variables by name.
 */
final class ProgramHeader {

    private ProgramHeader() {
    }

    /** Reads the program name after the header keyword at {@code keywordColumn}; returns it. */
    static String read(LineScanner s, int keywordColumn, boolean first, String keyword, PetriProgram program) {
        if (!first) {
            throw s.errorAt(keywordColumn, "'" + keyword + "' must be the first declaration");
        }
        int at = s.column();
        String name = s.word("the program name");
        if (!name.equals(program.name())) {
            throw s.errorAt(at, "the " + keyword + " is for program '" + name + "', not '" + program.name() + "'");
        }
        return name;
    }

    /** The program's variables by name; a file may add its own (ghost variables). */
    static Map<String, Var> scope(PetriProgram program) {
        Map<String, Var> scope = new HashMap<>();
        program.variables().keySet().forEach(v -> scope.put(v.name(), v));
        return scope;
    }
}
