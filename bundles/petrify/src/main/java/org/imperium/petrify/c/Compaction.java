package org.imperium.petrify.c;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.imperium.core.UnsupportedException;
import org.imperium.logic.Statement;
import org.imperium.petrify.graph.Edge;
import org.imperium.petrify.graph.Location;
import org.imperium.program.Origin;

/**
 * The two rewritings after lowering a thread. (1) Each atomic region — from an {@code __VERIFIER_atomic_begin}
 * (or the call of an {@code __VERIFIER_atomic_*} function) to the matching end — becomes one step per path
 * through it, so the block is a single transition; a loop, fork or join inside a block is unsupported, as are
 * more than {@link #MAX_PATHS} paths. (2) Sequential steps are merged while the merged step still accesses at
 * most one shared location: a location with one incoming step is bypassed by composing that step with each
 * outgoing one; skip steps disappear. Only locations inside the translation of one C statement are bypassed, so
 * every statement keeps its place and a step carries the origin of its statement. Thread-local steps commute with every step of other threads, so merging them keeps the
 * reachable states and errors of sequential consistency.
 */
final class Compaction {

    static final int MAX_PATHS = 4096;

    private final ThreadLowering l;
    private final List<Edge> edges;
    private final Map<Edge, ThreadLowering.Meta> meta;

    private Compaction(ThreadLowering l) {
        this.l = l;
        this.edges = l.graph.edges();
        this.meta = l.meta;
    }

    static void run(ThreadLowering l) {
        Compaction c = new Compaction(l);
        c.atomicRegions();
        c.dropSkips();
        c.merge();
    }

    // ---- atomic regions

    private void atomicRegions() {
        List<Edge> begins = new ArrayList<>();
        for (Edge e : edges) {
            ThreadLowering.Meta m = meta.get(e);
            if (m != null && m.marker() == ThreadLowering.Marker.BEGIN && !m.atomic()) {
                begins.add(e);
            }
        }
        if (begins.isEmpty()) {
            return;
        }
        Map<Location, List<Edge>> out = outgoing();
        List<Edge> added = new ArrayList<>();
        for (Edge begin : begins) {
            paths(begin, begin.to(), Statement.SKIP, 1, new HashSet<>(), out, added);
        }
        edges.removeIf(e -> meta.get(e) != null && (meta.get(e).atomic() || begins.contains(e)));
        edges.addAll(added);
    }

    private void paths(Edge begin, Location at, Statement so, int depth, Set<Location> onPath,
                       Map<Location, List<Edge>> out, List<Edge> added) {
        if (at.kind() != Location.Kind.REGULAR) {
            add(begin, at, so, added);
            return;
        }
        List<Edge> next = out.getOrDefault(at, List.of());
        if (next.isEmpty()) {
            add(begin, at, so, added);
            return;
        }
        if (!onPath.add(at)) {
            throw new UnsupportedException("loop in an atomic block", begin.origin().location());
        }
        for (Edge e : next) {
            if (!(e instanceof Edge.Step s)) {
                throw new UnsupportedException("thread creation or join in an atomic block",
                        begin.origin().location());
            }
            ThreadLowering.Meta m = meta.get(e);
            int d = depth + (m.marker() == ThreadLowering.Marker.BEGIN ? 1
                    : m.marker() == ThreadLowering.Marker.END ? -1 : 0);
            Statement composed = so.then(s.statement());
            if (d == 0) {
                add(begin, s.to(), composed, added);
            } else {
                paths(begin, s.to(), composed, d, onPath, out, added);
            }
        }
        onPath.remove(at);
    }

    private void add(Edge begin, Location to, Statement statement, List<Edge> added) {
        if (added.size() > MAX_PATHS) {
            throw new UnsupportedException("more than " + MAX_PATHS + " paths through atomic blocks",
                    begin.origin().location());
        }
        Edge.Step e = new Edge.Step(begin.from(), to, statement, begin.origin());
        meta.put(e, new ThreadLowering.Meta(2, false, ThreadLowering.Marker.NONE));
        added.add(e);
    }

    // ---- merging

    private void merge() {
        boolean changed = true;
        while (changed) {
            changed = false;
            Map<Location, List<Edge>> out = outgoing();
            Map<Location, List<Edge>> in = incoming();
            for (Location middle : new ArrayList<>(in.keySet())) {
                if (middle == l.graph.entry() || middle.kind() != Location.Kind.REGULAR
                        || isThreadEnd(middle) || middle.origin().isPresent()) {
                    continue;
                }
                List<Edge> ins = in.getOrDefault(middle, List.of());
                List<Edge> outs = out.getOrDefault(middle, List.of());
                if (ins.size() != 1 || outs.isEmpty() || !(ins.get(0) instanceof Edge.Step first)
                        || first.from() == middle || !edges.contains(first)) {
                    continue;
                }
                int firstAccesses = meta.get(first).sharedAccesses();
                boolean all = true;
                for (Edge e : outs) {
                    if (!(e instanceof Edge.Step s) || s.to() == middle
                            || firstAccesses + meta.get(s).sharedAccesses() > 1) {
                        all = false;
                        break;
                    }
                }
                if (!all) {
                    continue;
                }
                edges.remove(first);
                for (Edge e : outs) {
                    Edge.Step s = (Edge.Step) e;
                    int accesses = meta.get(s).sharedAccesses();
                    Origin origin = s.origin().kind() != Origin.Kind.OTHER ? s.origin() : first.origin();
                    Edge.Step merged = new Edge.Step(first.from(), s.to(), first.statement().then(s.statement()),
                            origin);
                    meta.put(merged, new ThreadLowering.Meta(firstAccesses + accesses, false,
                            ThreadLowering.Marker.NONE));
                    edges.set(edges.indexOf(s), merged);
                }
                changed = true;
                out = outgoing();
                in = incoming();
            }
        }
    }

    /**
     * Bypasses locations whose only outgoing edge is a skip step: their incoming edges (of any kind) go to the
     * skip's target directly. Locations where a C statement starts stay (witnesses put invariants there).
     */
    private void dropSkips() {
        boolean changed = true;
        while (changed) {
            changed = false;
            Map<Location, List<Edge>> out = outgoing();
            for (Map.Entry<Location, List<Edge>> entry : out.entrySet()) {
                Location middle = entry.getKey();
                List<Edge> outs = entry.getValue();
                if (outs.size() != 1 || !(outs.get(0) instanceof Edge.Step skip) || !skip.statement().isSkip()
                        || skip.to() == middle || middle == l.graph.entry() || isThreadEnd(middle)
                        || middle.origin().isPresent()) {
                    continue;
                }
                edges.remove(skip);
                for (int i = 0; i < edges.size(); i++) {
                    Edge e = edges.get(i);
                    if (e.to() == middle) {
                        Edge moved = retarget(e, skip.to());
                        meta.put(moved, meta.getOrDefault(e, new ThreadLowering.Meta(0, false,
                                ThreadLowering.Marker.NONE)));
                        edges.set(i, moved);
                    }
                }
                changed = true;
                break;
            }
        }
    }

    private static Edge retarget(Edge e, Location to) {
        if (e instanceof Edge.Step s) {
            return new Edge.Step(s.from(), to, s.statement(), s.origin());
        }
        if (e instanceof Edge.Fork f) {
            return new Edge.Fork(f.from(), to, f.site(), f.storeId(), f.arguments(), f.origin());
        }
        Edge.Join j = (Edge.Join) e;
        return new Edge.Join(j.from(), to, j.threadId(), j.origin());
    }

    private boolean isThreadEnd(Location location) {
        return location == l.threadEnd;
    }

    /*
     * Both maps iterate in the order of the edge list, not by hash codes of locations (identity hashes differ
     * between runs): which location is bypassed first decides the result, so it must not depend on the run.
     */
    private Map<Location, List<Edge>> outgoing() {
        Map<Location, List<Edge>> out = new LinkedHashMap<>();
        for (Edge e : edges) {
            out.computeIfAbsent(e.from(), k -> new ArrayList<>()).add(e);
        }
        return out;
    }

    private Map<Location, List<Edge>> incoming() {
        Map<Location, List<Edge>> in = new LinkedHashMap<>();
        for (Edge e : edges) {
            in.computeIfAbsent(e.to(), k -> new ArrayList<>()).add(e);
        }
        return in;
    }
}
