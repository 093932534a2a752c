package org.imperium.logic;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * What a transition of a Petri program does, atomically: a sequence of assumes, simultaneous assignments and
 * havocs. The paper's "guard + simultaneous assignment" is the sequence {@code [guard]; x := e}; longer
 * sequences come from atomic blocks and from ghost updates appended to a statement.
 */
public final class Statement {

    public static final Statement SKIP = new Statement(List.of());

    private final List<Action> actions;
    private TransitionFormula formula;
    private int hash;

    private Statement(List<Action> actions) {
        this.actions = List.copyOf(actions);
    }

    public static Statement of(List<Action> actions) {
        return actions.isEmpty() ? SKIP : new Statement(actions);
    }

    public static Statement of(Action... actions) {
        return of(Arrays.asList(actions));
    }

    public static Statement assume(Term condition) {
        return condition.isTrue() ? SKIP : of(new Action.Assume(condition));
    }

    public static Statement assign(Var variable, Term value) {
        return of(new Action.Assign(Map.of(variable, value)));
    }

    public static Statement assign(Map<Var, Term> updates) {
        return updates.isEmpty() ? SKIP : of(new Action.Assign(updates));
    }

    public static Statement havoc(Var... vars) {
        return of(new Action.Havoc(List.of(vars)));
    }

    /** This statement followed by {@code next}, as one atomic step. */
    public Statement then(Statement next) {
        List<Action> all = new ArrayList<>(actions);
        all.addAll(next.actions);
        return of(all);
    }

    public List<Action> actions() {
        return actions;
    }

    public boolean isSkip() {
        return actions.isEmpty();
    }

    /** Variables whose values the statement may read. */
    public Set<Var> reads() {
        Set<Var> result = new LinkedHashSet<>();
        for (Action a : actions) {
            if (a instanceof Action.Assume assume) {
                result.addAll(TermUtils.freeVars(assume.condition()));
            } else if (a instanceof Action.Assign assign) {
                result.addAll(TermUtils.freeVars(assign.updates().values()));
            }
        }
        return result;
    }

    /** Variables the statement may change. */
    public Set<Var> writes() {
        Set<Var> result = new LinkedHashSet<>();
        for (Action a : actions) {
            if (a instanceof Action.Assign assign) {
                result.addAll(assign.updates().keySet());
            } else if (a instanceof Action.Havoc havoc) {
                result.addAll(havoc.vars());
            }
        }
        return result;
    }

    /**
     * wp(st, post): the weakest condition before the statement under which every execution of it ends in
     * {@code post} (an assume that fails blocks, so it is an implication; a havoc of a variable {@code post}
     * mentions is a universal quantifier over it).
     */
    public Term weakestPrecondition(Term post) {
        Term result = post;
        for (int k = actions.size() - 1; k >= 0; k--) {
            Action a = actions.get(k);
            if (a instanceof Action.Assume assume) {
                result = Terms.implies(assume.condition(), result);
            } else if (a instanceof Action.Assign assign) {
                result = TermUtils.substitute(result, assign.updates());
            } else if (a instanceof Action.Havoc havoc) {
                result = Terms.forall(havoc.vars(), result);
            }
        }
        return result;
    }

    /**
     * The transition formula, in SSA form: a variable is read as itself, written as its primed version
     * {@code x'}, and intermediate values of variables written twice are auxiliary versions {@code x'1, x'2…}.
     */
    public synchronized TransitionFormula transitionFormula() {
        if (formula == null) {
            formula = buildFormula();
        }
        return formula;
    }

    private TransitionFormula buildFormula() {
        Map<Var, Integer> writeCount = new HashMap<>();
        for (Action a : actions) {
            if (a instanceof Action.Assign assign) {
                assign.updates().keySet().forEach(v -> writeCount.merge(v, 1, Integer::sum));
            } else if (a instanceof Action.Havoc havoc) {
                havoc.vars().forEach(v -> writeCount.merge(v, 1, Integer::sum));
            }
        }
        Map<Var, Term> current = new HashMap<>();
        Map<Var, Integer> written = new HashMap<>();
        Set<Var> aux = new LinkedHashSet<>();
        List<Term> conjuncts = new ArrayList<>();
        Set<Var> readVars = new LinkedHashSet<>();
        for (Action a : actions) {
            if (a instanceof Action.Assume assume) {
                readVars.addAll(unwritten(TermUtils.freeVars(assume.condition()), current));
                conjuncts.add(TermUtils.substitute(assume.condition(), current));
            } else if (a instanceof Action.Assign assign) {
                Map<Var, Term> next = new LinkedHashMap<>();
                for (Map.Entry<Var, Term> e : assign.updates().entrySet()) {
                    readVars.addAll(unwritten(TermUtils.freeVars(e.getValue()), current));
                    Var version = nextVersion(e.getKey(), writeCount, written, aux);
                    conjuncts.add(Terms.eq(version, TermUtils.substitute(e.getValue(), current)));
                    next.put(e.getKey(), version);
                }
                current.putAll(next);
            } else if (a instanceof Action.Havoc havoc) {
                for (Var v : havoc.vars()) {
                    current.put(v, nextVersion(v, writeCount, written, aux));
                }
            }
        }
        Map<Var, Var> in = new LinkedHashMap<>();
        readVars.forEach(v -> in.put(v, v));
        Map<Var, Var> out = new LinkedHashMap<>();
        written.keySet().forEach(v -> out.put(v, primed(v)));
        return new TransitionFormula(Terms.and(conjuncts), in, out, aux);
    }

    private static Set<Var> unwritten(Set<Var> vars, Map<Var, Term> current) {
        Set<Var> result = new LinkedHashSet<>(vars);
        result.removeAll(current.keySet());
        return result;
    }

    private static Var nextVersion(Var v, Map<Var, Integer> writeCount, Map<Var, Integer> written, Set<Var> aux) {
        int n = written.merge(v, 1, Integer::sum);
        if (n == writeCount.get(v)) {
            return primed(v);
        }
        Var version = Terms.var(v.name() + "'" + n, v.sort());
        aux.add(version);
        return version;
    }

    /** The post-state version of a program variable in transition formulas. */
    public static Var primed(Var v) {
        return Terms.var(v.name() + "'", v.sort());
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Statement s && s.actions.equals(actions);
    }

    @Override
    public int hashCode() {
        // immutable, and a hot key of the verifiers' memo tables: compute once
        int h = hash;
        if (h == 0) {
            h = Objects.hash(actions);
            hash = h;
        }
        return h;
    }

    /** The statement in the syntax {@link StatementParser} reads: actions separated by {@code ;}, or {@code skip}. */
    @Override
    public String toString() {
        return actions.isEmpty() ? "skip" : actions.stream().map(Action::toString).collect(Collectors.joining("; "));
    }
}
