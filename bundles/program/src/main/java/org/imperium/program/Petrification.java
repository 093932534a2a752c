package org.imperium.program;

import org.imperium.core.ModelKey;

/**
 * A C program ready to be petrified with a chosen number of thread instances per {@code pthread_create} site.
 * The petrification plugin leaves one in the store next to the Petri program it built with
 * {@link #initialInstances()}; a verifier that reaches only insufficient-instance places asks for a Petri program
 * with more instances (plugins never call each other, so this is how the bound is raised).
 */
public interface Petrification {

    ModelKey<Petrification> MODEL = ModelKey.of("petrification", Petrification.class);

    /**
     * The Petri program with {@code instancesPerSite} instances for every creation site.
     *
     * @throws org.imperium.core.UnsupportedException when the program uses a construct petrification does not
     *                                                model precisely
     */
    PetriProgram petrify(int instancesPerSite);

    /**
     * As {@link #petrify(int)}, for a verifier that does not use the exact co-relation: the program may carry the
     * cheaper structural over-approximation instead of exploring the marking graph (large with many instances).
     */
    default PetriProgram petrifyWithoutExactCoRelation(int instancesPerSite) {
        return petrify(instancesPerSite);
    }

    /** The bound of the Petri program that petrification put into the store. */
    int initialInstances();
}
