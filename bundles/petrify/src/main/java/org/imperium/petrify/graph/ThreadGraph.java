package org.imperium.petrify.graph;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.imperium.logic.Statement;
import org.imperium.logic.Term;
import org.imperium.logic.Var;
import java.util.function.Supplier;
import org.imperium.program.CScope;
import org.imperium.program.Origin;
import org.imperium.program.ProgramVariable;
import org.imperium.program.ThreadInstance;

/**
 * The control flow of one thread instance after lowering C: locations and edges whose statements respect the
 * granularity of petrification (each reads or writes at most one shared memory location, except mutex operations
 * and atomic blocks). {@link org.imperium.petrify.net.PetriConstruction} turns a set of them into a Petri program.
 */
public final class ThreadGraph {

    private final ThreadInstance thread;
    private final List<Location> locations;
    private final List<Edge> edges;
    private final Location entry;
    private final Location end;
    private final List<Var> parameters;
    private final List<ProgramVariable> variables;

    private ThreadGraph(Builder b) {
        this.thread = b.thread;
        this.locations = List.copyOf(b.locations);
        this.edges = List.copyOf(b.edges);
        this.entry = b.entry;
        this.end = b.end;
        this.parameters = List.copyOf(b.parameters);
        this.variables = List.copyOf(b.variables);
    }

    public ThreadInstance thread() {
        return thread;
    }

    public List<Location> locations() {
        return locations;
    }

    public List<Edge> edges() {
        return edges;
    }

    /** Where the instance starts (marked initially for the main thread, by a fork otherwise). */
    public Location entry() {
        return entry;
    }

    /** Where the instance has terminated and can be joined (return of the thread function, pthread_exit). */
    public Location end() {
        return end;
    }

    /** The variables that receive the argument of {@code pthread_create} (none, or a pointer's offset and base). */
    public List<Var> parameters() {
        return parameters;
    }

    /** The instance's own variables (locals, temporaries). */
    public List<ProgramVariable> variables() {
        return variables;
    }

    /** Builds a thread graph; locations are numbered in creation order. */
    public static final class Builder {
        private final ThreadInstance thread;
        private final List<Location> locations = new ArrayList<>();
        private final List<Edge> edges = new ArrayList<>();
        private final List<ProgramVariable> variables = new ArrayList<>();
        private Location entry;
        private Location end;
        private final List<Var> parameters = new ArrayList<>();
        private final Supplier<Optional<CScope>> scope;

        public Builder(ThreadInstance thread) {
            this.thread = thread;
            this.scope = Optional::empty;
        }

        /** @param scope the C scope at the point of the lowering where a location is made or marked */
        public Builder(ThreadInstance thread, Supplier<CScope> scope) {
            this.thread = thread;
            this.scope = () -> Optional.of(scope.get());
        }

        public ThreadInstance thread() {
            return thread;
        }

        public Location location(Optional<Origin> origin) {
            return add(Location.Kind.REGULAR, origin);
        }

        public Location location(Origin origin) {
            return location(Optional.of(origin));
        }

        /** The C statement that starts at {@code l} (the first one to claim it). */
        public void mark(Location l, Origin statement) {
            l.mark(statement, scope.get());
        }

        public Location errorLocation(Origin origin) {
            return add(Location.Kind.ERROR, Optional.of(origin));
        }

        public Location exitLocation(Origin origin) {
            return add(Location.Kind.EXITED, Optional.of(origin));
        }

        private Location add(Location.Kind kind, Optional<Origin> origin) {
            Optional<CScope> s = scope.get().map(c -> origin.isPresent()
                    ? new CScope(c.function(), c.frame(), c.locals(), origin) : c);
            Location l = new Location(locations.size(), kind, origin, s);
            locations.add(l);
            return l;
        }

        public Builder step(Location from, Location to, Statement statement, Origin origin) {
            edges.add(new Edge.Step(from, to, statement, origin));
            return this;
        }

        public Builder fork(Location from, Location to, ForkSite site,
                            java.util.function.Function<Term, Statement> storeId, List<Term> arguments,
                            Origin origin) {
            edges.add(new Edge.Fork(from, to, site, storeId, arguments, origin));
            return this;
        }

        public Builder join(Location from, Location to, Term threadId, Origin origin) {
            edges.add(new Edge.Join(from, to, threadId, origin));
            return this;
        }

        public Builder variable(ProgramVariable v) {
            variables.add(v);
            return this;
        }

        /** The entry set so far. */
        public Location entry() {
            return entry;
        }

        public Builder entry(Location l) {
            this.entry = l;
            return this;
        }

        public Builder end(Location l) {
            this.end = l;
            return this;
        }

        public Builder parameter(Var v) {
            parameters.add(v);
            return this;
        }

        /** Edges added so far (the lowering may rewrite them before building). */
        public List<Edge> edges() {
            return edges;
        }

        public List<Location> locations() {
            return locations;
        }

        public ThreadGraph build() {
            if (entry == null || end == null) {
                throw new IllegalStateException("thread graph of " + thread + " without entry or end");
            }
            return new ThreadGraph(this);
        }
    }
}
