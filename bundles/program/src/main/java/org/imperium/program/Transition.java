package org.imperium.program;

import java.util.List;
import java.util.Optional;
import org.imperium.logic.Statement;

/**
 * A transition of a Petri program (Def. 2.1) with its statement λ(t). Pre- and post-places are sets, kept as
 * lists without duplicates in a fixed order. Compared by identity; {@code id} is the index in
 * {@link PetriProgram#transitions()}.
 */
public final class Transition {

    private final int id;
    private final String name;
    private final List<Place> pre;
    private final List<Place> post;
    private final Statement statement;
    private final ThreadInstance thread;
    private final Optional<Origin> origin;

    Transition(int id, String name, List<Place> pre, List<Place> post, Statement statement, ThreadInstance thread,
               Optional<Origin> origin) {
        this.id = id;
        this.name = name;
        this.pre = List.copyOf(pre);
        this.post = List.copyOf(post);
        this.statement = statement;
        this.thread = thread;
        this.origin = origin;
    }

    public int id() {
        return id;
    }

    public String name() {
        return name;
    }

    /** •t */
    public List<Place> pre() {
        return pre;
    }

    /** t• */
    public List<Place> post() {
        return post;
    }

    /** λ(t) */
    public Statement statement() {
        return statement;
    }

    /** The thread instance that executes the transition (for fork and join: the forking / joining thread). */
    public ThreadInstance thread() {
        return thread;
    }

    public Optional<Origin> origin() {
        return origin;
    }

    /** One pre-place and one post-place (Def. 5.5). */
    public boolean isSequential() {
        return pre.size() == 1 && post.size() == 1;
    }

    @Override
    public String toString() {
        return name;
    }
}
