package org.imperium.cfrontend.types;

/**
 * The standard integer types of C11 (6.2.5) plus GCC's {@code __int128}, each with its conversion rank (6.3.1.1)
 * and signedness. Plain {@code char} is signed, as on x86 for both ILP32 and LP64.
 */
public enum IntegerKind {
    BOOL("_Bool", 0, false),
    CHAR("char", 1, true),
    SIGNED_CHAR("signed char", 1, true),
    UNSIGNED_CHAR("unsigned char", 1, false),
    SHORT("short", 2, true),
    UNSIGNED_SHORT("unsigned short", 2, false),
    INT("int", 3, true),
    UNSIGNED_INT("unsigned int", 3, false),
    LONG("long", 4, true),
    UNSIGNED_LONG("unsigned long", 4, false),
    LONG_LONG("long long", 5, true),
    UNSIGNED_LONG_LONG("unsigned long long", 5, false),
    INT128("__int128", 6, true),
    UNSIGNED_INT128("unsigned __int128", 6, false);

    private final String spelling;
    private final int rank;
    private final boolean signed;

    IntegerKind(String spelling, int rank, boolean signed) {
        this.spelling = spelling;
        this.rank = rank;
        this.signed = signed;
    }

    /** The type as written in C. */
    public String spelling() {
        return spelling;
    }

    /** Integer conversion rank (C11 6.3.1.1p1); char, signed char and unsigned char share a rank. */
    public int rank() {
        return rank;
    }

    public boolean isSigned() {
        return signed;
    }

    /** The unsigned type of the same rank (C11 6.3.1.8: the last case of the usual arithmetic conversions). */
    public IntegerKind toUnsigned() {
        return switch (this) {
            case BOOL, UNSIGNED_CHAR, UNSIGNED_SHORT, UNSIGNED_INT, UNSIGNED_LONG, UNSIGNED_LONG_LONG,
                    UNSIGNED_INT128 -> this;
            case CHAR, SIGNED_CHAR -> UNSIGNED_CHAR;
            case SHORT -> UNSIGNED_SHORT;
            case INT -> UNSIGNED_INT;
            case LONG -> UNSIGNED_LONG;
            case LONG_LONG -> UNSIGNED_LONG_LONG;
            case INT128 -> UNSIGNED_INT128;
        };
    }
}
