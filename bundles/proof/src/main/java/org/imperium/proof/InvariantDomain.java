package org.imperium.proof;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.imperium.core.ModelKey;
import org.imperium.program.Transition;

/**
 * Def. 3.1, invariant domain (Φ, post): {@code post(φ, t)} is an element ψ with {@code {φ} λ(t) {ψ}} valid.
 * Implementations normalise unsatisfiable results to an element whose {@link Invariant#isBottom()} holds (at
 * least one component {@code false}), so that bottom is a syntactic test. The verifiers hand their proofs over
 * as a domain under {@link #MODEL}.
 */
public interface InvariantDomain {

    ModelKey<InvariantDomain> MODEL = ModelKey.of("invariant-domain", InvariantDomain.class);

    /** The initial element, {@code true} in every component. */
    Invariant initial();

    /** Def. 3.1: an element ψ with {@code {φ} λ(t) {ψ}}; bottom when the triple with {@code false} holds. */
    Invariant post(Invariant invariant, Transition transition);

    /** Number of components: 1 for a plain domain, n for a product of n domains (Def. 6.1). */
    int arity();

    /**
     * When {@code post(φ, t)} is bottom: sets of component indices such that the conjunction of the components
     * of φ in one set alone makes {@code {·} λ(t) {false}} valid (the focus, Def. 6.3 (safe), needs them). A
     * domain that only knows the conjunction of all its components proves it names all indices as one set,
     * which is what this default does; a product of domains names each factor that is bottom on its own.
     * Empty when the post is not bottom.
     */
    default List<Set<Integer>> infeasibilityCores(Invariant invariant, Transition transition) {
        if (!post(invariant, transition).isBottom()) {
            return List.of();
        }
        return List.of(IntStream.range(0, arity()).boxed().collect(Collectors.toUnmodifiableSet()));
    }

    /** Solver answers UNKNOWN met so far while computing posts (each one weakened a post conservatively). */
    default long unknownAnswers() {
        return 0;
    }
}
