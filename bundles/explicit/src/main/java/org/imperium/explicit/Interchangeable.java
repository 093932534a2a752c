package org.imperium.explicit;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.imperium.logic.Var;
import org.imperium.program.PetriProgram;
import org.imperium.program.ThreadInstance;

/**
 * The {@link Symmetry} facts that the counter abstraction ({@code org.imperium.explicit.counting}) needs, for use
 * outside this package: the groups of interchangeable thread instances and the ignorable variables.
 */
public final class Interchangeable {

    /** One group of interchangeable instances; {@code identities}: whether the instances carry thread ids. */
    public record Group(List<ThreadInstance> instances, boolean identities) {
    }

    private Interchangeable() {
    }

    /** The groups of two or more interchangeable instances of the program (Symmetry's definition). */
    public static List<Group> groups(PetriProgram program) {
        Map<Var, Integer> slotOf = new HashMap<>();
        program.variables().keySet().forEach(v -> slotOf.put(v, slotOf.size()));
        return Symmetry.of(program, slotOf, new ValueTable()).map(s -> s.groups().stream()
                .map(g -> new Group(g.instances(), g.ids().isPresent())).toList()).orElse(List.of());
    }

    /** Variables whose value before a statement no statement reads ({@link Symmetry#ignorable}). */
    public static Set<Var> ignorable(PetriProgram program) {
        return Symmetry.ignorable(program);
    }
}
