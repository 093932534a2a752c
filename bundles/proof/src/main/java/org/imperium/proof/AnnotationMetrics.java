package org.imperium.proof;

import java.time.Duration;
import java.util.OptionalInt;
import org.imperium.core.Statistics;

/**
 * What the paper measures of an annotation: size (DAG nodes, {@link OwickiGriesAnnotation#size()}), number of
 * ghost updates, states of the empire it came from (none for the naive annotation) and generation time.
 */
public record AnnotationMetrics(String kind, int size, int ghostUpdates, OptionalInt empireStates, Duration time) {

    public static AnnotationMetrics of(OwickiGriesAnnotation annotation, OptionalInt empireStates, Duration time) {
        return new AnnotationMetrics(annotation.kind(), annotation.size(), annotation.ghostUpdateCount(),
                empireStates, time);
    }

    /** Writes the metrics as {@code annotation.size}, {@code annotation.ghost-updates}, … */
    public void report(Statistics statistics) {
        statistics.set("annotation.kind", kind);
        statistics.set("annotation.size", size);
        statistics.set("annotation.ghost-updates", ghostUpdates);
        empireStates.ifPresent(n -> statistics.set("empire.states", n));
        statistics.addTime("annotation.time", time);
    }

    @Override
    public String toString() {
        return kind + ": size " + size + ", " + ghostUpdates + " ghost updates"
                + (empireStates.isPresent() ? ", " + empireStates.getAsInt() + " empire states" : "");
    }
}
