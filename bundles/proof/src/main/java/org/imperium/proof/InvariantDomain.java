package org.imperium.proof;

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
}
