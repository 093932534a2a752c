package org.imperium.logic;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/** One step of a {@link Statement}. */
public sealed interface Action {

    /** Blocks unless {@code condition} holds. */
    record Assume(Term condition) implements Action {
        public Assume {
            if (!condition.sort().equals(Sort.BOOL)) {
                throw new IllegalArgumentException("assume of a non-formula: " + condition);
            }
        }

        @Override
        public String toString() {
            return "[" + condition + "]";
        }
    }

    /** Simultaneous assignment: all right-hand sides are evaluated before any variable changes. */
    record Assign(Map<Var, Term> updates) implements Action {
        public Assign {
            if (updates.isEmpty()) {
                throw new IllegalArgumentException("empty assignment");
            }
            updates.forEach((v, t) -> {
                if (!v.sort().equals(t.sort())) {
                    throw new IllegalArgumentException("assignment of " + t.sort() + " to " + v.name() + ": " + v.sort());
                }
            });
            updates = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(updates));
        }

        @Override
        public String toString() {
            return updates.keySet().stream().map(Term::toString).collect(Collectors.joining(", ")) + " := "
                    + updates.values().stream().map(Term::toString).collect(Collectors.joining(", "));
        }
    }

    /** Gives the variables arbitrary values of their sorts (nondeterministic input). */
    record Havoc(List<Var> vars) implements Action {
        public Havoc {
            if (vars.isEmpty()) {
                throw new IllegalArgumentException("empty havoc");
            }
            vars = List.copyOf(vars);
        }

        @Override
        public String toString() {
            return "havoc " + vars.stream().map(Term::toString).collect(Collectors.joining(", "));
        }
    }
}
