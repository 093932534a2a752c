package org.imperium.proof.plugin;

import org.osgi.service.metatype.annotations.AttributeDefinition;
import org.osgi.service.metatype.annotations.ObjectClassDefinition;
import org.osgi.service.metatype.annotations.Option;

@ObjectClassDefinition(name = "Petri program file", description = "Reads a Petri program and optionally a proof"
        + " from text files (docs/formats.md)")
public @interface PetriFileOptions {

    @AttributeDefinition(description = "Proof file (product of predicate abstractions) for the program; empty: none")
    String proof() default "";

    @AttributeDefinition(description = "SMT solver that computes the posts of the proof's predicate domains",
            options = {@Option(value = "smtinterpol"), @Option(value = "princess"), @Option(value = "z3")})
    String solver() default "smtinterpol";
}
