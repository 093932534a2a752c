package org.imperium.program.dot;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.imperium.program.PetriProgram;
import org.imperium.program.Place;
import org.imperium.program.ThreadInstance;
import org.imperium.program.Transition;

/**
 * DOT export of a Petri program: places as circles (initial ones with a token, bad ones red) grouped in one
 * cluster per thread instance, transitions as boxes labelled with their statement. Callers may add a note to
 * each place and transition, e.g. the annotation I(p) and the ghost update γ(t).
 */
public final class PetriProgramDot {

    private PetriProgramDot() {
    }

    public static String write(PetriProgram program) {
        return write(program, p -> Optional.empty(), t -> Optional.empty());
    }

    public static String write(PetriProgram program, Function<Place, Optional<String>> placeNote,
                               Function<Transition, Optional<String>> transitionNote) {
        StringBuilder out = new StringBuilder();
        out.append("digraph ").append(Dot.quote(program.name())).append(" {\n");
        out.append("  node [fontname=\"monospace\", fontsize=10];\n");
        Map<ThreadInstance, StringBuilder> clusters = new LinkedHashMap<>();
        for (Place p : program.places()) {
            StringBuilder c = clusters.computeIfAbsent(p.thread(), k -> new StringBuilder());
            String label = p.name() + (program.initialMarking().contains(p) ? " ●" : "")
                    + placeNote.apply(p).map(n -> "\n" + n).orElse("");
            c.append("    p").append(p.id()).append(" [shape=").append(placeNote.apply(p).isPresent() ? "box, style=rounded" : "circle")
                    .append(", label=").append(Dot.quote(label));
            if (p.isBad()) {
                c.append(", color=red, fontcolor=red");
            }
            c.append("];\n");
        }
        int index = 0;
        for (Map.Entry<ThreadInstance, StringBuilder> e : clusters.entrySet()) {
            out.append("  subgraph cluster_").append(index++).append(" {\n    label=")
                    .append(Dot.quote(e.getKey().toString())).append(";\n").append(e.getValue()).append("  }\n");
        }
        for (Transition t : program.transitions()) {
            String label = t.name() + "\n" + t.statement() + transitionNote.apply(t).map(n -> "\n" + n).orElse("");
            out.append("  t").append(t.id()).append(" [shape=box, style=filled, fillcolor=lightgray, label=")
                    .append(Dot.quote(label)).append("];\n");
            edges(out, "p", t.pre(), "t" + t.id(), true);
            edges(out, "p", t.post(), "t" + t.id(), false);
        }
        out.append("}\n");
        return out.toString();
    }

    private static void edges(StringBuilder out, String prefix, List<Place> places, String transition, boolean in) {
        for (Place p : places) {
            if (in) {
                out.append("  ").append(prefix).append(p.id()).append(" -> ").append(transition).append(";\n");
            } else {
                out.append("  ").append(transition).append(" -> ").append(prefix).append(p.id()).append(";\n");
            }
        }
    }
}
