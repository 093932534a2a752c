package org.imperium.traceabstraction;

import java.util.Optional;
import org.imperium.program.CoRelation;
import org.imperium.program.PetriProgram;
import org.imperium.program.Place;
import org.imperium.program.StaticCommutativity;
import org.imperium.reduction.DependencyOracle;

/**
 * Statement-level commutativity of Petri transitions (Eqs. 1, 3, 4 of Stubborn Transaction Reduction) for the
 * reductions inside trace abstraction, where data is abstracted and a guard may or may not hold. Every claim is
 * a fact of {@link StaticCommutativity} about the relations of the statements (as sets of pairs of concrete
 * configurations), never about a particular valuation, so it holds for every trace the product search meets:
 * <ul>
 *   <li><b>independent</b>: no shared place, and neither writes a variable the other reads or writes — then
 *       a;b and b;a are the same relation, and neither enables or disables the other;</li>
 *   <li><b>strong</b> (↔): independent, or their pre-places contain two places the program's co-relation says
 *       are never marked together (never co-enabled). Guard constants ({@link StaticCommutativity#guardsContradict})
 *       are deliberately <em>not</em> used here, unlike in the explicit backend, whose states hold the values: a
 *       stubborn set computed on a marking holds transitions whose guard may be false, and its D1 then relies
 *       on every conflicting transition that could make the guard true being ↔-dependent (docs/reductions.md);</li>
 *   <li><b>right/left</b> (→, ←): independent, or a;b is impossible from every reachable configuration — b
 *       needs a place a consumed or a place exclusive with one a marked, would put a second token on a place a
 *       marked, or assumes a constant for a variable that a last set to another constant (a lock can never be
 *       followed by another lock of the same mutex: lock is a right mover, unlock a left mover). The explicit
 *       backend's further fact "b would mark a place exclusive with one a marked"
 *       ({@link StaticCommutativity#marksExclusive}) is not used: the product-state counts of docs/reductions.md
 *       are derived without it.</li>
 * </ul>
 * Places are exclusive only by a co-relation the program comes with; without one, no exclusion is claimed.
 */
final class StatementDependency implements DependencyOracle {

    private final StaticCommutativity facts;

    StatementDependency(PetriProgram program) {
        Optional<CoRelation> coRelation = program.knownCoRelation();
        this.facts = new StaticCommutativity(program, (Place p, Place q) -> p != q && coRelation.isPresent()
                && !coRelation.get().coRelated(p, q));
    }

    private boolean independent(int a, int b) {
        return !facts.sharePlace(a, b) && !facts.variablesConflict(a, b);
    }

    /** a;b is impossible from every reachable configuration. */
    private boolean neverFollowedBy(int a, int b) {
        return facts.consumesOrExcludesPre(a, b) || facts.marksMarked(a, b) || facts.guardFalsified(a, b);
    }

    @Override
    public boolean stronglyCommute(int a, int b) {
        return independent(a, b) || facts.preExclusive(a, b);
    }

    @Override
    public boolean rightCommutes(int a, int b) {
        return independent(a, b) || neverFollowedBy(a, b);
    }

    @Override
    public boolean leftCommutes(int a, int b) {
        return independent(a, b) || neverFollowedBy(b, a);
    }
}
