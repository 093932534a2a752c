package org.imperium.core;

import java.util.Objects;

/** A position in an input file; line and column are 1-based, 0 when unknown. */
public record SourceLocation(String file, int line, int column) {

    public SourceLocation {
        Objects.requireNonNull(file);
    }

    public static SourceLocation ofFile(String file) {
        return new SourceLocation(file, 0, 0);
    }

    public static SourceLocation of(String file, int line) {
        return new SourceLocation(file, line, 0);
    }

    /** {@code file[:line[:column]]}, the prefix of every one-line error message. */
    @Override
    public String toString() {
        if (line <= 0) {
            return file;
        }
        return column <= 0 ? file + ":" + line : file + ":" + line + ":" + column;
    }
}
