package org.imperium.program.text;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.imperium.core.InputException;
import org.imperium.core.SourceLocation;
import org.imperium.logic.Sort;
import org.imperium.logic.Statement;
import org.imperium.logic.StatementParser;
import org.imperium.logic.TermSyntaxException;
import org.imperium.logic.Terms;
import org.imperium.logic.Var;
import org.imperium.program.Origin;
import org.imperium.program.PetriProgram;
import org.imperium.program.Place;
import org.imperium.program.ProgramVariable;
import org.imperium.program.ThreadInstance;

/**
 * Reads the Petri program text format (docs/formats.md): one declaration a line, {@code program},
 * {@code var}, {@code place} and {@code transition}, names declared before they are used. Every problem is an
 * {@link InputException} {@code file:line:column: message}; nothing is returned for a broken file.
 */
public final class PetriProgramReader {

    private final String file;
    private final Map<String, Var> variables = new HashMap<>();
    private final Map<String, Place> places = new HashMap<>();
    private final Set<String> transitionNames = new HashSet<>();
    private PetriProgram.Builder builder;

    private PetriProgramReader(String file) {
        this.file = file;
    }

    public static PetriProgram read(Path path) {
        return parse(readText(path, "Petri program"), path.toString());
    }

    /** The file's text; a missing or unreadable file is an {@link InputException}. */
    public static String readText(Path path, String what) {
        try {
            return Files.readString(path, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new InputException(SourceLocation.ofFile(path.toString()), what + " file not found",
                    what + " file not found");
        } catch (IOException e) {
            throw new InputException(SourceLocation.ofFile(path.toString()), "cannot read " + what + " file: "
                    + e.getMessage(), "cannot read " + what + " file");
        }
    }

    public static PetriProgram parse(String text, String file) {
        return new PetriProgramReader(file).parseAll(text);
    }

    private PetriProgram parseAll(String text) {
        int lastLine = 0;
        for (LineScanner s : LineScanner.declarations(file, text)) {
            lastLine = s.line();
            line(s);
        }
        if (builder == null || places.isEmpty()) {
            throw new InputException(new SourceLocation(file, Math.max(lastLine, 1), 1), "no place declared",
                    "syntax error");
        }
        try {
            return builder.build();
        } catch (IllegalArgumentException e) {
            throw new InputException(SourceLocation.ofFile(file), e.getMessage(), "malformed Petri program");
        }
    }

    private void line(LineScanner s) {
        int keywordColumn = s.column();
        String keyword = s.word("a declaration");
        if (keyword.equals("program")) {
            if (builder != null) {
                throw s.errorAt(keywordColumn, "'program' must be the first declaration and appear once");
            }
            builder = new PetriProgram.Builder(s.word("the program name"));
            s.expectEnd();
            return;
        }
        if (builder == null) {
            builder = new PetriProgram.Builder(Path.of(file).getFileName().toString().replaceFirst("\\.[^.]*$", ""));
        }
        switch (keyword) {
            case "var" -> variable(s);
            case "place" -> place(s);
            case "transition" -> transition(s);
            default -> throw s.errorAt(keywordColumn,
                    "unknown declaration '" + keyword + "' (expected program, var, place or transition)");
        }
        s.expectEnd();
    }

    private void variable(LineScanner s) {
        int at = s.column();
        String varName = s.word("a variable name");
        s.expect(":");
        Sort sort = s.sort();
        ProgramVariable.Scope scope = ProgramVariable.Scope.GLOBAL;
        Optional<ThreadInstance> owner = Optional.empty();
        if (s.acceptWord("local")) {
            scope = ProgramVariable.Scope.LOCAL;
            owner = Optional.of(thread(s));
        } else if (s.acceptWord("auxiliary")) {
            scope = ProgramVariable.Scope.AUXILIARY;
            if (s.peekWord().filter(w -> w.contains("#")).isPresent()) {
                owner = Optional.of(thread(s));
            }
        } else {
            s.acceptWord("global");
        }
        Optional<String> cName = Optional.empty();
        Optional<String> cType = Optional.empty();
        if (s.acceptWord("c")) {
            cName = Optional.of(s.quoted("the C name"));
        }
        if (s.acceptWord("ctype")) {
            cType = Optional.of(s.quoted("the C type"));
        }
        if (variables.containsKey(varName)) {
            throw s.errorAt(at, "variable '" + varName + "' declared twice");
        }
        Var v = Terms.var(varName, sort);
        variables.put(varName, v);
        builder.variable(new ProgramVariable(v, scope, owner, cName, cType));
    }

    private void place(LineScanner s) {
        int at = s.column();
        String placeName = s.word("a place name");
        s.expectWord("thread");
        ThreadInstance thread = thread(s);
        boolean initial = s.acceptWord("initial");
        Place.Kind kind = Place.Kind.REGULAR;
        if (s.acceptWord("error")) {
            kind = Place.Kind.ERROR;
        } else if (s.acceptWord("insufficient")) {
            kind = Place.Kind.INSUFFICIENT_INSTANCES;
        }
        Optional<Origin> origin = origin(s);
        if (taken(placeName)) {
            throw s.errorAt(at, "name '" + placeName + "' used twice");
        }
        Place p = builder.place(placeName, thread, kind, origin);
        places.put(placeName, p);
        if (initial) {
            builder.initial(p);
        }
    }

    private boolean taken(String n) {
        return places.containsKey(n) || transitionNames.contains(n);
    }

    private void transition(LineScanner s) {
        int at = s.column();
        String transitionName = s.word("a transition name");
        if (taken(transitionName)) {
            throw s.errorAt(at, "name '" + transitionName + "' used twice");
        }
        s.expect(":");
        List<Place> pre = placeList(s, true);
        s.expect("->");
        List<Place> post = s.peek("{") ? List.of() : placeList(s, false);
        int statementOffset = s.offset() + 1;
        String statementText = s.braced("statement");
        Statement statement;
        try {
            statement = StatementParser.parse(statementText, n -> Optional.ofNullable(variables.get(n)));
        } catch (TermSyntaxException e) {
            throw s.errorAt(statementOffset + e.offset() + 1, e.getMessage());
        }
        ThreadInstance thread = pre.get(0).thread();
        if (s.acceptWord("thread")) {
            thread = thread(s);
        }
        Optional<Origin> origin = origin(s);
        try {
            builder.transition(transitionName, pre, post, statement, thread, origin);
        } catch (IllegalArgumentException e) {
            throw s.errorAt(at, e.getMessage());
        }
        transitionNames.add(transitionName);
    }

    private List<Place> placeList(LineScanner s, boolean nonEmpty) {
        List<Place> result = new ArrayList<>();
        do {
            int at = s.column();
            String placeName = s.word(nonEmpty ? "a pre-place" : "a post-place");
            Place p = places.get(placeName);
            if (p == null) {
                throw s.errorAt(at, "undeclared place '" + placeName + "'");
            }
            if (result.contains(p)) {
                throw s.errorAt(at, "place '" + placeName + "' listed twice");
            }
            result.add(p);
        } while (s.accept(","));
        return result;
    }

    private ThreadInstance thread(LineScanner s) {
        int at = s.column();
        String text = s.word("a thread instance (function#index)");
        try {
            return ThreadInstance.parse(text);
        } catch (IllegalArgumentException e) {
            throw s.errorAt(at, "thread instance must be written function#index, found '" + text + "'");
        }
    }

    private Optional<Origin> origin(LineScanner s) {
        if (!s.acceptWord("origin")) {
            return Optional.empty();
        }
        String originFile = s.quoted("the origin's file");
        int line = s.integer("the origin's line");
        int column = s.integer("the origin's column");
        String function = s.word("the origin's function");
        int kindColumn = s.column();
        String kind = s.word("the origin's kind");
        Origin.Kind k;
        try {
            k = Origin.Kind.valueOf(kind);
        } catch (IllegalArgumentException e) {
            throw s.errorAt(kindColumn, "unknown origin kind '" + kind + "'");
        }
        String text = s.quoted("the origin's C text");
        return Optional.of(new Origin(new SourceLocation(originFile, line, column), function, k, text));
    }
}
