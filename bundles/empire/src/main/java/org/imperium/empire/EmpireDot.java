package org.imperium.empire;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.imperium.program.Transition;
import org.imperium.program.dot.Dot;

/**
 * DOT export of an empire: one node per state with its territory and law (and, given a focus, the focused groups
 * per region), the initial state doubly circled, one edge per (state, successor) labelled with its transitions;
 * self-loops are drawn dashed.
 */
public final class EmpireDot {

    private EmpireDot() {
    }

    public static String write(Empire empire, Optional<Focus> focus) {
        StringBuilder out = new StringBuilder();
        out.append("digraph ").append(Dot.quote(empire.kind() + " empire of " + empire.program().name())).append(" {\n");
        out.append("  node [shape=box, style=rounded, fontname=\"monospace\", fontsize=10];\n");
        for (EmpireState q : empire.states()) {
            StringBuilder label = new StringBuilder("q").append(q.id()).append('\n');
            for (Region r : q.territory().regions()) {
                label.append(r);
                focus.ifPresent(f -> label.append(" focus ").append(f.of(q, r)));
                label.append('\n');
            }
            label.append("law: ").append(q.law());
            out.append("  q").append(q.id()).append(" [label=").append(Dot.quote(label.toString()))
                    .append(q.id() == empire.initial().id() ? ", peripheries=2" : "").append("];\n");
        }
        for (EmpireState q : empire.states()) {
            Map<EmpireState, List<Transition>> byTarget = new LinkedHashMap<>();
            empire.outgoing(q).forEach((t, to) -> byTarget.computeIfAbsent(to, k -> new java.util.ArrayList<>()).add(t));
            byTarget.forEach((to, ts) -> out.append("  q").append(q.id()).append(" -> q").append(to.id())
                    .append(" [label=").append(Dot.quote(ts.stream().map(Transition::name).collect(Collectors.joining(", "))))
                    .append(to.equals(q) ? ", style=dashed" : "").append("];\n"));
        }
        out.append("}\n");
        return out.toString();
    }
}
