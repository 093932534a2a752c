package org.imperium.petrify;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.imperium.cfrontend.CFrontEnd;
import org.imperium.cfrontend.types.DataModel;
import org.imperium.core.Cancellation;
import org.imperium.core.InputException;
import org.imperium.core.UnsupportedException;
import org.imperium.core.testing.SharedData;
import org.imperium.program.CoRelation;
import org.imperium.program.PetriProgram;
import org.imperium.program.Place;
import org.imperium.program.Transition;
import org.imperium.program.text.PetriProgramWriter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Petrification is a function of its input: two fresh petrifications of one program (new parse, new lowering)
 * give byte-identical text — variables, places, transitions, their order, names, origins and the co-relation.
 * Downstream proofs, witnesses and statistics rely on this.
 */
class DeterminismTest {

    static List<Path> programs() throws IOException {
        List<Path> all = new ArrayList<>(TestPrograms.all());
        try (Stream<Path> s = Files.list(TestPrograms.root().resolve("testdata/witness"))) {
            s.filter(p -> p.toString().endsWith(".c")).sorted().forEach(all::add);
        }
        return all;
    }

    @ParameterizedTest
    @MethodSource("programs")
    void twoPetrificationsAreIdentical(Path file) {
        assertSame(file.toString(), text(file), text(file));
    }

    @Test
    void svcompInputsPetrifyIdentically() {
        Set<Path> inputs = new LinkedHashSet<>();
        SharedData.svcompTasks().forEach(t -> inputs.add(t.input()));
        for (Path file : inputs) {
            assertSame(file.toString(), text(file), text(file));
        }
    }

    /** Fails with the first line where the two texts differ (the texts themselves are long). */
    private static void assertSame(String what, String first, String second) {
        if (first.equals(second)) {
            return;
        }
        String[] a = first.split("\n", -1);
        String[] b = second.split("\n", -1);
        int i = 0;
        while (i < a.length && i < b.length && a[i].equals(b[i])) {
            i++;
        }
        assertEquals(i < a.length ? a[i] : "<end>", i < b.length ? b[i] : "<end>", what + " petrifies differently at line "
                + (i + 1));
    }

    /** The program as text with its co-relation, or the message of the exception that stops petrification. */
    static String text(Path file) {
        try {
            var program = CFrontEnd.parse(file, DataModel.ILP32);
            int instances = file.toString().contains("testdata") ? instances(file) : 1;
            PetriProgram p = new CPetrification(program, file.getParent(), instances, 100000, Cancellation.never())
                    .petrify(instances);
            return PetriProgramWriter.write(p) + scopes(p) + coRelation(p);
        } catch (UnsupportedException | InputException e) {
            return e.getClass().getSimpleName() + ": " + e.getMessage();
        }
    }

    private static int instances(Path file) {
        try {
            return TestPrograms.expectation(file).instances();
        } catch (IOException | RuntimeException e) {
            return 1;
        }
    }

    private static String scopes(PetriProgram p) {
        StringBuilder out = new StringBuilder();
        for (Place q : p.places()) {
            q.cScope().ifPresent(c -> out.append(q.name()).append(" in ").append(c).append('\n'));
        }
        return out.toString();
    }

    private static String coRelation(PetriProgram p) {
        CoRelation c = p.knownCoRelation().orElseThrow();
        StringBuilder out = new StringBuilder("co-relation exact=" + c.isExact() + "\n");
        for (Place q : p.places()) {
            out.append(q.name()).append(':');
            for (Place r : p.places()) {
                out.append(c.coRelated(q, r) ? '1' : '0');
            }
            out.append(" / ");
            for (Transition t : p.transitions()) {
                out.append(c.coMarked(q, t) ? '1' : '0');
            }
            out.append('\n');
        }
        return out.toString();
    }
}
