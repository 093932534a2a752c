package org.imperium.petrify.c;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.imperium.cfrontend.ast.FunctionDefinition;
import org.imperium.cfrontend.ast.Node;
import org.imperium.cfrontend.ast.Symbol;
import org.imperium.cfrontend.types.CType;
import org.imperium.core.SourceLocation;
import org.imperium.core.UnsupportedException;
import org.imperium.logic.Action;
import org.imperium.logic.Sort;
import org.imperium.logic.Statement;
import org.imperium.logic.Term;
import org.imperium.logic.Terms;
import org.imperium.logic.Var;
import org.imperium.petrify.graph.Edge;
import org.imperium.petrify.graph.Location;
import org.imperium.petrify.graph.ThreadGraph;
import org.imperium.program.Origin;
import org.imperium.program.ProgramVariable;
import org.imperium.program.ThreadInstance;

/**
 * Lowers the C code one thread instance runs into its {@link ThreadGraph}: the thread function with every call of
 * a non-thread function inlined, side effects sequenced into steps, and reads and writes of shared memory each
 * in a step of its own ({@link Compaction} merges thread-local steps afterwards and turns atomic blocks into single
 * steps). This class holds the state of the lowering and emits steps; {@link MemoryAccess} reads and writes
 * objects, {@link ScopeTracking} follows the C scopes; {@link StatementLowering}, {@link ExpressionLowering} (with
 * {@link LvalueLowering}, {@link ConditionLowering}, {@link ValueConversion}) and {@link CallLowering} walk the AST.
 */
final class ThreadLowering {

    /** What {@link Compaction} needs to know about an edge. */
    record Meta(int sharedAccesses, boolean atomic, Marker marker) {
    }

    /** Edges that open or close an atomic region. */
    enum Marker { NONE, BEGIN, END }

    /** One inlined function: its locals, where its returns go, its labels and loop targets. */
    static final class Frame {
        final FunctionDefinition function;
        final String callPath;
        final Map<Symbol, Storage> locals = new HashMap<>();
        /** The C names declared in each open block, outermost (the parameters) first, with their variables. */
        final Deque<Map<String, Var>> blocks = new ArrayDeque<>();
        final Location returnTo;
        final Optional<Storage> result;
        final Map<String, Location> labels = new HashMap<>();
        final Deque<Location> breaks = new ArrayDeque<>();
        final Deque<Location> continues = new ArrayDeque<>();

        Frame(FunctionDefinition function, String callPath, Location returnTo, Optional<Storage> result) {
            this.function = function;
            this.callPath = callPath;
            this.returnTo = returnTo;
            this.result = result;
            blocks.push(new LinkedHashMap<>());
        }
    }

    final ProgramContext ctx;
    final ThreadInstance thread;
    /** The id of the instance, as pthread_create stores it (main: 0); mutexes record their holder by it. */
    final int threadId;
    final ThreadGraph.Builder graph;
    final Map<Edge, Meta> meta = new IdentityHashMap<>();
    final Deque<Frame> frames = new ArrayDeque<>();
    final ExpressionLowering expressions;
    final LvalueLowering lvalues;
    final ValueConversion conversion;
    final ConditionLowering conditions;
    final MemoryAccess memory;
    final ScopeTracking scopes;
    final StatementLowering statements;
    final CallLowering calls;
    /** Scalars declared without initializer: they start with an arbitrary value of their type. */
    final Map<Var, Term> uninitialised = new LinkedHashMap<>();
    private final Map<String, Integer> names = new HashMap<>();
    Location current;
    Location threadEnd;
    int atomicDepth;
    int loopDepth;
    int labelsSeen;
    private int temporaries;
    private Origin origin;

    ThreadLowering(ProgramContext ctx, ThreadInstance thread, int threadId) {
        this.ctx = ctx;
        this.thread = thread;
        this.threadId = threadId;
        this.scopes = new ScopeTracking(this);
        this.graph = new ThreadGraph.Builder(thread, scopes::scope);
        this.expressions = new ExpressionLowering(this);
        this.lvalues = new LvalueLowering(this);
        this.conversion = new ValueConversion(this);
        this.conditions = new ConditionLowering(this);
        this.memory = new MemoryAccess(this);
        this.statements = new StatementLowering(this);
        this.calls = new CallLowering(this);
    }

    /** The main thread: globals initialised in one atomic first step, then the body of main. */
    static ThreadGraph main(ProgramContext ctx, FunctionDefinition main) {
        ThreadLowering l = begin(ctx, main, ThreadInstance.MAIN, 0, true);
        Origin start = l.origin;
        l.beginAtomic(start);
        int placeholder = l.placeholder(start);
        new Initialisation(l).globals();
        l.endAtomic(start);
        l.body(main, "main", placeholder);
        return l.finish();
    }

    /** An instance of a thread function; its first parameter receives the argument of pthread_create. */
    static ThreadGraph thread(ProgramContext ctx, FunctionDefinition function, ThreadInstance instance, int id) {
        ThreadLowering l = begin(ctx, function, instance, id, false);
        int placeholder = l.placeholder(l.origin);
        l.body(function, function.name(), placeholder);
        return l.finish();
    }

    /**
     * A lowering of {@code function} as {@code instance}, at its entry location (origin: the function), with the
     * thread's end location at the end of its body — the end of the program for main ({@code endsProgram}).
     */
    private static ThreadLowering begin(ProgramContext ctx, FunctionDefinition function, ThreadInstance instance,
                                        int id, boolean endsProgram) {
        ThreadLowering l = new ThreadLowering(ctx, instance, id);
        Origin start = l.originAt(function.location(), function.name(), Origin.Kind.OTHER, function.name());
        l.current = l.graph.location(start);
        l.graph.entry(l.current);
        Origin end = l.originAt(function.body().location(), function.name(), Origin.Kind.RETURN, "return");
        l.threadEnd = endsProgram ? l.graph.exitLocation(end) : l.graph.location(end);
        l.graph.end(l.threadEnd);
        l.origin = start;
        return l;
    }

    private void body(FunctionDefinition f, String callPath, int placeholder) {
        Frame frame = new Frame(f, callPath, threadEnd, Optional.empty());
        frames.push(frame);
        if (thread != ThreadInstance.MAIN && !f.parameters().isEmpty()) {
            Symbol p = f.parameters().get(0);
            Storage s = local(p, f.location());
            scopes.inScope(p, f.location());
            String shared = f.name() + "#parameter";
            ctx.pointsTo.add(s.key(), ctx.pointsTo.targets(shared));
            if (s instanceof Storage.Pointer ptr) {
                graph.parameter(ptr.offset());
                ptr.base().ifPresent(graph::parameter);
            } else if (s instanceof Storage.Scalar sc && !sc.indexed()) {
                graph.parameter(sc.variable());
            }
        }
        statements.statement(f.body());
        jump(threadEnd, originAt(f.body().location(), f.name(), Origin.Kind.RETURN, "}"));
        frames.pop();
        fillPlaceholder(placeholder);
    }

    private int placeholder(Origin o) {
        step(Statement.SKIP, 0, o);
        return graph.edges().size() - 1;
    }

    /**
     * The first step gives every uninitialised scalar an arbitrary value of its type; a thread without such
     * scalars starts at its first statement instead.
     */
    private void fillPlaceholder(int index) {
        Edge.Step old = (Edge.Step) graph.edges().get(index);
        if (uninitialised.isEmpty()) {
            if (atomicDepth == 0 && !meta.get(old).atomic() && old.from() == graph.entry()) {
                graph.edges().remove(index);
                graph.entry(old.to());
                graph.mark(old.to(), old.origin());
            }
            return;
        }
        List<Action> actions = new ArrayList<>();
        actions.add(new Action.Havoc(List.copyOf(uninitialised.keySet())));
        actions.add(new Action.Assume(Terms.and(uninitialised.values())));
        Edge.Step replacement = new Edge.Step(old.from(), old.to(), Statement.of(actions), old.origin());
        graph.edges().set(index, replacement);
        meta.put(replacement, meta.remove(old));
    }

    private ThreadGraph finish() {
        Compaction.run(this);
        return graph.build();
    }

    // ---- origins

    Origin originAt(SourceLocation where, String function, Origin.Kind kind, String fallback) {
        return ctx.origin(where, function, kind, fallback);
    }

    Origin origin(Node node, Origin.Kind kind, String fallback) {
        return originAt(node.location(), functionName(), kind, fallback);
    }

    String functionName() {
        return frames.isEmpty() ? thread.function() : frames.peek().function.name();
    }

    /** The origin of the statement being lowered; steps of its expressions get it. */
    Origin origin() {
        return origin;
    }

    Origin setOrigin(Origin o) {
        Origin old = origin;
        origin = o;
        return old;
    }

    // ---- variables

    /** A fresh thread-local temporary. */
    Var temporary(Sort sort) {
        Var v = Terms.var(thread + ".~t" + (++temporaries), sort);
        graph.variable(new ProgramVariable(v, ProgramVariable.Scope.AUXILIARY, Optional.of(thread), Optional.empty(),
                Optional.empty()));
        return v;
    }

    /** The storage of a local variable or parameter of the current frame, made on first use. */
    Storage local(Symbol symbol, SourceLocation where) {
        Frame f = frames.peek();
        Storage s = f.locals.get(symbol);
        if (s == null) {
            String base = thread + "." + symbol.name();
            int n = names.merge(base, 1, Integer::sum);
            String name = n == 1 ? base : base + "$" + n;
            boolean shared = ctx.pointsTo.isTarget(name);
            Map<String, Var> declared = new LinkedHashMap<>();
            s = ctx.storages.create(name, symbol.type(), shared, where, (v, type) -> {
                String cName = symbol.name() + v.name().substring(name.length());
                declared.put(cName, v);
                graph.variable(new ProgramVariable(v, ProgramVariable.Scope.LOCAL, Optional.of(thread),
                        Optional.of(cName), type.map(CType::spelling)));
            });
            f.locals.put(symbol, s);
            scopes.declared(s, declared);
        }
        return s;
    }

    /** A temporary storage for a value of the given type (results of inlined calls and conditionals). */
    Storage temporaryStorage(CType type, SourceLocation where) {
        String name = thread + ".~r" + (++temporaries);
        return ctx.storages.create(name, type, false, where, (v, t) -> graph.variable(new ProgramVariable(v,
                ProgramVariable.Scope.AUXILIARY, Optional.of(thread), Optional.empty(), Optional.empty())));
    }

    // ---- emitting

    /** The current location; after a jump (dead code) a fresh, unreachable one. */
    Location here() {
        if (current == null) {
            current = graph.location(Optional.empty());
        }
        return current;
    }

    /** A location inside the translation of a statement: no origin (see {@link #markStatement}). */
    Location newLocation() {
        return graph.location(Optional.empty());
    }

    /** The current location starts the C statement of {@code o}; witnesses put its invariants there. */
    void markStatement(Origin o) {
        graph.mark(here(), o);
    }


    /** A step from the current location to a new one. */
    void step(Statement statement, int sharedAccesses, Origin o) {
        Location to = newLocation();
        edge(here(), to, statement, sharedAccesses, o);
        current = to;
    }

    void step(Statement statement, int sharedAccesses) {
        step(statement, sharedAccesses, origin);
    }

    /** A step from the current location to {@code to}; the code after it is dead until a label. */
    void stepTo(Location to, Statement statement, int sharedAccesses, Origin o) {
        edge(here(), to, statement, sharedAccesses, o);
        current = null;
    }

    void jump(Location to, Origin o) {
        if (current != null) {
            stepTo(to, Statement.SKIP, 0, o);
        }
    }

    Edge.Step edge(Location from, Location to, Statement statement, int sharedAccesses, Origin o) {
        Edge.Step e = new Edge.Step(from, to, statement, o);
        graph.edges().add(e);
        meta.put(e, new Meta(sharedAccesses, atomicDepth > 0, Marker.NONE));
        return e;
    }

    /** Two steps from the current location: {@code [condition]} to {@code ifTrue}, its negation to the other. */
    void branch(Term condition, Location ifTrue, Location ifFalse, Origin o) {
        Location from = here();
        if (!condition.isFalse()) {
            edge(from, ifTrue, Statement.assume(condition), 0, outcome(o, true));
        }
        if (!condition.isTrue()) {
            edge(from, ifFalse, Statement.assume(Terms.not(condition)), 0, outcome(o, false));
        }
        current = null;
    }

    /** The origin of one outcome of a branch: its text ends in {@code [true]} or {@code [false]}. */
    static Origin outcome(Origin o, boolean value) {
        return new Origin(o.location(), o.function(), o.kind(), o.text() + (value ? " [true]" : " [false]"),
                Optional.of(Boolean.toString(value)));
    }

    /** The origin of a step that only reads memory for a statement: not where its ghost updates go. */
    Origin readOrigin() {
        return new Origin(origin.location(), origin.function(), Origin.Kind.OTHER, origin.text());
    }

    void beginAtomic(Origin o) {
        Location to = newLocation();
        Edge.Step e = new Edge.Step(here(), to, Statement.SKIP, o);
        graph.edges().add(e);
        meta.put(e, new Meta(0, atomicDepth > 0, Marker.BEGIN));
        atomicDepth++;
        current = to;
    }

    void endAtomic(Origin o) {
        if (atomicDepth == 0) {
            throw new UnsupportedException("__VERIFIER_atomic_end without begin", o.location());
        }
        Location to = newLocation();
        Edge.Step e = new Edge.Step(here(), to, Statement.SKIP, o);
        graph.edges().add(e);
        meta.put(e, new Meta(0, true, Marker.END));
        atomicDepth--;
        current = to;
    }
}
