package org.imperium.traceabstraction;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.imperium.logic.App;
import org.imperium.logic.IntLiteral;
import org.imperium.logic.Op;
import org.imperium.logic.Term;
import org.imperium.logic.TermUtils;
import org.imperium.logic.Terms;
import org.imperium.logic.Var;
import org.imperium.program.Transition;

/**
 * Candidate bounds {@code lo <= x}, {@code x <= hi} of a program's integer variables: the range a statement gives a
 * value it creates — {@code x := mod(e, N)} (0 … N − 1, an unsigned wrap-around), a havoc followed by an assume
 * that bounds the variable against a constant (an input of its C type) — and, along every copy {@code x := y}, the
 * bounds of y for x (an unsigned global that only ever receives such values, as a CAS stores a local's value).
 * A proof needs them to exclude wrap-arounds. They are candidates, not facts: a fixpoint over them keeps a bound
 * only where every step establishes it.
 */
final class RangeCandidates {

    private final Map<Var, Set<Term>> bounds = new HashMap<>();
    /** (x, y) for each copy x := y. */
    private final List<Var[]> copies = new ArrayList<>();

    private RangeCandidates() {
    }

    static Set<Term> of(Collection<Transition> transitions) {
        RangeCandidates ranges = new RangeCandidates();
        transitions.forEach(ranges::read);
        ranges.propagate();
        Set<Term> result = new LinkedHashSet<>();
        ranges.bounds.values().forEach(result::addAll);
        return result;
    }

    private void read(Transition t) {
        ValuesBefore.read(t.statement(), new ValuesBefore.Reader() {
            @Override
            public void condition(Term conjunct, Term before, Set<Var> chosen) {
                boundOfChosen(conjunct, chosen);
            }

            @Override
            public void assignment(Var x, Term value, Term before) {
                if (value instanceof App app && app.op() == Op.MOD && app.arg(1) instanceof IntLiteral n) {
                    add(x, Terms.leq(Terms.ZERO, x));
                    add(x, Terms.leq(x, Terms.num(n.value().subtract(BigInteger.ONE))));
                } else if (before instanceof Var y && !y.equals(x)) {
                    copies.add(new Var[] {x, y});
                }
            }
        });
    }

    /** A comparison of a variable just havocked (or assigned a havocked value) with a constant: its range. */
    private void boundOfChosen(Term c, Set<Var> chosen) {
        if (c instanceof App app && (app.op() == Op.LEQ || app.op() == Op.GEQ || app.op() == Op.LT
                || app.op() == Op.GT)) {
            for (int side = 0; side < 2; side++) {
                if (app.arg(side) instanceof Var x && chosen.contains(x) && app.arg(1 - side) instanceof IntLiteral) {
                    add(x, c);
                }
            }
        }
    }

    private boolean add(Var x, Term bound) {
        return bounds.computeIfAbsent(x, k -> new LinkedHashSet<>()).add(bound);
    }

    /** Gives every copy the bounds of its source, until no copy adds one. */
    private void propagate() {
        boolean changed = true;
        while (changed) {
            changed = false;
            for (Var[] copy : copies) {
                for (Term bound : List.copyOf(bounds.getOrDefault(copy[1], Set.of()))) {
                    changed |= add(copy[0], TermUtils.substitute(bound, Map.of(copy[1], copy[0])));
                }
            }
        }
    }
}
