package org.imperium.empire;

import org.osgi.service.metatype.annotations.AttributeDefinition;
import org.osgi.service.metatype.annotations.ObjectClassDefinition;
import org.osgi.service.metatype.annotations.Option;

@ObjectClassDefinition(name = "Empire", description = "Owicki-Gries annotation from a safe invariant domain"
        + " (The Ghosts of Empires)")
public @interface EmpireOptions {

    @AttributeDefinition(description = "Annotation to build: naive (Def. 3.8), imperial (Def. 4.9) or focused"
            + " imperial (Def. 6.4)", options = {
        @Option(value = "naive"), @Option(value = "imperial"), @Option(value = "focused")})
    String annotation() default "focused";

    @AttributeDefinition(description = "Empire the imperial annotations come from: saturated (Def. 5.11) or"
            + " naive (Def. 5.3)", options = {@Option(value = "saturated"), @Option(value = "naive")})
    String empire() default "saturated";

    @AttributeDefinition(description = "Largest number of empire states (or abstract configurations for the"
            + " naive annotation); beyond it the run ends UNKNOWN")
    int maxStates() default 100000;

    @AttributeDefinition(description = "Largest marking graph explored to compute the co-relation when the"
            + " program supplies none; beyond it the run ends UNKNOWN")
    int markingLimit() default 200000;

    @AttributeDefinition(description = "Also build the witness-aware quotient of the imperial annotation, whose"
            + " ghost changes only at statements where witness validators accept ghost updates (a candidate for"
            + " the witness, re-checked there)")
    boolean witnessAware() default true;

    @AttributeDefinition(description = "Directory for empire.dot and annotated-program.dot (empty: no DOT output)")
    String dotDirectory() default "";
}
