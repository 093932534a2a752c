package org.imperium.proof;

import java.util.List;
import org.imperium.core.ModelKey;
import org.imperium.core.Plugin;
import org.imperium.program.Counterexample;
import org.imperium.program.PetriProgram;
import org.imperium.program.Petrification;

/**
 * The models every verifier backend exchanges, so that swapping the backend (trace abstraction, explicit search)
 * is a change of toolchain only: it verifies the Petri program, raising the thread instances through the
 * petrification when one is there; it leaves an invariant domain on TRUE, a counterexample on FALSE, and the Petri
 * program it verified in place of the given one when it raised the instance bound.
 */
public interface VerifierBackend extends Plugin {

    @Override
    default List<ModelKey<?>> requires() {
        return List.of(PetriProgram.MODEL);
    }

    @Override
    default List<ModelKey<?>> uses() {
        return List.of(Petrification.MODEL);
    }

    @Override
    default List<ModelKey<?>> produces() {
        return List.of(InvariantDomain.MODEL, Counterexample.MODEL, PetriProgram.MODEL);
    }
}
