package org.imperium.witness.plugin;

import org.osgi.service.metatype.annotations.AttributeDefinition;
import org.osgi.service.metatype.annotations.ObjectClassDefinition;

@ObjectClassDefinition(name = "Witness weaving", description = "How a witness is woven into the program for its"
        + " validation")
public @interface WeavingOptions {

    @AttributeDefinition(description = "Let the transitions leaving a place also assume the invariants checked there"
            + " (lemmas for the backend; no run in which every check passes is lost). Halves the CEGAR iterations"
            + " of validating dekker.i's ghost witness")
    boolean assumeInvariants() default true;
}
