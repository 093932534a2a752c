package org.imperium.program.dot;

/** Quoting for Graphviz DOT: ids and labels as double-quoted strings, newlines as {@code \l} (left-aligned). */
public final class Dot {

    private Dot() {
    }

    /** A double-quoted DOT string; line breaks become left-aligned breaks. */
    public static String quote(String text) {
        String escaped = text.replace("\\", "\\\\").replace("\"", "\\\"");
        if (escaped.contains("\n")) {
            escaped = escaped.replace("\n", "\\l") + "\\l";
        }
        return "\"" + escaped + "\"";
    }
}
