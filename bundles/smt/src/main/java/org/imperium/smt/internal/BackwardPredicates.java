package org.imperium.smt.internal;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import org.imperium.logic.Action;
import org.imperium.logic.Statement;
import org.imperium.logic.Term;
import org.imperium.logic.Terms;

/**
 * Predicates for an infeasible trace without an interpolating solver: the statements outside an unsat core of the
 * trace formula are relaxed to havocs of what they write (the relaxed trace is still infeasible, and every
 * original statement refines its relaxation), then φ_n = false and φ_{i-1} = wp(φ_i, relaxed st_i). Each triple
 * {φ_{i-1}} st_i {φ_i} is valid by construction and φ_0 is valid, so it is replaced by {@code true}. Havocs
 * introduce universal quantifiers, which the session eliminates where the solver can.
 */
final class BackwardPredicates {

    private BackwardPredicates() {
    }

    static List<Term> compute(List<Statement> trace, Set<Integer> core) {
        int n = trace.size();
        List<Term> predicates = new ArrayList<>(Collections.nCopies(n + 1, Terms.TRUE));
        Term current = Terms.FALSE;
        predicates.set(n, current);
        for (int i = n; i >= 1; i--) {
            Statement st = trace.get(i - 1);
            Statement relaxed = core.contains(i - 1) ? st : havocOfWrites(st);
            current = relaxed.weakestPrecondition(current);
            if (i > 1) {
                predicates.set(i - 1, current);
            }
        }
        return predicates;
    }

    private static Statement havocOfWrites(Statement st) {
        Set<org.imperium.logic.Var> writes = st.writes();
        return writes.isEmpty() ? Statement.SKIP : Statement.of(new Action.Havoc(List.copyOf(writes)));
    }
}
