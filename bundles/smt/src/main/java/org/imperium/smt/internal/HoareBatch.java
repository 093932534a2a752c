package org.imperium.smt.internal;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Function;
import org.imperium.core.Statistics;
import org.imperium.logic.Prover.Answer;
import org.imperium.logic.Statement;
import org.imperium.logic.Term;
import org.imperium.logic.TermUtils;
import org.imperium.logic.Terms;
import org.imperium.logic.TransitionFormula;
import org.imperium.logic.Var;
import org.sosy_lab.java_smt.api.BooleanFormula;
import org.sosy_lab.java_smt.api.Model;
import org.sosy_lab.java_smt.api.ProverEnvironment;
import org.sosy_lab.java_smt.api.SolverException;

/**
 * Decides the Hoare triples {φ} st {ψ_1}, …, {φ} st {ψ_k} of one precondition and statement together, in one
 * solver frame holding φ ∧ TF(st) (the Houdini-style computation of a predicate-abstraction post):
 * <ol>
 *   <li>ask φ ∧ TF(st) ∧ ¬(ψ_1 ∧ … ∧ ψ_k)' for the undecided ψ_i: unsatisfiable means {φ} st {ψ_1 ∧ … ∧ ψ_k}
 *   is valid, and with it each {φ} st {ψ_i} (the consequence rule) — one solver YES for all of them;</li>
 *   <li>satisfiable: the model is a step from φ (a {@link StepSample}, checked by evaluation, not trusted); every
 *   ψ_i false in its post-state is refuted by that step (answer NO), and step 1 repeats with the rest.</li>
 * </ol>
 * A model that refutes none of the rest (they cannot be evaluated, e.g. arrays) ends the loop; the rest are then
 * asked one by one in the same frame. Each check is counted as one {@code smt.hoare.queries}.
 */
final class HoareBatch {

    private final ProverEnvironment prover;
    private final Encoder encoder;
    private final Statistics statistics;

    HoareBatch(ProverEnvironment prover, Encoder encoder, Statistics statistics) {
        this.prover = prover;
        this.encoder = encoder;
        this.statistics = statistics;
    }

    /**
     * The answers for {@code posts} ({@code null} where the solver gave none); {@code keep} receives the samples
     * of refuting models. The caller has counted the first check as a query.
     */
    Answer[] decide(Term pre, Statement statement, List<Term> posts, Consumer<StepSample> keep)
            throws SolverException, InterruptedException {
        Answer[] answers = new Answer[posts.size()];
        TransitionFormula tf = statement.transitionFormula();
        Function<Var, Symbol> after = v -> Symbol.plain(tf.outVars().getOrDefault(v, v));
        List<Integer> open = new ArrayList<>();
        for (int i = 0; i < posts.size(); i++) {
            open.add(i);
        }
        boolean first = true;
        prover.push();
        try {
            prover.addConstraint(encoder.plain(pre));
            prover.addConstraint(encoder.plain(tf.formula()));
            while (open.size() > 1) {
                if (!first) {
                    statistics.increment("smt.hoare.queries");
                }
                first = false;
                List<Term> conjunction = open.stream().map(posts::get).toList();
                Check check = check(Terms.not(Terms.and(conjunction)), after, pre, tf, conjunction);
                if (check.unsat()) {
                    open.forEach(i -> answers[i] = Answer.YES);
                    statistics.add("smt.hoare.batched", open.size());
                    return answers;
                }
                if (check.sample().isEmpty()) {
                    break;
                }
                StepSample sample = check.sample().get();
                keep.accept(sample);
                List<Integer> refuted = open.stream().filter(i -> sample.refutes(posts.get(i))).toList();
                if (refuted.isEmpty()) {
                    break;
                }
                refuted.forEach(i -> answers[i] = Answer.NO);
                statistics.add("smt.hoare.batched", refuted.size());
                open.removeAll(refuted);
            }
            for (int i : open) {
                if (!first) {
                    statistics.increment("smt.hoare.queries");
                }
                first = false;
                Check check = check(Terms.not(posts.get(i)), after, pre, tf, List.of(posts.get(i)));
                answers[i] = check.unsat() ? Answer.YES : Answer.NO;
                check.sample().ifPresent(keep);
            }
            return answers;
        } finally {
            prover.pop();
        }
    }

    /** The outcome of one check: unsatisfiable, or else the model as a sample if it checks out. */
    private record Check(boolean unsat, Optional<StepSample> sample) {
    }

    /** Checks the frame with {@code negatedPost} (over post-state versions) added. */
    private Check check(Term negatedPost, Function<Var, Symbol> after, Term pre, TransitionFormula tf,
                                       List<Term> posts) throws SolverException, InterruptedException {
        prover.push();
        try {
            BooleanFormula negated = encoder.renamed(negatedPost, after);
            prover.addConstraint(negated);
            if (prover.isUnsat()) {
                return new Check(true, Optional.empty());
            }
            return new Check(false, sample(pre, tf, posts));
        } finally {
            prover.pop();
        }
    }

    /**
     * The prover's current model (of φ ∧ TF(st) ∧ ¬…) as a step from φ, with the values of the variables of φ,
     * of TF(st) and of the {@code posts} after the step (so that the model's refutation of a post carries over);
     * empty when the model cannot be read or does not satisfy φ ∧ TF(st).
     */
    Optional<StepSample> sample(Term pre, TransitionFormula tf, List<Term> posts) {
        Set<Var> vars = new HashSet<>();
        posts.forEach(p -> TermUtils.freeVars(p).forEach(v -> vars.add(tf.outVars().getOrDefault(v, v))));
        vars.addAll(TermUtils.freeVars(pre));
        vars.addAll(TermUtils.freeVars(tf.formula()));
        Map<Var, Object> values = new HashMap<>();
        try (Model m = prover.getModel()) {
            for (Var v : vars) {
                encoder.value(m, Symbol.plain(v)).ifPresent(x -> values.put(v, x));
            }
        } catch (SolverException | RuntimeException e) {
            return Optional.empty();
        }
        return StepSample.checked(values, pre, tf);
    }
}
