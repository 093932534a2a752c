package org.imperium.logic;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Deque;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Traversals of terms: free variables, substitution, conjuncts, DAG size. */
public final class TermUtils {

    private TermUtils() {
    }

    /** The free variables of {@code term}, in order of first occurrence. */
    public static Set<Var> freeVars(Term term) {
        Set<Var> result = new LinkedHashSet<>();
        collectFree(term, Set.of(), result, Collections.newSetFromMap(new IdentityHashMap<>()));
        return result;
    }

    public static Set<Var> freeVars(Collection<? extends Term> terms) {
        Set<Var> result = new LinkedHashSet<>();
        terms.forEach(t -> result.addAll(freeVars(t)));
        return result;
    }

    private static void collectFree(Term t, Set<Var> bound, Set<Var> out, Set<Term> seen) {
        if (bound.isEmpty() && !seen.add(t)) {
            return;
        }
        if (t instanceof Var v) {
            if (!bound.contains(v)) {
                out.add(v);
            }
        } else if (t instanceof Quantified q) {
            Set<Var> inner = new LinkedHashSet<>(bound);
            inner.addAll(q.bound());
            collectFree(q.body(), inner, out, seen);
        } else {
            for (Term c : t.children()) {
                collectFree(c, bound, out, seen);
            }
        }
    }

    /**
     * Replaces every free occurrence of a key of {@code map} by its value, simultaneously, and rebuilds through
     * the simplifying constructors. Bound variables of quantifiers are never replaced.
     */
    public static Term substitute(Term term, Map<? extends Term, ? extends Term> map) {
        if (map.isEmpty()) {
            return term;
        }
        return new Substituter(map).apply(term);
    }

    private static final class Substituter {
        private final Map<? extends Term, ? extends Term> map;
        private final Map<Term, Term> memo = new HashMap<>();

        Substituter(Map<? extends Term, ? extends Term> map) {
            this.map = map;
        }

        Term apply(Term t) {
            Term known = memo.get(t);
            if (known != null) {
                return known;
            }
            Term result;
            Term replacement = map.get(t);
            if (replacement != null) {
                result = replacement;
            } else if (t instanceof App app) {
                List<Term> args = new ArrayList<>(app.args().size());
                boolean changed = false;
                for (Term a : app.args()) {
                    Term b = apply(a);
                    changed |= b != a;
                    args.add(b);
                }
                result = changed ? Terms.rebuild(app, args) : t;
            } else if (t instanceof Quantified q) {
                Map<Term, Term> inner = new HashMap<>(map);
                q.bound().forEach(inner::remove);
                Term body = substitute(q.body(), inner);
                result = q.kind() == Quantified.Kind.FORALL ? Terms.forall(q.bound(), body) : Terms.exists(q.bound(), body);
            } else {
                result = t;
            }
            memo.put(t, result);
            return result;
        }
    }

    /** The conjuncts of a conjunction, or the term itself. */
    public static List<Term> conjuncts(Term t) {
        return t instanceof App a && a.op() == Op.AND ? a.args() : List.of(t);
    }

    /** The disjuncts of a disjunction, or the term itself. */
    public static List<Term> disjuncts(Term t) {
        return t instanceof App a && a.op() == Op.OR ? a.args() : List.of(t);
    }

    /** Number of distinct nodes of the DAG of all {@code terms} together (shared subterms count once). */
    public static int dagSize(Collection<? extends Term> terms) {
        Set<Term> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        Deque<Term> todo = new ArrayDeque<>(terms);
        while (!todo.isEmpty()) {
            Term t = todo.pop();
            if (seen.add(t)) {
                todo.addAll(t.children());
                if (t instanceof Quantified q) {
                    todo.addAll(q.bound());
                }
            }
        }
        return seen.size();
    }

    public static int dagSize(Term term) {
        return dagSize(List.of(term));
    }
}
