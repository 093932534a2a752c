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

    @AttributeDefinition(description = "After TRUE from a reduced search: the unreduced search runs and hands over"
            + " its state space as proof when it has at most this many states (0: never); else TRUE stands"
            + " without proof and, in a portfolio, the next member runs to prove it")
    long proofStates() default 20_000;

    @AttributeDefinition(description = "In a portfolio with a later member: the states budget (distinct states of"
            + " one search) after which the run passes to that member; at most maxStates")
    long portfolioMaxStates() default 2_000_000;

    @AttributeDefinition(description = "In a portfolio with a later member: the share of the run's remaining time"
            + " (0 to 1) after which the run passes to that member")
    double portfolioTimeShare() default 0.3;

    @AttributeDefinition(description = "In a portfolio with a later member, when the exact search cannot model the"
            + " program (an input) and only the search with sampled inputs runs, which can conclude FALSE but never"
            + " TRUE: its share of the run's remaining time (0 to 1, at most portfolioTimeShare)")
    double portfolioSampledTimeShare() default 0.15;

    @AttributeDefinition(description = "For a program with nondeterministic integer inputs, which the search cannot"
            + " model: search for an error with sampled input values (constants of the program ±1, and 0, ±1);"
            + " only FALSE is concluded from it, never TRUE")
    boolean sampleInputs() default true;

    @AttributeDefinition(description = "Largest number of sampled values per input, smallest magnitude first")
    int sampleValues() default 12;

    @AttributeDefinition(description = "Largest number of thread instances per creation site in the search with"
            + " sampled inputs (a sampled value may be a loop bound that creates many threads)")
    int sampleThreadInstances() default 24;

    @AttributeDefinition(description = "Symmetry reduction: search one state per orbit of interchangeable thread"
            + " instances (same function, and exchanging them maps the Petri program onto itself). off; errors: in"
            + " the search with sampled inputs, which concludes only FALSE; on: also in the exact search with"
            + " reduction none, whose TRUE then comes without the state space as proof",
            options = {@Option(value = "off"), @Option(value = "errors"), @Option(value = "on")})
    String symmetry() default "errors";
}
