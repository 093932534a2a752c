package org.imperium.traceabstraction;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.imperium.logic.Action;
import org.imperium.logic.App;
import org.imperium.logic.BoolLiteral;
import org.imperium.logic.IntLiteral;
import org.imperium.logic.Op;
import org.imperium.logic.Sort;
import org.imperium.logic.Statement;
import org.imperium.logic.Term;
import org.imperium.logic.TermUtils;
import org.imperium.logic.Terms;
import org.imperium.logic.Var;

/**
 * Forward predicates of a trace: an over-approximation of the strongest postconditions along the trace, kept as
 * a set of simple atoms — {@code x == constant} for every variable whose value is known (constant propagation),
 * and equations {@code x == e} or assumed conditions over variables whose values are not. Writing a variable
 * drops the atoms that mention its old value unless the update is invertible ({@code x := x + e}), so every
 * triple {φ_{i-1}} st_i {φ_i} holds by construction. When the trace is infeasible under these atoms (an assumption
 * evaluates to false, or the last statement is infeasible from φ_{n-1}), the atoms are a proof of infeasibility.
 *
 * <p>Why: sequence interpolants of one interleaving tend to relate variables of different threads
 * ({@code 2 * k1 + c == 2}), so a Floyd-Hoare automaton built from them excludes that interleaving and few others.
 * Atoms such as {@code c == 1} or {@code k1 == 1} hold in whichever order the threads ran, so the automaton built
 * from them covers many interleavings at once. The caller checks that the automaton really excludes the trace
 * and falls back to interpolants otherwise.
 */
final class ForwardPredicates {

    private final Map<Var, Term> constants = new LinkedHashMap<>();
    private final Set<Term> facts = new LinkedHashSet<>();
    private boolean infeasible;

    private ForwardPredicates() {
    }

    /**
     * The atoms of the forward predicates φ_1 … φ_{n-1} of {@code trace} (up to the first statement they make
     * syntactically infeasible). Whether they refute the trace — syntactically, or only by reasoning the solver
     * does on the Hoare triples, e.g. {@code l1 == y + 1 ∧ l2 == y + 1} against {@code [l1 != l2]} — the caller
     * checks.
     */
    static List<Term> atoms(List<Statement> trace) {
        ForwardPredicates sp = new ForwardPredicates();
        Set<Term> atoms = new LinkedHashSet<>();
        for (Statement st : trace.subList(0, Math.max(0, trace.size() - 1))) {
            for (Action a : st.actions()) {
                sp.apply(a);
                if (sp.infeasible) {
                    return List.copyOf(atoms);
                }
            }
            sp.constants.forEach((x, v) -> atoms.add(Terms.eq(x, v)));
            atoms.addAll(sp.facts);
        }
        return List.copyOf(atoms);
    }

    /**
     * The atoms of {@code atoms} over variables the end of the trace depends on: the variables the last assumption
     * of the trace reads (an infeasible trace fails at an assumption), and, going backwards, those read by a statement that writes a relevant variable or assumes something
     * about one (a cone of influence). Atoms over other variables (thread ids, temporaries of unrelated
     * statements) cannot be needed to refute the last step along data flow, and each costs a Hoare triple per
     * product state; the caller still checks that the slice refutes the trace.
     */
    static List<Term> slice(List<Statement> trace, List<Term> atoms) {
        int last = trace.size() - 1;
        while (last >= 0 && trace.get(last).actions().stream().noneMatch(a -> a instanceof Action.Assume)) {
            last--;
        }
        if (last < 0) {
            return atoms;
        }
        Set<Var> relevant = new LinkedHashSet<>(trace.get(last).reads());
        for (int i = last - 1; i >= 0; i--) {
            Statement st = trace.get(i);
            boolean writes = !Collections.disjoint(st.writes(), relevant);
            boolean constrains = st.actions().stream().anyMatch(a -> a instanceof Action.Assume assume
                    && !Collections.disjoint(TermUtils.freeVars(assume.condition()), relevant));
            if (writes || constrains) {
                relevant.addAll(st.reads());
            }
        }
        return atoms.stream().filter(a -> relevant.containsAll(TermUtils.freeVars(a))).toList();
    }

    private void apply(Action action) {
        if (action instanceof Action.Assume assume) {
            assume(TermUtils.substitute(assume.condition(), constants));
        } else if (action instanceof Action.Assign assign) {
            assign(assign.updates());
        } else if (action instanceof Action.Havoc havoc) {
            forget(new LinkedHashSet<>(havoc.vars()));
        }
    }

    private void assume(Term condition) {
        for (Term c : TermUtils.conjuncts(condition)) {
            if (c.isFalse()) {
                infeasible = true;
                return;
            }
            if (c.isTrue()) {
                continue;
            }
            Optional<Map.Entry<Var, Term>> constant = asConstant(c);
            if (constant.isPresent()) {
                learn(constant.get().getKey(), constant.get().getValue());
            } else {
                facts.add(c);
            }
            if (infeasible) {
                return;
            }
        }
    }

    /** x == v with v a literal: propagate it into the facts, which may become false. */
    private void learn(Var x, Term value) {
        constants.put(x, value);
        List<Term> old = new ArrayList<>(facts);
        facts.clear();
        for (Term f : old) {
            Term g = TermUtils.substitute(f, Map.of(x, value));
            if (g.isFalse()) {
                infeasible = true;
            } else if (!g.isTrue()) {
                facts.addAll(TermUtils.conjuncts(g));
            }
        }
        // a fact that became x' == literal is a constant too
        for (Term f : List.copyOf(facts)) {
            Optional<Map.Entry<Var, Term>> more = asConstant(f);
            if (more.isPresent() && !constants.containsKey(more.get().getKey())) {
                facts.remove(f);
                learn(more.get().getKey(), more.get().getValue());
            }
        }
    }

    private void assign(Map<Var, Term> updates) {
        Map<Var, Term> values = new LinkedHashMap<>();
        updates.forEach((x, e) -> values.put(x, TermUtils.substitute(e, constants)));
        Set<Var> written = values.keySet();
        if (values.size() == 1) {
            Var x = written.iterator().next();
            Optional<Term> inverse = inverse(x, values.get(x));
            if (inverse.isPresent()) {
                // x := x + d with d free of x: the old x is x - d, so every fact stays true after substituting
                constants.remove(x);
                rewriteFacts(Map.of(x, inverse.get()));
                return;
            }
        }
        forget(written);
        values.forEach((x, v) -> {
            if (isLiteral(v)) {
                constants.put(x, v);
            } else if (Collections.disjoint(TermUtils.freeVars(v), written)) {
                facts.add(Terms.eq(x, v));
            }
        });
    }

    /** The old value of x in terms of the new one, when {@code v} is x + d with d free of x. */
    private static Optional<Term> inverse(Var x, Term v) {
        if (!(v instanceof App app) || app.op() != Op.ADD || !x.sort().equals(Sort.INT)) {
            return Optional.empty();
        }
        List<Term> rest = new ArrayList<>();
        int occurrences = 0;
        for (Term s : app.args()) {
            if (s == x) {
                occurrences++;
            } else if (TermUtils.freeVars(s).contains(x)) {
                return Optional.empty();
            } else {
                rest.add(s);
            }
        }
        return occurrences == 1 ? Optional.of(Terms.sub(x, Terms.add(rest))) : Optional.empty();
    }

    private void rewriteFacts(Map<Var, Term> map) {
        List<Term> old = new ArrayList<>(facts);
        facts.clear();
        for (Term f : old) {
            Term g = TermUtils.substitute(f, map);
            if (!g.isTrue()) {
                facts.add(g);
            }
        }
    }

    private void forget(Set<Var> vars) {
        vars.forEach(constants::remove);
        facts.removeIf(f -> !Collections.disjoint(TermUtils.freeVars(f), vars));
    }

    private static Optional<Map.Entry<Var, Term>> asConstant(Term c) {
        if (c instanceof App app && app.op() == Op.EQ && app.args().size() == 2) {
            Term a = app.args().get(0);
            Term b = app.args().get(1);
            if (a instanceof Var x && isLiteral(b)) {
                return Optional.of(Map.entry(x, b));
            }
            if (b instanceof Var y && isLiteral(a)) {
                return Optional.of(Map.entry(y, a));
            }
        }
        if (c instanceof Var v && v.sort().equals(Sort.BOOL)) {
            return Optional.of(Map.entry(v, Terms.TRUE));
        }
        if (c instanceof App not && not.op() == Op.NOT && not.args().get(0) instanceof Var v) {
            return Optional.of(Map.entry(v, Terms.FALSE));
        }
        return Optional.empty();
    }

    private static boolean isLiteral(Term t) {
        return t instanceof IntLiteral || t instanceof BoolLiteral;
    }
}
