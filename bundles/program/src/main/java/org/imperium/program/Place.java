package org.imperium.program;

import java.util.Optional;

/**
 * A place of a Petri program (Def. 2.1): a control location of one thread instance. Places are compared by
 * identity; {@code id} is their index in {@link PetriProgram#places()}.
 */
public final class Place {

    /** Error places are what the property forbids; insufficient-instance places say "raise the bound". */
    public enum Kind { REGULAR, ERROR, INSUFFICIENT_INSTANCES }

    private final int id;
    private final String name;
    private final ThreadInstance thread;
    private final Kind kind;
    private final Optional<Origin> origin;
    private final Optional<CScope> cScope;

    Place(int id, String name, ThreadInstance thread, Kind kind, Optional<Origin> origin, Optional<CScope> cScope) {
        this.id = id;
        this.name = name;
        this.thread = thread;
        this.kind = kind;
        this.origin = origin;
        this.cScope = cScope;
    }

    public int id() {
        return id;
    }

    public String name() {
        return name;
    }

    public ThreadInstance thread() {
        return thread;
    }

    public Kind kind() {
        return kind;
    }

    /** An error place or an insufficient-instance place: a proof must show both unreachable. */
    public boolean isBad() {
        return kind != Kind.REGULAR;
    }

    public Optional<Origin> origin() {
        return origin;
    }

    /** The C scope of the place, when the program was petrified from C (not kept by the text format). */
    public Optional<CScope> cScope() {
        return cScope;
    }

    @Override
    public String toString() {
        return name;
    }
}
