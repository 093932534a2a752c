package org.imperium.program;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.imperium.core.UnsupportedException;
import org.imperium.logic.Statement;
import org.junit.jupiter.api.Test;

class ReachabilityGraphTest {

    private final PetriProgram example = TestData.program("running-example.petri");

    private Place p(String name) {
        return example.place(name).orElseThrow();
    }

    private Transition t(String name) {
        return example.transition(name).orElseThrow();
    }

    @Test
    void runningExampleHasTwentyNineReachableMarkingsAndNoDeadTransition() {
        ReachabilityGraph g = ReachabilityGraph.explore(example, 1000);
        // m0, m1; m2 with one of 6 T1 places and one of 4 T2 places; m3, m4, m_err
        assertEquals(2 + 6 * 4 + 3, g.markings().size());
        assertEquals(List.of(), g.deadTransitions());
        assertEquals(Marking.of(List.of(p("m0"))), g.markings().get(0));
    }

    @Test
    void exactCoRelationRelatesThePlacesOfParallelThreadsOnly() {
        CoRelation co = ExactCoRelation.of(ReachabilityGraph.explore(example, 1000));
        assertTrue(co.coRelated(p("a1"), p("b2")));
        assertTrue(co.coRelated(p("m2"), p("a_err")));
        assertFalse(co.coRelated(p("a1"), p("a2")));
        assertFalse(co.coRelated(p("m1"), p("a0")));
        assertFalse(co.coRelated(p("m3"), p("b3")));
        assertFalse(co.coRelated(p("a1"), p("a1")));
        assertTrue(co.coMarked(p("b1"), t("t3")));
        assertTrue(co.coMarked(p("m2"), t("u3")));
        assertFalse(co.coMarked(p("m2"), t("join")), "a pre-place is never co-marked with its transition");
        assertFalse(co.coMarked(p("b0"), t("join")));
        assertFalse(co.coMarked(p("a0"), t("fork")));
    }

    @Test
    void markingLimitIsAClearUnknownNotAPartialRelation() {
        UnsupportedException e = assertThrows(UnsupportedException.class, () -> ReachabilityGraph.explore(example, 10));
        assertEquals("more than 10 reachable markings in running_example (marking graph limit)", e.getMessage());
    }

    @Test
    void secondTokenOnAPlaceIsReportedAsNotOneSafe() {
        PetriProgram.Builder b = new PetriProgram.Builder("unsafe");
        Place a = b.place("a", ThreadInstance.MAIN);
        Place c = b.place("c", ThreadInstance.MAIN);
        b.initial(a);
        b.transition("dup", List.of(a), List.of(a, c), Statement.SKIP, ThreadInstance.MAIN);
        PetriProgram unsafe = b.build();
        Marking.NotOneSafeException e = assertThrows(Marking.NotOneSafeException.class,
                () -> ReachabilityGraph.explore(unsafe, 100));
        assertEquals("firing dup puts a second token on c: the Petri program is not one-safe", e.getMessage());
    }

    @Test
    void knownCoRelationIsUsedWithoutExploring() {
        CoRelation none = new CoRelation() {
            public boolean coRelated(Place p, Place q) {
                return true;
            }

            public boolean coMarked(Place p, Transition t) {
                return true;
            }

            public boolean isExact() {
                return false;
            }
        };
        // a limit of 1 would fail if the graph were explored
        assertTrue(ExactCoRelation.forProgram(example.withCoRelation(none), 1,
                org.imperium.core.Cancellation.never()) == none);
    }
}
