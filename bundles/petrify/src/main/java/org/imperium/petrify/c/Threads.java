package org.imperium.petrify.c;

import java.util.ArrayList;
import java.util.List;
import org.imperium.cfrontend.ast.Expression;
import org.imperium.cfrontend.ast.FunctionDefinition;
import org.imperium.cfrontend.types.CType;
import org.imperium.cfrontend.types.IntegerKind;
import org.imperium.core.UnsupportedException;
import org.imperium.logic.Sort;
import org.imperium.logic.Statement;
import org.imperium.logic.Term;
import org.imperium.logic.Terms;
import org.imperium.logic.Var;
import org.imperium.petrify.graph.ForkSite;
import org.imperium.petrify.graph.Location;
import org.imperium.program.Origin;

/**
 * pthread_create and pthread_join as fork and join edges (instances and ids are the business of
 * {@link org.imperium.petrify.net.PetriConstruction}); mutex operations as single guarded steps on the mutex's
 * integer, which records the holder: 0 unlocked, {@code id + 1} locked by the thread instance with id {@code id}.
 * <ul>
 *   <li>lock: {@code [m == 0]; m := self} — a right mover (Stubborn Transaction Reduction, Table 1);</li>
 *   <li>unlock: {@code [m == self]; m := 0} — a left mover: after any step of another thread that can precede it,
 *       that step left the mutex held by this thread, so the step neither locked nor unlocked it;</li>
 *   <li>trylock: {@code [m == 0]; m := self; r := 0} or {@code [m != 0]; r := EBUSY}.</li>
 * </ul>
 * Unlocking a mutex the thread does not hold is undefined behaviour (POSIX, default mutex type); like a null
 * dereference (docs/c-support.md) it blocks the thread. Relocking a held mutex blocks as before (a deadlock).
 */
final class Threads {

    /** What pthread_mutex_trylock returns when the mutex is taken. */
    private static final int EBUSY = 16;

    private final ThreadLowering l;

    Threads(ThreadLowering l) {
        this.l = l;
    }

    /** {@code pthread_create(&t, attr, f, arg)}: the id of the new instance is written to t. */
    Value create(Expression.Call c) {
        List<Expression> a = c.arguments();
        Origin o = l.origin(c, Origin.Kind.THREAD_CREATE, "pthread_create");
        if (l.atomicDepth > 0) {
            throw new UnsupportedException("pthread_create in an atomic block", c.location());
        }
        Origin previous = l.setOrigin(o);
        FunctionDefinition f = CallLowering.function(a.get(2), l.ctx).orElseThrow(() ->
                new UnsupportedException("thread start routine that is not a defined function", c.location()));
        Value.Ptr id = l.lvalues.pointer(a.get(0));
        Cell idCell = l.lvalues.dereference(id, LvalueLowering.pointee(a.get(0)), c.location());
        Cell.Alternative target = idCell.single().orElseThrow(() -> new UnsupportedException(
                "thread id stored through a pointer with several targets", c.location()));
        l.expressions.effect(a.get(1));
        List<Term> arguments = new ArrayList<>();
        if (!f.parameters().isEmpty()) {
            Value v = l.expressions.converted(a.get(3), f.parameters().get(0).type());
            if (v instanceof Value.Ptr p) {
                l.ctx.pointsTo.add(f.name() + "#parameter", p.targets());
                arguments.add(p.offset());
                arguments.add(p.base());
            } else {
                arguments.add(Value.intTerm(v));
            }
        } else {
            l.expressions.effect(a.get(3));
        }
        ForkSite site = CallLowering.site(l.ctx, l.calls.callPath() + "/" + c.location(), f, o);
        Location from = l.here();
        Location to = l.newLocation();
        l.graph.fork(from, to, site, tid -> l.write(target, new Value.Int(tid, IntegerKind.LONG), c.location()),
                arguments, o);
        l.current = to;
        l.setOrigin(previous);
        return new Value.Int(Terms.ZERO, IntegerKind.INT);
    }

    /** {@code pthread_join(t, 0)}: waits for the terminated instance whose id is t. */
    Value join(Expression.Call c) {
        Origin o = l.origin(c, Origin.Kind.THREAD_JOIN, "pthread_join");
        if (l.atomicDepth > 0) {
            throw new UnsupportedException("pthread_join in an atomic block", c.location());
        }
        if (!CallLowering.isNull(c.arguments().get(1))) {
            throw new UnsupportedException("pthread_join with a return value", c.location());
        }
        Origin previous = l.setOrigin(o);
        Term id = l.expressions.integer(c.arguments().get(0));
        Location from = l.here();
        Location to = l.newLocation();
        l.graph.join(from, to, id, o);
        l.current = to;
        l.setOrigin(previous);
        return new Value.Int(Terms.ZERO, IntegerKind.INT);
    }

    Value mutex(Expression.Call c, String name) {
        Origin.Kind kind = name.equals("pthread_mutex_unlock") ? Origin.Kind.UNLOCK
                : name.equals("pthread_mutex_lock") || name.equals("pthread_mutex_trylock") ? Origin.Kind.LOCK
                : Origin.Kind.ASSIGNMENT;
        Origin o = l.origin(c, kind, name);
        Origin previous = l.setOrigin(o);
        Expression arg = c.arguments().get(0);
        Cell m = l.lvalues.dereference(l.lvalues.pointer(arg), LvalueLowering.pointee(arg),
                c.location());
        for (int i = 1; i < c.arguments().size(); i++) {
            l.expressions.effect(c.arguments().get(i));
        }
        Value result = new Value.Int(Terms.ZERO, IntegerKind.INT);
        switch (name) {
            case "pthread_mutex_lock" -> mutexSteps(m, a -> Statement.assume(Terms.eq(l.read(a), Terms.ZERO))
                    .then(set(a, holder())), o);
            case "pthread_mutex_unlock" -> mutexSteps(m, a -> Statement.assume(Terms.eq(l.read(a),
                    Terms.num(holder()))).then(set(a, 0)), o);
            case "pthread_mutex_init" -> mutexSteps(m, a -> set(a, 0), o);
            case "pthread_mutex_trylock" -> {
                Var r = l.temporary(Sort.INT);
                Location from = l.here();
                Location join = l.newLocation();
                for (Cell.Alternative a : m.alternatives()) {
                    Statement guard = Statement.assume(a.guard());
                    l.edge(from, join, guard.then(Statement.assume(Terms.eq(l.read(a), Terms.ZERO)))
                            .then(set(a, holder()))
                            .then(Statement.assign(r, Terms.ZERO)), 2, o);
                    l.edge(from, join, guard.then(Statement.assume(Terms.distinct(l.read(a), Terms.ZERO)))
                            .then(Statement.assign(r, Terms.num(EBUSY))), 2, o);
                }
                l.current = m.alternatives().isEmpty() ? null : join;
                result = new Value.Int(r, IntegerKind.INT);
            }
            default -> {
            }
        }
        l.setOrigin(previous);
        return result;
    }

    /** The value of a mutex held by this thread instance. */
    private int holder() {
        return l.threadId + 1;
    }

    private Statement set(Cell.Alternative a, int value) {
        return l.write(a, new Value.Int(Terms.num(value), IntegerKind.INT), l.origin().location());
    }

    /** One step per alternative; mutex steps count as two accesses so that they are never merged. */
    private void mutexSteps(Cell m, java.util.function.Function<Cell.Alternative, Statement> op, Origin o) {
        if (m.alternatives().isEmpty()) {
            l.current = null;
            return;
        }
        Location from = l.here();
        Location join = l.newLocation();
        for (Cell.Alternative a : m.alternatives()) {
            l.edge(from, join, Statement.assume(a.guard()).then(op.apply(a)), 2, o);
        }
        l.current = join;
    }
}
