package org.imperium.traceabstraction;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.imperium.core.Cancellation;
import org.imperium.logic.Terms;
import org.imperium.program.PetriProgram;
import org.imperium.program.Transition;
import org.imperium.program.text.PetriProgramReader;
import org.imperium.proof.Invariant;
import org.imperium.proof.InvariantDomain;

/**
 * The first product search of trace abstraction, before any refinement, for the tests that count its states by
 * hand: the trivial domain (one element, never bottom) makes the product the marking graph of the program, so the
 * count depends on the reduction alone.
 */
final class FirstSearch {

    /** The domain of a search before any refinement, without solver: every post is "true". */
    static final InvariantDomain TOP = new InvariantDomain() {
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

    private FirstSearch() {
    }

    /** {@code testdata/<name>.petri}, e.g. {@code reductions/independent-p2-n3}. */
    static PetriProgram load(String name) {
        return PetriProgramReader.read(Path.of(System.getProperty("imperium.root", "../.."))
                .resolve("testdata/" + name + ".petri"));
    }

    /**
     * The product states a breadth-first search without subsumption explores with {@link #TOP} and the reduction
     * {@code reduction} (an id of {@link ReducedSuccessors}); the program must have no reachable error place.
     */
    static long exploredStates(PetriProgram program, String reduction) {
        ProductSearch search = new ProductSearch(program, SearchOrder.BFS, Cancellation.never());
        assertTrue(search.search(TOP, ReducedSuccessors.of(reduction).orElseThrow(), false).isEmpty(),
                "no error place is reachable (reduction " + reduction + ")");
        return search.explored();
    }
}
