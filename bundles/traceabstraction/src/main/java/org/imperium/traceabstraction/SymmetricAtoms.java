package org.imperium.traceabstraction;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.imperium.logic.Action;
import org.imperium.logic.Sort;
import org.imperium.logic.Term;
import org.imperium.logic.TermUtils;
import org.imperium.logic.Terms;
import org.imperium.logic.Var;
import org.imperium.program.Transition;

/**
 * Candidate atoms for the lock-step runs of <em>symmetric</em> threads (Farzan, Klumpp, Podelski, PLDI 2022:
 * with a lock-step order, the proof of two copies of one loop needs only that the copies agree). Two threads whose
 * code is the same up to a renaming ρ of variables ({@link ThreadCorrespondence}: {@code s1 := s1 + i1} in one
 * where the other has {@code s2 := s2 + i2}) give the atoms
 * <ul>
 *   <li>the <b>agreements</b> x == ρ(x) for the integer and Boolean variables x ≠ ρ(x) of ρ — what holds when both
 *       threads have made the same steps;</li>
 *   <li>their <b>weakest preconditions</b> over each assignment of the run's transitions, assumes ignored
 *       ({@code s1 == s2 + i2} before {@code s2 := s2 + i2}): what holds when one thread is one step ahead;</li>
 *   <li>the conjuncts of the run's assumes and their {@link LoopGeneralisation} ({@code i1 < n} as
 *       {@code i1 <= n}): the loop bounds that, with the agreements, exclude one copy leaving its loop while the
 *       other goes on.</li>
 * </ul>
 * Nothing here is trusted: the atoms only become predicates of a Floyd-Hoare automaton whose edges the solver
 * checks.
 */
final class SymmetricAtoms {

    private SymmetricAtoms() {
    }

    /**
     * The atoms for the run, in a fixed order: those of the correspondences' variables the run reads or writes;
     * empty when it touches none.
     */
    static List<Term> of(List<Transition> run, List<ThreadCorrespondence> correspondences) {
        List<Transition> distinct = List.copyOf(new LinkedHashSet<>(run));
        Set<Var> touched = new HashSet<>();
        distinct.forEach(t -> {
            touched.addAll(t.statement().reads());
            touched.addAll(t.statement().writes());
        });
        Set<Term> agreements = new LinkedHashSet<>();
        for (ThreadCorrespondence c : correspondences) {
            c.renaming().forEach((x, y) -> {
                if (!x.equals(y) && (touched.contains(x) || touched.contains(y))
                        && scalar(x)) {
                    agreements.add(Terms.eq(x, y));
                }
            });
        }
        Set<Term> result = new LinkedHashSet<>(agreements);
        if (agreements.isEmpty()) {
            return List.of();
        }
        List<Term> guards = new ArrayList<>();
        for (Transition t : distinct) {
            t.statement().actions().stream().filter(a -> a instanceof Action.Assume)
                    .forEach(a -> guards.addAll(TermUtils.conjuncts(((Action.Assume) a).condition())));
        }
        result.addAll(guards);
        result.addAll(LoopGeneralisation.generalise(guards));
        for (Transition t : distinct) {
            for (Term a : agreements) {
                precondition(a, t).ifPresent(p -> TermUtils.conjuncts(p).stream()
                        .filter(c -> !c.isTrue() && !c.isFalse()).forEach(result::add));
            }
        }
        return List.copyOf(result);
    }

    /**
     * The atoms for the whole program: those of {@link #of} over all its transitions, and the <b>copies</b>
     * {@code x == e} of its assignments {@code x := e} (x not in e) — what links a temporary to the variable it
     * was loaded from, so that a guard over temporaries ({@code ~t1 := f1; ~t2 := f2; [~t1 == ~t2]}) yields the
     * agreement of the variables.
     */
    static List<Term> ofProgram(List<Transition> transitions, List<ThreadCorrespondence> correspondences) {
        List<Term> atoms = of(transitions, correspondences);
        if (atoms.isEmpty()) {
            return atoms;
        }
        Set<Term> result = new LinkedHashSet<>(atoms);
        for (Transition t : transitions) {
            for (Action a : t.statement().actions()) {
                if (a instanceof Action.Assign assign) {
                    assign.updates().forEach((x, e) -> {
                        if (scalar(x) && !TermUtils.freeVars(e).contains(x)) {
                            result.add(Terms.eq(x, e));
                        }
                    });
                }
            }
        }
        return List.copyOf(result);
    }

    /** An Int or Bool variable: an equality over arrays is no atom the Cartesian post handles well. */
    private static boolean scalar(Var x) {
        return x.sort().equals(Sort.INT) || x.sort().equals(Sort.BOOL);
    }

    /** wp of {@code atom} over the assignments of t (assumes ignored); empty after a havoc of one of its variables. */
    private static Optional<Term> precondition(Term atom, Transition t) {
        Term result = atom;
        List<Action> actions = t.statement().actions();
        for (int k = actions.size() - 1; k >= 0; k--) {
            Action a = actions.get(k);
            if (a instanceof Action.Assign assign) {
                result = TermUtils.substitute(result, assign.updates());
            } else if (a instanceof Action.Havoc havoc
                    && havoc.vars().stream().anyMatch(TermUtils.freeVars(result)::contains)) {
                return Optional.empty();
            }
        }
        return result.equals(atom) ? Optional.empty() : Optional.of(result);
    }
}
