package org.imperium.launcher.bench;

import java.nio.file.Path;
import java.util.Optional;

/**
 * One verification task of a benchmark set: the program, the property file, the data model, the expected
 * verdict ({@code true}: the property holds) and, for a Petri program, the proof file beside it (the input of
 * the toolchain OwickiGriesFromProof, as the paper's evaluation starts from proofs found beforehand).
 */
public record BenchTask(String name, Path program, Optional<Path> propertyFile, String architecture,
                        Optional<Boolean> expected, Optional<Path> proof) {

    public BenchTask(String name, Path program, Optional<Path> propertyFile, String architecture,
                     Optional<Boolean> expected) {
        this(name, program, propertyFile, architecture, expected, Optional.empty());
    }
}
