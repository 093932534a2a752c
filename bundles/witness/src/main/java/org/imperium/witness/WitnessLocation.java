package org.imperium.witness;

import java.util.Objects;

/**
 * A location of the witness format (WITNESS-FORMAT.md §3): the file name exactly as in {@code input_files}, the
 * 1-based line and column of the first character of a statement or loop keyword, and the enclosing function.
 *
 * @param column 0 when the witness gives none (then the leftmost statement of the line is meant)
 */
public record WitnessLocation(String fileName, int line, int column, String function) {

    public WitnessLocation {
        Objects.requireNonNull(fileName);
        Objects.requireNonNull(function);
    }

    /** {@code file:line:column}, as in messages. */
    @Override
    public String toString() {
        return fileName + ":" + line + (column > 0 ? ":" + column : "");
    }
}
