package org.imperium.cfrontend.types;

/** The real floating types of C11 (6.2.5p10) and GCC's {@code __float128}. */
public enum FloatingKind {
    FLOAT("float", 0), DOUBLE("double", 1), LONG_DOUBLE("long double", 2), FLOAT128("_Float128", 3);

    private final String spelling;
    private final int rank;

    FloatingKind(String spelling, int rank) {
        this.spelling = spelling;
        this.rank = rank;
    }

    public String spelling() {
        return spelling;
    }

    /** Order used by the usual arithmetic conversions (C11 6.3.1.8). */
    public int rank() {
        return rank;
    }
}
