package org.imperium.petrify.graph;

import java.util.List;
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
     * the new instance's thread id) in the creating thread, and gives the new instance's parameters the values of
     * {@code arguments} (terms over the creating thread's variables). A further transition leads to an
     * insufficient-instances place when every instance of the site is in use. {@code arguments} are assigned to
     * the new instance's {@link ThreadGraph#parameters()} in order.
     */
    record Fork(Location from, Location to, ForkSite site, Function<Term, Statement> storeId,
                List<Term> arguments, Origin origin) implements Edge {
        public Fork {
            arguments = List.copyOf(arguments);
        }
    }

    /**
     * {@code pthread_join}: one transition per thread instance, enabled when the instance has terminated and
     * {@code threadId} (a term over the joining thread's variables) equals its id.
     */
    record Join(Location from, Location to, Term threadId, Origin origin) implements Edge {
    }
}
