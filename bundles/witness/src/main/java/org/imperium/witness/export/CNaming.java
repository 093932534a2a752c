package org.imperium.witness.export;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Set;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.regex.Pattern;
import org.imperium.logic.Action;
import org.imperium.logic.Term;
import org.imperium.logic.TermUtils;
import org.imperium.logic.Var;
import org.imperium.program.Origin;
import org.imperium.program.Transition;
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
 * type or unknown (a mutex, a pointer) are not named either, and neither are <b>thread ids</b>: petrify writes a
 * number of its own into the {@code pthread_t} of a {@code pthread_create}, while C leaves the value unspecified,
 * so a fact like {@code t1 == 1} is about the model, not the program. Thread ids are the variables of the creating
 * thread (or globals) that a fork writes, and every variable assigned from an expression that reads one.
 */
public final class CNaming {

    private static final Pattern IDENTIFIER = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

    private final PetriProgram program;
    private final Map<Var, CVariable> ghosts;
    private final boolean lp64;

    private final Function<String, Optional<String>> globalTypes;
    private final Set<Var> threadIds;

    /**
     * @param globalTypes the declared C type of a global by C name, for variables whose type the Petri program
     *                    does not record; a variable whose type is known from neither is not named
     */
    public CNaming(PetriProgram program, Map<Var, String> ghostNames, boolean lp64,
                   Function<String, Optional<String>> globalTypes) {
        this.program = program;
        this.globalTypes = globalTypes;
        this.lp64 = lp64;
        this.threadIds = threadIds(program);
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
            if (pv == null || threadIds.contains(v) || pv.cName().isEmpty() || !IDENTIFIER.matcher(pv.cName().get()).matches()) {
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

    /** The variables that hold (or are computed from) a thread id written by a fork. */
    public static Set<Var> threadIds(PetriProgram program) {
        Set<Var> ids = new HashSet<>();
        for (Transition t : program.transitions()) {
            if (t.origin().map(o -> o.kind() == Origin.Kind.THREAD_CREATE).orElse(false)) {
                for (Action a : t.statement().actions()) {
                    if (a instanceof Action.Assign assign) {
                        for (Var v : assign.updates().keySet()) {
                            ProgramVariable pv = program.variables().get(v);
                            // the new instance's parameters get the argument, not the id
                            if (pv != null && pv.owner().map(o -> o.equals(t.thread())).orElse(true)) {
                                ids.add(v);
                            }
                        }
                    }
                }
            }
        }
        boolean grew = !ids.isEmpty();
        while (grew) {
            grew = false;
            for (Transition t : program.transitions()) {
                for (Action a : t.statement().actions()) {
                    if (a instanceof Action.Assign assign) {
                        for (Map.Entry<Var, Term> e : assign.updates().entrySet()) {
                            if (!ids.contains(e.getKey()) && TermUtils.freeVars(e.getValue()).stream()
                                    .anyMatch(ids::contains)) {
                                grew |= ids.add(e.getKey());
                            }
                        }
                    }
                }
            }
        }
        return ids;
    }

    /** Whether {@code name} is a plain C identifier. */
    public static boolean isIdentifier(String name) {
        return IDENTIFIER.matcher(name).matches();
    }
}
