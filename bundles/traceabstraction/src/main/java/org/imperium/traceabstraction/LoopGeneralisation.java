package org.imperium.traceabstraction;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.imperium.logic.App;
import org.imperium.logic.IntLiteral;
import org.imperium.logic.Op;
import org.imperium.logic.Sort;
import org.imperium.logic.Term;
import org.imperium.logic.TermUtils;
import org.imperium.logic.Terms;
import org.imperium.logic.Var;
import org.imperium.program.Place;
import org.imperium.program.Transition;

/**
 * Candidate loop invariants for a trace that goes around a loop: the atoms of one trace's proof describe one
 * unwinding ({@code x2 <= x1 - 1}, {@code x2 <= 9999}), so an automaton over them refutes that unwinding and the
 * next round needs another. The atoms here are generalisations of them that may hold in every unwinding:
 * <ul>
 *   <li><b>guards on program variables</b>: an atom over a variable u that the trace copied from another, x
 *       ({@code u == x}, the read of a shared variable into a temporary), is also stated over x
 *       ({@code ~t1 < 10000} gives {@code x1 < 10000}), so the loop condition becomes a fact about the
 *       variable the loop changes;</li>
 *   <li><b>one step weaker</b>: {@code a < b} also as {@code a <= b} (and {@code >} as {@code >=}): the bound
 *       a loop counter reaches after its last increment ({@code x1 <= 10000});</li>
 *   <li><b>offsets dropped</b>: a relation between two variables with a constant offset, {@code a <= b + k},
 *       also as {@code a <= b}, which an unwinding-independent order between them satisfies.</li>
 * </ul>
 * Nothing here is trusted: the caller builds a Floyd-Hoare automaton over these atoms, whose edges are Hoare
 * triples the solver checks, and prefers it only when it refutes the whole path program of the trace (the program
 * restricted to the trace's transitions, with every unwinding and interleaving of them).
 */
final class LoopGeneralisation {

    private LoopGeneralisation() {
    }

    /**
     * Whether the run goes around a loop: some place is left twice (a thread came back to it), even if the two
     * departures fire different transitions (loop body, then loop exit).
     */
    static boolean loops(List<Transition> run) {
        return !loopHeads(run).isEmpty();
    }

    /** The places the run leaves more than once: the heads of the loops it goes around. */
    static Set<Place> loopHeads(List<Transition> run) {
        Set<Place> left = new HashSet<>();
        Set<Place> again = new HashSet<>();
        for (Transition t : run) {
            for (Place p : t.pre()) {
                if (!left.add(p)) {
                    again.add(p);
                }
            }
        }
        return again;
    }

    /** The generalisations of {@code atoms} that are not among them, in a fixed order. */
    static List<Term> generalise(List<Term> atoms) {
        Map<Var, Var> copies = new HashMap<>();
        for (Term a : atoms) {
            if (a instanceof App eq && eq.op() == Op.EQ && eq.arg(0) instanceof Var u && eq.arg(1) instanceof Var x
                    && u.sort().equals(Sort.INT) && x.sort().equals(Sort.INT)) {
                copies.putIfAbsent(u, x);
            }
        }
        Set<Term> known = new HashSet<>(atoms);
        Set<Term> result = new LinkedHashSet<>();
        for (Term a : atoms) {
            List<Term> forms = new ArrayList<>();
            forms.add(a);
            Term renamed = TermUtils.substitute(a, copies);
            if (!renamed.equals(a) && !renamed.isTrue() && !renamed.isFalse()) {
                forms.add(renamed);
            }
            for (Term f : forms) {
                add(f, known, result);
                weaker(f).ifPresent(w -> add(w, known, result));
                withoutOffset(f).ifPresent(w -> {
                    add(w, known, result);
                    weaker(w).ifPresent(v -> add(v, known, result));
                });
            }
        }
        return List.copyOf(result);
    }

    /** Adds {@code t} unless known, constant, or a comparison of a variable with itself (x1 == x1 + 1). */
    private static void add(Term t, Set<Term> known, Set<Term> result) {
        boolean selfComparison = t instanceof App app && app.args().size() == 2
                && !Collections.disjoint(TermUtils.freeVars(app.arg(0)), TermUtils.freeVars(app.arg(1)));
        if (!known.contains(t) && !t.isTrue() && !t.isFalse() && !selfComparison) {
            result.add(t);
        }
    }

    /** a < b as a <= b, a > b as a >= b. */
    private static Optional<Term> weaker(Term t) {
        if (t instanceof App app && app.args().size() == 2 && app.arg(0).sort().equals(Sort.INT)) {
            if (app.op() == Op.LT) {
                return Optional.of(Terms.leq(app.arg(0), app.arg(1)));
            }
            if (app.op() == Op.GT) {
                return Optional.of(Terms.geq(app.arg(0), app.arg(1)));
            }
        }
        return Optional.empty();
    }

    /** A comparison of two variable terms with a constant offset on one side, without the offset. */
    private static Optional<Term> withoutOffset(Term t) {
        if (!(t instanceof App app) || app.args().size() != 2 || !app.arg(0).sort().equals(Sort.INT)
                || !Set.of(Op.LT, Op.LEQ, Op.GT, Op.GEQ, Op.EQ).contains(app.op())) {
            return Optional.empty();
        }
        Term a = dropConstant(app.arg(0));
        Term b = dropConstant(app.arg(1));
        if (a == app.arg(0) && b == app.arg(1)
                || TermUtils.freeVars(a).isEmpty() || TermUtils.freeVars(b).isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(Terms.apply(app.op(), List.of(a, b)));
    }

    /** e + k or e - k with k a literal as e; anything else unchanged. */
    private static Term dropConstant(Term t) {
        if (t instanceof App app && (app.op() == Op.ADD || app.op() == Op.SUB)) {
            List<Term> rest = new ArrayList<>();
            boolean dropped = false;
            for (int i = 0; i < app.args().size(); i++) {
                Term s = app.arg(i);
                if (s instanceof IntLiteral && (app.op() == Op.ADD || i > 0)) {
                    dropped = true;
                } else {
                    rest.add(s);
                }
            }
            if (dropped && !rest.isEmpty()) {
                return rest.size() == 1 ? rest.get(0) : Terms.apply(app.op(), rest);
            }
        }
        return t;
    }
}
