package org.imperium.proof;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.imperium.logic.Action;
import org.imperium.logic.Evaluator;
import org.imperium.logic.Prover;
import org.imperium.logic.Sort;
import org.imperium.logic.Statement;
import org.imperium.logic.Term;
import org.imperium.logic.TermUtils;
import org.imperium.logic.Var;

/**
 * A test-only stand-in for an SMT solver: decides formulas and Hoare triples by enumerating integer values in a
 * small box. Correct for the small-constant examples of the tests, unsound in general; it can also be told to
 * answer UNKNOWN to count how callers treat incompleteness.
 */
final class BoundedProver implements Prover {

    private final int bound;
    private boolean unknownEverywhere;
    int calls;

    BoundedProver(int bound) {
        this.bound = bound;
    }

    BoundedProver() {
        this(5);
    }

    void answerUnknown(boolean on) {
        unknownEverywhere = on;
    }

    @Override
    public Answer isSatisfiable(Term formula) {
        calls++;
        if (unknownEverywhere) {
            return Answer.UNKNOWN;
        }
        for (Map<Var, Object> v : valuations(new ArrayList<>(TermUtils.freeVars(formula)))) {
            if ((Boolean) Evaluator.evaluate(formula, v::get)) {
                return Answer.YES;
            }
        }
        return Answer.NO;
    }

    @Override
    public Answer isValidHoareTriple(Term pre, Statement statement, Term post) {
        calls++;
        if (unknownEverywhere) {
            return Answer.UNKNOWN;
        }
        Set<Var> vars = new LinkedHashSet<>(TermUtils.freeVars(pre));
        vars.addAll(statement.reads());
        vars.addAll(statement.writes());
        vars.addAll(TermUtils.freeVars(post));
        for (Map<Var, Object> start : valuations(new ArrayList<>(vars))) {
            if (!(Boolean) Evaluator.evaluate(pre, start::get)) {
                continue;
            }
            for (Map<Var, Object> end : execute(statement.actions(), 0, start)) {
                if (!(Boolean) Evaluator.evaluate(post, end::get)) {
                    return Answer.NO;
                }
            }
        }
        return Answer.YES;
    }

    private List<Map<Var, Object>> execute(List<Action> actions, int from, Map<Var, Object> state) {
        if (from == actions.size()) {
            return List.of(state);
        }
        Action a = actions.get(from);
        if (a instanceof Action.Assume assume) {
            return (Boolean) Evaluator.evaluate(assume.condition(), state::get)
                    ? execute(actions, from + 1, state) : List.of();
        }
        if (a instanceof Action.Assign assign) {
            Map<Var, Object> next = new HashMap<>(state);
            assign.updates().forEach((v, e) -> next.put(v, Evaluator.evaluate(e, state::get)));
            return execute(actions, from + 1, next);
        }
        List<Map<Var, Object>> result = new ArrayList<>();
        List<Var> havocked = ((Action.Havoc) a).vars();
        for (Map<Var, Object> values : valuations(havocked)) {
            Map<Var, Object> next = new HashMap<>(state);
            next.putAll(values);
            result.addAll(execute(actions, from + 1, next));
        }
        return result;
    }

    private List<Map<Var, Object>> valuations(List<Var> vars) {
        List<Map<Var, Object>> result = new ArrayList<>();
        result.add(new HashMap<>());
        for (Var v : vars) {
            List<Object> values = new ArrayList<>();
            if (v.sort().equals(Sort.BOOL)) {
                values.add(true);
                values.add(false);
            } else if (v.sort().equals(Sort.INT)) {
                for (int i = -bound; i <= bound; i++) {
                    values.add(BigInteger.valueOf(i));
                }
            } else {
                throw new IllegalArgumentException("the bounded test prover has no arrays");
            }
            List<Map<Var, Object>> next = new ArrayList<>();
            for (Map<Var, Object> partial : result) {
                for (Object value : values) {
                    Map<Var, Object> m = new HashMap<>(partial);
                    m.put(v, value);
                    next.add(m);
                }
            }
            result = next;
        }
        return result;
    }

    @Override
    public String name() {
        return "bounded(" + bound + ")";
    }

    @Override
    public void close() {
    }
}
