package org.imperium.witness.export;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.imperium.cfrontend.ast.BlockItem;
import org.imperium.cfrontend.ast.Declaration;
import org.imperium.cfrontend.ast.FunctionDefinition;
import org.imperium.cfrontend.ast.Statement;
import org.imperium.cfrontend.ast.TranslationUnit;

/**
 * Where an invariant may stand (WITNESS-FORMAT.md §9, rule 2), from the C AST: the first character of a statement
 * or of a block-level declaration ({@code location_invariant}), or of a loop keyword ({@code loop_invariant}) —
 * never a compound statement's brace, a {@code case}/{@code default} or a label, a function header, a for-init.
 */
final class StatementStarts {

    enum Kind { STATEMENT, LOOP }

    private final Map<String, Kind> starts = new HashMap<>();

    private StatementStarts() {
    }

    /** "line:column" → what starts there. */
    static Map<String, Kind> of(TranslationUnit unit) {
        StatementStarts s = new StatementStarts();
        for (FunctionDefinition f : unit.functions()) {
            s.statement(f.body());
        }
        return Map.copyOf(s.starts);
    }

    private void items(List<BlockItem> items) {
        for (BlockItem item : items) {
            if (item instanceof Declaration d) {
                starts.putIfAbsent(d.location().line() + ":" + d.location().column(), Kind.STATEMENT);
            } else {
                statement((Statement) item);
            }
        }
    }

    private void put(Statement s, Kind kind) {
        starts.putIfAbsent(s.location().line() + ":" + s.location().column(), kind);
    }

    private void statement(Statement s) {
        if (s instanceof Statement.Compound c) {
            items(c.items());
        } else if (s instanceof Statement.If i) {
            put(s, Kind.STATEMENT);
            statement(i.then());
            i.otherwise().ifPresent(this::statement);
        } else if (s instanceof Statement.While w) {
            put(s, Kind.LOOP);
            statement(w.body());
        } else if (s instanceof Statement.DoWhile d) {
            put(s, Kind.LOOP);
            statement(d.body());
        } else if (s instanceof Statement.For f) {
            put(s, Kind.LOOP);
            statement(f.body());
        } else if (s instanceof Statement.Switch w) {
            put(s, Kind.STATEMENT);
            statement(w.body());
        } else if (s instanceof Statement.Case c) {
            statement(c.body());
        } else if (s instanceof Statement.Default d) {
            statement(d.body());
        } else if (s instanceof Statement.Labeled l) {
            statement(l.body());
        } else {
            put(s, Kind.STATEMENT);
        }
    }
}
