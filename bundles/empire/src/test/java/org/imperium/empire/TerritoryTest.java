package org.imperium.empire;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.imperium.program.CoRelation;
import org.imperium.program.ExactCoRelation;
import org.imperium.program.Marking;
import org.imperium.program.PetriProgram;
import org.imperium.program.Place;
import org.imperium.program.ReachabilityGraph;
import org.imperium.program.TestData;
import org.imperium.program.Transition;
import org.junit.jupiter.api.Test;

class TerritoryTest {

    private final PetriProgram example = TestData.program("running-example.petri");
    private final CoRelation co = ExactCoRelation.of(ReachabilityGraph.explore(example, 1000));

    private Place p(String name) {
        return example.place(name).orElseThrow();
    }

    private Transition t(String name) {
        return example.transition(name).orElseThrow();
    }

    private Region r(String... names) {
        return Region.of(java.util.Arrays.stream(names).map(this::p).toList());
    }

    private Territory afterFork() {
        return Territory.of(List.of(r("m2"), r("a0"), r("b0", "b1", "b2")));
    }

    @Test
    void regionsHoldOnlyPlacesThatAreNotCoRelated() {
        assertTrue(r("a0", "a1", "a2", "a3", "a4", "a_err").isRegion(co));
        assertFalse(r("a0", "b0").isRegion(co));
        assertEquals(r("b2", "b0"), r("b0", "b2"));
        assertThrows(IllegalArgumentException.class, () -> Territory.of(List.of(r("a0"), r("a0", "a1"))));
    }

    @Test
    void territoryStandsForEveryChoiceOfOnePlacePerRegion() {
        List<Marking> markings = afterFork().markings();
        assertEquals(3, markings.size());
        assertTrue(markings.contains(Marking.of(List.of(p("m2"), p("a0"), p("b1")))));
        assertEquals(afterFork(), Territory.of(List.of(r("b1", "b2", "b0"), r("a0"), r("m2"))));
    }

    @Test
    void enabledNeedsEveryPrePlaceInADistinctRegion() {
        Territory t = afterFork();
        assertTrue(t.enables(t("t1")));
        assertTrue(t.enables(t("u2")));
        assertFalse(t.enables(t("join")), "a4 and b3 are in no region");
        Territory merged = Territory.of(List.of(r("m2"), r("a4", "b3")));
        assertFalse(merged.enables(t("join")), "two pre-places in one region");
        assertEquals(List.of(r("m2"), r("b0", "b1", "b2")), t.bystanders(t("t1")));
        assertEquals(List.of(t("t1"), t("u1"), t("u2"), t("u3")), t.enabledTransitions(example));
    }

    @Test
    void replacedTerritoryKeepsBystandersAndAddsSingletons() {
        assertEquals(Territory.of(List.of(r("m2"), r("a1"), r("b0", "b1", "b2"))), afterFork().replace(t("t1")));
        Territory beforeJoin = Territory.of(List.of(r("m2"), r("a3", "a4"), r("b3")));
        assertEquals(Territory.of(List.of(r("m3"))), beforeJoin.replace(t("join")));
    }

    @Test
    void extensionIsAlongSequentialTransitionsToPlacesNotCoRelatedWithTheRegion() {
        Territory t = afterFork();
        assertTrue(t.extendableWith(t("t1"), co));
        assertEquals(Territory.of(List.of(r("m2"), r("a0", "a1"), r("b0", "b1", "b2"))), t.extend(t("t1")));
        assertFalse(t.extendableWith(t("u2"), co), "b2 is already in the region: a step inside is no extension");
        assertFalse(t.extendableWith(t("fork"), co), "fork is not enabled and not sequential");
        Territory main = Territory.of(List.of(r("m0")));
        assertTrue(main.extendableWith(t("assume"), co));
        Territory both = Territory.of(List.of(r("m1")));
        assertFalse(both.extendableWith(t("fork"), co));
    }
}
