package org.imperium.petrify.graph;

import java.util.Optional;
import java.util.function.Function;
import org.imperium.logic.Statement;
import org.imperium.logic.Term;
import org.imperium.program.Origin;

/** An edge of a {@link ThreadGraph}; each becomes one or more transitions of the Petri program. */
public sealed interface Edge {

    Location from();

    Location to();

    Origin origin();

    /** An atomic statement of the thread (one transition). */
    record Step(Location from, Location to, Statement statement, Origin origin) implements Edge {
    }

    /**
     * {@code pthread_create}: one transition per thread instance of the site, which runs {@code storeId} (given
     * the new instance's thread id) in the creating thread, and gives the new instance's parameter the value
     * {@code argument} (a term over the creating thread's variables). A further transition leads to an
     * insufficient-instances place when every instance of the site is in use.
     */
    record Fork(Location from, Location to, ForkSite site, Function<Term, Statement> storeId,
                Optional<Term> argument, Origin origin) implements Edge {
    }

    /**
     * {@code pthread_join}: one transition per thread instance, enabled when the instance has terminated and
     * {@code threadId} (a term over the joining thread's variables) equals its id.
     */
    record Join(Location from, Location to, Term threadId, Origin origin) implements Edge {
    }
}
