package org.imperium.petrify.c;

import java.nio.file.Path;
import org.imperium.cfrontend.CProgram;
import org.imperium.cfrontend.ast.FunctionDefinition;
import org.imperium.core.Cancellation;
import org.imperium.core.UnsupportedException;
import org.imperium.petrify.graph.ThreadGraph;
import org.imperium.petrify.net.PetriConstruction;
import org.imperium.program.PetriProgram;

/**
 * One round of lowering a C program: the main thread and, on demand of {@link PetriConstruction}, every thread
 * instance, then the Petri program. The points-to relation persists across rounds.
 */
public final class Lowering {

    private final CProgram program;
    private final Path directory;
    private final PointsTo pointsTo = new PointsTo();

    public Lowering(CProgram program, Path directory) {
        this.program = program;
        this.directory = directory;
    }

    public PetriProgram round(FunctionDefinition main, int instancesPerSite, int coRelationLimit,
                              Cancellation cancellation) {
        pointsTo.startRound();
        ProgramContext ctx = new ProgramContext(program, pointsTo, directory);
        ThreadGraph mainGraph = ThreadLowering.main(ctx, main);
        return PetriConstruction.build(name(), mainGraph, (site, instance, id) -> {
            FunctionDefinition f = ctx.functions.get(site.function());
            if (f == null) {
                throw new UnsupportedException("thread function " + site.function() + " without definition",
                        site.origin().location());
            }
            return ThreadLowering.thread(ctx, f, instance, id);
        }, instancesPerSite, ctx.variables, coRelationLimit, cancellation);
    }

    /** Whether the last round added no points-to facts (so its result is sound). */
    public boolean stable() {
        return !pointsTo.changed();
    }

    private String name() {
        String file = Path.of(program.unit().file()).getFileName().toString();
        return file.replaceAll("[^A-Za-z0-9_.-]", "_");
    }
}
