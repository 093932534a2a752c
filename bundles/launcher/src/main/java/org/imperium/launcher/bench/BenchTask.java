package org.imperium.launcher.bench;

import java.nio.file.Path;
import java.util.Optional;

/**
 * One verification task of a benchmark set: the program, the property file, the data model and the expected
 * verdict ({@code true}: the property holds).
 */
public record BenchTask(String name, Path program, Optional<Path> propertyFile, String architecture,
                        Optional<Boolean> expected) {
}
