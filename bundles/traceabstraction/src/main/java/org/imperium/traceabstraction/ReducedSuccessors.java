package org.imperium.traceabstraction;

import java.util.Optional;
import org.imperium.reduction.Reduction;

/**
 * The successor function of the product search for a setting of {@code traceabstraction.reduction}: every
 * enabled transition ({@code none}), stubborn-set POR ({@link StubbornSuccessors}), static transaction reduction
 * or stubborn transaction reduction ({@link TransactionSuccessors}). Each call gives a fresh function: they
 * memoise per marking.
 */
final class ReducedSuccessors {

    private ReducedSuccessors() {
    }

    static Optional<SuccessorFunction> of(String id) {
        return Reduction.parse(id).map(r -> switch (r) {
            case NONE -> SuccessorFunction.ALL_ENABLED;
            case POR -> new StubbornSuccessors();
            case TR -> new TransactionSuccessors(false);
            case STR -> new TransactionSuccessors(true);
        });
    }
}
