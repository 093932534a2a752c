package org.imperium.program;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.imperium.logic.Var;

/**
 * What a place of a petrified C program means in C, for back-translation: which local variables are in scope
 * there and which C statement is being executed. Witnesses use it so that a location invariant mentions only
 * variables in scope at its location, and so that two inlined calls of one function (two copies of its locals)
 * map back to the right C names.
 *
 * @param function  the C function whose code the place belongs to (the callee for places of an inlined call)
 * @param frame     which inlined execution of {@code function} in its thread instance: empty for the thread's own
 *                  function, otherwise the chain of call sites {@code /line:column} leading to it
 * @param locals    the C names in scope at the place (innermost declaration wins), each with the program variable
 *                  of this thread instance and frame that holds it; a member or pointer base has a dotted name
 *                  ({@code s.f}, {@code p.base}). A local is in scope from the statement after its declaration to
 *                  the end of its block
 * @param statement the C statement whose translation the place belongs to: the place's own origin when the
 *                  statement starts there, otherwise the statement the place lies inside of (a place between two
 *                  steps of one statement)
 */
public record CScope(String function, String frame, Map<String, Var> locals, Optional<Origin> statement) {

    public CScope {
        locals = Collections.unmodifiableMap(new LinkedHashMap<>(locals));
    }
}
