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
 * might shadow them; the locals of this instance. Locals of other instances and auxiliary variables of the
 * translation have no C name there — the exporter projects them out ({@link org.imperium.witness.cexpr.Weakening}).
 * Variables whose C name is not a plain identifier ({@code a[2]}, {@code *p}) or whose type is not an integer type
 * are not named either. A variable without a recorded C type (hand-written Petri programs) is taken to be an
 * {@code int}.
 */
public final class CNaming {

    private static final Pattern IDENTIFIER = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

    private final PetriProgram program;
    private final Map<Var, CVariable> ghosts;
    private final boolean lp64;

    public CNaming(PetriProgram program, Map<Var, String> ghostNames, boolean lp64) {
        this.program = program;
        this.lp64 = lp64;
        this.ghosts = new HashMap<>();
        ghostNames.forEach((v, n) -> ghosts.put(v, new CVariable(n, CType.INT)));
    }

    /** The naming at a place or transition of {@code thread}. */
    public Function<Var, Optional<CVariable>> at(ThreadInstance thread) {
        Map<String, Boolean> shadowing = new HashMap<>();
        for (ProgramVariable pv : program.variables().values()) {
            if (pv.scope() == ProgramVariable.Scope.LOCAL && pv.owner().equals(Optional.of(thread))) {
                pv.cName().ifPresent(n -> shadowing.put(n, true));
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
                case LOCAL -> pv.owner().equals(Optional.of(thread));
                case AUXILIARY -> false;
            };
            if (!visible) {
                return Optional.empty();
            }
            Optional<CType> type = pv.cType().isEmpty() ? Optional.of(CType.INT) : CType.parse(pv.cType().get(), lp64);
            return type.map(t -> new CVariable(pv.cName().get(), t));
        };
    }

    /** Whether {@code name} is a plain C identifier. */
    public static boolean isIdentifier(String name) {
        return IDENTIFIER.matcher(name).matches();
    }
}
