package org.imperium.petrify.graph;

import java.util.Optional;
import org.imperium.program.CScope;
import org.imperium.program.Origin;

/**
 * A control location of one thread instance; it becomes a place of the Petri program. Compared by identity.
 */
public final class Location {

    /** What becomes of a token on the location. */
    public enum Kind {
        /** an ordinary control location */
        REGULAR,
        /** a call of reach_error / __assert_fail was reached: an error place */
        ERROR,
        /** the program ended here (exit, abort, return from main): a sink no join matches */
        EXITED
    }

    private final int index;
    private final Kind kind;
    private Optional<Origin> origin;
    private Optional<CScope> cScope;

    Location(int index, Kind kind, Optional<Origin> origin, Optional<CScope> cScope) {
        this.index = index;
        this.kind = kind;
        this.origin = origin;
        this.cScope = cScope;
    }

    /** Position in {@link ThreadGraph#locations()}. */
    public int index() {
        return index;
    }

    public Kind kind() {
        return kind;
    }

    public Optional<Origin> origin() {
        return origin;
    }

    /** The C scope at the location: where it was made, or where its statement starts once marked. */
    public Optional<CScope> cScope() {
        return cScope;
    }

    /**
     * Gives the location the origin of the C statement that starts there, and the scope there, unless it has an
     * origin already.
     */
    void mark(Origin statement, Optional<CScope> scope) {
        if (origin.isEmpty()) {
            origin = Optional.of(statement);
            if (scope.isPresent()) {
                cScope = Optional.of(new CScope(scope.get().function(), scope.get().frame(), scope.get().locals(),
                        origin));
            }
        }
    }

    @Override
    public String toString() {
        return "l" + index;
    }
}
