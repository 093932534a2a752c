package org.imperium.explicit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.BitSet;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.imperium.cfrontend.CFrontEnd;
import org.imperium.cfrontend.types.DataModel;
import org.imperium.core.Cancellation;
import org.imperium.petrify.CPetrification;
import org.imperium.program.Origin;
import org.imperium.program.PetriProgram;
import org.imperium.program.Transition;
import org.imperium.reduction.LiptonReduction;
import org.junit.jupiter.api.Test;

/**
 * Table 1 of Stubborn Transaction Reduction on C programs through petrification, where a mutex records its holder
 * (lock {@code [m == 0]; m := i}, unlock {@code [m == i]; m := 0}): locks and joins are right movers, unlocks and
 * creates left movers — statically, in every state, against all other threads.
 */
class TableOneTest {

    /** A program of testdata/c, or of testdata/examples (the README's counter-mutex.c). */
    private static PetriSystem system(String c) {
        Path file = TestPrograms.testdata().resolve("c").resolve(c);
        if (!Files.exists(file)) {
            file = TestPrograms.testdata().resolve("examples").resolve(c);
        }
        PetriProgram program = new CPetrification(CFrontEnd.parse(file, DataModel.ILP32), file.getParent(), 1,
                100_000, Cancellation.never()).petrify(1);
        return new PetriSystem(program, PlaceExclusion.of(program, Cancellation.never()));
    }

    /** Per origin kind of the synchronisation statements: what its transitions are ("right", "left", "both", "none"). */
    private static Map<String, Set<String>> movers(PetriSystem system) {
        LiptonReduction<PackedState> lipton = new LiptonReduction<>(system);
        BitSet right = lipton.rightMovers();
        BitSet left = lipton.leftMovers();
        Map<String, Set<String>> result = new TreeMap<>();
        for (Transition t : system.program().transitions()) {
            Origin.Kind kind = t.origin().map(Origin::kind).orElse(null);
            if (kind == Origin.Kind.LOCK || kind == Origin.Kind.UNLOCK || kind == Origin.Kind.THREAD_CREATE
                    || kind == Origin.Kind.THREAD_JOIN) {
                String m = right.get(t.id()) ? (left.get(t.id()) ? "both" : "right") : left.get(t.id()) ? "left"
                        : "none";
                result.computeIfAbsent(kind.name(), k -> new TreeSet<>()).add(m);
            }
        }
        return result;
    }

    @Test
    void locksMoveRightAndUnlocksLeftInTheMutexCounter() {
        Map<String, Set<String>> m = movers(system("counter-mutex.c"));
        assertEquals(Set.of("right"), m.get("LOCK"), m.toString());
        assertEquals(Set.of("left"), m.get("UNLOCK"), m.toString());
        assertTrue(Set.of("left", "both").containsAll(m.get("THREAD_CREATE")), m.toString());
        assertTrue(Set.of("right", "both").containsAll(m.get("THREAD_JOIN")), m.toString());
    }

    @Test
    void aFailingTrylockKeepsLockAndUnlockFromMoving() {
        // trylock.c's failing trylock [m != 0] reads the mutex without taking it: after an unlock moved left it
        // could see 0 instead, so unlock is no left mover there, and lock no right mover
        Map<String, Set<String>> m = movers(system("trylock.c"));
        assertEquals(Set.of("none"), m.get("UNLOCK"), m.toString());
    }
}
