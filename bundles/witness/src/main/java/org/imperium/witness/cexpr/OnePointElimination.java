package org.imperium.witness.cexpr;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;
import org.imperium.logic.App;
import org.imperium.logic.Op;
import org.imperium.logic.Sort;
import org.imperium.logic.Term;
import org.imperium.logic.TermUtils;
import org.imperium.logic.Terms;
import org.imperium.logic.Var;

/**
 * Keeps what a hidden variable tells about visible ones before {@link Weakening} drops it: in every conjunction
 * that contains an equality {@code h == e} between a hidden integer variable {@code h} and a term {@code e} over
 * visible variables only, {@code h} is replaced by {@code e} in the other conjuncts. The rewriting is an
 * equivalence ({@code h == e ∧ ψ ≡ h == e ∧ ψ[e/h]}, in any context), so the formula does not change its meaning;
 * weakening then replaces the equality and the remaining hidden literals by {@code true}, which yields the
 * one-point rule {@code ∃h. h == e ∧ ψ ≡ ψ[e/h]} where weakening alone would lose every literal of {@code ψ} that
 * mentions {@code h}. Example: petrify reads a global into a temporary before an assignment, and a law says
 * {@code ~t4 == y ∧ l1 == (~t4 + 1) mod 2^32}; the witness may not name {@code ~t4}, but it keeps
 * {@code l1 == (y + 1) mod 2^32}.
 */
public final class OnePointElimination {

    private static final java.util.Set<Op> CONNECTIVES = java.util.EnumSet.of(Op.AND, Op.OR, Op.NOT, Op.IMPLIES,
            Op.ITE);

    private OnePointElimination() {
    }

    /**
     * @param hidden  the variables to eliminate (those a witness may not name at the location, except the ones whose
     *                values are the model's own, such as thread ids)
     * @param visible the variables a defining term may mention
     */
    public static Term eliminate(Term formula, Predicate<Var> hidden, Predicate<Var> visible) {
        return new Rewriter(hidden, visible).apply(formula);
    }

    private record Rewriter(Predicate<Var> hidden, Predicate<Var> visible, Map<Term, Term> memo) {

        Rewriter(Predicate<Var> hidden, Predicate<Var> visible) {
            this(hidden, visible, new HashMap<>());
        }

        Term apply(Term t) {
            if (!(t instanceof App a) || !a.sort().equals(Sort.BOOL) || !CONNECTIVES.contains(a.op())) {
                return t;
            }
            Term known = memo.get(t);
            if (known != null) {
                return known;
            }
            Term result = a.op() == Op.AND ? conjunction(a.args())
                    : Terms.apply(a.op(), a.args().stream().map(this::apply).toList());
            memo.put(t, result);
            return result;
        }

        /** The conjunction with its hidden variables replaced by their definitions, until none is left. */
        private Term conjunction(List<Term> conjuncts) {
            List<Term> parts = new ArrayList<>(conjuncts);
            // each round eliminates at least one variable; a definition may become usable once another is used
            for (boolean changed = true; changed; ) {
                changed = false;
                Map<Var, Integer> definitions = new LinkedHashMap<>();
                for (int i = 0; i < parts.size(); i++) {
                    int index = i;
                    definition(parts.get(i)).ifPresent(v -> definitions.putIfAbsent(v, index));
                }
                if (definitions.isEmpty()) {
                    break;
                }
                Map<Term, Term> substitution = new HashMap<>();
                Map<Integer, Var> defining = new HashMap<>();
                definitions.forEach((v, i) -> {
                    substitution.put(v, definingTerm(parts.get(i), v));
                    defining.put(i, v);
                });
                for (int i = 0; i < parts.size(); i++) {
                    Map<Term, Term> map = substitution;
                    if (defining.containsKey(i)) {
                        // a definition keeps its own variable (weakening drops it); a second definition of the
                        // same variable becomes a fact about the two defining terms
                        map = new HashMap<>(substitution);
                        map.remove(defining.get(i));
                    }
                    Term rewritten = TermUtils.substitute(parts.get(i), map);
                    if (rewritten != parts.get(i)) {
                        parts.set(i, rewritten);
                        changed = true;
                    }
                }
            }
            return Terms.and(parts.stream().map(this::apply).toList());
        }

        /** The hidden variable that {@code literal} defines by a term over visible variables, if any. */
        private Optional<Var> definition(Term literal) {
            if (!(literal instanceof App eq) || eq.op() != Op.EQ || !eq.arg(0).sort().equals(Sort.INT)) {
                return Optional.empty();
            }
            for (int side = 0; side < 2; side++) {
                if (eq.arg(side) instanceof Var v && hidden.test(v)
                        && TermUtils.freeVars(eq.arg(1 - side)).stream().allMatch(visible)) {
                    return Optional.of(v);
                }
            }
            return Optional.empty();
        }

        private static Term definingTerm(Term literal, Var v) {
            App eq = (App) literal;
            return eq.arg(0).equals(v) ? eq.arg(1) : eq.arg(0);
        }
    }
}
