package org.imperium.witness.plugin;

import org.osgi.service.metatype.annotations.AttributeDefinition;
import org.osgi.service.metatype.annotations.ObjectClassDefinition;
import org.osgi.service.metatype.annotations.Option;

@ObjectClassDefinition(name = "Witness", description = "SV-COMP YAML witness (2.1 correctness with ghosts, 2.0"
        + " violation) written to the witness directory")
public @interface WitnessOptions {

    @AttributeDefinition(description = "Export the Owicki-Gries ghost variable and its updates (format 2.1); false:"
            + " invariants only (format 2.0), ghosts projected out")
    boolean ghosts() default true;

    @AttributeDefinition(description = "Try the witness-aware quotient of the empire (ghost changes only at statements"
            + " that accept updates; from empire.witnessAware) when the annotation's own updates cannot be placed")
    boolean quotient() default true;

    @AttributeDefinition(description = "Largest number of ghost values of the quotient taken for a witness: each value"
            + " is a case that validators must track (our thread-modular check confirms the ghost witnesses of"
            + " time_var_mutex.i, stateful01-2.i, dekker.i, peterson.i with 35, 57, 78, 124 values in seconds; a"
            + " search-based validator may need minutes); beyond it the witness falls back to invariants only")
    int quotientMaxValues() default 128;

    @AttributeDefinition(description = "SMT solver that re-checks an annotation whose ghost updates were moved or"
            + " merged for the witness", options = {@Option(value = "smtinterpol"), @Option(value = "princess"),
        @Option(value = "z3")})
    String solver() default "z3";

    @AttributeDefinition(description = "Largest marking graph explored for that re-check when the program supplies"
            + " no co-relation; beyond it the witness falls back to invariants only")
    int markingLimit() default 200000;

    @AttributeDefinition(description = "Largest text of all invariants, in characters, of a witness from the"
            + " proof's abstract configurations (the fallback without a checked annotation); beyond it the witness"
            + " has no invariants, since a validator spends its time reading the file instead of checking it")
    int maxProjectionText() default 1_000_000;
}
