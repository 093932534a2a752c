package org.imperium.empire;

import org.imperium.core.Cancellation;
import org.imperium.logic.Prover;
import org.imperium.program.CoRelation;
import org.imperium.program.ExactCoRelation;
import org.imperium.program.PetriProgram;
import org.imperium.program.Place;
import org.imperium.program.ReachabilityGraph;
import org.imperium.program.TestData;
import org.imperium.program.Transition;
import org.imperium.proof.InvariantDomain;
import org.imperium.proof.file.ProofFile;

/** A Petri program of testdata/petri with a proof, its marking graph and co-relation. */
final class RunningExample {

    final PetriProgram program;
    final ReachabilityGraph graph;
    final CoRelation co;
    final Prover prover;

    RunningExample(String programFile, Prover prover) {
        this.program = TestData.program(programFile);
        this.graph = ReachabilityGraph.explore(program, 100_000);
        this.co = ExactCoRelation.of(graph);
        this.prover = prover;
    }

    InvariantDomain domain(String proofFile) {
        return ProofFile.read(TestData.petri(proofFile), program).toDomain(prover);
    }

    Empire naive(InvariantDomain d) {
        return EmpireConstruction.naive(program, d, 100_000, Cancellation.never());
    }

    Empire saturated(InvariantDomain d) {
        return EmpireConstruction.saturated(program, d, co, 100_000, Cancellation.never());
    }

    Place p(String name) {
        return program.place(name).orElseThrow();
    }

    Transition t(String name) {
        return program.transition(name).orElseThrow();
    }
}
