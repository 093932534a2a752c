package org.imperium.petrify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.imperium.logic.Action;
import org.imperium.logic.Var;
import org.imperium.program.Origin;
import org.imperium.program.PetriProgram;
import org.imperium.program.Place;
import org.imperium.program.ProgramVariable;
import org.imperium.program.ThreadInstance;
import org.imperium.program.Transition;
import org.junit.jupiter.api.Test;

/** The shape of the Petri programs of single constructs: transitions, statements and recorded C locations. */
class ConstructTest {

    private static List<Transition> withOrigin(PetriProgram p, Origin.Kind kind) {
        return p.transitions().stream().filter(t -> t.origin().map(o -> o.kind() == kind).orElse(false)).toList();
    }

    private static Set<String> globalsWritten(Transition t, PetriProgram p) {
        return t.statement().writes().stream().filter(v -> p.variables().get(v).scope() == ProgramVariable.Scope.GLOBAL)
                .map(Var::name).collect(Collectors.toSet());
    }

    /** Shared locations read plus shared locations written (a pointer's offset and base are one location). */
    private static long sharedAccesses(Transition t, PetriProgram p) {
        Set<String> read = new java.util.HashSet<>();
        Set<String> written = new java.util.HashSet<>();
        Set<Var> assigned = new java.util.HashSet<>();
        for (Action a : t.statement().actions()) {
            Set<Var> reads = a instanceof Action.Assign as ? org.imperium.logic.TermUtils.freeVars(as.updates().values())
                    : a instanceof Action.Assume as ? org.imperium.logic.TermUtils.freeVars(as.condition()) : Set.of();
            for (Var v : reads) {
                if (!p.variables().get(v).isThreadLocal() && !assigned.contains(v)) {
                    read.add(location(v));
                }
            }
            if (a instanceof Action.Assign as) {
                for (Var v : as.updates().keySet()) {
                    if (!p.variables().get(v).isThreadLocal()) {
                        written.add(location(v));
                        assigned.add(v);
                    }
                }
            }
        }
        written.forEach(read::remove);
        return read.size() + written.size();
    }

    private static String location(Var v) {
        return v.name().endsWith(".base") ? v.name().substring(0, v.name().length() - 5) : v.name();
    }

    @Test
    void anIncrementOfASharedVariableReadsAndWritesInTwoTransitions() {
        // lost-update.c: main has 10 places (entry, the starts of its 7 statements, error, exit), each worker
        // instance 6 (x++ and return, the place between the read and the write of x++, end, free, busy), and
        // there are 2 insufficient-instance places: 24. Transitions: main 13 (initialisation, 2 forks and 2
        // insufficient-instance transitions, 2 joins for each of 2 instances, 2 branches, reach_error, return),
        // each worker 3 (read, write, return): 19.
        PetriProgram p = TestPrograms.petrify("lost-update.c", 1);
        assertEquals(24, p.places().size());
        assertEquals(19, p.transitions().size());
        ThreadInstance w = new ThreadInstance("inc", 1);
        List<Transition> worker = p.transitions().stream().filter(t -> t.thread().equals(w)).toList();
        assertEquals(3, worker.size());
        assertEquals(Origin.Kind.OTHER, worker.get(0).origin().orElseThrow().kind());
        assertEquals(Origin.Kind.ASSIGNMENT, worker.get(1).origin().orElseThrow().kind());
        assertEquals("inc#1.~t1 := x", worker.get(0).statement().toString());
        assertEquals("x := inc#1.~t1 + 1", worker.get(1).statement().toString());
        Origin o = worker.get(1).origin().orElseThrow();
        assertEquals(10, o.location().line());
        assertEquals(3, o.location().column());
        assertEquals("inc", o.function());
        assertEquals("x++;", o.text());
    }

    @Test
    void everyTransitionOutsideAtomicBlocksTouchesAtMostOneSharedLocation() {
        for (String name : List.of("lost-update.c", "counter-mutex.c", "side-effects.c", "malloc-array.c",
                "pointer-param.c", "thread-arg.c", "fork-join.c")) {
            PetriProgram p = TestPrograms.petrify(name, 1);
            for (Transition t : p.transitions()) {
                Origin.Kind k = t.origin().orElseThrow().kind();
                boolean synchronising = k == Origin.Kind.LOCK || k == Origin.Kind.UNLOCK || k == Origin.Kind.ATOMIC_BEGIN
                        || k == Origin.Kind.ATOMIC_BLOCK || t.pre().size() > 1
                        || t.pre().get(0) == p.places().get(0);
                if (!synchronising) {
                    assertTrue(sharedAccesses(t, p) <= 1, name + ": " + t + " " + t.statement());
                }
            }
        }
    }

    @Test
    void forkAndJoinMatchThreadIds() {
        PetriProgram p = TestPrograms.petrify("fork-join.c", 1);
        Transition fork = p.transition("main#0.t0.left#1").orElseThrow();
        assertEquals(2, fork.pre().size());
        assertEquals(ThreadInstance.MAIN, fork.pre().get(0).thread());
        assertEquals("left#1.free", fork.pre().get(1).name());
        assertEquals(3, fork.post().size());
        assertEquals(Origin.Kind.THREAD_CREATE, fork.origin().orElseThrow().kind());
        List<Transition> joins = withOrigin(p, Origin.Kind.THREAD_JOIN);
        // two joins, each with a candidate transition for each of the two instances
        assertEquals(4, joins.size());
        for (Transition j : joins) {
            assertEquals(3, j.pre().size());
            assertTrue(j.statement().toString().matches("\\[main#0\\.[lr] == [12]\\]"), j.statement().toString());
        }
    }

    @Test
    void aMutexOperationIsOneGuardedTransitionThatRecordsTheHolder() {
        PetriProgram p = TestPrograms.petrify("counter-mutex.c", 1);
        // the two worker instances have thread ids 1 and 2: a lock writes id + 1, an unlock requires it
        List<String> locks = withOrigin(p, Origin.Kind.LOCK).stream().map(t -> t.thread() + ": " + t.statement())
                .toList();
        assertEquals(List.of("worker#1: [lock == 0]; lock := 2", "worker#2: [lock == 0]; lock := 3"), locks);
        List<String> unlocks = withOrigin(p, Origin.Kind.UNLOCK).stream().map(t -> t.thread() + ": "
                + t.statement()).toList();
        assertEquals(List.of("worker#1: [lock == 2]; lock := 0", "worker#2: [lock == 3]; lock := 0"), unlocks);
    }

    @Test
    void unlockingAMutexOfAnotherThreadBlocks(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws java.io.IOException {
        // main locks, the worker unlocks (undefined behaviour, so not a program of testdata/c): the worker's
        // unlock never fires, so its reach_error after the unlock is unreachable; main's unlock still fires
        java.nio.file.Path f = dir.resolve("unlock-foreign.c");
        java.nio.file.Files.writeString(f, "#include <pthread.h>\nextern void reach_error(void);\n"
                + "pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;\nint done;\n"
                + "void *worker(void *a) { pthread_mutex_unlock(&m); reach_error(); return 0; }\n"
                + "int main(void) { pthread_t t; pthread_mutex_lock(&m); pthread_create(&t, 0, worker, 0);\n"
                + "  pthread_mutex_unlock(&m); done = 1; return 0; }\n");
        PetriProgram p = new CPetrification(org.imperium.cfrontend.CFrontEnd.parse(f,
                org.imperium.cfrontend.types.DataModel.ILP32), dir, 1, 1000,
                org.imperium.core.Cancellation.never()).petrify(1);
        Explorer x = Explorer.explore(p, List.of(0, 1), 100000);
        assertFalse(x.errorReachable());
        assertTrue(x.finals().stream().anyMatch(v -> v.entrySet().stream().anyMatch(e -> e.getKey().name()
                .equals("done") && e.getValue().toString().equals("1"))), "main's own unlock fires");
        Transition unlock = withOrigin(p, Origin.Kind.UNLOCK).stream().filter(t -> !t.thread().equals(ThreadInstance.MAIN))
                .findFirst().orElseThrow();
        assertEquals("[m == 2]; m := 0", unlock.statement().toString());
    }

    @Test
    void anAtomicBlockIsASingleTransition() {
        PetriProgram p = TestPrograms.petrify("atomic-block.c", 1);
        List<Transition> atomic = withOrigin(p, Origin.Kind.ATOMIC_BEGIN);
        assertEquals(2, atomic.size());
        assertEquals(Set.of("x"), globalsWritten(atomic.get(0), p));
        assertTrue(atomic.get(0).statement().toString().contains(":= x"), atomic.get(0).statement().toString());
        // the atomic function with a branch gives one transition per path
        PetriProgram q = TestPrograms.petrify("atomic-function.c", 1);
        assertEquals(4, withOrigin(q, Origin.Kind.ATOMIC_BLOCK).size());
    }

    @Test
    void unsignedArithmeticWrapsAndNondetIsInRange() {
        PetriProgram p = TestPrograms.petrify("unsigned-wrap-false.c", 1);
        assertTrue(p.transitions().stream().anyMatch(t -> t.statement().toString().contains("mod(")));
        PetriProgram q = TestPrograms.petrify("nondet-range.c", 1);
        String all = q.transitions().stream().map(t -> t.statement().toString()).collect(Collectors.joining("\n"));
        assertTrue(all.contains("<= 255"), all);
        assertTrue(all.contains("-32768 <="), all);
    }

    @Test
    void theDataModelDecidesTheWidthOfLong(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws java.io.IOException {
        java.nio.file.Path f = dir.resolve("long.c");
        java.nio.file.Files.writeString(f, "extern void reach_error(void);\n"
                + "int main(void) { unsigned long u = 0; u--; if (u != 4294967295UL) reach_error(); return 0; }\n");
        for (var model : List.of(org.imperium.cfrontend.types.DataModel.ILP32,
                org.imperium.cfrontend.types.DataModel.LP64)) {
            PetriProgram p = new CPetrification(org.imperium.cfrontend.CFrontEnd.parse(f, model), dir, 1, 1000,
                    org.imperium.core.Cancellation.never()).petrify(1);
            boolean error = Explorer.explore(p, List.of(0), 1000).errorReachable();
            assertEquals(model == org.imperium.cfrontend.types.DataModel.LP64, error, model.toString());
        }
    }

    @Test
    void errorsAndInsufficientInstancesArePlacesWithTheirCall() {
        PetriProgram p = TestPrograms.petrify("join-missing.c", 1);
        List<Place> errors = p.places().stream().filter(q -> q.kind() == Place.Kind.ERROR).toList();
        assertEquals(1, errors.size());
        assertEquals(18, errors.get(0).origin().orElseThrow().location().line());
        assertEquals(Origin.Kind.ERROR, errors.get(0).origin().orElseThrow().kind());
        assertEquals(2, p.places().stream().filter(q -> q.kind() == Place.Kind.INSUFFICIENT_INSTANCES).count());
        PetriProgram two = TestPrograms.petrify("join-missing.c", 2);
        assertEquals(4, two.threads().size() - 1);
    }

    @Test
    void theInstancesOfAThreadHaveTheirOwnLocals() {
        PetriProgram p = TestPrograms.petrify("thread-arg.c", 2);
        Set<String> mine = p.variables().values().stream().filter(v -> v.cName().orElse("").equals("mine"))
                .map(v -> v.owner().orElseThrow().toString()).collect(Collectors.toSet());
        assertEquals(Set.of("add#1", "add#2", "add#3", "add#4"), mine);
        assertTrue(p.knownCoRelation().orElseThrow().isExact());
    }

    @Test
    void returningFromMainEndsInASinkThatNoJoinMatches() {
        PetriProgram p = TestPrograms.petrify("exit-ends-program.c", 1);
        Place exit = p.places().stream().filter(q -> q.name().startsWith("worker#1.") && p.outgoing(q).isEmpty()
                && q.kind() == Place.Kind.REGULAR && !q.name().endsWith(".busy") && !q.name().endsWith(".end"))
                .filter(q -> q.origin().orElseThrow().text().startsWith("exit")).findFirst().orElseThrow();
        assertFalse(p.transitions().stream().anyMatch(t -> t.pre().contains(exit)));
    }
}
