package org.imperium.itest;

import org.osgi.service.metatype.annotations.AttributeDefinition;
import org.osgi.service.metatype.annotations.ObjectClassDefinition;

@ObjectClassDefinition(name = "Line count (test plugin)")
public @interface LineCountOptions {

    @AttributeDefinition(description = "Multiplies the line count")
    int factor() default 1;

    @AttributeDefinition(description = "Waits for the time limit when an earlier step reached a verdict")
    boolean waitAfterVerdict() default false;
}
