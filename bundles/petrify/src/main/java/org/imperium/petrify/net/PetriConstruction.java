package org.imperium.petrify.net;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.imperium.core.Cancellation;
import org.imperium.core.UnsupportedException;
import org.imperium.logic.Statement;
import org.imperium.logic.Term;
import org.imperium.logic.Terms;
import org.imperium.petrify.graph.Edge;
import org.imperium.petrify.graph.ForkSite;
import org.imperium.petrify.graph.Location;
import org.imperium.petrify.graph.ThreadGraph;
import org.imperium.program.CoRelation;
import org.imperium.program.ExactCoRelation;
import org.imperium.program.Origin;
import org.imperium.program.PetriProgram;
import org.imperium.program.Place;
import org.imperium.program.ProgramVariable;
import org.imperium.program.ReachabilityGraph;
import org.imperium.program.ThreadInstance;

/**
 * Petrification (Heizmann et al., "Petrification", 2024, as used in Sect. 2 of The Ghosts of Empires): the
 * thread graphs of the main thread and of k instances per {@code pthread_create} site become one one-safe Petri
 * program. Places are the control locations of the instances; each instance of a site also has a place
 * {@code free} (marked while the instance is not running, initially) and {@code busy} (its complement), so that
 * <ul>
 *   <li>a fork of instance j consumes {@code free_j} and marks the entry of j and {@code busy_j};</li>
 *   <li>a join of j consumes the end place of j and {@code busy_j} and marks {@code free_j} again (the instance can
 *       be reused), guarded by the joined id being the id of j — a join never matches an instance that was not
 *       created or has not terminated;</li>
 *   <li>the insufficient-instances transition of a fork reads all {@code busy} places of its site: it is enabled
 *       exactly when every instance is in use.</li>
 * </ul>
 * The co-relation comes from the construction: exact from the marking graph when it has at most
 * {@code coRelationLimit} markings, otherwise the structural over-approximation {@link StructuralCoRelation}.
 */
public final class PetriConstruction {

    /** Makes the thread graph of one instance of a site's thread function. */
    @FunctionalInterface
    public interface ThreadFactory {
        /** @param id the thread id of the instance (what {@code pthread_create} stores; main has 0) */
        ThreadGraph create(ForkSite site, ThreadInstance instance, int id);
    }

    /** One thread instance of the program: its graph, the site that creates it and its thread id. */
    record Instance(ThreadGraph graph, Optional<ForkSite> site, int id) {
    }

    /** Suffixes of the names of the pool places of an instance, {@code f#j.free} and {@code f#j.busy}. */
    static final String FREE = ".free";
    static final String BUSY = ".busy";

    private final PetriProgram.Builder builder;
    private final ThreadFactory factory;
    private final int instancesPerSite;
    private final Map<ForkSite, List<Instance>> instancesBySite = new LinkedHashMap<>();
    private final List<Instance> instances = new ArrayList<>();
    private final Map<String, Integer> perFunction = new HashMap<>();
    private final Map<ThreadInstance, Map<Location, Place>> placeOf = new HashMap<>();
    private final Map<ThreadInstance, Place> freePlace = new HashMap<>();
    private final Map<ThreadInstance, Place> busyPlace = new HashMap<>();
    private int lastId;

    private PetriConstruction(String name, ThreadFactory factory, int instancesPerSite) {
        this.builder = new PetriProgram.Builder(name);
        this.factory = factory;
        this.instancesPerSite = instancesPerSite;
    }

    /**
     * @param globals          the shared variables, declared before the instances' own variables; read after every
     *                         thread graph has been made, so the factory may still add to the list
     * @param coRelationLimit  the largest marking graph explored for the exact co-relation
     */
    public static PetriProgram build(String name, ThreadGraph main, ThreadFactory factory, int instancesPerSite,
                                     List<ProgramVariable> globals, int coRelationLimit, Cancellation cancellation) {
        PetriConstruction c = new PetriConstruction(name, factory, instancesPerSite);
        c.discover(main);
        globals.forEach(c.builder::variable);
        return withCoRelation(c.assemble(), coRelationLimit, cancellation);
    }

    /**
     * The program with its co-relation: exact when the marking graph has at most {@code limit} markings,
     * structural otherwise (a limit of 0 skips the exploration).
     */
    public static PetriProgram withCoRelation(PetriProgram program, int limit, Cancellation cancellation) {
        CoRelation relation;
        try {
            if (limit <= 0) {
                throw new UnsupportedException("no exploration");
            }
            relation = ExactCoRelation.of(ReachabilityGraph.explore(program, limit, cancellation));
        } catch (UnsupportedException tooLarge) {
            BitSet free = new BitSet();
            BitSet busy = new BitSet();
            for (org.imperium.program.Place p : program.places()) {
                if (p.name().endsWith(FREE)) {
                    free.set(p.id());
                } else if (p.name().endsWith(BUSY)) {
                    busy.set(p.id());
                }
            }
            relation = StructuralCoRelation.of(free, busy);
        }
        return program.withCoRelation(relation);
    }

    /** Finds every site reachable from main and makes the instances of each, breadth-first. */
    private void discover(ThreadGraph main) {
        Deque<Instance> todo = new ArrayDeque<>();
        Instance m = new Instance(main, Optional.empty(), 0);
        todo.add(m);
        while (!todo.isEmpty()) {
            Instance current = todo.poll();
            instances.add(current);
            for (Edge e : reachableEdges(current.graph())) {
                if (e instanceof Edge.Fork f && !instancesBySite.containsKey(f.site())) {
                    List<Instance> list = new ArrayList<>();
                    instancesBySite.put(f.site(), list);
                    for (int j = 0; j < instancesPerSite; j++) {
                        int index = perFunction.merge(f.site().function(), 1, Integer::sum);
                        ThreadInstance thread = new ThreadInstance(f.site().function(), index);
                        int id = ++lastId;
                        Instance created = new Instance(factory.create(f.site(), thread, id), Optional.of(f.site()),
                                id);
                        list.add(created);
                        todo.add(created);
                    }
                }
            }
        }
    }

    private PetriProgram assemble() {
        for (Instance i : instances) {
            i.graph().variables().forEach(builder::variable);
        }
        for (Instance i : instances) {
            ThreadGraph g = i.graph();
            ThreadInstance thread = g.thread();
            Map<Location, Place> places = new LinkedHashMap<>();
            BitSet reachable = reachable(g);
            for (Location l : g.locations()) {
                if (reachable.get(l.index()) || l == g.entry()) {
                    Place.Kind kind = l.kind() == Location.Kind.ERROR ? Place.Kind.ERROR : Place.Kind.REGULAR;
                    places.put(l, builder.place(thread + "." + (l.kind() == Location.Kind.ERROR ? "err" : "l")
                            + l.index(), thread, kind, l.origin(), l.cScope()));
                }
            }
            placeOf.put(thread, places);
            if (i.site().isPresent()) {
                Optional<Origin> origin = Optional.of(i.site().get().origin());
                Place free = builder.place(thread + FREE, thread, Place.Kind.REGULAR, origin);
                freePlace.put(thread, free);
                busyPlace.put(thread, builder.place(thread + BUSY, thread, Place.Kind.REGULAR, origin));
                builder.initial(free);
            } else {
                builder.initial(places.get(g.entry()));
            }
        }
        for (Instance i : instances) {
            List<Edge> edges = reachableEdges(i.graph());
            for (int n = 0; n < edges.size(); n++) {
                transitions(i, edges.get(n), i.graph().thread() + ".t" + n);
            }
        }
        return builder.build();
    }

    private void transitions(Instance owner, Edge edge, String name) {
        ThreadInstance thread = owner.graph().thread();
        Place from = placeOf.get(thread).get(edge.from());
        Place to = placeOf.get(thread).get(edge.to());
        Optional<Origin> origin = Optional.of(edge.origin());
        if (edge instanceof Edge.Step s) {
            builder.transition(name, List.of(from), List.of(to), s.statement(), thread, origin);
        } else if (edge instanceof Edge.Fork f) {
                List<Instance> targets = instancesBySite.get(f.site());
                List<Place> busy = new ArrayList<>();
                for (Instance target : targets) {
                    ThreadInstance t = target.graph().thread();
                    busy.add(busyPlace.get(t));
                    if (t.equals(thread)) {
                        continue;
                    }
                    Statement statement = f.storeId().apply(Terms.num(target.id()));
                    Map<org.imperium.logic.Var, Term> binding = new LinkedHashMap<>();
                    List<org.imperium.logic.Var> parameters = target.graph().parameters();
                    for (int k = 0; k < parameters.size() && k < f.arguments().size(); k++) {
                        binding.put(parameters.get(k), f.arguments().get(k));
                    }
                    statement = statement.then(Statement.assign(binding));
                    builder.transition(name + "." + t, List.of(from, freePlace.get(t)),
                            List.of(to, placeOf.get(t).get(target.graph().entry()), busyPlace.get(t)), statement,
                            thread, origin);
                }
                Place insufficient = builder.place(name + ".ins", thread, Place.Kind.INSUFFICIENT_INSTANCES,
                        origin);
                List<Place> pre = new ArrayList<>(List.of(from));
                pre.addAll(busy);
                List<Place> post = new ArrayList<>(List.of(insufficient));
                post.addAll(busy);
                builder.transition(name + ".insufficient", pre, post, Statement.SKIP, thread, origin);
        } else if (edge instanceof Edge.Join j) {
                for (Instance target : instances) {
                    ThreadInstance t = target.graph().thread();
                    if (target.site().isEmpty() || t.equals(thread)) {
                        continue;
                    }
                    Term guard = Terms.eq(j.threadId(), Terms.num(target.id()));
                    if (guard.isFalse()) {
                        continue;
                    }
                    Place end = placeOf.get(t).get(target.graph().end());
                    if (end == null) {
                        continue;
                    }
                    builder.transition(name + "." + t, List.of(from, end, busyPlace.get(t)),
                            List.of(to, freePlace.get(t)), Statement.assume(guard), thread, origin);
                }
        }
    }

    /** Locations reachable from the entry along edges (dead code after return or abort is dropped). */
    private static BitSet reachable(ThreadGraph g) {
        BitSet seen = new BitSet();
        Deque<Location> todo = new ArrayDeque<>();
        seen.set(g.entry().index());
        todo.add(g.entry());
        Map<Location, List<Edge>> out = new HashMap<>();
        g.edges().forEach(e -> out.computeIfAbsent(e.from(), k -> new ArrayList<>()).add(e));
        while (!todo.isEmpty()) {
            Location l = todo.poll();
            for (Edge e : out.getOrDefault(l, List.of())) {
                if (!seen.get(e.to().index())) {
                    seen.set(e.to().index());
                    todo.add(e.to());
                }
            }
        }
        return seen;
    }

    private static List<Edge> reachableEdges(ThreadGraph g) {
        BitSet r = reachable(g);
        return g.edges().stream().filter(e -> r.get(e.from().index())).toList();
    }
}
