package org.imperium.traceabstraction;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.imperium.logic.Action;
import org.imperium.logic.Statement;
import org.imperium.logic.Term;
import org.imperium.logic.TermUtils;
import org.imperium.logic.Var;

/**
 * A statement's actions read over the values its variables have <em>before</em> it: after {@code ~t := r} the assume
 * {@code [~t == 1]} says {@code r == 1}. A variable the statement havocs holds a value it chose, and so does one
 * assigned from a chosen value; what depends on a chosen value says nothing about the values before. The candidate
 * generators read guards, copies and ranges this way.
 */
final class ValuesBefore {

    /** What a reading reports, action by action; both methods do nothing unless overridden. */
    interface Reader {
        /**
         * A conjunct of an assume.
         *
         * @param before the conjunct over the values before the statement; null when it depends on a chosen value
         * @param chosen the variables that hold chosen values at this point
         */
        default void condition(Term conjunct, Term before, Set<Var> chosen) {
        }

        /**
         * One update {@code x := value} of an assignment.
         *
         * @param before the value over the values before the statement; null when it depends on a chosen value
         */
        default void assignment(Var x, Term value, Term before) {
        }
    }

    private ValuesBefore() {
    }

    static void read(Statement statement, Reader reader) {
        Map<Var, Term> current = new HashMap<>();
        Set<Var> chosen = new HashSet<>();
        for (Action a : statement.actions()) {
            if (a instanceof Action.Assume assume) {
                for (Term c : TermUtils.conjuncts(assume.condition())) {
                    boolean known = TermUtils.freeVars(c).stream().noneMatch(chosen::contains);
                    reader.condition(c, known ? TermUtils.substitute(c, current) : null, Set.copyOf(chosen));
                }
            } else if (a instanceof Action.Assign assign) {
                Map<Var, Term> next = new HashMap<>();
                Set<Var> unknown = new HashSet<>();
                assign.updates().forEach((x, value) -> {
                    if (TermUtils.freeVars(value).stream().anyMatch(chosen::contains)) {
                        unknown.add(x);
                        reader.assignment(x, value, null);
                    } else {
                        Term before = TermUtils.substitute(value, current);
                        next.put(x, before);
                        reader.assignment(x, value, before);
                    }
                });
                current.putAll(next);
                chosen.removeAll(next.keySet());
                unknown.forEach(current::remove);
                chosen.addAll(unknown);
            } else {
                Action.Havoc havoc = (Action.Havoc) a;
                havoc.vars().forEach(current::remove);
                chosen.addAll(havoc.vars());
            }
        }
    }
}
