package org.imperium.core;

import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What the user asked to verify: input files as given on the command line, the data model, the property, where
 * witnesses go, and a witness to validate if any. The runtime puts it into every run's model store under
 * {@link #MODEL}.
 */
public record Task(List<Path> files, Architecture architecture, Specification specification, Path witnessDirectory,
                   Optional<Path> witness) {

    public static final ModelKey<Task> MODEL = ModelKey.of("task", Task.class);

    public Task {
        files = List.copyOf(files);
        Objects.requireNonNull(architecture);
        Objects.requireNonNull(specification);
        Objects.requireNonNull(witnessDirectory);
        Objects.requireNonNull(witness);
    }

    public static Task of(List<Path> files) {
        return new Task(files, Architecture.ILP32, Specification.UNREACH_CALL, Path.of("."), Optional.empty());
    }

    /** The data models of SV-COMP. */
    public enum Architecture {
        ILP32("32bit"), LP64("64bit");

        private final String option;

        Architecture(String option) {
            this.option = option;
        }

        /** The value of {@code --architecture}. */
        public String option() {
            return option;
        }

        public static Optional<Architecture> fromOption(String text) {
            for (Architecture a : values()) {
                if (a.option.equals(text) || a.name().equals(text)) {
                    return Optional.of(a);
                }
            }
            return Optional.empty();
        }
    }

    /**
     * A property: its SV-COMP short name ({@code unreach-call}) and the line of the .prp file.
     */
    public record Specification(String property, String line) {
        public static final Specification UNREACH_CALL =
                new Specification("unreach-call", "CHECK( init(main()), LTL(G ! call(reach_error())) )");
    }
}
