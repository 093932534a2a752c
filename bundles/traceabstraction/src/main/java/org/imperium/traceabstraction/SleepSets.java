package org.imperium.traceabstraction;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.Comparator;
import java.util.List;
import org.imperium.program.PetriProgram;
import org.imperium.program.Transition;

/**
 * Sleep-set reduction (Godefroid 1996) of the product search with a fixed preference order on transitions, as
 * GemCutter does for trace abstraction (Farzan, Klumpp, Podelski, PLDI 2022: the sleep-set automaton with the
 * sleep set in its states accepts exactly the lexicographically least word of each class of words equal up to
 * swapping adjacent independent letters).
 *
 * <p>Two transitions are <em>independent</em> ({@link StatementDependency#independent}) when they share no place
 * and neither writes a variable the other reads or writes: then a;b and b;a are the same relation on
 * configurations, so every word of a class reaches the same marking with the same data, and all are feasible or
 * none is. A product state carries a sleep set S; from it the enabled transitions are fired in the preference
 * order (transition id, which petrify gives thread by thread), those in S are skipped, and the successor by t
 * sleeps on {u ∈ S ∪ {transitions fired from this state before t} | u independent of t}: a run continuing with
 * such a u is equivalent to one that took u before t, whose branch was explored (or pruned as infeasible by the
 * automata, which prunes its equivalent too). Hence an empty reduced search still means that every run to a bad
 * place is infeasible, and a run it finds is a real run of the program.
 *
 * <p>Fewer sleeping transitions never explore less (if S' ⊆ S, every successor sleep set from S' is a subset of
 * the one from S), which makes subsumption sound when the covering state sleeps on a subset.
 */
final class SleepSets {

    private static final BitSet EMPTY = new BitSet();

    private final PetriProgram program;
    private final StatementDependency dependency;
    private final BitSet[] independent;

    SleepSets(PetriProgram program) {
        this.program = program;
        this.dependency = new StatementDependency(program);
        this.independent = new BitSet[program.transitions().size()];
    }

    PetriProgram program() {
        return program;
    }

    /** The empty sleep set of the initial state. */
    static BitSet none() {
        return EMPTY;
    }

    /** {@code enabled} in the preference order. */
    static List<Transition> ordered(List<Transition> enabled) {
        List<Transition> result = new ArrayList<>(enabled);
        result.sort(Comparator.comparingInt(Transition::id));
        return result;
    }

    /**
     * The sleep set after firing {@code t} from a state sleeping on {@code sleep}, where {@code fired} were fired
     * from that state before {@code t}.
     */
    BitSet after(BitSet sleep, BitSet fired, Transition t) {
        BitSet result = (BitSet) sleep.clone();
        result.or(fired);
        result.and(independentOf(t.id()));
        return result.isEmpty() ? EMPTY : result;
    }

    private BitSet independentOf(int t) {
        BitSet result = independent[t];
        if (result == null) {
            result = new BitSet();
            for (int u = 0; u < independent.length; u++) {
                if (u != t && dependency.independent(t, u)) {
                    result.set(u);
                }
            }
            independent[t] = result;
        }
        return result;
    }
}
