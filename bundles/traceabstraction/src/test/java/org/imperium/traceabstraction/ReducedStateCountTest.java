package org.imperium.traceabstraction;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.imperium.program.PetriProgram;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Exact numbers of product states the first search explores ({@link FirstSearch}: the product is the marking
 * graph), for programs of {@code testdata/reductions}. The counts are derived by hand in docs/reductions.md,
 * section "Reductions inside trace abstraction".
 */
class ReducedStateCountTest {

    @ParameterizedTest(name = "{0}: none {1}, por {2}, tr {3}, str {4}")
    @CsvSource({
        "reductions/independent-p2-n3, 9, 5, 5, 5",
        "reductions/independent-p3-n3, 27, 7, 7, 7",
        "ta/late-reader, 12, 8, 12, 8",
    })
    void exploredStates(String name, long none, long por, long tr, long str) {
        PetriProgram program = FirstSearch.load(name);
        long[] expected = {none, por, tr, str};
        String[] reductions = {"none", "por", "tr", "str"};
        for (int i = 0; i < reductions.length; i++) {
            assertEquals(expected[i], FirstSearch.exploredStates(program, reductions[i]),
                    name + " with " + reductions[i]);
        }
    }
}
