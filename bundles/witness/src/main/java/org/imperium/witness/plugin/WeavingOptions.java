package org.imperium.witness.plugin;

import org.osgi.service.metatype.annotations.AttributeDefinition;
import org.osgi.service.metatype.annotations.ObjectClassDefinition;
import org.osgi.service.metatype.annotations.Option;

@ObjectClassDefinition(name = "Witness weaving", description = "How a witness is woven into the program for its"
        + " validation")
public @interface WeavingOptions {

    @AttributeDefinition(description = "Let the transitions leaving a place also assume the invariants checked there"
            + " (lemmas for the backend; no run in which every check passes is lost). Halves the CEGAR iterations"
            + " of validating dekker.i's ghost witness")
    boolean assumeInvariants() default true;

    @AttributeDefinition(description = "Backend that verifies the instrumented program of --validate: the launcher"
            + " runs toolchains/WitnessValidation.xml (traceabstraction: the explicit-state search with its budget, then"
            + " trace abstraction) or WitnessValidationExplicit.xml (explicit alone)"
            + " unless --toolchain names one", options = {@Option(value = "traceabstraction"),
        @Option(value = "explicit")})
    String backend() default "traceabstraction";
}
