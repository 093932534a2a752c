package org.imperium.proof;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.imperium.logic.Action;
import org.imperium.logic.Statement;
import org.imperium.logic.Term;
import org.imperium.logic.TermUtils;
import org.imperium.logic.Terms;
import org.imperium.logic.Var;

/**
 * The part of a precondition that a Hoare triple depends on (slicing by independence). Split the conjuncts of φ
 * into A, those connected — through chains of shared variables — to a variable the statement reads or writes or
 * ψ mentions, and B, the rest. Then, <b>if φ ∧ TF(st) is satisfiable</b>, {φ} st {ψ} is valid iff {A} st {ψ} is:
 * φ ∧ TF(st) ∧ ¬ψ' is A ∧ TF(st) ∧ ¬ψ' next to B, over disjoint variables (st leaves B's variables alone, so they
 * do not occur in TF(st)), hence unsatisfiable iff one of the two is; B is satisfiable because φ ∧ TF(st) is.
 *
 * <p>A statement that writes no variable of ψ and whose assumptions all come before its first assignment or havoc
 * is, for this triple, its guard G alone: {φ} st {ψ} iff φ ∧ G ⟹ ψ (assignments and havocs are total and leave
 * ψ alone; the same rule as the SMT session's), so then only the variables of G count as the statement's.
 *
 * <p>Many elements of a predicate domain differ only in conjuncts about other threads' variables; their triples
 * share the slice, so one answer serves them all. The satisfiability is the caller's to establish (predicate
 * abstraction asks {φ} st {false} first; its answer NO is exactly that).
 */
final class PreconditionSlices {

    private final Map<Term, List<Group>> groups = new HashMap<>();
    private final Map<Statement, Set<Var>> touched = new HashMap<>();
    private final Map<Statement, Set<Var>> written = new HashMap<>();
    private final Map<Statement, Optional<Set<Var>>> guardVars = new HashMap<>();
    private final Map<Term, Set<Var>> vars = new HashMap<>();

    /** A connected group of conjuncts: their variables and their positions in the precondition. */
    private record Group(Set<Var> vars, List<Integer> positions) {
    }

    /** A, the conjunction of the conjuncts of {@code pre} connected to {@code statement} or {@code post}. */
    Term slice(Term pre, Statement statement, Term post) {
        if (pre.isTrue()) {
            return pre;
        }
        List<Term> conjuncts = TermUtils.conjuncts(pre);
        Set<Var> postVars = varsOf(post);
        Optional<Set<Var>> guard = Collections.disjoint(written.computeIfAbsent(statement, Statement::writes), postVars)
                ? guardVars.computeIfAbsent(statement, PreconditionSlices::leadingGuardVars) : Optional.empty();
        Set<Var> start = new HashSet<>(guard.orElseGet(
                () -> touched.computeIfAbsent(statement, PreconditionSlices::touchedBy)));
        start.addAll(postVars);
        List<Integer> kept = new ArrayList<>();
        for (Group g : groups.computeIfAbsent(pre, p -> groupsOf(conjuncts))) {
            if (!Collections.disjoint(g.vars(), start)) {
                kept.addAll(g.positions());
            }
        }
        if (kept.size() == conjuncts.size()) {
            return pre;
        }
        Collections.sort(kept);
        return Terms.and(kept.stream().map(conjuncts::get).toList());
    }

    private static Set<Var> touchedBy(Statement statement) {
        Set<Var> all = new HashSet<>(statement.reads());
        all.addAll(statement.writes());
        return all;
    }

    /** The variables of the statement's assumptions, if they all come before its first assignment or havoc. */
    private static Optional<Set<Var>> leadingGuardVars(Statement statement) {
        Set<Var> vars = new HashSet<>();
        boolean assigned = false;
        for (Action a : statement.actions()) {
            if (a instanceof Action.Assume assume) {
                if (assigned) {
                    return Optional.empty();
                }
                vars.addAll(TermUtils.freeVars(assume.condition()));
            } else {
                assigned = true;
            }
        }
        return Optional.of(vars);
    }

    private Set<Var> varsOf(Term t) {
        return vars.computeIfAbsent(t, TermUtils::freeVars);
    }

    /** The connected components of the conjuncts, two conjuncts being adjacent when they share a variable. */
    private List<Group> groupsOf(List<Term> conjuncts) {
        int[] parent = new int[conjuncts.size()];
        for (int i = 0; i < parent.length; i++) {
            parent[i] = i;
        }
        Map<Var, Integer> firstWith = new HashMap<>();
        for (int i = 0; i < conjuncts.size(); i++) {
            for (Var v : varsOf(conjuncts.get(i))) {
                Integer j = firstWith.putIfAbsent(v, i);
                if (j != null) {
                    parent[find(parent, i)] = find(parent, j);
                }
            }
        }
        Map<Integer, Group> byRoot = new HashMap<>();
        List<Group> result = new ArrayList<>();
        for (int i = 0; i < conjuncts.size(); i++) {
            Group g = byRoot.computeIfAbsent(find(parent, i), r -> {
                Group fresh = new Group(new HashSet<>(), new ArrayList<>());
                result.add(fresh);
                return fresh;
            });
            g.vars().addAll(varsOf(conjuncts.get(i)));
            g.positions().add(i);
        }
        return result;
    }

    private static int find(int[] parent, int i) {
        while (parent[i] != i) {
            parent[i] = parent[parent[i]];
            i = parent[i];
        }
        return i;
    }
}
