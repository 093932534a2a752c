package org.imperium.itest;

import org.osgi.service.metatype.annotations.AttributeDefinition;
import org.osgi.service.metatype.annotations.ObjectClassDefinition;
import org.osgi.service.metatype.annotations.Option;

@ObjectClassDefinition(name = "Threshold (test plugin)")
public @interface ThresholdOptions {

    @AttributeDefinition(description = "Largest line count that is still TRUE")
    int limit() default 10;

    @AttributeDefinition(description = "What to do above the limit", options = {
        @Option(value = "false"), @Option(value = "unknown"), @Option(value = "wait")})
    String above() default "false";
}
