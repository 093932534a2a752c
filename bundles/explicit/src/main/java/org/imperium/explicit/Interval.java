package org.imperium.explicit;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The value of a nondeterministic integer input that no read has decided yet: the integers of [lo, hi] still
 * possible (null: unbounded on that side). A state whose variable holds an interval stands for one state per
 * member, all of them reachable; different variables' intervals are independent (the state stands for their
 * product). An interval has at least two members: one member is that value itself ({@link #of}).
 */
record Interval(BigInteger lo, BigInteger hi) {

    /** Any integer: the value of a fresh input before its range facts. */
    static final Interval ALL = new Interval(null, null);

    /** [lo, hi] as a value: the member itself when there is one, else the interval; lo ≤ hi. */
    static Object of(BigInteger lo, BigInteger hi) {
        return lo != null && lo.equals(hi) ? lo : new Interval(lo, hi);
    }

    boolean contains(BigInteger v) {
        return (lo == null || lo.compareTo(v) <= 0) && (hi == null || v.compareTo(hi) <= 0);
    }

    /** The number of members; empty when unbounded. */
    Optional<BigInteger> size() {
        return lo == null || hi == null ? Optional.empty() : Optional.of(hi.subtract(lo).add(BigInteger.ONE));
    }

    /** Whether it has at most {@code max} members. */
    boolean atMost(int max) {
        return size().map(s -> s.compareTo(BigInteger.valueOf(max)) <= 0).orElse(false);
    }

    /** Its members, when it has at most {@code max}; else empty. */
    Optional<List<Object>> members(int max) {
        if (!atMost(max)) {
            return Optional.empty();
        }
        List<Object> result = new ArrayList<>();
        for (BigInteger v = lo; v.compareTo(hi) <= 0; v = v.add(BigInteger.ONE)) {
            result.add(v);
        }
        return Optional.of(result);
    }

    /** The interval {x + d | x in this}. */
    Interval shift(BigInteger d) {
        return new Interval(lo == null ? null : lo.add(d), hi == null ? null : hi.add(d));
    }

    /** The intersection with [from, to] (null: unbounded) as a value, or empty when it is empty. */
    Optional<Object> meet(BigInteger from, BigInteger to) {
        BigInteger l = lo == null ? from : from == null ? lo : lo.max(from);
        BigInteger h = hi == null ? to : to == null ? hi : hi.min(to);
        return l != null && h != null && l.compareTo(h) > 0 ? Optional.empty() : Optional.of(of(l, h));
    }

    /** A member: the smallest, else the largest, else 0 (the counterexample's choice). */
    BigInteger member() {
        return lo != null ? lo : hi != null ? hi : BigInteger.ZERO;
    }

    @Override
    public String toString() {
        return "[" + (lo == null ? "-oo" : lo) + ", " + (hi == null ? "+oo" : hi) + "]";
    }
}
