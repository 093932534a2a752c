package org.imperium.traceabstraction;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Optional;
import org.imperium.core.Cancellation;
import org.imperium.logic.Terms;
import org.imperium.program.PetriProgram;
import org.imperium.program.Transition;
import org.imperium.program.text.PetriProgramReader;
import org.imperium.proof.Invariant;
import org.imperium.proof.InvariantDomain;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Exact numbers of product states the first search explores, with the trivial domain (one element, never bottom:
 * the product is the marking graph), for programs of {@code testdata/reductions}. The counts are derived by hand
 * in docs/reductions.md, section "Reductions inside trace abstraction".
 */
class ReducedStateCountTest {

    /** The domain of a search before any refinement, without solver: every post is "true". */
    private static final InvariantDomain TOP = new InvariantDomain() {
        @Override
        public Invariant initial() {
            return Invariant.of(Terms.TRUE);
        }

        @Override
        public Invariant post(Invariant invariant, Transition transition) {
            return invariant;
        }

        @Override
        public int arity() {
            return 1;
        }
    };

    @ParameterizedTest(name = "{0}: none {1}, por {2}, tr {3}, str {4}")
    @CsvSource({
        "reductions/independent-p2-n3, 9, 5, 5, 5",
        "reductions/independent-p3-n3, 27, 7, 7, 7",
        "ta/late-reader, 12, 8, 12, 8",
    })
    void exploredStates(String name, long none, long por, long tr, long str) {
        PetriProgram program = PetriProgramReader.read(Path.of(System.getProperty("imperium.root", "../.."))
                .resolve("testdata/" + name + ".petri"));
        long[] expected = {none, por, tr, str};
        String[] reductions = {"none", "por", "tr", "str"};
        for (int i = 0; i < reductions.length; i++) {
            ProductSearch search = new ProductSearch(program, SearchOrder.BFS, Cancellation.never());
            Optional<ProductSearch.AbstractRun> run = search.search(TOP,
                    ReducedSuccessors.of(reductions[i]).orElseThrow(), false);
            assertTrue(run.isEmpty(), name + " has no error place");
            assertEquals(expected[i], search.explored(), name + " with " + reductions[i]);
        }
    }
}
