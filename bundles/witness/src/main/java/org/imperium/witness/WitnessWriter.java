package org.imperium.witness;

import java.util.List;
import java.util.Map;

/**
 * Writes a {@link Witness} as YAML text. The emitter is hand-written so that the output has the shape validators
 * are tested with (WITNESS-FORMAT.md §8): a top-level list of entries, block style for entries, flow style for
 * locations and updates, and every string value double-quoted — an unquoted {@code ! x} would load as a tag,
 * {@code 2.0} as a float and an all-digit hash as an integer (§9, rule 16). No anchors, no aliases.
 */
public final class WitnessWriter {

    private WitnessWriter() {
    }

    public static String write(Witness witness) {
        StringBuilder out = new StringBuilder();
        if (witness instanceof Witness.Correctness c) {
            if (c.hasGhosts()) {
                entry(out, "ghost_instrumentation", c.ghostMetadata().orElseThrow());
                out.append("  content:\n");
                out.append("    ghost_variables:\n");
                for (Witness.GhostVariable g : c.ghosts()) {
                    out.append("    - {name: ").append(q(g.name())).append(", scope: \"global\", type: ")
                            .append(q(g.type())).append(", initial: {value: ").append(q(g.initial()))
                            .append(", format: \"c_expression\"}}\n");
                }
                out.append("    ghost_updates:\n");
                for (Witness.GhostUpdate u : c.updates()) {
                    out.append("    - location: ").append(location(u.location())).append('\n');
                    out.append("      updates:\n");
                    for (Witness.Update a : u.updates()) {
                        out.append("      - {variable: ").append(q(a.variable())).append(", value: ")
                                .append(q(a.value())).append(", format: \"c_expression\"}\n");
                    }
                }
            }
            entry(out, "invariant_set", c.metadata());
            if (c.invariants().isEmpty()) {
                out.append("  content: []\n");
            } else {
                out.append("  content:\n");
                for (Witness.Invariant i : c.invariants()) {
                    out.append("  - invariant:\n");
                    out.append("      type: ").append(q(i.type().yaml())).append('\n');
                    out.append("      location: ").append(location(i.location())).append('\n');
                    out.append("      value: ").append(q(i.value())).append('\n');
                    out.append("      format: \"c_expression\"\n");
                }
            }
        } else {
            Witness.Violation v = (Witness.Violation) witness;
            entry(out, "violation_sequence", v.metadata());
            out.append("  content:\n");
            for (List<Witness.Waypoint> segment : v.segments()) {
                out.append("  - segment:\n");
                for (Witness.Waypoint w : segment) {
                    out.append("    - waypoint:\n");
                    out.append("        type: ").append(q(w.type())).append('\n');
                    out.append("        action: ").append(q(w.action())).append('\n');
                    out.append("        location: ").append(location(w.location())).append('\n');
                    if (w.constraint().isPresent()) {
                        out.append("        constraint: {value: ").append(q(w.constraint().get()));
                        out.append(w.type().equals("assumption") ? ", format: \"c_expression\"}\n" : "}\n");
                    }
                }
            }
        }
        return out.toString();
    }

    private static void entry(StringBuilder out, String type, Metadata m) {
        out.append("- entry_type: ").append(q(type)).append('\n');
        out.append("  metadata:\n");
        out.append("    format_version: ").append(q(m.formatVersion())).append('\n');
        out.append("    uuid: ").append(q(m.uuid())).append('\n');
        out.append("    creation_time: ").append(q(m.creationTime())).append('\n');
        out.append("    producer: {name: ").append(q(m.producerName())).append(", version: ")
                .append(q(m.producerVersion())).append("}\n");
        out.append("    task:\n");
        out.append("      input_files: [");
        for (int i = 0; i < m.inputFiles().size(); i++) {
            out.append(i > 0 ? ", " : "").append(q(m.inputFiles().get(i)));
        }
        out.append("]\n");
        out.append("      input_file_hashes: {");
        boolean first = true;
        for (Map.Entry<String, String> e : m.inputFileHashes().entrySet()) {
            out.append(first ? "" : ", ").append(q(e.getKey())).append(": ").append(q(e.getValue()));
            first = false;
        }
        out.append("}\n");
        out.append("      specification: ").append(q(m.specification())).append('\n');
        out.append("      data_model: ").append(q(m.dataModel())).append('\n');
        out.append("      language: \"C\"\n");
    }

    private static String location(WitnessLocation l) {
        return "{file_name: " + q(l.fileName()) + ", line: " + l.line() + ", column: " + l.column()
                + ", function: " + q(l.function()) + "}";
    }

    /** A YAML double-quoted scalar. */
    static String q(String s) {
        StringBuilder out = new StringBuilder("\"");
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\t' -> out.append("\\t");
                case '\r' -> out.append("\\r");
                default -> {
                    if (c < 0x20) {
                        out.append(String.format("\\x%02x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        return out.append('"').toString();
    }
}
