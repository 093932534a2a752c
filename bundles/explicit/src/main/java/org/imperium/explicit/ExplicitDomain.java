package org.imperium.explicit;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import org.imperium.core.UnsupportedException;
import org.imperium.logic.ArrayValue;
import org.imperium.logic.Sort;
import org.imperium.logic.Term;
import org.imperium.logic.Terms;
import org.imperium.logic.Var;
import org.imperium.program.Transition;
import org.imperium.proof.Invariant;
import org.imperium.proof.InvariantDomain;

/**
 * The proof an explicit search hands over (Def. 3.1): an element is a finite set of partial valuations, written
 * as the disjunction of one conjunction {@code x == c ∧ …} per valuation (variables not assigned yet are left
 * out, so the initial element {true} is the valuation that assigns nothing). {@code post(φ, t)} executes λ(t) on
 * every valuation of φ; the result is exactly the strongest postcondition, so whenever the explicit search
 * proved the program correct, the abstract reachability of this domain is the explored state space and the
 * domain is safe (Def. 3.2). An undecided input ({@link Interval}) is the conjunct {@code lo <= x && x <= hi},
 * the valuations standing for all its members; a link ({@link InputLink}, only in variables whose value is never
 * read before it is written) is left out. Where execution is not finite data (a read of an unassigned variable, integer
 * input) the post is {@code true}, which is always a valid post.
 */
final class ExplicitDomain implements InvariantDomain {

    private final StatementExecutor executor;
    private final ValueTable values;
    private final Map<Var, Integer> slotOf;
    private final int width;
    private final Map<Term, List<int[]>> elements = new ConcurrentHashMap<>();

    ExplicitDomain(PetriSystem system) {
        this.executor = system.executor();
        this.values = system.values();
        this.slotOf = system.slots();
        this.width = system.markingWords() + slotOf.size();
    }

    @Override
    public Invariant initial() {
        return Invariant.of(Terms.TRUE);
    }

    @Override
    public int arity() {
        return 1;
    }

    @Override
    public synchronized Invariant post(Invariant invariant, Transition transition) {
        Term formula = invariant.component(0);
        List<int[]> valuations = formula.isTrue() ? List.<int[]>of(new int[width]) : elements.get(formula);
        if (valuations == null) {
            return formula.isFalse() ? invariant : Invariant.of(Terms.TRUE);
        }
        TreeSet<int[]> result = new TreeSet<>(Arrays::compare);
        try {
            for (int[] v : valuations) {
                result.addAll(executor.execute(transition, v.clone()));
            }
        } catch (UnsupportedException e) {
            return Invariant.of(Terms.TRUE);
        }
        List<int[]> sorted = new ArrayList<>(result);
        Term term = formula(sorted);
        if (!term.isTrue() && !term.isFalse()) {
            elements.putIfAbsent(term, sorted);
        }
        return Invariant.of(term);
    }

    private Term formula(List<int[]> valuations) {
        List<Term> disjuncts = new ArrayList<>();
        for (int[] v : valuations) {
            List<Term> conjuncts = new ArrayList<>();
            slotOf.forEach((var, slot) -> {
                Object value = values.value(v[slot]);
                if (value instanceof Interval interval) {
                    // the input's members: exactly the values the state stands for
                    if (interval.lo() != null) {
                        conjuncts.add(Terms.leq(Terms.num(interval.lo()), var));
                    }
                    if (interval.hi() != null) {
                        conjuncts.add(Terms.leq(var, Terms.num(interval.hi())));
                    }
                } else if (value != null && !(value instanceof InputLink)) {
                    conjuncts.add(equality(var, value));
                }
            });
            disjuncts.add(Terms.and(conjuncts));
        }
        return Terms.or(disjuncts);
    }

    private static Term equality(Var var, Object value) {
        if (value instanceof ArrayValue a) {
            Sort.Array sort = (Sort.Array) var.sort();
            Var i = Terms.var("i!explicit", sort.index());
            List<Term> conjuncts = new ArrayList<>();
            List<Term> other = new ArrayList<>();
            a.entries().forEach((k, e) -> {
                conjuncts.add(Terms.eq(Terms.select(var, literal(k)), literal(e)));
                other.add(Terms.distinct(i, literal(k)));
            });
            if (!a.partlyUnknown()) {
                conjuncts.add(Terms.forall(List.of(i), Terms.implies(Terms.and(other),
                        Terms.eq(Terms.select(var, i), literal(a.defaultValue())))));
            }
            return Terms.and(conjuncts);
        }
        return Terms.eq(var, literal(value));
    }

    private static Term literal(Object value) {
        if (value instanceof java.math.BigInteger b) {
            return Terms.num(b);
        }
        if (value instanceof Boolean b) {
            return Terms.bool(b);
        }
        throw new UnsupportedException("nested array value " + value);
    }
}
