package org.imperium.witness.export;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.regex.Pattern;
import org.imperium.logic.Var;
import org.imperium.program.PetriProgram;
import org.imperium.program.ProgramVariable;
import org.imperium.program.ThreadInstance;
import org.imperium.witness.cexpr.CPrinter.CVariable;
import org.imperium.witness.cexpr.CType;

/**
 * Which variables of a Petri program a witness may name at a location of one thread instance, and by which C name
 * (WITNESS-FORMAT.md §9, rule 4): the ghosts; the globals, unless a local of the instance has the same C name and
 * might shadow them; the locals of this instance, unless several variables of the instance share the C name (a
 * function inlined at several calls has one copy of its locals per call, and which copy is meant at a location is
 * not recorded). Locals of other instances and auxiliary variables of the
 * translation have no C name there — the exporter projects them out ({@link org.imperium.witness.cexpr.Weakening}).
 * Variables whose C name is not a plain identifier ({@code a[2]}, {@code *p}) or whose C type is not an integer
 * type or unknown (a mutex, a pointer) are not named either.
 */
public final class CNaming {

    private static final Pattern IDENTIFIER = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

    private final PetriProgram program;
    private final Map<Var, CVariable> ghosts;
    private final boolean lp64;

    private final Function<String, Optional<String>> globalTypes;

    /**
     * @param globalTypes the declared C type of a global by C name, for variables whose type the Petri program
     *                    does not record; a variable whose type is known from neither is not named
     */
    public CNaming(PetriProgram program, Map<Var, String> ghostNames, boolean lp64,
                   Function<String, Optional<String>> globalTypes) {
        this.program = program;
        this.globalTypes = globalTypes;
        this.lp64 = lp64;
        this.ghosts = new HashMap<>();
        ghostNames.forEach((v, n) -> ghosts.put(v, new CVariable(n, CType.INT)));
    }

    /** The naming at a place or transition of {@code thread}. */
    public Function<Var, Optional<CVariable>> at(ThreadInstance thread) {
        Map<String, Integer> shadowing = new HashMap<>();
        for (ProgramVariable pv : program.variables().values()) {
            if (pv.scope() == ProgramVariable.Scope.LOCAL && pv.owner().equals(Optional.of(thread))) {
                pv.cName().ifPresent(n -> shadowing.merge(n, 1, Integer::sum));
            }
        }
        return v -> {
            CVariable ghost = ghosts.get(v);
            if (ghost != null) {
                return Optional.of(ghost);
            }
            ProgramVariable pv = program.variables().get(v);
            if (pv == null || pv.cName().isEmpty() || !IDENTIFIER.matcher(pv.cName().get()).matches()) {
                return Optional.empty();
            }
            boolean visible = switch (pv.scope()) {
                case GLOBAL -> !shadowing.containsKey(pv.cName().get());
                // several copies of one C local (a function inlined at several calls): which one is meant is unknown
                case LOCAL -> pv.owner().equals(Optional.of(thread)) && shadowing.get(pv.cName().get()) == 1;
                case AUXILIARY -> false;
            };
            if (!visible) {
                return Optional.empty();
            }
            Optional<String> typeText = pv.cType().or(() -> pv.scope() == ProgramVariable.Scope.GLOBAL
                    ? globalTypes.apply(pv.cName().get()) : Optional.empty());
            Optional<CType> type = typeText.flatMap(t -> CType.parse(t, lp64));
            return type.map(t -> new CVariable(pv.cName().get(), t));
        };
    }

    /** Whether {@code name} is a plain C identifier. */
    public static boolean isIdentifier(String name) {
        return IDENTIFIER.matcher(name).matches();
    }
}
