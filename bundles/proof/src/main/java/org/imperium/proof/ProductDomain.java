package org.imperium.proof;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.imperium.logic.Prover;
import org.imperium.logic.Statement;
import org.imperium.logic.Term;
import org.imperium.logic.Terms;
import org.imperium.program.Transition;

/**
 * Def. 6.1, product invariant domain: elements are tuples (φ_1, …, φ_n) meaning φ_1 ∧ … ∧ φ_n, and post works
 * component-wise. A factor may itself have several components; the product's components are the factors'
 * components side by side. A tuple is bottom as soon as one factor is; the product then answers the canonical
 * bottom, {@code false} in every component, so that equal meanings are equal tuples.
 *
 * <p>Optionally ({@link #withJointInfeasibility}) the product also answers bottom when no factor alone but the
 * conjunction of all proves the step infeasible ({@code {φ_1 ∧ … ∧ φ_n} λ(t) {false}}, asked to a solver,
 * memoised; UNKNOWN counts as feasible). Posts that are not bottom stay component-wise, so each factor is still
 * an independent group for the focus; the infeasibility core is then the set of all components.
 */
public final class ProductDomain implements InvariantDomain {

    private final List<InvariantDomain> factors;
    private final int[] offsets;
    private final int arity;
    private final Optional<Prover> joint;
    private final Map<JointKey, Boolean> jointlyInfeasible = new HashMap<>();
    private long jointUnknowns;

    public ProductDomain(List<InvariantDomain> components) {
        this(components, Optional.empty());
    }

    /** A product that is also bottom when only the conjunction of the factors proves a step infeasible. */
    public static ProductDomain withJointInfeasibility(List<InvariantDomain> components, Prover prover) {
        return new ProductDomain(components, Optional.of(prover));
    }

    private ProductDomain(List<InvariantDomain> components, Optional<Prover> joint) {
        this.joint = joint;
        if (components.isEmpty()) {
            throw new IllegalArgumentException("a product needs at least one domain");
        }
        this.factors = List.copyOf(components);
        this.offsets = new int[factors.size() + 1];
        for (int i = 0; i < factors.size(); i++) {
            offsets[i + 1] = offsets[i] + factors.get(i).arity();
        }
        this.arity = offsets[factors.size()];
    }

    /** The factors, in order. */
    public List<InvariantDomain> components() {
        return factors;
    }

    @Override
    public int arity() {
        return arity;
    }

    @Override
    public Invariant initial() {
        List<Term> all = new ArrayList<>();
        factors.forEach(f -> all.addAll(f.initial().components()));
        return new Invariant(all);
    }

    @Override
    public Invariant post(Invariant invariant, Transition transition) {
        requireArity(invariant);
        if (invariant.isBottom()) {
            return bottom();
        }
        List<Term> all = new ArrayList<>(arity);
        for (int i = 0; i < factors.size(); i++) {
            InvariantDomain factor = factors.get(i);
            Invariant own = factor.arity() == 1 ? Invariant.of(invariant.component(offsets[i])) : slice(invariant, i);
            Invariant next = factor.post(own, transition);
            if (next.isBottom()) {
                return bottom();
            }
            all.addAll(next.components());
        }
        return jointlyInfeasible(invariant, transition) ? bottom() : new Invariant(all);
    }

    private boolean jointlyInfeasible(Invariant invariant, Transition transition) {
        if (joint.isEmpty() || factors.size() < 2) {
            return false;
        }
        return jointlyInfeasible.computeIfAbsent(new JointKey(invariant, transition.statement()), k -> {
            Prover.Answer a = joint.get().isValidHoareTriple(invariant.formula(), k.statement(), Terms.FALSE);
            if (a == Prover.Answer.UNKNOWN) {
                jointUnknowns++;
            }
            return a == Prover.Answer.YES;
        });
    }

    /** Each factor whose own post is bottom proves the infeasibility alone (with its own components). */
    @Override
    public List<Set<Integer>> infeasibilityCores(Invariant invariant, Transition transition) {
        requireArity(invariant);
        List<Set<Integer>> cores = new ArrayList<>();
        for (int i = 0; i < factors.size(); i++) {
            Invariant own = slice(invariant, i);
            int offset = offsets[i];
            for (Set<Integer> inner : factors.get(i).infeasibilityCores(own, transition)) {
                cores.add(inner.stream().map(j -> j + offset).collect(Collectors.toUnmodifiableSet()));
            }
        }
        if (cores.isEmpty() && jointlyInfeasible(invariant, transition)) {
            cores.add(IntStream.range(0, arity).boxed().collect(Collectors.toUnmodifiableSet()));
        }
        return Collections.unmodifiableList(cores);
    }

    /** The groups of every factor, side by side: factors never see each other's components. */
    @Override
    public List<Set<Integer>> independentGroups() {
        List<Set<Integer>> groups = new ArrayList<>();
        for (int i = 0; i < factors.size(); i++) {
            int offset = offsets[i];
            for (Set<Integer> inner : factors.get(i).independentGroups()) {
                groups.add(inner.stream().map(j -> j + offset).collect(Collectors.toUnmodifiableSet()));
            }
        }
        return Collections.unmodifiableList(groups);
    }

    @Override
    public long unknownAnswers() {
        return factors.stream().mapToLong(InvariantDomain::unknownAnswers).sum() + jointUnknowns;
    }

    /** The components of {@code invariant} that belong to factor {@code i}. */
    public Invariant slice(Invariant invariant, int i) {
        return new Invariant(invariant.components().subList(offsets[i], offsets[i + 1]));
    }

    private Invariant bottom() {
        return new Invariant(IntStream.range(0, arity).mapToObj(i -> Terms.FALSE).toList());
    }

    private void requireArity(Invariant invariant) {
        if (invariant.arity() != arity) {
            throw new IllegalArgumentException("the product has " + arity + " components, got " + invariant);
        }
    }

    @Override
    public String toString() {
        return "ProductDomain" + factors + (joint.isPresent() ? " with joint infeasibility" : "");
    }

    private record JointKey(Invariant invariant, Statement statement) {
    }
}
