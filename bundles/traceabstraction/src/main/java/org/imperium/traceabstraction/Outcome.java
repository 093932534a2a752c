package org.imperium.traceabstraction;

import org.imperium.program.Counterexample;
import org.imperium.program.PetriProgram;
import org.imperium.proof.ProductDomain;

/** What trace abstraction concludes about a Petri program. */
public sealed interface Outcome {

    /**
     * No bad place is reachable. {@code proof} has one predicate-abstraction component per Floyd-Hoare automaton
     * (refinement round) and is safe for {@code program}, which is the program verified (re-petrified with more
     * thread instances if the bound had to be raised) — when {@code proofComplete}. A reduced search proves the
     * verdict with automata that cover only the reduced interleavings; if {@link ProofCompletion} did not finish,
     * {@code proofComplete} is false and {@code proof} must not be handed on (it need not be safe).
     */
    record Safe(PetriProgram program, ProductDomain proof, int iterations, boolean proofComplete)
            implements Outcome {

        public Safe(PetriProgram program, ProductDomain proof, int iterations) {
            this(program, proof, iterations, true);
        }
    }

    /** A feasible run reaches an error place. */
    record Unsafe(Counterexample counterexample, int iterations) implements Outcome {
    }

    /**
     * A feasible run reaches a place that says the thread-instance bound is too small; {@code automata} are the
     * Floyd-Hoare automata of the rounds so far, whose predicates may generalise beyond the bound.
     */
    record InsufficientInstances(Counterexample run, ProductDomain automata) implements Outcome {
    }

    /**
     * No bad place is reachable with any number of instances of {@code function}: a {@link ThreadModularProof}
     * over {@code pairs} pairs of markings; no invariant domain (the proof is not one of the bounded program).
     */
    record SafeForAnyInstances(String function, int pairs) implements Outcome {
    }

    /** No verdict; the reason is for the user. */
    record Unknown(String reason) implements Outcome {
    }
}
