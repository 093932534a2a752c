package org.imperium.proof.file;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.imperium.core.InputException;
import org.imperium.core.SourceLocation;
import org.imperium.logic.Action;
import org.imperium.logic.Sort;
import org.imperium.logic.SortSyntax;
import org.imperium.logic.Statement;
import org.imperium.logic.Term;
import org.imperium.logic.TermParser;
import org.imperium.logic.TermPrinter;
import org.imperium.logic.TermSyntaxException;
import org.imperium.logic.Terms;
import org.imperium.logic.Var;
import org.imperium.program.PetriProgram;
import org.imperium.program.Place;
import org.imperium.program.Transition;
import org.imperium.program.text.LineScanner;
import org.imperium.program.text.PetriProgramReader;
import org.imperium.proof.GhostVariable;
import org.imperium.proof.OwickiGriesAnnotation;

/**
 * The text form of an Owicki-Gries annotation (Def. 3.4; docs/formats.md), for storing, exchanging and checking
 * annotations on their own:
 *
 * <pre>
 * annotation running_example imperial
 * ghost g : Int = 0 domain { 0 &lt;= g &amp;&amp; g &lt; 9 }
 * invariant m1 { g == 0 &amp;&amp; x &gt; 0 }
 * update t3 { g := ite(g == 1, 2, g) }
 * </pre>
 *
 * Places without an {@code invariant} line are annotated {@code true}; transitions without {@code update} change
 * no ghost.
 */
public final class AnnotationFile {

    private AnnotationFile() {
    }

    public static OwickiGriesAnnotation read(Path path, PetriProgram program) {
        return parse(PetriProgramReader.readText(path, "annotation"), path.toString(), program);
    }

    public static OwickiGriesAnnotation parse(String text, String file, PetriProgram program) {
        Map<String, Var> scope = ProgramHeader.scope(program);
        String kind = "file";
        List<GhostVariable> ghosts = new ArrayList<>();
        Map<Place, Term> invariants = new LinkedHashMap<>();
        Map<Transition, Statement> updates = new LinkedHashMap<>();
        boolean any = false;
        for (LineScanner s : LineScanner.declarations(file, text)) {
            int keywordColumn = s.column();
            String keyword = s.word("a declaration");
            switch (keyword) {
                case "annotation" -> {
                    ProgramHeader.read(s, keywordColumn, !any, keyword, program);
                    if (!s.atEnd()) {
                        kind = s.word("the annotation kind");
                    }
                }
                case "ghost" -> {
                    if (!invariants.isEmpty() || !updates.isEmpty()) {
                        throw s.errorAt(keywordColumn, "ghost variables must be declared before invariants and updates");
                    }
                    ghosts.add(ghost(s, scope));
                }
                case "invariant" -> {
                    int at = s.column();
                    String placeName = s.word("a place name");
                    Place p = program.place(placeName)
                            .orElseThrow(() -> s.errorAt(at, "unknown place '" + placeName + "'"));
                    if (invariants.containsKey(p)) {
                        throw s.errorAt(at, "place '" + placeName + "' annotated twice");
                    }
                    invariants.put(p, Formulas.formula(s, scope, "invariant"));
                }
                case "update" -> {
                    int at = s.column();
                    String transitionName = s.word("a transition name");
                    Transition t = program.transition(transitionName)
                            .orElseThrow(() -> s.errorAt(at, "unknown transition '" + transitionName + "'"));
                    if (updates.containsKey(t)) {
                        throw s.errorAt(at, "transition '" + transitionName + "' updated twice");
                    }
                    int column = s.column();
                    Statement update = Formulas.statement(s, scope, "ghost update");
                    requireGhostAssignment(s, column, update, ghosts);
                    updates.put(t, update);
                }
                default -> throw s.errorAt(keywordColumn,
                        "unknown declaration '" + keyword + "' (expected annotation, ghost, invariant or update)");
            }
            s.expectEnd();
            any = true;
        }
        try {
            return new OwickiGriesAnnotation(program, kind, ghosts, invariants, updates);
        } catch (IllegalArgumentException e) {
            throw new InputException(SourceLocation.ofFile(file), e.getMessage(), "malformed annotation");
        }
    }

    private static GhostVariable ghost(LineScanner s, Map<String, Var> scope) {
        int at = s.column();
        String name = s.word("a ghost variable name");
        if (scope.containsKey(name)) {
            throw s.errorAt(at, "'" + name + "' is already a program or ghost variable");
        }
        s.expect(":");
        Sort sort = s.sort();
        Var v = Terms.var(name, sort);
        s.expect("=");
        int valueColumn = s.column();
        Term initial;
        try {
            initial = TermParser.parse(s.bracketedWord("an initial value"), Map.of());
        } catch (TermSyntaxException e) {
            throw s.errorAt(valueColumn + e.offset(), e.getMessage());
        }
        scope.put(name, v);
        Optional<Term> domain = Optional.empty();
        if (s.acceptWord("domain")) {
            domain = Optional.of(Formulas.formula(s, Map.of(name, v), "domain"));
        }
        try {
            return new GhostVariable(v, initial, domain);
        } catch (IllegalArgumentException e) {
            throw s.errorAt(at, e.getMessage());
        }
    }

    private static void requireGhostAssignment(LineScanner s, int column, Statement update, List<GhostVariable> ghosts) {
        if (update.actions().size() != 1 || !(update.actions().get(0) instanceof Action.Assign assign)) {
            throw s.errorAt(column, "a ghost update is one simultaneous assignment to ghost variables");
        }
        for (Var v : assign.updates().keySet()) {
            if (ghosts.stream().noneMatch(g -> g.var().equals(v))) {
                throw s.errorAt(column, "a ghost update may assign only ghost variables, not " + v.name());
            }
        }
    }

    /** The annotation's text, in the syntax {@link #parse} reads. */
    public static String write(OwickiGriesAnnotation annotation) {
        StringBuilder out = new StringBuilder();
        out.append("annotation ").append(LineScanner.name(annotation.program().name())).append(' ')
                .append(LineScanner.name(annotation.kind())).append('\n');
        for (GhostVariable g : annotation.ghosts()) {
            out.append("ghost ").append(TermPrinter.print(g.var())).append(" : ").append(SortSyntax.print(g.var().sort()))
                    .append(" = ").append(TermPrinter.print(g.initialValue()).replace(" ", ""));
            g.domain().ifPresent(d -> out.append(" domain { ").append(TermPrinter.print(d)).append(" }"));
            out.append('\n');
        }
        for (Place p : annotation.program().places()) {
            Term i = annotation.invariant(p);
            if (!i.isTrue()) {
                out.append("invariant ").append(LineScanner.name(p.name())).append(" { ")
                        .append(TermPrinter.print(i)).append(" }\n");
            }
        }
        for (Transition t : annotation.program().transitions()) {
            annotation.ghostUpdate(t).ifPresent(u -> out.append("update ").append(LineScanner.name(t.name()))
                    .append(" { ").append(u).append(" }\n"));
        }
        return out.toString();
    }
}
