package org.imperium.explicit;

import java.math.BigInteger;

/**
 * The value of a variable that is another variable's undecided input plus a constant: {@code value(slot) +
 * offset}, where the slot holds an {@link Interval}. Links keep a statement exact while it copies an input
 * ({@code ~t2 := n; [~t2 >= 5]} bounds n); after the statement only variables whose value no statement reads
 * before writing it (ignorable, {@link Symmetry#ignorable}) keep one, which then only tells the counterexample
 * which value the input had.
 */
record InputLink(int slot, BigInteger offset) {
}
