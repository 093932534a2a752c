package org.imperium.empire;

import java.util.Arrays;
import java.util.Optional;

/** Which Owicki-Gries annotation to build: Def. 3.8, Def. 4.9 or Def. 6.4. */
public enum AnnotationKind {
    NAIVE, IMPERIAL, FOCUSED;

    /** The setting value, e.g. {@code focused}. */
    public String id() {
        return name().toLowerCase();
    }

    public static Optional<AnnotationKind> parse(String text) {
        return Arrays.stream(values()).filter(k -> k.id().equals(text)).findFirst();
    }
}
