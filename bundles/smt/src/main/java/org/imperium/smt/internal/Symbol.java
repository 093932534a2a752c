package org.imperium.smt.internal;

import org.imperium.logic.Var;

/**
 * A solver variable: a logic variable, in a trace at SSA version {@code version} ({@link #PLAIN} outside traces).
 */
record Symbol(Var var, int version) {

    static final int PLAIN = -1;

    static Symbol plain(Var var) {
        return new Symbol(var, PLAIN);
    }
}
