package org.imperium.explicit;

import org.osgi.service.metatype.annotations.AttributeDefinition;
import org.osgi.service.metatype.annotations.ObjectClassDefinition;
import org.osgi.service.metatype.annotations.Option;

@ObjectClassDefinition(name = "Explicit", description = "Explicit-state search of finite-data Petri programs with"
        + " optional reduction (Stubborn Transaction Reduction)")
public @interface ExplicitOptions {

    @AttributeDefinition(description = "State-space reduction: none (full search; hands over the state space as"
            + " proof), por (stubborn sets), tr (static Lipton transactions) or str (stubborn transactions)",
            options = {@Option(value = "none"), @Option(value = "por"), @Option(value = "tr"), @Option(value = "str")})
    String reduction() default "none";

    @AttributeDefinition(description = "Largest number of distinct states generated; beyond it the run ends UNKNOWN")
    long maxStates() default 5_000_000;

    @AttributeDefinition(description = "Largest number of thread instances per creation site when insufficient"
            + " instances are reachable (needs a petrified C program); beyond it the run ends UNKNOWN")
    int maxThreadInstances() default 4;
}
