package org.imperium.explicit;

import java.math.BigInteger;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.imperium.logic.Action;
import org.imperium.logic.App;
import org.imperium.logic.ArrayValue;
import org.imperium.logic.BoolLiteral;
import org.imperium.logic.Evaluator;
import org.imperium.logic.IntLiteral;
import org.imperium.logic.Op;
import org.imperium.logic.Sort;
import org.imperium.logic.Term;
import org.imperium.logic.Terms;
import org.imperium.logic.Var;
import org.imperium.program.Transition;

/**
 * Exact execution of λ(t) over bounded nondeterministic inputs. A havoc of an integer makes the variable an
 * {@link Interval} (any integer; the range facts after it, {@code [0 <= x && x <= 4294967295]}, narrow it). A read
 * of an interval is evaluated symbolically, as "the input plus a constant" ({@code x}, {@code x + c}, and
 * {@code mod(x + c, m)} on a piece where the quotient is constant), and wherever the statement does not behave
 * alike on all members the state is <em>split</em>: into the sub-intervals on which a comparison with a known value
 * is constant (breakpoints of {@code <, <=, >, >=, =}), into the pieces of a {@code mod}, or — for any other read
 * (another arithmetic operation, an array index or element, a comparison of two inputs) — into its members when
 * it has at most {@code maxValues}; else the run ends UNKNOWN as without intervals. The split successors stand
 * exactly for the members of their pieces, so the search of the split states is the search of all values: its
 * TRUE is as sound as its FALSE.
 *
 * <p>Within a statement an assignment of an input plus a constant makes an {@link InputLink}, so that the
 * temporaries petrification reads an input through ({@code ~t2 := n; [~t2 >= 5]}) narrow the input itself. At the
 * end of the statement no variable that a later statement reads may hold a link: an input born in the statement
 * whose own variable is ignorable ({@code n := wrap(~t1)} with the havoc'd {@code ~t1}) moves into the variable
 * that holds the copy, the others are split into members (or UNKNOWN). Only ignorable variables keep links, which
 * the counterexample resolves to the input value.
 */
final class InputSplitting {

    /** A value read symbolically: the interval in {@code slot} plus {@code offset}. */
    private record Sym(int slot, BigInteger offset) {
    }

    /** The state must be split at {@code slot} into {@code pieces} (members or sub-intervals), each retried. */
    private static final class Split extends RuntimeException {
        final int slot;
        final List<Object> pieces;

        Split(int slot, List<Object> pieces) {
            super(null, null, false, false);
            this.slot = slot;
            this.pieces = pieces;
        }
    }

    /** The value a havoc gives an array: an unknown input, as without intervals. */
    private static final Object ARRAY_INPUT = new Object();

    private final Map<Var, Integer> slotOf;
    private final Map<Var, Integer> slotByIdentity = new IdentityHashMap<>();
    private final Var[] varOf;
    private final ValueTable values;
    private final boolean[] ignorable;
    private final int maxValues;
    private long splits;

    /**
     * @param ignorable variables whose value before a statement no statement reads ({@link Symmetry#ignorable})
     * @param maxValues largest interval split into its members on a read that is no comparison
     */
    InputSplitting(Map<Var, Integer> slotOf, ValueTable values, Set<Var> ignorableVars, int maxValues, int width) {
        this.slotOf = new HashMap<>(slotOf);
        this.slotByIdentity.putAll(slotOf);
        this.values = values;
        this.maxValues = maxValues;
        this.varOf = new Var[width];
        this.ignorable = new boolean[width];
        slotOf.forEach((v, slot) -> {
            varOf[slot] = v;
            ignorable[slot] = ignorableVars.contains(v);
        });
    }

    /** How many times a state was split. */
    long splits() {
        return splits;
    }

    private int slot(Var v) {
        Integer slot = slotByIdentity.get(v);
        if (slot == null) {
            slot = slotOf.get(v);
            slotByIdentity.put(v, slot);
        }
        return slot;
    }

    /** The variable parts of the successors; empty when λ(t) blocks on every member. */
    List<int[]> execute(Transition t, int[] slots) {
        BitSet written = new BitSet();
        List<int[]> current = new ArrayList<>();
        current.add(slots);
        for (Action a : t.statement().actions()) {
            BitSet before = (BitSet) written.clone();
            writes(a).forEach(v -> written.set(slot(v)));
            List<int[]> next = new ArrayList<>();
            ArrayDeque<int[]> work = new ArrayDeque<>(current);
            while (!work.isEmpty()) {
                int[] s = work.pop();
                try {
                    apply(a, s, t, before, written, next);
                } catch (Split split) {
                    split(s, split, work);
                }
            }
            current = next;
        }
        List<int[]> result = new ArrayList<>();
        ArrayDeque<int[]> work = new ArrayDeque<>(current);
        while (!work.isEmpty()) {
            int[] s = work.pop();
            try {
                settle(s, t, written);
                result.add(s);
            } catch (Split split) {
                split(s, split, work);
            }
        }
        return result;
    }

    /** One copy of s per piece; a member replaces the links to the input by their values. */
    private void split(int[] s, Split split, ArrayDeque<int[]> work) {
        splits++;
        for (Object piece : split.pieces) {
            int[] copy = s.clone();
            copy[split.slot] = values.number(piece);
            if (piece instanceof BigInteger v) {
                for (int k = 0; k < copy.length; k++) {
                    if (varOf[k] != null && values.value(copy[k]) instanceof InputLink l && l.slot() == split.slot) {
                        copy[k] = values.number(v.add(l.offset()));
                    }
                }
            }
            work.push(copy);
        }
    }

    private static List<Var> writes(Action a) {
        if (a instanceof Action.Assign assign) {
            return List.copyOf(assign.updates().keySet());
        }
        return a instanceof Action.Havoc havoc ? havoc.vars() : List.of();
    }

    private void apply(Action a, int[] s, Transition t, BitSet before, BitSet written, List<int[]> next) {
        try {
            if (a instanceof Action.Assume assume) {
                if ((Boolean) eval(assume.condition(), s, t)) {
                    next.add(s);
                }
            } else if (a instanceof Action.Assign assign) {
                Map<Integer, Object> updates = new LinkedHashMap<>();
                assign.updates().forEach((v, e) -> updates.put(slot(v), eval(e, s, t)));
                next.add(write(s, updates, before, written, t));
            } else {
                List<Map<Integer, Object>> choices = new ArrayList<>();
                choices.add(new LinkedHashMap<>());
                for (Var v : ((Action.Havoc) a).vars()) {
                    if (v.sort().equals(Sort.BOOL)) {
                        List<Map<Integer, Object>> both = new ArrayList<>();
                        for (Map<Integer, Object> c : choices) {
                            for (boolean b : new boolean[] {false, true}) {
                                Map<Integer, Object> copy = new LinkedHashMap<>(c);
                                copy.put(slot(v), b);
                                both.add(copy);
                            }
                        }
                        choices = both;
                    } else {
                        Object fresh = v.sort().equals(Sort.INT) ? Interval.ALL : ARRAY_INPUT;
                        choices.forEach(c -> c.put(slot(v), fresh));
                    }
                }
                for (Map<Integer, Object> c : choices) {
                    next.add(write(s, c, before, written, t));
                }
            }
        } catch (ArithmeticException e) {
            throw StatementExecutor.unsupported("division by zero", t);
        } catch (ArrayValue.UnknownElement e) {
            throw StatementExecutor.unsupported("read of uninitialised array element (" + e.getMessage() + ")", t);
        }
    }

    /**
     * The simultaneous update; an input whose variable is overwritten while copies of it made in this statement
     * live on moves into the first copy (one a later statement reads, if any) — only an input born in this
     * statement, so that a state before it never holds the same input elsewhere; an older one is split.
     */
    private int[] write(int[] s, Map<Integer, Object> updates, BitSet before, BitSet written, Transition t) {
        int[] out = s.clone();
        BitSet handled = new BitSet();
        for (int y : updates.keySet()) {
            if (!(values.value(s[y]) instanceof Interval interval)) {
                continue;
            }
            List<Integer> refs = new ArrayList<>();
            List<BigInteger> offsets = new ArrayList<>();
            updates.forEach((w, value) -> {
                if (value instanceof Sym sym && sym.slot() == y) {
                    refs.add(w);
                    offsets.add(sym.offset());
                }
            });
            for (int z = written.nextSetBit(0); z >= 0; z = written.nextSetBit(z + 1)) {
                if (!updates.containsKey(z) && values.value(s[z]) instanceof InputLink l && l.slot() == y) {
                    refs.add(z);
                    offsets.add(l.offset());
                }
            }
            if (refs.isEmpty()) {
                continue;
            }
            if (!before.get(y)) {
                throw decide(y, s, t);
            }
            int home = 0;
            while (home < refs.size() - 1 && ignorable[refs.get(home)]) {
                home++;
            }
            BigInteger d = offsets.get(home);
            out[refs.get(home)] = values.number(interval.shift(d));
            for (int k = 0; k < refs.size(); k++) {
                if (k != home) {
                    out[refs.get(k)] = values.number(new InputLink(refs.get(home), offsets.get(k).subtract(d)));
                }
                handled.set(refs.get(k));
            }
        }
        updates.forEach((w, value) -> {
            if (handled.get(w)) {
                return;
            }
            if (value instanceof Sym sym) {
                out[w] = values.number(new InputLink(sym.slot(), sym.offset()));
            } else if (value == ARRAY_INPUT) {
                out[w] = ValueTable.INPUT;
            } else {
                out[w] = values.number(value);
            }
        });
        return out;
    }

    /** At the end of the statement: no variable that a later statement reads holds a link. */
    private void settle(int[] s, Transition t, BitSet written) {
        for (int z = written.nextSetBit(0); z >= 0; z = written.nextSetBit(z + 1)) {
            if (ignorable[z] || !(values.value(s[z]) instanceof InputLink l)) {
                continue;
            }
            int y = l.slot();
            if (!(ignorable[y] && written.get(y) && values.value(s[y]) instanceof Interval interval)) {
                throw decide(y, s, t);
            }
            s[z] = values.number(interval.shift(l.offset()));
            s[y] = values.number(new InputLink(z, l.offset().negate()));
            for (int r = written.nextSetBit(0); r >= 0; r = written.nextSetBit(r + 1)) {
                if (r != y && values.value(s[r]) instanceof InputLink o && o.slot() == y) {
                    s[r] = values.number(new InputLink(z, o.offset().subtract(l.offset())));
                }
            }
            settle(s, t, written);
            return;
        }
    }

    /** The split of the input in {@code slot} into its members, or UNKNOWN when it has more than maxValues. */
    private RuntimeException decide(int slot, int[] s, Transition t) {
        Interval interval = (Interval) values.value(s[slot]);
        return interval.members(maxValues).<RuntimeException>map(m -> new Split(slot, m))
                .orElseGet(() -> StatementExecutor.unsupported("nondeterministic int input " + varOf[slot].name()
                        + " " + interval + " read other than in a comparison", t));
    }

    /** Of two inputs read together, the one to split into members: the smaller. */
    private RuntimeException decideOne(Sym x, Sym y, int[] s, Transition t) {
        Interval a = (Interval) values.value(s[x.slot()]);
        Interval b = (Interval) values.value(s[y.slot()]);
        boolean first = a.atMost(maxValues) && (!b.atMost(maxValues) || a.size().get().compareTo(b.size().get()) <= 0);
        return decide(first ? x.slot() : y.slot(), s, t);
    }

    private Object read(Var v, int[] s, Transition t) {
        int slot = slot(v);
        int code = s[slot];
        if (code == ValueTable.UNDEFINED) {
            if (v.sort() instanceof Sort.Array) {
                return ArrayValue.unknown();
            }
            throw StatementExecutor.unsupported("read of uninitialised variable " + v.name(), t);
        }
        if (code == ValueTable.INPUT) {
            throw StatementExecutor.unsupported("nondeterministic int input " + v.name(), t);
        }
        Object value = values.value(code);
        if (value instanceof Interval) {
            return new Sym(slot, BigInteger.ZERO);
        }
        if (value instanceof InputLink l) {
            return new Sym(l.slot(), l.offset());
        }
        return value;
    }

    private Object eval(Term term, int[] s, Transition t) {
        if (term instanceof Var v) {
            return read(v, s, t);
        }
        if (term instanceof IntLiteral l) {
            return l.value();
        }
        if (term instanceof BoolLiteral b) {
            return b.value();
        }
        if (!(term instanceof App a)) {
            return concrete(term, s, t);
        }
        switch (a.op()) {
            case AND -> {
                for (Term c : a.args()) {
                    if (!(Boolean) eval(c, s, t)) {
                        return false;
                    }
                }
                return true;
            }
            case OR -> {
                for (Term c : a.args()) {
                    if ((Boolean) eval(c, s, t)) {
                        return true;
                    }
                }
                return false;
            }
            case IMPLIES -> {
                return !(Boolean) eval(a.arg(0), s, t) || (Boolean) eval(a.arg(1), s, t);
            }
            case NOT -> {
                return !(Boolean) eval(a.arg(0), s, t);
            }
            case ITE -> {
                return (Boolean) eval(a.arg(0), s, t) ? eval(a.arg(1), s, t) : eval(a.arg(2), s, t);
            }
            case EQ, LT, LEQ, GT, GEQ -> {
                Object x = eval(a.arg(0), s, t);
                Object y = eval(a.arg(1), s, t);
                if (x instanceof Sym || y instanceof Sym) {
                    return compare(a.op(), x, y, s, t);
                }
                if (a.op() == Op.EQ) {
                    // arrays, with the evaluator's check of partly unknown ones
                    return x instanceof ArrayValue ? concrete(term, s, t) : x.equals(y);
                }
                return holds(a.op(), ((BigInteger) x).compareTo((BigInteger) y));
            }
            case ADD -> {
                BigInteger sum = BigInteger.ZERO;
                Sym sym = null;
                for (Term arg : a.args()) {
                    Object v = eval(arg, s, t);
                    if (v instanceof Sym x) {
                        if (sym != null) {
                            throw sym.slot() == x.slot() ? decide(x.slot(), s, t) : decideOne(sym, x, s, t);
                        }
                        sym = x;
                    } else {
                        sum = sum.add((BigInteger) v);
                    }
                }
                return sym == null ? sum : new Sym(sym.slot(), sym.offset().add(sum));
            }
            case SUB -> {
                Object x = eval(a.arg(0), s, t);
                Object y = eval(a.arg(1), s, t);
                if (y instanceof Sym ys) {
                    if (x instanceof Sym xs) {
                        if (xs.slot() == ys.slot()) {
                            return xs.offset().subtract(ys.offset());
                        }
                        throw decideOne(xs, ys, s, t);
                    }
                    throw decide(ys.slot(), s, t);
                }
                return x instanceof Sym xs ? new Sym(xs.slot(), xs.offset().subtract((BigInteger) y))
                        : ((BigInteger) x).subtract((BigInteger) y);
            }
            case MOD -> {
                Object x = eval(a.arg(0), s, t);
                Object y = eval(a.arg(1), s, t);
                if (y instanceof Sym ys) {
                    throw decide(ys.slot(), s, t);
                }
                return x instanceof Sym xs ? mod(xs, (BigInteger) y, s, t)
                        : Terms.euclideanMod((BigInteger) x, (BigInteger) y);
            }
            default -> {
                return concrete(term, s, t);
            }
        }
    }

    /** Any other term: evaluated on members only (an input it reads is split into them). */
    private Object concrete(Term term, int[] s, Transition t) {
        return Evaluator.evaluate(term, v -> {
            Object value = read(v, s, t);
            if (value instanceof Sym x) {
                throw decide(x.slot(), s, t);
            }
            return value;
        });
    }

    private static boolean holds(Op op, int comparison) {
        return switch (op) {
            case EQ -> comparison == 0;
            case LT -> comparison < 0;
            case LEQ -> comparison <= 0;
            case GT -> comparison > 0;
            case GEQ -> comparison >= 0;
            default -> throw new AssertionError(op);
        };
    }

    private static Op flip(Op op) {
        return switch (op) {
            case LT -> Op.GT;
            case LEQ -> Op.GEQ;
            case GT -> Op.LT;
            case GEQ -> Op.LEQ;
            default -> op;
        };
    }

    /**
     * {@code x op y} with x or y an input: constant on the interval, or a split at the comparison's breakpoints
     * into the maximal sub-intervals on which it is constant.
     */
    private Object compare(Op op, Object x, Object y, int[] s, Transition t) {
        if (!(x instanceof Sym)) {
            return compare(flip(op), y, x, s, t);
        }
        Sym xs = (Sym) x;
        if (y instanceof Sym ys) {
            if (xs.slot() == ys.slot()) {
                return holds(op, xs.offset().compareTo(ys.offset()));
            }
            throw decideOne(xs, ys, s, t);
        }
        Interval interval = (Interval) values.value(s[xs.slot()]);
        // x + d op c  ⟺  x op k with k = c − d; the breakpoints of x are k (and k ± 1)
        BigInteger k = ((BigInteger) y).subtract(xs.offset());
        BigInteger one = BigInteger.ONE;
        List<Object> pieces = new ArrayList<>();
        List<Boolean> truths = new ArrayList<>();
        BigInteger below = op == Op.LT || op == Op.GEQ || op == Op.EQ ? k.subtract(one) : k;
        interval.meet(null, below).ifPresent(p -> {
            pieces.add(p);
            truths.add(op == Op.LT || op == Op.LEQ);
        });
        if (op == Op.EQ) {
            interval.meet(k, k).ifPresent(p -> {
                pieces.add(p);
                truths.add(true);
            });
        }
        interval.meet(op == Op.EQ ? k.add(one) : below.add(one), null).ifPresent(p -> {
            pieces.add(p);
            truths.add(op == Op.GT || op == Op.GEQ);
        });
        if (pieces.size() == 1) {
            return truths.get(0);
        }
        throw new Split(xs.slot(), pieces);
    }

    /** {@code mod(x + d, m)}: the input plus a constant on each piece where the quotient is constant. */
    private Object mod(Sym x, BigInteger m, int[] s, Transition t) {
        if (m.signum() == 0) {
            throw new ArithmeticException("mod 0");
        }
        Interval interval = (Interval) values.value(s[x.slot()]);
        if (interval.size().isEmpty()) {
            throw decide(x.slot(), s, t);
        }
        BigInteger modulus = m.abs();
        BigInteger low = floorDiv(interval.lo().add(x.offset()), modulus);
        BigInteger high = floorDiv(interval.hi().add(x.offset()), modulus);
        if (low.equals(high)) {
            return new Sym(x.slot(), x.offset().subtract(low.multiply(modulus)));
        }
        if (high.subtract(low).compareTo(BigInteger.valueOf(maxValues)) >= 0) {
            throw decide(x.slot(), s, t);
        }
        List<Object> pieces = new ArrayList<>();
        for (BigInteger q = low; q.compareTo(high) <= 0; q = q.add(BigInteger.ONE)) {
            BigInteger from = q.multiply(modulus).subtract(x.offset());
            interval.meet(from, from.add(modulus).subtract(BigInteger.ONE)).ifPresent(pieces::add);
        }
        throw new Split(x.slot(), pieces);
    }

    private static BigInteger floorDiv(BigInteger a, BigInteger b) {
        BigInteger[] qr = a.divideAndRemainder(b);
        return qr[1].signum() < 0 ? qr[0].subtract(BigInteger.ONE) : qr[0];
    }
}
