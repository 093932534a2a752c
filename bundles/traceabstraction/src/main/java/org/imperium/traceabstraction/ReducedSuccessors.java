package org.imperium.traceabstraction;

import java.util.Optional;
import org.imperium.reduction.Reduction;

/**
 * The successor function of the product search for a setting of {@code traceabstraction.reduction}: every
 * enabled transition ({@code none}), stubborn-set POR ({@link StubbornSuccessors}), static transaction reduction
 * or stubborn transaction reduction ({@link TransactionSuccessors}), sleep sets with the lexicographic
 * ({@code sleep}) or the lock-step ({@code sleep-lockstep}) preference order ({@link SleepSetSuccessors}). Each
 * call gives a fresh function: they memoise per marking.
 */
final class ReducedSuccessors {

    private ReducedSuccessors() {
    }

    static Optional<SuccessorFunction> of(String id) {
        if (id.equals("sleep")) {
            return Optional.of(new SleepSetSuccessors(SleepSetSuccessors.PreferenceOrder.LEXICOGRAPHIC));
        }
        if (id.equals("sleep-lockstep")) {
            return Optional.of(new SleepSetSuccessors(SleepSetSuccessors.PreferenceOrder.LOCKSTEP));
        }
        return Reduction.parse(id).map(r -> switch (r) {
            case NONE -> SuccessorFunction.ALL_ENABLED;
            case POR -> new StubbornSuccessors();
            case TR -> new TransactionSuccessors(false);
            case STR -> new TransactionSuccessors(true);
        });
    }
}
