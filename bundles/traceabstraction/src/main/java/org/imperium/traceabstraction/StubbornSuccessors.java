package org.imperium.traceabstraction;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.imperium.program.Marking;
import org.imperium.program.PetriProgram;
import org.imperium.program.Transition;
import org.imperium.proof.Invariant;
import org.imperium.reduction.Commutativity;
import org.imperium.reduction.StubbornSet;

/**
 * Stubborn-set partial-order reduction (Sect. 3.1 of Stubborn Transaction Reduction, Def. 1 with ⋆ = ↔) of the
 * program part of the product search. The set is computed from the marking alone, on {@link MarkingSystem}, so
 * it is the same for every abstract element and every valuation of the data; two conditions make it stubborn in
 * every configuration (M, v) although a guard of its enabled part may be false in v:
 * <ul>
 *   <li>D0 for data: the enabled part must contain a transition that can fire whatever the data
 *       ({@link MarkingSystem#containsNonBlocking}) — a transition without assume, or both branches of a
 *       condition;</li>
 *   <li>S, the ignoring proviso, static: every cycle of markings fires a transition that closes a cycle of the
 *       place graph ({@link CycleCover}); a set whose enabled part holds one is replaced by all enabled
 *       transitions. The on-the-fly SCC proviso of the explicit backend is not enough here: a cycle of markings
 *       can have its exits only through transitions whose guards never hold.</li>
 * </ul>
 * V (visibility) comes from {@link StubbornSet#closure}. Among the closures seeded with one enabled transition
 * each, the admissible one with the fewest enabled transitions wins; if none is admissible, all are fired.
 * Results are memoised per marking.
 */
final class StubbornSuccessors implements SuccessorFunction {

    private PetriProgram program;
    private MarkingSystem system;
    private StubbornSet<Marking> stubborn;
    private BitSet cycleClosing;
    private final Map<Marking, List<Transition>> chosen = new HashMap<>();
    private long reduced;
    private long full;

    @Override
    public List<Transition> successors(PetriProgram p, Marking marking, Invariant element) {
        if (p != program) {
            program = p;
            system = new MarkingSystem(p);
            stubborn = new StubbornSet<>(system);
            cycleClosing = CycleCover.cycleClosing(p);
            chosen.clear();
        }
        return chosen.computeIfAbsent(marking, this::choose);
    }

    /** Markings whose stubborn set was smaller than en(M), and markings fully expanded. */
    long reducedMarkings() {
        return reduced;
    }

    long fullyExpandedMarkings() {
        return full;
    }

    /** por(M) ⊆ en(M) for the marking, as transitions in the order of the program. */
    BitSet stubbornEnabled(Marking marking) {
        BitSet enabled = system.enabled(marking);
        BitSet best = null;
        for (int a = enabled.nextSetBit(0); a >= 0 && enabled.cardinality() > 1; a = enabled.nextSetBit(a + 1)) {
            if (best != null && best.get(a)) {
                continue;
            }
            BitSet seed = new BitSet();
            seed.set(a);
            BitSet b = stubborn.closure(marking, enabled, seed, Commutativity.STRONG, null, null, true).orElseThrow();
            b.and(enabled);
            if (admissible(b) && (best == null || b.cardinality() < best.cardinality())) {
                best = b;
                if (best.cardinality() == 1) {
                    break;
                }
            }
        }
        if (best == null || best.equals(enabled)) {
            full++;
            return enabled;
        }
        reduced++;
        return best;
    }

    private boolean admissible(BitSet enabledPart) {
        return !enabledPart.intersects(cycleClosing) && system.containsNonBlocking(enabledPart);
    }

    private List<Transition> choose(Marking marking) {
        BitSet b = stubbornEnabled(marking);
        List<Transition> result = new ArrayList<>(b.cardinality());
        for (int a = b.nextSetBit(0); a >= 0; a = b.nextSetBit(a + 1)) {
            result.add(program.transitions().get(a));
        }
        return result;
    }
}
