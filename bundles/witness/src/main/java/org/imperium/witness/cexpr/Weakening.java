package org.imperium.witness.cexpr;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import org.imperium.logic.App;
import org.imperium.logic.BoolLiteral;
import org.imperium.logic.Sort;
import org.imperium.logic.Term;
import org.imperium.logic.Terms;

/**
 * Sound projection of a formula onto what a witness may say at a location: the formula is brought into negation
 * normal form, where it is monotone in its literals, and every literal that is not {@code allowed} (it mentions a
 * variable out of scope — another thread's local, an auxiliary variable, a ghost of a dropped instrumentation — or
 * has no faithful C form) is replaced by {@code true}. The result is implied by the input, i.e. it
 * over-approximates {@code ∃ hidden. φ}; an invariant that held keeps holding.
 */
public final class Weakening {

    private Weakening() {
    }

    public static Term weaken(Term formula, Predicate<Term> allowed) {
        return nnf(formula, true, allowed);
    }

    private static Term nnf(Term t, boolean positive, Predicate<Term> allowed) {
        if (t instanceof BoolLiteral b) {
            return Terms.bool(b.value() == positive);
        }
        if (t instanceof App a) {
            switch (a.op()) {
                case AND:
                case OR: {
                    List<Term> parts = new ArrayList<>();
                    a.args().forEach(c -> parts.add(nnf(c, positive, allowed)));
                    return (a.op() == org.imperium.logic.Op.AND) == positive ? Terms.and(parts) : Terms.or(parts);
                }
                case NOT:
                    return nnf(a.arg(0), !positive, allowed);
                case IMPLIES:
                    return positive ? Terms.or(nnf(a.arg(0), false, allowed), nnf(a.arg(1), true, allowed))
                            : Terms.and(nnf(a.arg(0), true, allowed), nnf(a.arg(1), false, allowed));
                case ITE:
                    if (a.sort().equals(Sort.BOOL)) {
                        return Terms.or(Terms.and(nnf(a.arg(0), true, allowed), nnf(a.arg(1), positive, allowed)),
                                Terms.and(nnf(a.arg(0), false, allowed), nnf(a.arg(2), positive, allowed)));
                    }
                    break;
                case EQ:
                    if (a.arg(0).sort().equals(Sort.BOOL)) {
                        Term x = a.arg(0);
                        Term y = a.arg(1);
                        return positive
                                ? Terms.or(Terms.and(nnf(x, true, allowed), nnf(y, true, allowed)),
                                Terms.and(nnf(x, false, allowed), nnf(y, false, allowed)))
                                : Terms.or(Terms.and(nnf(x, true, allowed), nnf(y, false, allowed)),
                                Terms.and(nnf(x, false, allowed), nnf(y, true, allowed)));
                    }
                    break;
                default:
                    break;
            }
        }
        Term literal = positive ? t : Terms.not(t);
        return allowed.test(literal) ? literal : Terms.TRUE;
    }
}
