package org.imperium.traceabstraction;

import org.osgi.service.metatype.annotations.AttributeDefinition;
import org.osgi.service.metatype.annotations.ObjectClassDefinition;
import org.osgi.service.metatype.annotations.Option;

@ObjectClassDefinition(name = "Trace abstraction",
        description = "CEGAR verifier for Petri programs that hands over a product invariant domain")
public @interface TraceAbstractionOptions {

    @AttributeDefinition(description = "SMT solver for trace checks and interpolants", options = {
        @Option(value = "smtinterpol"), @Option(value = "princess"), @Option(value = "z3")})
    String solver() default "smtinterpol";

    @AttributeDefinition(description = "SMT solver for the Hoare triples of the Floyd-Hoare automata, most of the"
            + " queries, and for the traces the solver above cannot decide, e.g. non-linear arithmetic for SMTInterpol"
            + " (same = the solver above, which is also the fallback when this one cannot start)", options = {
        @Option(value = "same"), @Option(value = "smtinterpol"), @Option(value = "princess"), @Option(value = "z3")})
    String hoareSolver() default "z3";

    @AttributeDefinition(description = "Predicates from infeasible traces: sequence interpolants (falls back to"
            + " unsatcore where the solver has none, e.g. Z3) or backward predicates from unsat cores", options = {
        @Option(value = "sequence"), @Option(value = "unsatcore")})
    String interpolation() default "sequence";

    @AttributeDefinition(description = "Order of the product search (bfs finds the shortest error runs first)",
            options = {@Option(value = "bfs"), @Option(value = "dfs")})
    String searchOrder() default "bfs";

    @AttributeDefinition(description = "Maximal number of refinement rounds (0 = unbounded)")
    int maxIterations() default 0;

    @AttributeDefinition(description = "Largest number of thread instances per pthread_create site before UNKNOWN")
    int maxThreadInstances() default 4;

    @AttributeDefinition(description = "Build each Floyd-Hoare automaton first over simple forward predicates"
            + " (constants and equations along the trace), which generalise across interleavings; interpolants"
            + " when these do not refute the trace")
    boolean forwardPredicates() default true;

    @AttributeDefinition(description = "Skip product states covered by a weaker explored state with the same"
            + " marking (sound; the proof stays safe for the unreduced program)")
    boolean subsumption() default true;

    @AttributeDefinition(description = "Seconds trace abstraction may take before UNKNOWN (0 = only the run's"
            + " time limit)")
    int timeLimit() default 0;

    @AttributeDefinition(description = "File to write the proof to on TRUE, in the proof file format of"
            + " docs/formats.md (empty = none)")
    String proofFile() default "";

    @AttributeDefinition(description = "Reduction of the program part of the product search, computed per"
            + " marking from statement-level dependency: none, stubborn-set POR, static transaction reduction (tr)"
            + " or stubborn transaction reduction (str), sleep sets with the lexicographic (sleep) or lock-step"
            + " (sleep-lockstep) preference order; the verdict carries over to the full program, and proof"
            + " completion then refines on the unreduced product (docs/reductions.md)", options = {
        @Option(value = "none"), @Option(value = "por"), @Option(value = "tr"), @Option(value = "str"),
        @Option(value = "sleep"), @Option(value = "sleep-lockstep")})
    String reduction() default "none";

    @AttributeDefinition(description = "Seconds the proof completion after a reduced search may take (0 = half of"
            + " the run's time left when trace abstraction starts, unbounded without a run time limit; -1 = no"
            + " completion); when it does not finish, TRUE stands but no invariant domain is handed on (proof"
            + " incomplete)")
    int completionTimeLimit() default 0;

    @AttributeDefinition(description = "For a trace through a loop, first try an automaton over generalised atoms"
            + " (loop guards on program variables, bounds one step weaker, offsets dropped) and take it when it"
            + " refutes the trace's whole path program (docs/trace-abstraction.md)")
    boolean loopInvariants() default true;
}
