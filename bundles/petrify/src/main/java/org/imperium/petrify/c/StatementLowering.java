package org.imperium.petrify.c;

import java.math.BigInteger;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import org.imperium.cfrontend.ast.BlockItem;
import org.imperium.cfrontend.ast.Declaration;
import org.imperium.cfrontend.ast.StorageClass;
import org.imperium.cfrontend.ast.Statement;
import org.imperium.cfrontend.ast.SymbolKind;
import org.imperium.core.UnsupportedException;
import org.imperium.logic.Term;
import org.imperium.logic.Terms;
import org.imperium.petrify.graph.Location;
import org.imperium.program.Origin;

/** Lowers C statements (C11 6.8) to locations and branches; expressions go to {@link ExpressionLowering}. */
final class StatementLowering {

    /** The cases of a switch being lowered, collected while its body is lowered. */
    private record Case(BigInteger first, BigInteger last, Location target) {
    }

    private static final class SwitchContext {
        final List<Case> cases = new ArrayList<>();
        Location defaultTarget;
    }

    private final ThreadLowering l;
    private final Deque<SwitchContext> switches = new ArrayDeque<>();

    StatementLowering(ThreadLowering l) {
        this.l = l;
    }

    void statement(Statement s) {
        Origin previous = l.setOrigin(l.origin(s, kind(s), "statement"));
        if (!(s instanceof Statement.Compound || s instanceof Statement.Empty || s instanceof Statement.Labeled
                || s instanceof Statement.Case || s instanceof Statement.Default)) {
            l.markStatement(l.origin());
        }
        try {
            lower(s);
        } finally {
            l.setOrigin(previous);
        }
    }

    /** The kind of C construct a statement is, for the origin of the place where it starts. */
    private static Origin.Kind kind(Statement s) {
        if (s instanceof Statement.While || s instanceof Statement.DoWhile) {
            return Origin.Kind.LOOP_HEAD;
        }
        if (s instanceof Statement.If || s instanceof Statement.Switch) {
            return Origin.Kind.BRANCH;
        }
        if (s instanceof Statement.Return) {
            return Origin.Kind.RETURN;
        }
        if (s instanceof Statement.For f) {
            return f.init().isEmpty() ? Origin.Kind.LOOP_HEAD : Origin.Kind.ASSIGNMENT;
        }
        if (s instanceof Statement.ExpressionStatement e) {
            return e.expression() instanceof org.imperium.cfrontend.ast.Expression.Call ? Origin.Kind.CALL
                    : Origin.Kind.ASSIGNMENT;
        }
        return Origin.Kind.OTHER;
    }

    private void lower(Statement s) {
        if (s instanceof Statement.Compound c) {
            l.openBlock();
            for (BlockItem item : c.items()) {
                if (item instanceof Declaration d) {
                    declaration(d);
                } else {
                    statement((Statement) item);
                }
            }
            l.closeBlock();
        } else if (s instanceof Statement.ExpressionStatement e) {
            l.setOrigin(l.origin(s, Origin.Kind.ASSIGNMENT, "expression"));
            l.expressions.effect(e.expression());
        } else if (s instanceof Statement.Empty) {
            return;
        } else if (s instanceof Statement.If i) {
            ifStatement(i);
        } else if (s instanceof Statement.While w) {
            loop(Optional.of(w.condition()), w.body(), Optional.empty(), s);
        } else if (s instanceof Statement.For f) {
            l.openBlock();
            for (BlockItem item : f.init()) {
                if (item instanceof Declaration d) {
                    declaration(d);
                } else {
                    statement((Statement) item);
                }
            }
            loop(f.condition(), f.body(), f.step(), s);
            l.closeBlock();
        } else if (s instanceof Statement.DoWhile d) {
            doWhile(d);
        } else if (s instanceof Statement.Switch sw) {
            switchStatement(sw);
        } else if (s instanceof Statement.Case c) {
            caseLabel(c);
        } else if (s instanceof Statement.Default d) {
            if (switches.isEmpty()) {
                throw new UnsupportedException("default outside switch", s.location());
            }
            Location target = l.newLocation();
            l.jump(target, l.origin());
            switches.peek().defaultTarget = target;
            l.current = target;
            statement(d.body());
        } else if (s instanceof Statement.Break) {
            ThreadLowering.Frame f = l.frames.peek();
            if (f.breaks.isEmpty()) {
                throw new UnsupportedException("break outside loop or switch", s.location());
            }
            l.jump(f.breaks.peek(), l.origin());
        } else if (s instanceof Statement.Continue) {
            ThreadLowering.Frame f = l.frames.peek();
            if (f.continues.isEmpty()) {
                throw new UnsupportedException("continue outside loop", s.location());
            }
            l.jump(f.continues.peek(), l.origin());
        } else if (s instanceof Statement.Return r) {
            returnStatement(r);
        } else if (s instanceof Statement.Goto g) {
            l.jump(label(g.label()), l.origin(s, Origin.Kind.OTHER, "goto"));
        } else if (s instanceof Statement.Labeled lab) {
            Location target = label(lab.label());
            l.jump(target, l.origin());
            l.current = target;
            l.labelsSeen++;
            statement(lab.body());
        } else if (s instanceof Statement.Asm) {
            throw new UnsupportedException("inline assembly", s.location());
        } else {
            throw new UnsupportedException("statement " + s.getClass().getSimpleName(), s.location());
        }
    }

    private Location label(String name) {
        return l.frames.peek().labels.computeIfAbsent(name, k -> l.newLocation());
    }

    private void ifStatement(Statement.If i) {
        Origin branch = l.origin(i.condition(), Origin.Kind.BRANCH, "if");
        Location then = l.newLocation();
        Location otherwise = l.newLocation();
        Location join = l.newLocation();
        l.setOrigin(branch);
        l.conditions.branch(i.condition(), then, otherwise);
        l.current = then;
        statement(i.then());
        l.jump(join, branch);
        l.current = otherwise;
        i.otherwise().ifPresent(this::statement);
        l.jump(join, branch);
        l.current = join;
    }

    private void loop(Optional<org.imperium.cfrontend.ast.Expression> condition, Statement body,
                      Optional<org.imperium.cfrontend.ast.Expression> step, Statement loop) {
        Origin headOrigin = l.origin(loop, Origin.Kind.LOOP_HEAD, "loop");
        Location head = l.here();
        l.markStatement(headOrigin);
        Location bodyStart = l.newLocation();
        Location exit = l.newLocation();
        Location next = l.newLocation();
        if (condition.isPresent()) {
            l.setOrigin(l.origin(condition.get(), Origin.Kind.BRANCH, "loop condition"));
            l.conditions.branch(condition.get(), bodyStart, exit);
        } else {
            l.jump(bodyStart, headOrigin);
        }
        ThreadLowering.Frame f = l.frames.peek();
        f.breaks.push(exit);
        f.continues.push(next);
        l.loopDepth++;
        l.current = bodyStart;
        statement(body);
        l.jump(next, headOrigin);
        l.current = next;
        if (step.isPresent()) {
            l.setOrigin(l.origin(step.get(), Origin.Kind.ASSIGNMENT, "loop step"));
            l.expressions.effect(step.get());
        }
        l.jump(head, headOrigin);
        l.loopDepth--;
        f.breaks.pop();
        f.continues.pop();
        l.current = exit;
    }

    private void doWhile(Statement.DoWhile d) {
        Origin headOrigin = l.origin(d, Origin.Kind.LOOP_HEAD, "do");
        Location head = l.here();
        l.markStatement(headOrigin);
        Location test = l.newLocation();
        Location exit = l.newLocation();
        ThreadLowering.Frame f = l.frames.peek();
        f.breaks.push(exit);
        f.continues.push(test);
        l.loopDepth++;
        l.current = head;
        statement(d.body());
        l.jump(test, headOrigin);
        l.current = test;
        l.setOrigin(l.origin(d.condition(), Origin.Kind.BRANCH, "while"));
        l.conditions.branch(d.condition(), head, exit);
        l.loopDepth--;
        f.breaks.pop();
        f.continues.pop();
        l.current = exit;
    }

    private void switchStatement(Statement.Switch sw) {
        Origin o = l.origin(sw, Origin.Kind.BRANCH, "switch");
        l.setOrigin(o);
        Term selector = l.expressions.integer(sw.selector());
        Location dispatch = l.here();
        Location exit = l.newLocation();
        SwitchContext context = new SwitchContext();
        switches.push(context);
        l.frames.peek().breaks.push(exit);
        l.current = null;
        statement(sw.body());
        l.jump(exit, o);
        l.frames.peek().breaks.pop();
        switches.pop();
        List<Term> none = new ArrayList<>();
        for (Case c : context.cases) {
            Term matches = c.first().equals(c.last()) ? Terms.eq(selector, Terms.num(c.first()))
                    : Terms.and(Terms.leq(Terms.num(c.first()), selector), Terms.leq(selector, Terms.num(c.last())));
            l.edge(dispatch, c.target(), org.imperium.logic.Statement.assume(matches), 0, o);
            none.add(Terms.not(matches));
        }
        l.edge(dispatch, context.defaultTarget != null ? context.defaultTarget : exit,
                org.imperium.logic.Statement.assume(Terms.and(none)), 0, o);
        l.current = exit;
    }

    private void caseLabel(Statement.Case c) {
        if (switches.isEmpty()) {
            throw new UnsupportedException("case outside switch", c.location());
        }
        Location target = l.newLocation();
        l.jump(target, l.origin());
        switches.peek().cases.add(new Case(c.value(), c.last(), target));
        l.current = target;
        statement(c.body());
    }

    private void returnStatement(Statement.Return r) {
        Origin o = l.origin(r, Origin.Kind.RETURN, "return");
        l.setOrigin(o);
        ThreadLowering.Frame f = l.frames.peek();
        if (r.value().isPresent()) {
            if (f.result.isPresent()) {
                Storage result = f.result.get();
                Value v = l.expressions.converted(r.value().get(), result.type());
                l.store(Cell.of(result, Optional.empty(), result.type()), v, r.location());
            } else {
                l.expressions.effect(r.value().get());
            }
        }
        l.jump(f.returnTo, o);
    }

    /**
     * A local declaration: storage for the instance, and the initializer as assignments. The local is in scope
     * after the declaration (not at the place where the declaration starts, where it has no value yet).
     */
    void declaration(Declaration d) {
        if (d.storage() == StorageClass.TYPEDEF || d.symbol().kind() == SymbolKind.FUNCTION
                || d.symbol().kind() == SymbolKind.GLOBAL_VARIABLE || d.storage() == StorageClass.EXTERN) {
            return;
        }
        if (d.symbol().hasStaticStorage()) {
            throw new UnsupportedException("static local variable " + d.name(), d.location());
        }
        Origin o = l.origin(d, Origin.Kind.ASSIGNMENT, "declaration");
        Origin previous = l.setOrigin(o);
        try {
            Storage s = l.local(d.symbol(), d.location());
            if (d.initializer().isPresent()) {
                l.markStatement(o);
                if (!(d.initializer().get() instanceof org.imperium.cfrontend.ast.Initializer.ExpressionInitializer e
                        && l.expressions.nondetInto(new org.imperium.cfrontend.ast.Expression.Identifier(d.name(),
                        d.symbol(), d.type(), d.location()), e.expression()))) {
                    new Initialisation(l).initialise(Cell.of(s, s.indexed() ? Optional.of(Terms.ZERO)
                            : Optional.empty(), d.type()), d.initializer().get(), true);
                }
            } else {
                uninitialised(s, d);
            }
            l.inScope(d.symbol(), d.location());
        } finally {
            l.setOrigin(previous);
        }
    }

    private void uninitialised(Storage s, Declaration d) {
        if (s instanceof Storage.Scalar sc && !sc.indexed()) {
            l.uninitialised.put(sc.variable(), l.ctx.ints.inRange(sc.variable(), l.kindOf(sc.type(), d.location())));
        } else if (s instanceof Storage.Aggregate a && !a.indexed()) {
            for (Storage m : a.members().values()) {
                uninitialised(m, d);
            }
        }
    }
}
