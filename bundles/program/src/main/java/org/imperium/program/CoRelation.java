package org.imperium.program;

/**
 * Def. 2.3: which places can be marked together, and which places are co-marked with a transition. An
 * implementation may over-approximate (claim co-relation where there is none: fewer places share a region, more
 * interference checks, still sound) but never under-approximate.
 */
public interface CoRelation {

    /** p ∥ q: p ≠ q and some reachable marking contains both. */
    boolean coRelated(Place p, Place q);

    /** p ∉ •t and some reachable marking contains p and •t. */
    boolean coMarked(Place p, Transition t);

    /** Whether the relation is exact (computed from all reachable markings) rather than an over-approximation. */
    boolean isExact();
}
