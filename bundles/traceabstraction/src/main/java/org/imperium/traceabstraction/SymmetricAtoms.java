package org.imperium.traceabstraction;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.imperium.logic.Action;
import org.imperium.logic.App;
import org.imperium.logic.Sort;
import org.imperium.logic.Term;
import org.imperium.logic.TermUtils;
import org.imperium.logic.Terms;
import org.imperium.logic.Var;
import org.imperium.program.ThreadStructure;
import org.imperium.program.Transition;

/**
 * Candidate atoms for the lock-step runs of <em>symmetric</em> threads (Farzan, Klumpp, Podelski, PLDI 2022:
 * with a lock-step order, the proof of two copies of one loop needs only that the copies agree). Two transitions
 * of a run that belong to different threads are <em>mirrors</em> when their statements are equal up to a
 * one-to-one renaming of variables ({@code s1 := s1 + i1} and {@code s2 := s2 + i2}); the renamings of all mirror
 * pairs of two threads that agree with each other form the correspondence ρ between their variables. The atoms
 * are
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

    /** The atoms for the run, in a fixed order; empty when no two transitions of different threads mirror. */
    static List<Term> of(List<Transition> run, ThreadStructure threads) {
        List<Transition> distinct = List.copyOf(new LinkedHashSet<>(run));
        // per pair of threads (lower process first): the correspondence, and the variables it maps ambiguously
        Map<List<Integer>, Map<Var, Var>> correspondences = new LinkedHashMap<>();
        Set<List<Object>> conflicting = new HashSet<>();
        for (int i = 0; i < distinct.size(); i++) {
            for (int j = i + 1; j < distinct.size(); j++) {
                Transition t = distinct.get(i);
                Transition u = distinct.get(j);
                int a = threads.process(t.id());
                int b = threads.process(u.id());
                if (a == b) {
                    continue;
                }
                List<Integer> pair = List.of(Math.min(a, b), Math.max(a, b));
                Map<Var, Var> correspondence = correspondences.computeIfAbsent(pair, k -> new LinkedHashMap<>());
                (a < b ? mirror(t, u) : mirror(u, t)).ifPresent(renaming -> renaming.forEach((x, y) -> {
                    Var known = correspondence.putIfAbsent(x, y);
                    if (known != null && !known.equals(y)) {
                        conflicting.add(List.of(pair, x));
                    }
                }));
            }
        }
        Set<Term> agreements = new LinkedHashSet<>();
        correspondences.forEach((pair, correspondence) -> correspondence.forEach((x, y) -> {
            if (!conflicting.contains(List.of(pair, x)) && !x.equals(y)
                    && (x.sort().equals(Sort.INT) || x.sort().equals(Sort.BOOL))) {
                agreements.add(Terms.eq(x, y));
            }
        }));
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

    /** The renaming that makes u's statement t's (from t's variables to u's), if there is one. */
    static Optional<Map<Var, Var>> mirror(Transition t, Transition u) {
        List<Action> as = t.statement().actions();
        List<Action> bs = u.statement().actions();
        if (as.size() != bs.size() || as.isEmpty()) {
            return Optional.empty();
        }
        Map<Var, Var> renaming = new HashMap<>();
        Map<Var, Var> inverse = new HashMap<>();
        for (int k = 0; k < as.size(); k++) {
            if (!unify(as.get(k), bs.get(k), renaming, inverse)) {
                return Optional.empty();
            }
        }
        return Optional.of(renaming);
    }

    private static boolean unify(Action a, Action b, Map<Var, Var> renaming, Map<Var, Var> inverse) {
        if (a instanceof Action.Assume x && b instanceof Action.Assume y) {
            return unify(x.condition(), y.condition(), renaming, inverse);
        }
        if (a instanceof Action.Havoc x && b instanceof Action.Havoc y) {
            if (x.vars().size() != y.vars().size()) {
                return false;
            }
            for (int k = 0; k < x.vars().size(); k++) {
                if (!unify(x.vars().get(k), y.vars().get(k), renaming, inverse)) {
                    return false;
                }
            }
            return true;
        }
        if (a instanceof Action.Assign x && b instanceof Action.Assign y && x.updates().size() == y.updates().size()) {
            List<Map.Entry<Var, Term>> xs = new ArrayList<>(x.updates().entrySet());
            List<Map.Entry<Var, Term>> ys = new ArrayList<>(y.updates().entrySet());
            for (int k = 0; k < xs.size(); k++) {
                if (!unify(xs.get(k).getKey(), ys.get(k).getKey(), renaming, inverse)
                        || !unify(xs.get(k).getValue(), ys.get(k).getValue(), renaming, inverse)) {
                    return false;
                }
            }
            return true;
        }
        return false;
    }

    private static boolean unify(Term a, Term b, Map<Var, Var> renaming, Map<Var, Var> inverse) {
        if (a instanceof Var x && b instanceof Var y) {
            if (!x.sort().equals(y.sort())) {
                return false;
            }
            Var image = renaming.putIfAbsent(x, y);
            Var preimage = inverse.putIfAbsent(y, x);
            return (image == null || image.equals(y)) && (preimage == null || preimage.equals(x));
        }
        if (a instanceof App x && b instanceof App y) {
            if (x.op() != y.op() || x.args().size() != y.args().size()) {
                return false;
            }
            for (int k = 0; k < x.args().size(); k++) {
                if (!unify(x.arg(k), y.arg(k), renaming, inverse)) {
                    return false;
                }
            }
            return true;
        }
        return !(a instanceof Var) && !(b instanceof Var) && !(a instanceof App) && !(b instanceof App)
                && a.equals(b);
    }
}
