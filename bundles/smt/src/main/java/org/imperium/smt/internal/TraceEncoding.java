package org.imperium.smt.internal;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import org.imperium.logic.Statement;
import org.imperium.logic.TransitionFormula;
import org.imperium.logic.Var;

/**
 * The SSA form of a trace st_1 … st_n: program variable x at position k (after k statements) is the symbol
 * (x, version), where the version is the index of the last statement that wrote x (0 if none). Statement i reads
 * the current versions, writes version i and names its auxiliary variables with version i.
 */
final class TraceEncoding {

    private final List<Statement> trace;
    private final List<Map<Var, Integer>> versionsAt = new ArrayList<>();
    private final Set<Var> programVariables = new LinkedHashSet<>();

    TraceEncoding(List<Statement> trace) {
        this.trace = List.copyOf(trace);
        Map<Var, Integer> current = new HashMap<>();
        versionsAt.add(Map.copyOf(current));
        for (int i = 0; i < trace.size(); i++) {
            TransitionFormula tf = trace.get(i).transitionFormula();
            programVariables.addAll(tf.inVars().keySet());
            programVariables.addAll(tf.outVars().keySet());
            for (Var written : tf.outVars().keySet()) {
                current.put(written, i + 1);
            }
            versionsAt.add(Map.copyOf(current));
        }
    }

    int length() {
        return trace.size();
    }

    /** The transition formula of statement {@code i} (1-based), to be read through {@link #renaming(int)}. */
    org.imperium.logic.Term formula(int i) {
        return trace.get(i - 1).transitionFormula().formula();
    }

    /** The renaming of the transition formula of statement {@code i} (1-based). */
    Function<Var, Symbol> renaming(int i) {
        TransitionFormula tf = trace.get(i - 1).transitionFormula();
        Map<Var, Var> primedToVariable = new HashMap<>();
        tf.outVars().forEach((v, primed) -> primedToVariable.put(primed, v));
        Map<Var, Integer> before = versionsAt.get(i - 1);
        return v -> {
            Var written = primedToVariable.get(v);
            if (written != null) {
                return new Symbol(written, i);
            }
            if (tf.auxVars().contains(v)) {
                return new Symbol(v, i);
            }
            return new Symbol(v, before.getOrDefault(v, 0));
        };
    }

    /** The symbol of program variable {@code v} at position {@code k}. */
    Symbol at(Var v, int k) {
        return new Symbol(v, versionsAt.get(k).getOrDefault(v, 0));
    }

    /** Maps a symbol to its program variable if it is that variable's current version at position {@code k}. */
    Function<Symbol, Optional<Var>> currentAt(int k) {
        Map<Var, Integer> versions = versionsAt.get(k);
        return s -> programVariables.contains(s.var()) && s.version() == versions.getOrDefault(s.var(), 0)
                ? Optional.of(s.var()) : Optional.empty();
    }

    Set<Var> programVariables() {
        return programVariables;
    }
}
