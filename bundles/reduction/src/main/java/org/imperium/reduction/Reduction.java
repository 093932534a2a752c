package org.imperium.reduction;

import java.util.Arrays;
import java.util.Optional;
import org.imperium.core.Cancellation;

/** The state-space searches this bundle offers, by the ids used in settings. */
public enum Reduction {
    /** the full state space */
    NONE,
    /** stubborn-set partial-order reduction with the S and V provisos */
    POR,
    /** static (Lipton) transaction reduction */
    TR,
    /** stubborn transaction reduction */
    STR;

    public String id() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }

    public static Optional<Reduction> parse(String id) {
        return Arrays.stream(values()).filter(r -> r.id().equals(id)).findFirst();
    }

    /**
     * Searches the reachable states of {@code cts} for a violation of its invariant.
     *
     * @param maxStates the largest number of distinct states to generate; beyond it an
     *                  {@link org.imperium.core.UnsupportedException} ends the search
     */
    public <S> Exploration<S> explore(ConcurrentTransitionSystem<S> cts, long maxStates, Cancellation cancellation) {
        return switch (this) {
            case NONE -> new FullSearch<>(cts, maxStates, cancellation).run();
            case POR -> new StubbornPartialOrderReduction<>(cts, maxStates, cancellation).run();
            case TR -> new StubbornTransactionReduction<>(cts, new LiptonReduction<>(cts), maxStates, cancellation)
                    .run();
            case STR -> new StubbornTransactionReduction<>(cts, new DynamicMovers<>(cts), maxStates, cancellation)
                    .run();
        };
    }
}
