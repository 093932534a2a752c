package org.imperium.empire;

import java.util.HashSet;
import java.util.Set;
import org.imperium.logic.Sort;
import org.imperium.logic.Terms;
import org.imperium.logic.Var;
import org.imperium.program.PetriProgram;

/** Fresh names for ghost variables: the wished name, or with underscores appended until no variable has it. */
final class GhostNames {

    private final Set<String> taken = new HashSet<>();

    GhostNames(PetriProgram program) {
        program.variables().keySet().forEach(v -> taken.add(v.name()));
    }

    Var fresh(String wish, Sort sort) {
        String name = wish;
        while (!taken.add(name)) {
            name = name + "_";
        }
        return Terms.var(name, sort);
    }
}
