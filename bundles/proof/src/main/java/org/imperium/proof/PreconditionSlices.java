package org.imperium.proof;

import java.util.ArrayList;
import java.util.BitSet;
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

    private final Map<Term, Partition> partitions = new HashMap<>();
    private final Map<Statement, Set<Var>> touched = new HashMap<>();
    private final Map<Statement, Set<Var>> written = new HashMap<>();
    private final Map<Statement, Optional<Set<Var>>> guardVars = new HashMap<>();
    private final Map<Term, Set<Var>> vars = new HashMap<>();

    /** A connected group of conjuncts: their positions in the precondition. */
    private record Group(List<Integer> positions) {
    }

    /** The conjuncts of a precondition, their connected groups and the group of each variable. */
    private record Partition(List<Term> conjuncts, List<Group> groups, Map<Var, Integer> groupOf) {
    }

    /**
     * The slices of {@code pre} for {@code statement}, one per post: a post computation asks for the slice of one
     * precondition for every predicate, and the groups connected to the statement are the same for all of them.
     */
    Slicing of(Term pre, Statement statement) {
        return new Slicing(pre, statement);
    }

    /** The slices of one precondition for one statement. */
    final class Slicing {

        private final Term pre;
        private final Statement statement;
        private Partition partition;
        /** The groups connected to the statement's guard, and to all its variables; computed when first needed. */
        private BitSet byGuard;
        private BitSet byTouched;
        private final Map<BitSet, Term> conjunctions = new HashMap<>();

        private Slicing(Term pre, Statement statement) {
            this.pre = pre;
            this.statement = statement;
        }

        /** A, the conjunction of the conjuncts of the precondition connected to the statement or {@code post}. */
        Term slice(Term post) {
            if (pre.isTrue()) {
                return pre;
            }
            if (partition == null) {
                partition = partitions.computeIfAbsent(pre, p -> partitionOf(TermUtils.conjuncts(p)));
            }
            Set<Var> postVars = varsOf(post);
            Optional<Set<Var>> guard = Collections.disjoint(written.computeIfAbsent(statement, Statement::writes),
                    postVars) ? guardVars.computeIfAbsent(statement, PreconditionSlices::leadingGuardVars)
                    : Optional.empty();
            BitSet kept = (BitSet) (guard.isPresent() ? byGuard() : byTouched()).clone();
            addGroupsOf(postVars, kept);
            if (kept.cardinality() == partition.groups().size()) {
                return pre;
            }
            return conjunctions.computeIfAbsent(kept, k -> {
                List<Integer> positions = new ArrayList<>();
                k.stream().forEach(g -> positions.addAll(partition.groups().get(g).positions()));
                Collections.sort(positions);
                return Terms.and(positions.stream().map(partition.conjuncts()::get).toList());
            });
        }

        private BitSet byGuard() {
            if (byGuard == null) {
                byGuard = connected(guardVars.computeIfAbsent(statement, PreconditionSlices::leadingGuardVars)
                        .orElseThrow());
            }
            return byGuard;
        }

        private BitSet byTouched() {
            if (byTouched == null) {
                byTouched = connected(touched.computeIfAbsent(statement, PreconditionSlices::touchedBy));
            }
            return byTouched;
        }

        private BitSet connected(Set<Var> start) {
            BitSet result = new BitSet();
            addGroupsOf(start, result);
            return result;
        }

        /** Adds the groups of the conjuncts that mention one of {@code vars}. */
        private void addGroupsOf(Set<Var> vars, BitSet groups) {
            for (Var v : vars) {
                Integer g = partition.groupOf().get(v);
                if (g != null) {
                    groups.set(g);
                }
            }
        }
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
    private Partition partitionOf(List<Term> conjuncts) {
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
        Map<Integer, Integer> byRoot = new HashMap<>();
        List<Group> groups = new ArrayList<>();
        Map<Var, Integer> groupOf = new HashMap<>();
        for (int i = 0; i < conjuncts.size(); i++) {
            int g = byRoot.computeIfAbsent(find(parent, i), r -> {
                groups.add(new Group(new ArrayList<>()));
                return groups.size() - 1;
            });
            groups.get(g).positions().add(i);
            for (Var v : varsOf(conjuncts.get(i))) {
                groupOf.put(v, g);
            }
        }
        return new Partition(conjuncts, groups, groupOf);
    }

    private static int find(int[] parent, int i) {
        while (parent[i] != i) {
            parent[i] = parent[parent[i]];
            i = parent[i];
        }
        return i;
    }
}
