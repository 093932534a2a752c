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

    @AttributeDefinition(description = "In a portfolio with a later member, for a violation witness woven into the"
            + " program (validation): the share of the run's remaining time (0 to 1) in place of portfolioTimeShare;"
            + " replaying a run is what the explicit search does best, and the members after it seldom finish one")
    double portfolioReplayTimeShare() default 0.8;

    @AttributeDefinition(description = "The reduction for a violation witness woven into the program (validation),"
            + " in place of reduction: none, por, tr or str; a replay looks for one run, where stubborn sets"
            + " alone cost less per state than transactions (docs/witnesses.md)")
    String replayReduction() default "por";

    @AttributeDefinition(description = "In a portfolio with a later member, when the exact search stops at an input:"
            + " the share of the run's remaining time (0 to 1, at most portfolioTimeShare) of the search over input"
            + " intervals (a third of it) and the search with sampled inputs, which can conclude FALSE but never TRUE")
    double portfolioSampledTimeShare() default 0.1;

    @AttributeDefinition(description = "For a program with nondeterministic integer inputs, which the search cannot"
            + " model: search for an error with sampled input values (constants of the program ±1, and 0, ±1);"
            + " only FALSE is concluded from it, never TRUE")
    boolean sampleInputs() default true;

    @AttributeDefinition(description = "Largest number of sampled values per input, smallest magnitude first")
    int sampleValues() default 12;

    @AttributeDefinition(description = "Largest number of thread instances per creation site in the search with"
            + " sampled inputs and in the exact search over input intervals (an input may be a loop bound that"
            + " creates many threads)")
    int sampleThreadInstances() default 24;

    @AttributeDefinition(description = "Exact search over bounded inputs: without reduction, a nondeterministic"
            + " integer is an interval of its possible values, split where a comparison with a known value changes,"
            + " and into its members on any other read when it has at most this many (else UNKNOWN); after a"
            + " reduced search stops at an input, this search runs thread-first with symmetry. 0: inputs are"
            + " unknown values that may not be read")
    int inputValues() default 64;

    @AttributeDefinition(description = "Symmetry reduction: search one state per orbit of interchangeable thread"
            + " instances (same function, and exchanging them maps the Petri program onto itself). off; errors: in"
            + " the search with sampled inputs, which concludes only FALSE, and in the exact search over input"
            + " intervals after a reduced search (whose TRUE has no state space as proof either); on: also in the"
            + " exact search with reduction none, whose TRUE then comes without the state space as proof",
            options = {@Option(value = "off"), @Option(value = "errors"), @Option(value = "on")})
    String symmetry() default "errors";

    @AttributeDefinition(description = "For a petrified program that creates threads in a loop: first decide it for"
            + " every number of identical thread instances by a Karp-Miller coverability search over counts of"
            + " instances per local state (finite data only); its TRUE comes without proof")
    boolean counting() default true;
}
