package org.imperium.witness.cexpr;

import java.math.BigInteger;
import java.util.Optional;

/**
 * A C integer type of the data model at hand, as far as witness expressions need it: its width, its signedness
 * and so its range. Types that are not integers (pointers, structs, unknown typedefs) have no {@code CType}, and
 * expressions over them are never written or read.
 */
public record CType(String name, int bits, boolean signed) {

    public static final CType BOOL = new CType("_Bool", 1, false);
    public static final CType INT = new CType("int", 32, true);
    public static final CType UNSIGNED_INT = new CType("unsigned int", 32, false);
    public static final CType LONG_LONG = new CType("long long", 64, true);
    public static final CType UNSIGNED_LONG_LONG = new CType("unsigned long long", 64, false);

    public BigInteger min() {
        return signed ? BigInteger.ONE.shiftLeft(bits - 1).negate() : BigInteger.ZERO;
    }

    public BigInteger max() {
        return signed ? BigInteger.ONE.shiftLeft(bits - 1).subtract(BigInteger.ONE)
                : BigInteger.ONE.shiftLeft(bits).subtract(BigInteger.ONE);
    }

    public boolean contains(BigInteger v) {
        return v.compareTo(min()) >= 0 && v.compareTo(max()) <= 0;
    }

    /** The type after the integer promotions (C11 6.3.1.1): everything narrower than int becomes int. */
    public CType promoted() {
        return bits < 32 ? INT : this;
    }

    /**
     * The type named by a C type text such as {@code unsigned int} or {@code long} ({@code lp64}: 64-bit long);
     * qualifiers are ignored. Empty for non-integer types and unknown typedefs.
     */
    public static Optional<CType> parse(String text, boolean lp64) {
        String t = (" " + text.replace('\t', ' ') + " ").replace(" const ", " ").replace(" volatile ", " ")
                .replaceAll("\\s+", " ").strip();
        if (t.contains("*") || t.contains("[") || t.contains("(")) {
            return Optional.empty();
        }
        boolean unsigned = t.contains("unsigned");
        String base = t.replace("unsigned", "").replace("signed", "").replace("int", "").replaceAll("\\s+", " ")
                .strip();
        int longBits = lp64 ? 64 : 32;
        return switch (base) {
            case "_Bool", "bool" -> unsigned || t.contains("signed") ? Optional.empty() : Optional.of(BOOL);
            case "char" -> Optional.of(new CType(t, 8, !unsigned));
            case "short" -> Optional.of(new CType(t, 16, !unsigned));
            case "" -> t.isEmpty() ? Optional.empty() : Optional.of(unsigned ? UNSIGNED_INT : INT);
            case "long" -> Optional.of(new CType(t, longBits, !unsigned));
            case "long long" -> Optional.of(unsigned ? UNSIGNED_LONG_LONG : LONG_LONG);
            case "__int128" -> Optional.empty();
            default -> Optional.empty();
        };
    }
}
