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
 */
public record Configuration(InterpolationMode interpolation, SearchOrder order, int maxIterations,
                            int maxThreadInstances, SuccessorFunction successors, boolean subsumption,
                            boolean forwardPredicates) {

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
                on);
    }

    public Configuration withMaxIterations(int n) {
        return new Configuration(interpolation, order, n, maxThreadInstances, successors, subsumption, forwardPredicates);
    }

    public Configuration withInterpolation(InterpolationMode mode) {
        return new Configuration(mode, order, maxIterations, maxThreadInstances, successors, subsumption, forwardPredicates);
    }

    public Configuration withOrder(SearchOrder o) {
        return new Configuration(interpolation, o, maxIterations, maxThreadInstances, successors, subsumption, forwardPredicates);
    }

    public Configuration withSuccessors(SuccessorFunction s) {
        return new Configuration(interpolation, order, maxIterations, maxThreadInstances, s, subsumption, forwardPredicates);
    }

    public Configuration withSubsumption(boolean on) {
        return new Configuration(interpolation, order, maxIterations, maxThreadInstances, successors, on, forwardPredicates);
    }
}
