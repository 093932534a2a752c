package org.imperium.witness.export;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.imperium.cfrontend.ast.BinaryOperator;
import org.imperium.cfrontend.ast.BlockItem;
import org.imperium.cfrontend.ast.Expression;
import org.imperium.cfrontend.ast.FunctionDefinition;
import org.imperium.cfrontend.ast.Statement;
import org.imperium.cfrontend.ast.TranslationUnit;
import org.imperium.cfrontend.ast.UnaryOperator;
import org.imperium.core.SourceLocation;
import org.imperium.program.Origin;

/**
 * Where a {@code branching} waypoint of a violation witness stands (WITNESS-FORMAT.md §6): at the keyword of the
 * {@code if}, {@code while}, {@code for} or {@code switch} whose condition a transition decides. Petrify places a
 * condition's outcome at the condition (its {@link Origin#branch()}), so this maps the condition's location back
 * to its statement — only for a condition that petrify decides in one step: none with {@code &&}, {@code ||} or
 * {@code ?:} inside (they become several branches, at operand locations that may coincide with the condition's,
 * and the outcome of one is not that of the statement), no {@code !} or increment, and no {@code do … while} (no
 * keyword precedes the condition). The same map places invariants before such statements
 * ({@link #statementOf}). A switch's case transitions already stand at its keyword, with the case constant or {@code default}
 * as outcome; case ranges have no waypoint value.
 */
public final class BranchPoints {

    /** The statement whose condition stands at a location: its keyword, and whether it is a loop. */
    public record Keyword(SourceLocation location, boolean loop) {
    }

    private final Map<String, Keyword> conditions = new HashMap<>();
    private final Map<String, SourceLocation> switches = new HashMap<>();

    private BranchPoints() {
    }

    public static BranchPoints none() {
        return new BranchPoints();
    }

    static BranchPoints of(TranslationUnit unit) {
        BranchPoints b = new BranchPoints();
        for (FunctionDefinition f : unit.functions()) {
            b.statement(f.body());
        }
        return b;
    }

    /**
     * The origin of the branching waypoint of a transition with origin {@code o}: at the statement's keyword,
     * with the outcome {@code o} takes; empty when {@code o} decides no whole condition of such a statement.
     */
    public Optional<Origin> branching(Origin o) {
        if (o.branch().isEmpty() || o.kind() != Origin.Kind.BRANCH) {
            return Optional.empty();
        }
        String key = key(o.location());
        SourceLocation keyword = conditions.containsKey(key) ? conditions.get(key).location() : null;
        if (keyword == null && switches.containsKey(key) && !o.branch().get().contains("...")) {
            keyword = switches.get(key);
        }
        if (keyword == null) {
            return Optional.empty();
        }
        return Optional.of(new Origin(keyword, o.function(), Origin.Kind.BRANCH, o.text(), o.branch()));
    }

    /**
     * The place before a condition decided in one step (its steps that only read memory into temporaries
     * included) is the place before its statement: what holds of the C variables there holds when control reaches
     * the keyword. The origin of that statement, a {@link Origin.Kind#LOOP_HEAD} for a loop; else {@code o}.
     */
    public Origin statementOf(Origin o) {
        Keyword k = conditions.get(key(o.location()));
        if (k == null || o.kind() == Origin.Kind.LOOP_HEAD) {
            return o;
        }
        return new Origin(k.location(), o.function(), k.loop() ? Origin.Kind.LOOP_HEAD : Origin.Kind.BRANCH,
                o.text());
    }

    private static String key(SourceLocation l) {
        return l.file() + ":" + l.line() + ":" + l.column();
    }

    private void condition(Expression c, SourceLocation keyword, boolean loop) {
        if (decidedInOneStep(c)) {
            conditions.put(key(c.location()), new Keyword(keyword, loop));
        }
    }

    private static boolean decidedInOneStep(Expression e) {
        if (e instanceof Expression.Binary b) {
            return !b.operator().isShortCircuit() && b.operator() != BinaryOperator.COMMA && decidedInOneStep(b.left())
                    && decidedInOneStep(b.right());
        }
        if (e instanceof Expression.Unary u) {
            // an increment writes a C variable between the statement's start and the decision
            return !u.operator().hasSideEffect() && u.operator() != UnaryOperator.LOGICAL_NOT
                    && decidedInOneStep(u.operand());
        }
        if (e instanceof Expression.Cast c) {
            return decidedInOneStep(c.operand());
        }
        if (e instanceof Expression.Index i) {
            return decidedInOneStep(i.array()) && decidedInOneStep(i.index());
        }
        if (e instanceof Expression.Member m) {
            return decidedInOneStep(m.base());
        }
        return e instanceof Expression.Identifier || e instanceof Expression.IntegerConstant;
    }

    private void items(List<BlockItem> items) {
        for (BlockItem item : items) {
            if (item instanceof Statement s) {
                statement(s);
            }
        }
    }

    private void statement(Statement s) {
        if (s instanceof Statement.Compound c) {
            items(c.items());
        } else if (s instanceof Statement.If i) {
            condition(i.condition(), i.location(), false);
            statement(i.then());
            i.otherwise().ifPresent(this::statement);
        } else if (s instanceof Statement.While w) {
            condition(w.condition(), w.location(), true);
            statement(w.body());
        } else if (s instanceof Statement.DoWhile d) {
            statement(d.body());
        } else if (s instanceof Statement.For f) {
            f.condition().ifPresent(c -> condition(c, f.location(), true));
            statement(f.body());
        } else if (s instanceof Statement.Switch w) {
            switches.put(key(w.location()), w.location());
            statement(w.body());
        } else if (s instanceof Statement.Case c) {
            statement(c.body());
        } else if (s instanceof Statement.Default d) {
            statement(d.body());
        } else if (s instanceof Statement.Labeled l) {
            statement(l.body());
        }
    }
}
