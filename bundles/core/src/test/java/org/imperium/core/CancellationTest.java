package org.imperium.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class CancellationTest {

    @Test
    void aChildReportsItsParentsRemainingTime() {
        Cancellation run = Cancellation.afterSeconds(100);
        Cancellation child = run.child();
        assertTrue(child.remainingSeconds() <= run.remainingSeconds() + 1e-3);
        assertTrue(child.remainingSeconds() > 90, "a child has the run's time, not infinity or nothing");
        assertEquals(Double.POSITIVE_INFINITY, Cancellation.never().child().remainingSeconds());
    }

    @Test
    void aChildStopsWithItsParentButNotTheOtherWayRound() {
        Cancellation run = Cancellation.never();
        Cancellation first = run.child();
        first.cancel("share used up");
        assertTrue(first.isCancelled());
        assertFalse(run.isCancelled());
        Cancellation second = run.child();
        run.cancel("timeout");
        assertTrue(second.isCancelled());
        assertEquals("timeout", second.reason());
        assertEquals("share used up", first.reason(), "the first reason stays");
    }
}
