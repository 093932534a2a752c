package org.imperium.smt.internal;

import java.math.BigInteger;
import java.util.Map;
import java.util.Optional;
import org.imperium.logic.Evaluator;
import org.imperium.logic.Sort;
import org.imperium.logic.Term;
import org.imperium.logic.TransitionFormula;
import org.imperium.logic.Var;

/**
 * One concrete step of a statement from a precondition φ: a pre-state satisfying φ and a post-state the statement
 * reaches from it, kept from the model of a Hoare triple {φ} st {ψ} the solver refuted. Predicate abstraction asks
 * {φ} st {ψ'} for many ψ' with the same φ and st; each ψ' that is false in a kept post-state is refuted by it
 * (the sample is the counterexample), without another solver call. Only triples that hold in every kept sample
 * go to the solver, and each refuted one adds its model as a further sample.
 *
 * <p>The model is not trusted: a sample exists only if φ and TF(st) evaluate to true on it, with every variable
 * the model leaves out set to a fixed default (nothing in φ or TF(st) constrains it, and the evaluation
 * confirms the rest). Whatever cannot be evaluated (arrays, division by zero) refutes nothing.
 */
final class StepSample {

    private final Map<Var, Object> values;
    private final TransitionFormula tf;

    private StepSample(Map<Var, Object> values, TransitionFormula tf) {
        this.values = values;
        this.tf = tf;
    }

    /** The sample given by {@code values} (pre-state, auxiliary and written versions), if it checks out. */
    static Optional<StepSample> checked(Map<Var, Object> values, Term pre, TransitionFormula tf) {
        StepSample sample = new StepSample(values, tf);
        return sample.holds(pre) && sample.holds(tf.formula()) ? Optional.of(sample) : Optional.empty();
    }

    /** ψ is false in the post-state, so {φ} st {ψ} is not valid; false when ψ cannot be evaluated. */
    boolean refutes(Term post) {
        return holdsAfter(post).equals(Optional.of(false));
    }

    /** The truth value of ψ in the post-state; empty when ψ cannot be evaluated (arrays, division by zero). */
    Optional<Boolean> holdsAfter(Term post) {
        try {
            Object value = Evaluator.evaluate(post, v -> value(tf.outVars().getOrDefault(v, v)));
            return value instanceof Boolean b ? Optional.of(b) : Optional.empty();
        } catch (RuntimeException cannotEvaluate) {
            return Optional.empty();
        }
    }

    /** A formula over pre-state, auxiliary and written versions is true in the sample. */
    private boolean holds(Term formula) {
        try {
            return Boolean.TRUE.equals(Evaluator.evaluate(formula, this::value));
        } catch (RuntimeException cannotEvaluate) {
            return false;
        }
    }

    private Object value(Var v) {
        Object known = values.get(v);
        if (known != null) {
            return known;
        }
        if (v.sort().equals(Sort.INT)) {
            return BigInteger.ZERO;
        }
        return v.sort().equals(Sort.BOOL) ? Boolean.FALSE : null;
    }
}
