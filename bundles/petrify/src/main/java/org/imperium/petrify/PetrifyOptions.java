package org.imperium.petrify;

import org.osgi.service.metatype.annotations.AttributeDefinition;
import org.osgi.service.metatype.annotations.ObjectClassDefinition;

@ObjectClassDefinition(name = "Petrify", description = "Petrification of a C program with POSIX threads into a"
        + " one-safe Petri program")
public @interface PetrifyOptions {

    @AttributeDefinition(description = "Thread instances per pthread_create site in the first Petri program (a"
            + " verifier raises the bound while only insufficient-instance places are reachable)")
    int instances() default 1;

    @AttributeDefinition(description = "Largest marking graph explored for the exact co-relation; beyond it the"
            + " structural over-approximation is used")
    int coRelationLimit() default 100000;

    @AttributeDefinition(description = "File to write the Petri program to as DOT (empty: none)")
    String dotFile() default "";
}
