package org.imperium.witness.plugin;

import org.osgi.service.metatype.annotations.AttributeDefinition;
import org.osgi.service.metatype.annotations.ObjectClassDefinition;
import org.osgi.service.metatype.annotations.Option;

@ObjectClassDefinition(name = "Thread-modular witness validation", description = "Checks a correctness witness's"
        + " invariants, on the program with its ghosts woven in, as an Owicki-Gries annotation before the backend")
public @interface ModularOptions {

    @AttributeDefinition(description = "Try the thread-modular check (false: only the backend validates)")
    boolean enabled() default true;

    @AttributeDefinition(description = "SMT solver of the Owicki-Gries conditions", options = {
        @Option(value = "z3"), @Option(value = "smtinterpol"), @Option(value = "princess")})
    String solver() default "z3";

    @AttributeDefinition(description = "Largest marking graph explored for the co-relation; beyond it the check is"
            + " not tried")
    int markingLimit() default 200000;

    @AttributeDefinition(description = "Largest DAG size of an assertion derived (as a weakest precondition) for a"
            + " place between the witness's locations; beyond it the place gets true")
    int sizeLimit() default 2000;
}
