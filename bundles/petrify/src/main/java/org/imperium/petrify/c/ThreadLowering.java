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
import java.util.Set;
import org.imperium.cfrontend.ast.FunctionDefinition;
import org.imperium.cfrontend.ast.Node;
import org.imperium.cfrontend.ast.Symbol;
import org.imperium.cfrontend.types.CType;
import org.imperium.cfrontend.types.IntegerKind;
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
import org.imperium.program.CScope;
import org.imperium.program.Origin;
import org.imperium.program.ProgramVariable;
import org.imperium.program.ThreadInstance;

/**
 * Lowers the C code one thread instance runs into its {@link ThreadGraph}: the thread function with every call of
 * a non-thread function inlined, side effects sequenced into steps, and reads and writes of shared memory each
 * in a step of its own ({@link Compaction} merges thread-local steps afterwards and turns atomic blocks into single
 * steps). This class holds the state of the lowering and emits steps; {@link StatementLowering},
 * {@link ExpressionLowering} (with {@link LvalueLowering}, {@link ConditionLowering}, {@link ValueConversion}) and
 * {@link CallLowering} walk the AST.
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
    final StatementLowering statements;
    final CallLowering calls;
    /** Scalars declared without initializer: they start with an arbitrary value of their type. */
    final Map<Var, Term> uninitialised = new LinkedHashMap<>();
    private final Map<String, Integer> names = new HashMap<>();
    /** The C names each local's storage declared (its own name, members, pointer base). */
    private final Map<Storage, Map<String, Var>> cNames = new HashMap<>();
    /** The scope of the last {@link #scope()}, reused until a block opens or closes or a local is declared. */
    private CScope lastScope;
    private Frame lastFrame;
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
        this.graph = new ThreadGraph.Builder(thread, this::scope);
        this.expressions = new ExpressionLowering(this);
        this.lvalues = new LvalueLowering(this);
        this.conversion = new ValueConversion(this);
        this.conditions = new ConditionLowering(this);
        this.statements = new StatementLowering(this);
        this.calls = new CallLowering(this);
    }

    /** The main thread: globals initialised in one atomic first step, then the body of main. */
    static ThreadGraph main(ProgramContext ctx, FunctionDefinition main) {
        ThreadLowering l = new ThreadLowering(ctx, ThreadInstance.MAIN, 0);
        Origin start = l.originAt(main.location(), main.name(), Origin.Kind.OTHER, "main");
        Location entry = l.graph.location(start);
        l.current = entry;
        l.graph.entry(entry);
        Location exit = l.graph.exitLocation(l.originAt(main.body().location(), main.name(), Origin.Kind.RETURN,
                "return"));
        l.threadEnd = exit;
        l.graph.end(exit);
        l.origin = start;
        l.beginAtomic(start);
        int placeholder = l.placeholder(start);
        new Initialisation(l).globals();
        l.endAtomic(start);
        l.body(main, "main", placeholder);
        return l.finish();
    }

    /** An instance of a thread function; its first parameter receives the argument of pthread_create. */
    static ThreadGraph thread(ProgramContext ctx, FunctionDefinition function, ThreadInstance instance, int id) {
        ThreadLowering l = new ThreadLowering(ctx, instance, id);
        Origin start = l.originAt(function.location(), function.name(), Origin.Kind.OTHER, function.name());
        Location entry = l.graph.location(start);
        l.current = entry;
        l.graph.entry(entry);
        Location end = l.graph.location(l.originAt(function.body().location(), function.name(), Origin.Kind.RETURN,
                "return"));
        l.threadEnd = end;
        l.graph.end(end);
        l.origin = start;
        int placeholder = l.placeholder(start);
        l.body(function, function.name(), placeholder);
        return l.finish();
    }

    private void body(FunctionDefinition f, String callPath, int placeholder) {
        Frame frame = new Frame(f, callPath, threadEnd, Optional.empty());
        frames.push(frame);
        if (thread != ThreadInstance.MAIN && !f.parameters().isEmpty()) {
            Symbol p = f.parameters().get(0);
            Storage s = local(p, f.location());
            inScope(p, f.location());
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
            cNames.put(s, declared);
        }
        return s;
    }

    // ---- C scopes

    /** Opens a block of the current function: locals declared from now on go out of scope at its end. */
    void openBlock() {
        frames.peek().blocks.push(new LinkedHashMap<>());
        lastScope = null;
    }

    void closeBlock() {
        frames.peek().blocks.pop();
        lastScope = null;
    }

    /** The local (or parameter) is in scope from now on, to the end of the innermost open block. */
    void inScope(Symbol symbol, SourceLocation where) {
        Storage s = local(symbol, where);
        Map<String, Var> block = frames.peek().blocks.peek();
        block.putAll(cNames.get(s));
        lastScope = null;
    }

    /** The C scope here: the current function and inlined call, the locals in scope, the statement. */
    private CScope scope() {
        Optional<Origin> statement = Optional.ofNullable(origin);
        Frame top = frames.peek();
        if (lastScope != null && lastFrame == top && lastScope.statement().equals(statement)) {
            return lastScope;
        }
        Map<String, Var> locals = new LinkedHashMap<>();
        String function = thread.function();
        String frame = "";
        if (!frames.isEmpty()) {
            Frame f = frames.peek();
            function = f.function.name();
            int slash = f.callPath.indexOf('/');
            frame = slash < 0 ? "" : f.callPath.substring(slash);
            List<Map<String, Var>> outermostFirst = new ArrayList<>(f.blocks);
            java.util.Collections.reverse(outermostFirst);
            for (Map<String, Var> block : outermostFirst) {
                Set<String> declared = new java.util.HashSet<>();
                block.keySet().forEach(n -> declared.add(n.contains(".") ? n.substring(0, n.indexOf('.')) : n));
                locals.keySet().removeIf(n -> declared.contains(n.contains(".") ? n.substring(0, n.indexOf('.'))
                        : n));
                locals.putAll(block);
            }
        }
        lastFrame = top;
        lastScope = new CScope(function, frame, locals, statement);
        return lastScope;
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
        return new Origin(o.location(), o.function(), o.kind(), o.text() + (value ? " [true]" : " [false]"));
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

    // ---- memory access

    /** The value stored in {@code cell}; shared locations are read in a step of their own into temporaries. */
    Value load(Cell cell, SourceLocation where) {
        CType type = cell.type();
        if (type instanceof CType.PointerType) {
            return loadPointer(cell, where);
        }
        IntegerKind kind = kindOf(type, where);
        Optional<Cell.Alternative> single = cell.single();
        if (single.isPresent() && !single.get().storage().shared()) {
            return new Value.Int(read(single.get()), kind);
        }
        Var t = temporary(Sort.INT);
        alternatives(cell, a -> Statement.assign(t, read(a)), readOrigin());
        return new Value.Int(t, kind);
    }

    private Value loadPointer(Cell cell, SourceLocation where) {
        Set<String> targets = new java.util.LinkedHashSet<>();
        for (Cell.Alternative a : cell.alternatives()) {
            targets.addAll(ctx.pointsTo.targets(a.storage().key()));
        }
        Optional<Cell.Alternative> single = cell.single();
        if (single.isPresent() && !single.get().storage().shared()) {
            Storage.Pointer p = (Storage.Pointer) single.get().storage();
            return new Value.Ptr(targets, baseTerm(p), p.offset());
        }
        Var off = temporary(Sort.INT);
        Var base = temporary(Sort.INT);
        alternatives(cell, a -> {
            Storage.Pointer p = (Storage.Pointer) a.storage();
            Map<Var, Term> updates = new LinkedHashMap<>();
            updates.put(off, p.offset());
            updates.put(base, baseTerm(p));
            return Statement.assign(updates);
        }, readOrigin());
        return new Value.Ptr(targets, base, off);
    }

    /** The base of a pointer storage: its base variable, or the number of its only target. */
    Term baseTerm(Storage.Pointer p) {
        if (p.base().isPresent()) {
            return p.base().get();
        }
        Set<String> t = ctx.pointsTo.targets(p.key());
        return t.isEmpty() ? Terms.ZERO : Terms.num(ctx.pointsTo.number(t.iterator().next()));
    }

    /** Writes {@code value} (already converted to the cell's type) to {@code cell}. */
    void store(Cell cell, Value value, SourceLocation where) {
        alternatives(cell, a -> write(a, value, where), origin);
    }

    /** One step per alternative of {@code cell}, guarded by its condition, then joined. */
    void alternatives(Cell cell, java.util.function.Function<Cell.Alternative, Statement> access, Origin o) {
        if (cell.alternatives().isEmpty()) {
            current = null; // only null or integer pointers: undefined behaviour, no execution continues
            return;
        }
        Location from = here();
        Location join = newLocation();
        for (Cell.Alternative a : cell.alternatives()) {
            Statement s = Statement.assume(a.guard()).then(access.apply(a));
            edge(from, join, s, a.storage().shared() ? 1 : 0, o);
        }
        current = join;
    }

    Term read(Cell.Alternative a) {
        Storage s = a.storage();
        if (s instanceof Storage.Scalar sc) {
            return sc.indexed() ? Terms.select(sc.variable(), a.index().orElse(Terms.ZERO)) : sc.variable();
        }
        throw new IllegalStateException("read of " + s);
    }

    Statement write(Cell.Alternative a, Value value, SourceLocation where) {
        Storage s = a.storage();
        if (s instanceof Storage.Scalar sc) {
            Term v = Value.intTerm(value);
            return Statement.assign(sc.variable(), sc.indexed()
                    ? Terms.store(sc.variable(), a.index().orElse(Terms.ZERO), v) : v);
        }
        if (s instanceof Storage.Pointer p && value instanceof Value.Ptr v) {
            ctx.pointsTo.add(p.key(), v.targets());
            Map<Var, Term> updates = new LinkedHashMap<>();
            updates.put(p.offset(), v.offset());
            p.base().ifPresent(b -> updates.put(b, v.base()));
            return Statement.assign(updates);
        }
        throw new UnsupportedException("assignment of " + value.getClass().getSimpleName().toLowerCase()
                + " to " + s.type().spelling(), where);
    }

    /** The integer kind of a type that integers are stored in (mutexes are ints). */
    IntegerKind kindOf(CType type, SourceLocation where) {
        if (type instanceof CType.IntegerType i) {
            return i.kind();
        }
        if (type instanceof org.imperium.cfrontend.types.EnumType e) {
            return e.underlying();
        }
        if (ctx.storages.isMutex(type)) {
            return IntegerKind.INT;
        }
        throw new UnsupportedException(Storages.describe(type), where);
    }
}
