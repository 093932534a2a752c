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
 *   <li>satisfiable: the model is a step from φ; every ψ_i false after it is refuted by that step (answer NO),
 *   and step 1 repeats with the rest.</li>
 * </ol>
 * Whether ψ_i is false after the step is read from the model as a {@link StepSample} (checked by evaluation, and
 * kept for later triples of the same step), or, where the sample cannot evaluate ψ_i (arrays), from the solver's
 * own evaluation of ψ_i' in the model — the model satisfies φ ∧ TF(st), so a NO is as sure as the solver's "sat".
 * A model that refutes none of the rest ends the loop; the rest are then asked one by one in the same frame.
 * Each check is counted as one {@code smt.hoare.queries}.
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
                List<Term> rest = open.stream().map(posts::get).toList();
                Optional<List<Integer>> refuted = refuted(Terms.not(Terms.and(rest)), rest, after, pre, tf, keep);
                if (refuted.isEmpty()) {
                    open.forEach(i -> answers[i] = Answer.YES);
                    statistics.add("smt.hoare.batched", open.size());
                    return answers;
                }
                if (refuted.get().isEmpty()) {
                    break;
                }
                List<Integer> gone = refuted.get().stream().map(open::get).toList();
                gone.forEach(i -> answers[i] = Answer.NO);
                statistics.add("smt.hoare.batched", gone.size());
                open.removeAll(gone);
            }
            for (int i : open) {
                if (!first) {
                    statistics.increment("smt.hoare.queries");
                }
                first = false;
                Term post = posts.get(i);
                answers[i] = refuted(Terms.not(post), List.of(post), after, pre, tf, keep).isEmpty()
                        ? Answer.YES : Answer.NO;
            }
            return answers;
        } finally {
            prover.pop();
        }
    }

    /**
     * Checks the frame with {@code negatedPost} (over post-state versions) added: empty when unsatisfiable, else
     * the positions of the {@code posts} that the model makes false after the step.
     */
    private Optional<List<Integer>> refuted(Term negatedPost, List<Term> posts, Function<Var, Symbol> after,
                                            Term pre, TransitionFormula tf, Consumer<StepSample> keep)
            throws SolverException, InterruptedException {
        prover.push();
        try {
            prover.addConstraint(encoder.renamed(negatedPost, after));
            if (prover.isUnsat()) {
                return Optional.empty();
            }
            List<Integer> refuted = new ArrayList<>();
            try (Model m = prover.getModel()) {
                Optional<StepSample> sample = sample(m, pre, tf, posts);
                sample.ifPresent(keep);
                for (int i = 0; i < posts.size(); i++) {
                    Term post = posts.get(i);
                    Optional<Boolean> holds = sample.flatMap(x -> x.holdsAfter(post));
                    if (holds.isEmpty()) {
                        holds = Optional.ofNullable(m.evaluate(encoder.renamed(post, after)));
                        holds.filter(h -> !h).ifPresent(h -> statistics.increment("smt.hoare.modelRefuted"));
                    }
                    if (holds.equals(Optional.of(false))) {
                        refuted.add(i);
                    }
                }
            }
            return Optional.of(refuted);
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
        try (Model m = prover.getModel()) {
            return sample(m, pre, tf, posts);
        } catch (SolverException | RuntimeException e) {
            return Optional.empty();
        }
    }

    private Optional<StepSample> sample(Model m, Term pre, TransitionFormula tf, List<Term> posts) {
        Set<Var> vars = new HashSet<>();
        posts.forEach(p -> TermUtils.freeVars(p).forEach(v -> vars.add(tf.outVars().getOrDefault(v, v))));
        vars.addAll(TermUtils.freeVars(pre));
        vars.addAll(TermUtils.freeVars(tf.formula()));
        Map<Var, Object> values = new HashMap<>();
        try {
            for (Var v : vars) {
                encoder.value(m, Symbol.plain(v)).ifPresent(x -> values.put(v, x));
            }
        } catch (RuntimeException e) {
            return Optional.empty();
        }
        return StepSample.checked(values, pre, tf);
    }
}
