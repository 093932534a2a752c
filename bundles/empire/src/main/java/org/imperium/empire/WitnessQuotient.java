package org.imperium.empire;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.imperium.core.ModelKey;
import org.imperium.logic.Sort;
import org.imperium.logic.Statement;
import org.imperium.logic.Term;
import org.imperium.logic.Terms;
import org.imperium.logic.Var;
import org.imperium.program.Origin;
import org.imperium.program.Place;
import org.imperium.program.Transition;
import org.imperium.proof.GhostVariable;
import org.imperium.proof.OwickiGriesAnnotation;

/**
 * The witness-aware variant of the imperial annotation (Def. 4.9): a quotient of the empire whose
 * ghost changes only where an SV-COMP validator can change it — at C statements that accept ghost updates
 * ({@link Origin#acceptsGhostUpdate()}) — and changes the same way for every transition of one such statement (all
 * thread instances running it, all steps it was split into), because a witness has one update per C statement.
 *
 * <p>The ghost g holds the class of the current empire state under the coarsest equivalence ~ with
 * <ul>
 * <li>q ~ δ(q, t) for every edge whose transition t is at a statement that accepts no update (a branch, an assume,
 * a join, a return): the ghost cannot change there, so both states get one value;</li>
 * <li>δ(q, t) ~ δ(q', t') whenever q ~ q' and t, t' are at the same accepting statement (congruence): the update
 * there is one function of the ghost.</li>
 * </ul>
 * computed by union-find to a fixpoint. The update of an accepting statement s maps a class c to the class of
 * δ(q, t) for any q ∈ c and t at s with an edge (the same for all by construction); I(p) is
 * {@code ⋁_c (g == c ∧ ⋁_{q ∈ c, p ∈ terr(q)} law(q)))}. Classes are numbered by their smallest state, so the
 * initial class is 0.
 *
 * <p>Merging states makes each place formula a disjunction over more laws, and the conjunction of two places'
 * formulas under one ghost value may combine laws of different states. The quotient is therefore not valid by
 * construction: it is a candidate that the witness plugin re-checks with the independent checker (Def. 3.5) and
 * drops when invalid. The laws are not focused (Def. 6.4): a focus only guarantees that the pre-regions of t carry
 * the facts that disable t in a state whose territory enables t, while under a merged ghost value the places of
 * •t may stand in different states — with whole laws such mixtures stay contradictory where the states are (on
 * dekker.i the focused quotient fails at a join that the unfocused one passes). When no edge needs merging, this
 * is the imperial annotation itself with states renumbered.
 */
public final class WitnessQuotient {

    /** The candidate annotation for the witness, produced next to {@link OwickiGriesAnnotation#MODEL}. */
    public static final ModelKey<OwickiGriesAnnotation> MODEL = ModelKey.of("og-annotation-witness",
            OwickiGriesAnnotation.class);

    private final Empire empire;
    private final int[] parent;

    private WitnessQuotient(Empire empire) {
        this.empire = empire;
        this.parent = new int[empire.size()];
        for (int i = 0; i < parent.length; i++) {
            parent[i] = i;
        }
    }

    /** The quotient annotation and the number of ghost values (classes) it uses. */
    public record Result(OwickiGriesAnnotation annotation, int classes) {
    }

    public static Result of(Empire empire) {
        WitnessQuotient w = new WitnessQuotient(empire);
        w.close();
        return w.annotation();
    }

    /** Whether a validator accepts a ghost update at the statement of t. */
    public static boolean accepts(Transition t) {
        return t.origin().filter(Origin::acceptsGhostUpdate).filter(o -> o.location().line() > 0).isPresent();
    }

    /** The C statement of an accepting transition: location and function. */
    private static String statement(Transition t) {
        Origin o = t.origin().orElseThrow();
        return o.location() + " " + o.function();
    }

    private int find(int i) {
        while (parent[i] != i) {
            parent[i] = parent[parent[i]];
            i = parent[i];
        }
        return i;
    }

    /** Joins the classes of a and b, keeping the smaller representative; whether they were different. */
    private boolean union(int a, int b) {
        int x = find(a);
        int y = find(b);
        if (x == y) {
            return false;
        }
        parent[Math.max(x, y)] = Math.min(x, y);
        return true;
    }

    private void close() {
        List<Empire.Edge> edges = empire.allEdges();
        for (Empire.Edge e : edges) {
            if (!accepts(e.transition())) {
                union(e.from().id(), e.to().id());
            }
        }
        boolean changed = true;
        while (changed) {
            changed = false;
            Map<String, Map<Integer, Integer>> targets = new LinkedHashMap<>();
            for (Empire.Edge e : edges) {
                if (accepts(e.transition())) {
                    Map<Integer, Integer> table = targets.computeIfAbsent(statement(e.transition()),
                            k -> new LinkedHashMap<>());
                    Integer previous = table.putIfAbsent(find(e.from().id()), e.to().id());
                    if (previous != null) {
                        changed |= union(previous, e.to().id());
                    }
                }
            }
        }
    }

    private Result annotation() {
        Map<Integer, Integer> number = new LinkedHashMap<>();
        for (EmpireState q : empire.states()) {
            number.putIfAbsent(find(q.id()), number.size());
        }
        int classes = number.size();
        Var g = new GhostNames(empire.program()).fresh("g", Sort.INT);
        GhostVariable ghost = new GhostVariable(g, Terms.num(0), Optional.of(
                Terms.and(Terms.leq(Terms.ZERO, g), Terms.lt(g, Terms.num(classes)))));
        Map<Place, Term> invariants = new LinkedHashMap<>();
        for (Place p : empire.program().places()) {
            Map<Integer, List<Term>> laws = new LinkedHashMap<>();
            for (EmpireState q : empire.states()) {
                if (q.territory().covers(p)) {
                    laws.computeIfAbsent(number.get(find(q.id())), k -> new ArrayList<>()).add(q.law().formula());
                }
            }
            List<Term> cases = new ArrayList<>();
            laws.forEach((c, l) -> cases.add(Terms.and(Terms.eq(g, Terms.num(c)), Terms.or(l))));
            invariants.put(p, Terms.or(cases));
        }
        Map<String, Map<Integer, Integer>> tables = new LinkedHashMap<>();
        for (Empire.Edge e : empire.allEdges()) {
            if (accepts(e.transition())) {
                tables.computeIfAbsent(statement(e.transition()), k -> new LinkedHashMap<>())
                        .putIfAbsent(number.get(find(e.from().id())), number.get(find(e.to().id())));
            }
        }
        Map<String, Statement> updates = new LinkedHashMap<>();
        tables.forEach((s, table) -> {
            Term value = g;
            List<Map.Entry<Integer, Integer>> entries = table.entrySet().stream()
                    .filter(x -> !x.getKey().equals(x.getValue())).sorted(Map.Entry.comparingByKey()).toList();
            for (int i = entries.size() - 1; i >= 0; i--) {
                value = Terms.ite(Terms.eq(g, Terms.num(entries.get(i).getKey())),
                        Terms.num(entries.get(i).getValue()), value);
            }
            if (!entries.isEmpty()) {
                updates.put(s, Statement.assign(g, value));
            }
        });
        Map<Transition, Statement> byTransition = new LinkedHashMap<>();
        for (Transition t : empire.program().transitions()) {
            if (accepts(t) && updates.containsKey(statement(t))) {
                byTransition.put(t, updates.get(statement(t)));
            }
        }
        return new Result(new OwickiGriesAnnotation(empire.program(), "imperial-witness", List.of(ghost), invariants,
                byTransition), classes);
    }
}
