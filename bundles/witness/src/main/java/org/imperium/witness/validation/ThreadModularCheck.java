package org.imperium.witness.validation;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.imperium.core.Cancellation;
import org.imperium.logic.Action;
import org.imperium.logic.Term;
import org.imperium.logic.TermUtils;
import org.imperium.logic.Terms;
import org.imperium.logic.Var;
import org.imperium.ogcheck.CheckResult;
import org.imperium.ogcheck.OwickiGriesChecker;
import org.imperium.program.CoRelation;
import org.imperium.program.ExactCoRelation;
import org.imperium.program.PetriProgram;
import org.imperium.program.Place;
import org.imperium.program.Transition;
import org.imperium.proof.OwickiGriesAnnotation;
import org.imperium.smt.SmtSession;

/**
 * Thread-modular validation of a correctness witness: its invariants, on the program with its ghosts and updates
 * woven in ({@link WitnessWeaver}), read as an Owicki-Gries annotation (Def. 3.4) and checked for validity (Def.
 * 3.5: initiation, local correctness, interference freedom, safety) by the independent checker. A valid
 * annotation proves every bad place of the woven program unreachable (Prop. 3.6) — no invariant check fails and
 * the program reaches no error — so the witness is confirmed without exploring interleavings.
 *
 * <p>A witness annotates only statement starts; the places between (inside a statement's steps, before a condition, the
 * places of a check) get the weakest precondition of their outgoing transitions with respect to the annotation of the
 * successors — I(p) = ⋀ (⋀_{q ∈ •t∖p} I(q) ⟹ wp(λ(t), ⋀_{q ∈ t•} I(q))) over the transitions t ∈ p• of p's own thread,
 * with wp of an assignment a substitution, of an assumption an implication and of a havoc a universal quantifier — and
 * bad places get {@code false}. Where this does not terminate (a cycle through places without invariant) or grows
 * beyond {@code sizeLimit}, the place gets {@code true}. Every place also gets the constant values of its thread's
 * locals ({@link LocalConstants}): the thread ids a fork wrote, which a witness does not mention (they are the model's,
 * not the program's) but which tell a join which instance it waits for. The choice affects only whether the check
 * succeeds, never its soundness: whatever annotation results is checked in full, and a failed check means "not shown
 * thread-modularly", after which the validator re-verifies the woven program with its backend.
 */
public final class ThreadModularCheck {

    /** The outcome: valid, or why not (the checker's summary, or what prevented the check). */
    public record Result(boolean valid, String summary, int places, int derived) {
    }

    /** Most valuations of the finite-valued variables a place's fact lists ({@link FiniteValues}). */
    private static final int VALUATION_LIMIT = 256;

    private final PetriProgram program;
    private final Map<Place, Term> given;
    private final int sizeLimit;
    private final Map<Place, Term> derived = new HashMap<>();
    private final Set<Place> visiting = new HashSet<>();

    private ThreadModularCheck(PetriProgram program, Map<Place, Term> given, int sizeLimit) {
        this.program = program;
        this.given = given;
        this.sizeLimit = sizeLimit;
    }

    /**
     * @param invariants the witness's invariants at places of the woven {@code program} (several at one place
     *                   conjoined)
     */
    public static Result check(PetriProgram program, Map<Place, Term> invariants, SmtSession session,
                               int markingLimit, int sizeLimit, Cancellation cancellation) {
        ThreadModularCheck c = new ThreadModularCheck(program, invariants, sizeLimit);
        Map<Place, Term> annotation = new HashMap<>();
        Map<Place, Map<Var, BigInteger>> constants = LocalConstants.of(program);
        Map<Place, Term> values = FiniteValues.of(program, markingLimit, VALUATION_LIMIT, cancellation)
                .orElse(Map.of());
        for (Place p : program.places()) {
            cancellation.check();
            List<Term> facts = new ArrayList<>();
            facts.add(c.invariant(p));
            constants.getOrDefault(p, Map.of()).forEach((v, value) -> facts.add(Terms.eq(v, Terms.num(value))));
            facts.add(values.getOrDefault(p, Terms.TRUE));
            annotation.put(p, Terms.and(facts));
        }
        OwickiGriesAnnotation og = new OwickiGriesAnnotation(program, "witness", List.of(), annotation, Map.of());
        CoRelation co = ExactCoRelation.forProgram(program, markingLimit, cancellation);
        CheckResult r = new OwickiGriesChecker(session, co, cancellation).check(og);
        return new Result(r.isValid(), r.isValid() ? "valid" : r.summary(), invariants.size(),
                (int) c.derived.values().stream().filter(t -> !t.isTrue()).count());
    }

    private Term invariant(Place p) {
        if (p.isBad()) {
            return Terms.FALSE;
        }
        Term witness = given.get(p);
        if (witness != null && !insideStatement(p)) {
            return witness;
        }
        Term known = derived.get(p);
        if (known != null) {
            return known;
        }
        if (!visiting.add(p)) {
            return Terms.TRUE;
        }
        List<Term> parts = new ArrayList<>();
        for (Transition t : program.outgoing(p)) {
            if (!t.thread().equals(p.thread())) {
                // a place another thread consumes (an instance's start, taken by the fork, or its end, by the
                // join): what holds then is not what holds while the place is marked
                continue;
            }
            Term post = Terms.and(t.post().stream().map(this::invariant).toList());
            // what t's other pre-places contribute (a join: the joined thread has ended) may be assumed
            Term others = Terms.and(t.pre().stream().filter(q -> !q.equals(p)).map(this::invariant).toList());
            parts.add(Terms.implies(others, t.statement().weakestPrecondition(post)));
        }
        Term result = parts.isEmpty() ? end(p) : Terms.and(parts);
        visiting.remove(p);
        if (TermUtils.dagSize(result) > sizeLimit) {
            result = Terms.TRUE;
        }
        derived.put(p, result);
        return result;
    }

    /**
     * Whether {@code p} lies between two steps of one statement (after a read into a temporary, before the write):
     * every transition that enters it is a step of its own thread at the statement p stands before. The witness's
     * invariant of that statement is checked there too, but it cannot speak of the temporaries, which carry what
     * the statement read; the weakest precondition does (it includes the invariant: the check is one of the
     * transitions leaving p).
     */
    private boolean insideStatement(Place p) {
        java.util.Optional<org.imperium.program.Origin> at = org.imperium.witness.export.ControlPoints
                .statementAfter(program, p);
        if (at.isEmpty() || program.initialMarking().places(program).contains(p)) {
            return false;
        }
        List<Transition> entering = program.transitions().stream().filter(t -> t.post().contains(p)).toList();
        return !entering.isEmpty() && entering.stream().allMatch(t -> t.thread().equals(p.thread())
                && t.origin().filter(o -> o.location().equals(at.get().location())
                && o.function().equals(at.get().function())).isPresent());
    }

    /**
     * A place its own thread never leaves (the end of a thread, which a join consumes): the strongest
     * post-condition of the transitions that enter it when they only test — ⋁ (⋀ I(•t) ∧ guards) — else true.
     */
    private Term end(Place p) {
        List<Term> parts = new ArrayList<>();
        for (Transition t : program.transitions()) {
            if (!t.post().contains(p)) {
                continue;
            }
            if (!t.thread().equals(p.thread()) || t.statement().actions().stream()
                    .anyMatch(a -> !(a instanceof Action.Assume))) {
                return Terms.TRUE;
            }
            List<Term> conjuncts = new ArrayList<>();
            t.pre().forEach(q -> conjuncts.add(invariant(q)));
            t.statement().actions().forEach(a -> conjuncts.add(((Action.Assume) a).condition()));
            parts.add(Terms.and(conjuncts));
        }
        return parts.isEmpty() ? Terms.TRUE : Terms.or(parts);
    }
}
