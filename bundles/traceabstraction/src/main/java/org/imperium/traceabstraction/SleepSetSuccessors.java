package org.imperium.traceabstraction;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import org.imperium.logic.Term;
import org.imperium.program.Marking;
import org.imperium.program.PetriProgram;
import org.imperium.program.StaticCommutativity;
import org.imperium.program.ThreadStructure;
import org.imperium.program.Transition;
import org.imperium.proof.Invariant;

/**
 * Sleep-set reduction of the product search with a <em>preference order</em> that depends on the state (Farzan,
 * Klumpp, Podelski, PLDI 2022: sound sequentialisation, the sleep-set automaton of a positional order). Each
 * product state carries a {@link Sleep}: the transitions it need not fire and the state of the order (whose
 * turn it is). From a state the enabled transitions are taken in the preference order of its turn; a sleeping
 * one is skipped, and the successor by t sleeps on every transition that was sleeping or preferred to t here
 * and is independent of t: a run that goes on with such a u is equivalent to one that fired u before t, which
 * the order prefers. So each class of runs equal up to swapping adjacent independent transitions keeps its least
 * run in the order, and an empty search still proves every run to a bad place infeasible (the argument is in
 * docs/trace-abstraction.md, "Sleep sets with a preference order").
 *
 * <p>Independence is {@link StaticCommutativity}: no common place and no variable written by one and read or
 * written by the other. Orders ({@link PreferenceOrder}): lexicographic (thread by thread, the transitions of one
 * thread by id) and lock-step (the turn passes round-robin among threads after each firing, and the thread whose
 * turn it is comes first, then the following threads in cyclic order). The path program of a run
 * ({@link #restrictedTo}) is searched with the same reduction.
 */
final class SleepSetSuccessors implements SuccessorFunction {

    /** How the preferred transition is chosen. */
    enum PreferenceOrder { LEXICOGRAPHIC, LOCKSTEP }

    /**
     * The memory of a product state: the sleeping transitions (never modified) and the thread whose turn it is
     * (always 0 with the lexicographic order).
     */
    record Sleep(BitSet sleeping, int turn) implements Memory {

        /** Fewer sleeping transitions with the same turn fire more, now and after (the next sleep sets are subsets). */
        @Override
        public boolean coveredBy(Memory other) {
            if (!(other instanceof Sleep weaker) || weaker.turn() != turn) {
                return false;
            }
            BitSet extra = (BitSet) weaker.sleeping().clone();
            extra.andNot(sleeping);
            return extra.isEmpty();
        }
    }

    private final PreferenceOrder order;
    private final Set<Transition> only;
    private PetriProgram program;
    private ThreadStructure threads;
    private StaticCommutativity facts;
    private BitSet[] independent;
    private List<ThreadCorrespondence> correspondences;

    SleepSetSuccessors(PreferenceOrder order) {
        this(order, null);
    }

    private SleepSetSuccessors(PreferenceOrder order, Set<Transition> only) {
        this.order = order;
        this.only = only;
    }

    /** The same reduction on the program restricted to {@code transitions} (a path program). */
    SleepSetSuccessors restrictedTo(Set<Transition> transitions) {
        return new SleepSetSuccessors(order, transitions);
    }

    /**
     * Extra candidate atoms for a loop invariant of the reduced path program of {@code run}: with the lock-step
     * order, the agreements of symmetric threads ({@link SymmetricAtoms}); none with the lexicographic order.
     */
    List<Term> candidateAtoms(PetriProgram p, List<Transition> run) {
        prepare(p);
        return order == PreferenceOrder.LOCKSTEP ? SymmetricAtoms.of(run, correspondences) : List.of();
    }

    /** The atoms of {@link SymmetricAtoms#ofProgram} for the lock-step order; none with the lexicographic order. */
    List<Term> programAtoms(PetriProgram p) {
        prepare(p);
        return order == PreferenceOrder.LOCKSTEP ? SymmetricAtoms.ofProgram(p.transitions(), correspondences)
                : List.of();
    }

    @Override
    public Memory initialMemory(PetriProgram p) {
        return new Sleep(new BitSet(), 0);
    }

    /** From a state that sleeps on nothing: every enabled transition (of the path program), in preference order. */
    @Override
    public List<Transition> successors(PetriProgram p, Marking marking, Invariant element) {
        return steps(p, marking, element, initialMemory(p)).stream().map(Step::transition).toList();
    }

    @Override
    public List<Step> steps(PetriProgram p, Marking marking, Invariant element, Memory memory) {
        prepare(p);
        Sleep sleep = (Sleep) memory;
        List<Transition> enabled = new ArrayList<>(ALL_ENABLED.successors(p, marking, element));
        if (only != null) {
            enabled.removeIf(t -> !only.contains(t));
        }
        enabled.sort(Comparator.comparingInt((Transition t) -> rank(t, sleep.turn())).thenComparingInt(Transition::id));
        List<Step> result = new ArrayList<>(enabled.size());
        BitSet preferred = (BitSet) sleep.sleeping().clone();
        for (Transition t : enabled) {
            if (!sleep.sleeping().get(t.id())) {
                BitSet next = (BitSet) preferred.clone();
                next.and(independentOf(t.id()));
                result.add(new Step(t, new Sleep(next, nextTurn(t))));
            }
            preferred.set(t.id());
        }
        return result;
    }

    /** Position of t's thread in the order of a state whose turn is {@code turn}. */
    private int rank(Transition t, int turn) {
        int thread = threads.process(t.id());
        return order == PreferenceOrder.LOCKSTEP ? Math.floorMod(thread - turn, threads.threads().size()) : thread;
    }

    private int nextTurn(Transition t) {
        return order == PreferenceOrder.LOCKSTEP ? (threads.process(t.id()) + 1) % threads.threads().size() : 0;
    }

    private void prepare(PetriProgram p) {
        if (p != program) {
            program = p;
            threads = new ThreadStructure(p);
            facts = new StaticCommutativity(p, (x, y) -> false);
            independent = new BitSet[p.transitions().size()];
            correspondences = order == PreferenceOrder.LOCKSTEP ? ThreadCorrespondence.of(p, threads) : List.of();
        }
    }

    private BitSet independentOf(int t) {
        BitSet result = independent[t];
        if (result == null) {
            result = new BitSet();
            for (int u = 0; u < independent.length; u++) {
                if (u != t && !facts.sharePlace(t, u) && !facts.variablesConflict(t, u)) {
                    result.set(u);
                }
            }
            independent[t] = result;
        }
        return result;
    }
}
