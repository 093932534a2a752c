package org.imperium.petrify.net;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.imperium.core.Cancellation;
import org.imperium.core.SourceLocation;
import org.imperium.logic.Statement;
import org.imperium.logic.Terms;
import org.imperium.logic.Var;
import org.imperium.petrify.Explorer;
import org.imperium.petrify.graph.ForkSite;
import org.imperium.petrify.graph.Location;
import org.imperium.petrify.graph.ThreadGraph;
import org.imperium.program.Origin;
import org.imperium.program.PetriProgram;
import org.imperium.program.Place;
import org.imperium.program.ProgramVariable;
import org.imperium.program.ThreadInstance;
import org.imperium.program.Transition;
import org.junit.jupiter.api.Test;

/** The construction on hand-made thread graphs: fork/join shape, instance pools, co-relation. */
class PetriConstructionTest {

    private static final Origin O = new Origin(new SourceLocation("t.c", 1, 1), "main", Origin.Kind.OTHER, "x");
    private static final Var X = Terms.intVar("x");

    /** worker: tmp := x; x := tmp + 1 (a lost update between two instances) */
    private static ThreadGraph worker(ForkSite site, ThreadInstance thread, int id) {
        ThreadGraph.Builder b = new ThreadGraph.Builder(thread);
        Var tmp = Terms.intVar(thread + ".tmp");
        b.variable(ProgramVariable.local(tmp, thread, "tmp"));
        Location l0 = b.location(O);
        Location l1 = b.location(O);
        Location l2 = b.location(O);
        b.step(l0, l1, Statement.assign(tmp, X), O).step(l1, l2, Statement.assign(X, Terms.add(tmp, Terms.ONE)), O);
        return b.entry(l0).end(l2).build();
    }

    /** main: x := 0; fork w; fork w; join t1; join t2; assert x == 2; the ids go to t1, t2 */
    private static PetriProgram lostUpdate(int instances, boolean loop) {
        ThreadGraph.Builder b = new ThreadGraph.Builder(ThreadInstance.MAIN);
        Var t1 = Terms.intVar("t1");
        Var t2 = Terms.intVar("t2");
        ForkSite s1 = new ForkSite("s1", "w", O);
        ForkSite s2 = new ForkSite("s2", "w", O);
        Location[] l = new Location[7];
        for (int i = 0; i < l.length; i++) {
            l[i] = b.location(O);
        }
        Location err = b.errorLocation(O);
        b.step(l[0], l[1], Statement.assign(X, Terms.ZERO), O);
        b.fork(l[1], l[2], s1, id -> Statement.assign(t1, id), List.of(), O);
        b.fork(l[2], loop ? l[1] : l[3], loop ? s1 : s2, id -> Statement.assign(t2, id), List.of(), O);
        b.join(l[3], l[4], t1, O).join(l[4], l[5], t2, O);
        b.step(l[5], l[6], Statement.assume(Terms.eq(X, Terms.num(2))), O);
        b.step(l[5], err, Statement.assume(Terms.distinct(X, Terms.num(2))), O);
        ThreadGraph main = b.entry(l[0]).end(l[6]).build();
        return PetriConstruction.build("lost-update", main, PetriConstructionTest::worker, instances,
                List.of(ProgramVariable.global(X), ProgramVariable.global(t1), ProgramVariable.global(t2)), 10000,
                Cancellation.never());
    }

    @Test
    void forkAndJoinHaveTheirShape() {
        PetriProgram p = lostUpdate(1, false);
        // main: 7 locations + error; 2 instances × (3 locations + free + busy); 2 insufficient places
        assertEquals(8 + 2 * 5 + 2, p.places().size());
        // x := 0, (1 fork + 1 insufficient) × 2, 2 joins × 2 candidate instances, 2 asserts, 2 × 2 worker steps
        assertEquals(1 + 4 + 4 + 2 + 4, p.transitions().size());
        Transition fork = p.transition("main#0.t1.w#1").orElseThrow();
        assertEquals(List.of("main#0.l1", "w#1.free"), fork.pre().stream().map(Place::name).toList());
        assertEquals(List.of("main#0.l2", "w#1.l0", "w#1.busy"), fork.post().stream().map(Place::name).toList());
        assertEquals("t1 := 1", fork.statement().toString());
        Transition join = p.transition("main#0.t3.w#2").orElseThrow();
        assertEquals(List.of("main#0.l3", "w#2.l2", "w#2.busy"), join.pre().stream().map(Place::name).toList());
        assertEquals("[t1 == 2]", join.statement().toString());
        assertTrue(p.knownCoRelation().orElseThrow().isExact());
    }

    @Test
    void lostUpdateReachesTheErrorButNoInsufficientPlace() {
        Explorer e = Explorer.explore(lostUpdate(1, false), List.of(0), 100000);
        assertTrue(e.errorReachable());
        assertFalse(e.insufficientReachable());
    }

    @Test
    void aSiteInALoopNeedsMoreInstances() {
        assertTrue(Explorer.explore(lostUpdate(1, true), List.of(0), 100000).insufficientReachable());
        assertTrue(Explorer.explore(lostUpdate(3, true), List.of(0), 100000).insufficientReachable());
    }

    @Test
    void structuralCoRelationOverApproximatesTheExactOne() {
        PetriProgram p = lostUpdate(2, true);
        var exact = p.knownCoRelation().orElseThrow();
        java.util.BitSet free = new java.util.BitSet();
        java.util.BitSet busy = new java.util.BitSet();
        p.places().stream().filter(q -> q.name().endsWith(".free")).forEach(q -> free.set(q.id()));
        p.places().stream().filter(q -> q.name().endsWith(".busy")).forEach(q -> busy.set(q.id()));
        StructuralCoRelation s = StructuralCoRelation.of(free, busy);
        int strictlyMore = 0;
        for (Place a : p.places()) {
            for (Place c : p.places()) {
                if (exact.coRelated(a, c)) {
                    assertTrue(s.coRelated(a, c), a + " " + c);
                } else if (s.coRelated(a, c)) {
                    strictlyMore++;
                }
            }
            for (Transition t : p.transitions()) {
                if (exact.coMarked(a, t)) {
                    assertTrue(s.coMarked(a, t), a + " " + t);
                }
            }
        }
        assertTrue(strictlyMore > 0);
    }
}
