package org.imperium.program.text;

import static org.imperium.program.text.LineScanner.name;
import static org.imperium.program.text.LineScanner.quote;

import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.imperium.logic.SortSyntax;
import org.imperium.logic.TermPrinter;
import org.imperium.program.Origin;
import org.imperium.program.PetriProgram;
import org.imperium.program.Place;
import org.imperium.program.ProgramVariable;
import org.imperium.program.Transition;

/** Writes a Petri program in the text format that {@link PetriProgramReader} reads (docs/formats.md). */
public final class PetriProgramWriter {

    private PetriProgramWriter() {
    }

    public static String write(PetriProgram program) {
        StringBuilder out = new StringBuilder();
        out.append("program ").append(name(program.name())).append("\n\n");
        for (ProgramVariable v : program.variables().values()) {
            out.append("var ").append(TermPrinter.print(v.var())).append(" : ").append(SortSyntax.print(v.var().sort()));
            switch (v.scope()) {
                case LOCAL -> out.append(" local ").append(v.owner().orElseThrow());
                case AUXILIARY -> {
                    out.append(" auxiliary");
                    v.owner().ifPresent(o -> out.append(' ').append(o));
                }
                case GLOBAL -> {
                }
            }
            v.cName().filter(c -> !c.equals(v.var().name())).ifPresent(c -> out.append(" c ").append(quote(c)));
            v.cType().ifPresent(c -> out.append(" ctype ").append(quote(c)));
            out.append('\n');
        }
        if (!program.variables().isEmpty()) {
            out.append('\n');
        }
        for (Place p : program.places()) {
            out.append("place ").append(name(p.name())).append(" thread ").append(p.thread());
            if (program.initialMarking().contains(p)) {
                out.append(" initial");
            }
            switch (p.kind()) {
                case ERROR -> out.append(" error");
                case INSUFFICIENT_INSTANCES -> out.append(" insufficient");
                case REGULAR -> {
                }
            }
            origin(out, p.origin());
            out.append('\n');
        }
        out.append('\n');
        for (Transition t : program.transitions()) {
            out.append("transition ").append(name(t.name())).append(" : ").append(names(t.pre())).append(" ->");
            if (!t.post().isEmpty()) {
                out.append(' ').append(names(t.post()));
            }
            out.append(" { ").append(t.statement()).append(" }");
            if (!t.thread().equals(t.pre().get(0).thread())) {
                out.append(" thread ").append(t.thread());
            }
            origin(out, t.origin());
            out.append('\n');
        }
        return out.toString();
    }

    private static String names(List<Place> places) {
        return places.stream().map(p -> name(p.name())).collect(Collectors.joining(", "));
    }

    private static void origin(StringBuilder out, Optional<Origin> origin) {
        origin.ifPresent(o -> out.append(" origin ").append(quote(o.location().file())).append(' ')
                .append(o.location().line()).append(' ').append(o.location().column()).append(' ')
                .append(name(o.function())).append(' ').append(o.kind()).append(' ').append(quote(o.text())));
    }
}
