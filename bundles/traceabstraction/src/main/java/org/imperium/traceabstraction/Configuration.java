package org.imperium.traceabstraction;

import org.imperium.smt.InterpolationMode;

/**
 * The algorithm's settings, independent of OSGi (the plugin converts {@link TraceAbstractionOptions} to this).
 *
 * @param maxIterations      refinement rounds before giving up, 0 = unbounded
 * @param maxThreadInstances largest thread-instance bound per creation site before giving up
 * @param successors         which transitions the product search fires (reductions plug in here)
 * @param subsumption        whether the product search skips states covered by weaker explored ones
 * @param forwardPredicates  whether automata are first tried over forward predicates ({@link ForwardPredicates})
 * @param completionSeconds  time the {@link ProofCompletion} after a reduced search may take, 0 = no own limit,
 *                           negative = no completion (TRUE without a proof for the empire)
 * @param loopInvariants     whether a trace through a loop first tries an automaton over generalised atoms that
 *                           refutes its whole path program ({@link LoopGeneralisation})
 */
public record Configuration(InterpolationMode interpolation, SearchOrder order, int maxIterations,
                            int maxThreadInstances, SuccessorFunction successors, boolean subsumption,
                            boolean forwardPredicates, double completionSeconds, boolean loopInvariants) {

    public Configuration(InterpolationMode interpolation, SearchOrder order, int maxIterations,
                         int maxThreadInstances, SuccessorFunction successors, boolean subsumption,
                         boolean forwardPredicates, double completionSeconds) {
        this(interpolation, order, maxIterations, maxThreadInstances, successors, subsumption, forwardPredicates,
                completionSeconds, true);
    }

    public Configuration(InterpolationMode interpolation, SearchOrder order, int maxIterations,
                         int maxThreadInstances, SuccessorFunction successors, boolean subsumption,
                         boolean forwardPredicates) {
        this(interpolation, order, maxIterations, maxThreadInstances, successors, subsumption, forwardPredicates, 0);
    }

    public Configuration(InterpolationMode interpolation, SearchOrder order, int maxIterations,
                         int maxThreadInstances, SuccessorFunction successors) {
        this(interpolation, order, maxIterations, maxThreadInstances, successors, true, true);
    }

    public static Configuration defaults() {
        return new Configuration(InterpolationMode.SEQUENCE, SearchOrder.BFS, 0, 4, SuccessorFunction.ALL_ENABLED,
                true, true);
    }

    public Configuration withForwardPredicates(boolean on) {
        return new Configuration(interpolation, order, maxIterations, maxThreadInstances, successors, subsumption,
                on, completionSeconds, loopInvariants);
    }

    public Configuration withMaxIterations(int n) {
        return new Configuration(interpolation, order, n, maxThreadInstances, successors, subsumption,
                forwardPredicates, completionSeconds, loopInvariants);
    }

    public Configuration withInterpolation(InterpolationMode mode) {
        return new Configuration(mode, order, maxIterations, maxThreadInstances, successors, subsumption,
                forwardPredicates, completionSeconds, loopInvariants);
    }

    public Configuration withOrder(SearchOrder o) {
        return new Configuration(interpolation, o, maxIterations, maxThreadInstances, successors, subsumption,
                forwardPredicates, completionSeconds, loopInvariants);
    }

    public Configuration withSuccessors(SuccessorFunction s) {
        return new Configuration(interpolation, order, maxIterations, maxThreadInstances, s, subsumption,
                forwardPredicates, completionSeconds, loopInvariants);
    }

    public Configuration withSubsumption(boolean on) {
        return new Configuration(interpolation, order, maxIterations, maxThreadInstances, successors, on,
                forwardPredicates, completionSeconds, loopInvariants);
    }

    public Configuration withCompletionSeconds(double seconds) {
        return new Configuration(interpolation, order, maxIterations, maxThreadInstances, successors, subsumption,
                forwardPredicates, seconds, loopInvariants);
    }

    public Configuration withLoopInvariants(boolean on) {
        return new Configuration(interpolation, order, maxIterations, maxThreadInstances, successors, subsumption,
                forwardPredicates, completionSeconds, on);
    }
}
