package org.imperium.ogcheck.plugin;

import org.osgi.service.metatype.annotations.AttributeDefinition;
import org.osgi.service.metatype.annotations.ObjectClassDefinition;
import org.osgi.service.metatype.annotations.Option;

@ObjectClassDefinition(name = "Owicki-Gries check", description = "Independent validity check of the Owicki-Gries"
        + " annotation (Def. 3.5)")
public @interface OgCheckOptions {

    @AttributeDefinition(description = "SMT solver of the check (by default another one than the verifier's)",
            options = {@Option(value = "smtinterpol"), @Option(value = "princess"), @Option(value = "z3")})
    String solver() default "z3";

    @AttributeDefinition(description = "Largest marking graph explored to compute the co-relation when the"
            + " program supplies none; beyond it the check is UNKNOWN")
    int markingLimit() default 200000;
}
