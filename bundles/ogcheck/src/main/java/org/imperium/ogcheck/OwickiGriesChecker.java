package org.imperium.ogcheck;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.imperium.core.Cancellation;
import org.imperium.logic.Prover;
import org.imperium.logic.Statement;
import org.imperium.logic.Term;
import org.imperium.logic.TermUtils;
import org.imperium.logic.TransitionFormula;
import org.imperium.logic.Terms;
import org.imperium.logic.Var;
import org.imperium.program.CoRelation;
import org.imperium.program.PetriProgram;
import org.imperium.program.Place;
import org.imperium.program.Transition;
import org.imperium.proof.OwickiGriesAnnotation;
import org.imperium.smt.SmtSession;

/**
 * Def. 3.5, validity of an Owicki-Gries annotation, checked with a solver and nothing else: it knows the program,
 * the annotation and the co-relation, not how the annotation was made.
 * <ul>
 * <li>(initial) {@code ⌈ρ_init⌉ ⟹ I(p)} for every p ∈ M_init;</li>
 * <li>(inductive) {@code {⋀_{p ∈ •t} I(p)} λ(t);γ(t) {⋀_{p ∈ t•} I(p)}} for every t;</li>
 * <li>(interference-free) {@code {I(p) ∧ ⋀_{q ∈ •t} I(q)} λ(t);γ(t) {I(p)}} for every t and every p co-marked
 * with t; when λ(t);γ(t) writes no variable of I(p) the triple holds by the frame rule and is not sent;</li>
 * <li>(safe) {@code I(p)} unsatisfiable for every bad place p.</li>
 * </ul>
 * A transition with two pre-places that are not co-related can never fire (the co-relation never
 * under-approximates); the paper assumes such transitions are removed (Def. 2.2), and its (inductive) and
 * (interference-free) instances are skipped, which is sound because only fired transitions enter the proof of
 * Prop. 3.6. All instances are checked, so that every failure is reported; a solver UNKNOWN makes an instance
 * undecided, never valid.
 */
public final class OwickiGriesChecker {

    private final Prover prover;
    private final Function<Term, Optional<Map<Var, Object>>> models;
    private final CoRelation coRelation;
    private final Cancellation cancellation;

    /**
     * @param models a satisfying assignment of a formula when the solver gives one (for counterexamples to failed
     *               conditions); may always answer empty
     */
    public OwickiGriesChecker(Prover prover, Function<Term, Optional<Map<Var, Object>>> models, CoRelation coRelation,
                              Cancellation cancellation) {
        this.prover = prover;
        this.models = models;
        this.coRelation = coRelation;
        this.cancellation = cancellation;
    }

    /** With counterexample models from the session. */
    public OwickiGriesChecker(SmtSession session, CoRelation coRelation, Cancellation cancellation) {
        this(session, session::model, coRelation, cancellation);
    }

    public CheckResult check(OwickiGriesAnnotation annotation) {
        Run run = new Run();
        PetriProgram program = annotation.program();
        for (Place p : program.initialMarking().places(program)) {
            Term counter = Terms.and(annotation.initialCondition(), Terms.not(annotation.invariant(p)));
            run.answer(Condition.INITIAL, p, null, prover.isSatisfiable(counter).negate(), counter);
        }
        for (Place p : program.badPlaces()) {
            Term i = annotation.invariant(p);
            if (i.isFalse()) {
                run.trivial++;
            } else {
                run.answer(Condition.SAFE, p, null, prover.isSatisfiable(i).negate(), i);
            }
        }
        for (Transition t : program.transitions()) {
            cancellation.check();
            if (!canFire(t)) {
                continue;
            }
            Statement step = annotation.instrumented(t);
            Term pre = Terms.and(t.pre().stream().map(annotation::invariant).toList());
            Term post = Terms.and(t.post().stream().map(annotation::invariant).toList());
            run.triple(Condition.INDUCTIVE, null, t, pre, step, post);
            Set<Var> written = step.writes();
            for (Place p : program.places()) {
                if (!coRelation.coMarked(p, t)) {
                    continue;
                }
                Term ip = annotation.invariant(p);
                if (TermUtils.freeVars(ip).stream().noneMatch(written::contains)) {
                    run.trivial++;
                    continue;
                }
                run.triple(Condition.INTERFERENCE_FREE, p, t, Terms.and(ip, pre), step, ip);
            }
        }
        return new CheckResult(run.failures, run.undecided, run.sent, run.trivial);
    }

    /** pre ∧ λ(t);γ(t) ∧ ¬post, with post over the primed versions of what the step writes. */
    private static Term counterexample(Term pre, Statement step, Term post) {
        TransitionFormula tf = step.transitionFormula();
        return Terms.and(pre, tf.formula(), Terms.not(TermUtils.substitute(post, tf.outVars())));
    }

    /** {@code x = 1, x' = 2, g = 0} in variable-name order. */
    private static String show(Map<Var, Object> model) {
        if (model.isEmpty()) {
            return "any values";
        }
        return model.entrySet().stream().sorted(Map.Entry.comparingByKey(java.util.Comparator.comparing(Var::name)))
                .map(e -> e.getKey().name() + " = " + e.getValue()).collect(Collectors.joining(", "));
    }

    /** False only when two pre-places are not co-related: t is enabled in no reachable marking. */
    private boolean canFire(Transition t) {
        List<Place> pre = t.pre();
        for (int i = 0; i < pre.size(); i++) {
            for (int j = i + 1; j < pre.size(); j++) {
                if (!coRelation.coRelated(pre.get(i), pre.get(j))) {
                    return false;
                }
            }
        }
        return true;
    }

    /** Bookkeeping of one check. */
    private final class Run {
        final List<Failure> failures = new ArrayList<>();
        final List<Failure> undecided = new ArrayList<>();
        long sent;
        long trivial;

        void triple(Condition c, Place p, Transition t, Term pre, Statement step, Term post) {
            if (pre.isFalse() || post.isTrue()) {
                trivial++;
                return;
            }
            Prover.Answer valid = prover.isValidHoareTriple(pre, step, post);
            answer(c, p, t, valid, valid == Prover.Answer.NO ? counterexample(pre, step, post) : Terms.FALSE);
        }

        /** @param counter a formula whose models are counterexamples (used only when {@code valid} is NO) */
        void answer(Condition c, Place p, Transition t, Prover.Answer valid, Term counter) {
            sent++;
            if (valid == Prover.Answer.YES) {
                return;
            }
            Optional<String> model = valid == Prover.Answer.NO ? models.apply(counter).map(OwickiGriesChecker::show)
                    : Optional.empty();
            Failure f = new Failure(c, Optional.ofNullable(p), Optional.ofNullable(t), model,
                    valid == Prover.Answer.UNKNOWN);
            (f.undecided() ? undecided : failures).add(f);
        }
    }
}
