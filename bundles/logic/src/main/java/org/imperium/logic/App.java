package org.imperium.logic;

import java.util.List;
import java.util.Objects;

/** An operator applied to arguments. */
public final class App extends Term {

    private final Op op;
    private final List<Term> args;
    private final Sort sort;

    App(Op op, List<Term> args, Sort sort) {
        super(Objects.hash(op, identityHashes(args)));
        this.op = op;
        this.args = List.copyOf(args);
        this.sort = sort;
    }

    private static int identityHashes(List<Term> args) {
        int h = 1;
        for (Term t : args) {
            h = 31 * h + mix(t.hashCode());
        }
        return h;
    }

    /**
     * Spreads an argument's hash (MurmurHash3's finaliser): plain 31-polynomials make terms that differ only in
     * small constants collide ({@code a == 1 && b == 0} and {@code a == 0 && b == 31}), which turns the memo
     * tables keyed by conjunctions of counter values into lists.
     */
    private static int mix(int h) {
        h ^= h >>> 16;
        h *= 0x85ebca6b;
        h ^= h >>> 13;
        h *= 0xc2b2ae35;
        h ^= h >>> 16;
        return h;
    }

    public Op op() {
        return op;
    }

    public List<Term> args() {
        return args;
    }

    public Term arg(int i) {
        return args.get(i);
    }

    @Override
    public Sort sort() {
        return sort;
    }

    @Override
    public List<Term> children() {
        return args;
    }

    @Override
    boolean sameStructure(Term other) {
        if (!(other instanceof App a) || a.op != op || a.args.size() != args.size()) {
            return false;
        }
        // the arguments of a constant array do not determine its index sort
        if (op == Op.CONST_ARRAY && !a.sort.equals(sort)) {
            return false;
        }
        for (int i = 0; i < args.size(); i++) {
            if (a.args.get(i) != args.get(i)) {
                return false;
            }
        }
        return true;
    }
}
