package org.imperium.program;

import java.util.Optional;
import org.imperium.logic.Var;

/**
 * A variable of a Petri program with what back-translation and the reductions need to know about it.
 *
 * @param var    the logic variable used in statements (its name is unique in the program)
 * @param scope  global (shared), local to one thread instance, or auxiliary (introduced by the translation)
 * @param owner  the thread instance of a local or auxiliary variable
 * @param cName  the C name (or C expression) the variable stands for, empty when it has none
 * @param cType  the C type as written, e.g. {@code unsigned int}; empty for mathematical integers
 */
public record ProgramVariable(Var var, Scope scope, Optional<ThreadInstance> owner, Optional<String> cName,
                              Optional<String> cType) {

    public enum Scope { GLOBAL, LOCAL, AUXILIARY }

    public static ProgramVariable global(Var var) {
        return new ProgramVariable(var, Scope.GLOBAL, Optional.empty(), Optional.of(var.name()), Optional.empty());
    }

    public static ProgramVariable local(Var var, ThreadInstance owner, String cName) {
        return new ProgramVariable(var, Scope.LOCAL, Optional.of(owner), Optional.of(cName), Optional.empty());
    }

    /** Thread-local: no other thread instance reads or writes it. */
    public boolean isThreadLocal() {
        return scope != Scope.GLOBAL;
    }
}
