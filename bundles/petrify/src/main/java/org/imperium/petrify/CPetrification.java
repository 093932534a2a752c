package org.imperium.petrify;

import java.nio.file.Path;
import java.util.List;
import org.imperium.cfrontend.CProgram;
import org.imperium.cfrontend.ast.FunctionDefinition;
import org.imperium.core.Cancellation;
import org.imperium.core.SourceLocation;
import org.imperium.core.UnsupportedException;
import org.imperium.petrify.c.Lowering;
import org.imperium.petrify.net.PetriConstruction;
import org.imperium.program.PetriProgram;
import org.imperium.program.Petrification;

/**
 * Petrification of a C program (see docs/c-support.md): lowering of every thread instance ({@link Lowering})
 * and the Petri construction. The points-to relation is computed by lowering repeatedly until no store adds a
 * target; it is kept between calls of {@link #petrify(int)}.
 */
public final class CPetrification implements Petrification {

    /** Rounds of lowering before the points-to relation must be stable. */
    static final int MAX_ROUNDS = 12;

    private final CProgram program;
    private final int initialInstances;
    private final int coRelationLimit;
    private final Cancellation cancellation;
    private final Lowering lowering;

    public CPetrification(CProgram program, Path directory, int initialInstances, int coRelationLimit,
                          Cancellation cancellation) {
        this.program = program;
        this.initialInstances = initialInstances;
        this.coRelationLimit = coRelationLimit;
        this.cancellation = cancellation;
        this.lowering = new Lowering(program, directory);
    }

    @Override
    public PetriProgram petrify(int instancesPerSite) {
        return petrify(instancesPerSite, coRelationLimit);
    }

    /** With the structural co-relation (limit 0: no exploration of the marking graph). */
    @Override
    public PetriProgram petrifyWithoutExactCoRelation(int instancesPerSite) {
        return petrify(instancesPerSite, 0);
    }

    private synchronized PetriProgram petrify(int instancesPerSite, int coRelationLimit) {
        FunctionDefinition main = program.unit().function("main").orElseThrow(() -> new UnsupportedException(
                "program without main", SourceLocation.ofFile(program.unit().file())));
        for (int round = 0; round < MAX_ROUNDS; round++) {
            cancellation.check();
            PetriProgram p;
            try {
                p = lowering.round(main, instancesPerSite, 0, cancellation);
            } catch (IllegalArgumentException | IllegalStateException | ClassCastException | IndexOutOfBoundsException
                     | NullPointerException e) {
                // a construct the lowering does not expect: sound or silent, so UNKNOWN rather than a crash
                throw new UnsupportedException("construct petrification does not handle (" + e.getClass()
                        .getSimpleName() + ": " + e.getMessage() + ")", SourceLocation.ofFile(program.unit().file()));
            }
            if (lowering.stable()) {
                return PetriConstruction.withCoRelation(p, coRelationLimit, cancellation);
            }
        }
        throw new UnsupportedException("points-to analysis did not stabilise in " + MAX_ROUNDS + " rounds");
    }

    @Override
    public int initialInstances() {
        return initialInstances;
    }

}
