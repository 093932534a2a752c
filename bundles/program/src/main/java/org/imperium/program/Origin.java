package org.imperium.program;

import java.util.Optional;
import org.imperium.core.SourceLocation;

/**
 * Where a place or transition comes from in the C program, for back-translation (witnesses, error traces).
 *
 * @param location first character of the C statement (or of the loop keyword for loop heads)
 * @param function the enclosing C function as written in the source (not the thread instance)
 * @param kind     what the C construct is; witness export uses it to decide where ghost updates may stand
 * @param text     the C source text of the construct, shortened, for error traces
 * @param branch   for a transition that takes one outcome of a condition (of an if, loop, {@code ?:}, an operand
 *                 of {@code &&}/{@code ||}, an assumption): {@code "true"} or {@code "false"}; for a switch the case
 *                 constant ({@code "3"}, a GNU range {@code "1...5"}) or {@code "default"}; empty otherwise (and
 *                 in programs read from the text format)
 */
public record Origin(SourceLocation location, String function, Kind kind, String text, Optional<String> branch) {

    public Origin(SourceLocation location, String function, Kind kind, String text) {
        this(location, function, kind, text, Optional.empty());
    }

    /** The same construct, taken with the given outcome. */
    public Origin withBranch(String outcome) {
        return new Origin(location, function, kind, text, Optional.of(outcome));
    }

    /** Kinds of C constructs a transition or place can stand for. */
    public enum Kind {
        /** an assignment or a declaration with initializer (ghost updates allowed) */
        ASSIGNMENT,
        /** pthread_mutex_lock / unlock (ghost updates allowed) */
        LOCK, UNLOCK,
        /** pthread_create (ghost updates allowed, executed before the new thread starts) */
        THREAD_CREATE,
        /** pthread_join */
        THREAD_JOIN,
        /** __VERIFIER_atomic_begin / end, and calls of __VERIFIER_atomic_* functions (ghost updates allowed on begin/end) */
        ATOMIC_BEGIN, ATOMIC_END, ATOMIC_BLOCK,
        /** the condition of if/while/for/do/switch/?: taken one way */
        BRANCH,
        /** assume_abort_if_not, __VERIFIER_assume */
        ASSUME,
        /** a call of a nondeterministic-value function or another call statement */
        CALL,
        /** return from a function, end of a thread */
        RETURN,
        /** reach_error(), __assert_fail */
        ERROR,
        /** a loop head (for loop invariants) */
        LOOP_HEAD,
        /** any other statement */
        OTHER
    }

    /** Whether SV-COMP validators accept a ghost update at this construct (see docs/witnesses.md). */
    public boolean acceptsGhostUpdate() {
        return switch (kind) {
            case ASSIGNMENT, LOCK, UNLOCK, THREAD_CREATE, ATOMIC_BEGIN, ATOMIC_END -> true;
            default -> false;
        };
    }
}
