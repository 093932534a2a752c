package org.imperium.traceabstraction;

import org.imperium.smt.InterpolationMode;

/**
 * The algorithm's settings, independent of OSGi (the plugin converts {@link TraceAbstractionOptions} to this).
 *
 * @param maxIterations      refinement rounds before giving up, 0 = unbounded
 * @param maxThreadInstances largest thread-instance bound per creation site before giving up
 */
public record Configuration(InterpolationMode interpolation, SearchOrder order, int maxIterations,
                            int maxThreadInstances, SuccessorFunction successors) {

    public static Configuration defaults() {
        return new Configuration(InterpolationMode.SEQUENCE, SearchOrder.BFS, 0, 4, SuccessorFunction.ALL_ENABLED);
    }

    public Configuration withMaxIterations(int n) {
        return new Configuration(interpolation, order, n, maxThreadInstances, successors);
    }

    public Configuration withInterpolation(InterpolationMode mode) {
        return new Configuration(mode, order, maxIterations, maxThreadInstances, successors);
    }

    public Configuration withOrder(SearchOrder o) {
        return new Configuration(interpolation, o, maxIterations, maxThreadInstances, successors);
    }
}
