package org.imperium.cfrontend.types;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.imperium.core.Task.Architecture;

/**
 * Sizes, alignments and value ranges of C types under the SV-COMP data models: ILP32 ({@code --architecture 32bit},
 * GCC on i386) and LP64 ({@code 64bit}, GCC on x86-64). As on i386, {@code long long} and {@code double} are
 * 8 bytes long but only 4-byte aligned inside structs under ILP32. Plain {@code char} is signed.
 */
public record DataModel(Architecture architecture) {

    public static final DataModel ILP32 = new DataModel(Architecture.ILP32);
    public static final DataModel LP64 = new DataModel(Architecture.LP64);

    public static DataModel of(Architecture architecture) {
        return architecture == Architecture.ILP32 ? ILP32 : LP64;
    }

    private boolean lp64() {
        return architecture == Architecture.LP64;
    }

    /** Width in bits of an integer kind ({@code _Bool} is stored in 8 bits but holds 0 or 1). */
    public int bits(IntegerKind kind) {
        return switch (kind) {
            case BOOL, CHAR, SIGNED_CHAR, UNSIGNED_CHAR -> 8;
            case SHORT, UNSIGNED_SHORT -> 16;
            case INT, UNSIGNED_INT -> 32;
            case LONG, UNSIGNED_LONG -> lp64() ? 64 : 32;
            case LONG_LONG, UNSIGNED_LONG_LONG -> 64;
            case INT128, UNSIGNED_INT128 -> 128;
        };
    }

    /** Smallest value of the kind. */
    public BigInteger minValue(IntegerKind kind) {
        return kind.isSigned() ? BigInteger.ONE.shiftLeft(bits(kind) - 1).negate() : BigInteger.ZERO;
    }

    /** Largest value of the kind ({@code 1} for {@code _Bool}). */
    public BigInteger maxValue(IntegerKind kind) {
        if (kind == IntegerKind.BOOL) {
            return BigInteger.ONE;
        }
        int b = kind.isSigned() ? bits(kind) - 1 : bits(kind);
        return BigInteger.ONE.shiftLeft(b).subtract(BigInteger.ONE);
    }

    public boolean inRange(BigInteger value, IntegerKind kind) {
        return value.compareTo(minValue(kind)) >= 0 && value.compareTo(maxValue(kind)) <= 0;
    }

    /**
     * The value after conversion to {@code kind} (C11 6.3.1.2 and 6.3.1.3): to {@code _Bool} any non-zero value
     * gives 1; otherwise modulo 2^N into the range of the kind (for signed kinds this is GCC's implementation-defined
     * choice).
     */
    public BigInteger convert(BigInteger value, IntegerKind kind) {
        if (kind == IntegerKind.BOOL) {
            return value.signum() == 0 ? BigInteger.ZERO : BigInteger.ONE;
        }
        BigInteger modulus = BigInteger.ONE.shiftLeft(bits(kind));
        BigInteger v = value.mod(modulus);
        return kind.isSigned() && v.compareTo(maxValue(kind)) > 0 ? v.subtract(modulus) : v;
    }

    /** {@code size_t}: the type of {@code sizeof}. */
    public CType.IntegerType sizeType() {
        return lp64() ? CType.IntegerType.UNSIGNED_LONG : CType.IntegerType.UNSIGNED_INT;
    }

    /** {@code ptrdiff_t}: the type of a pointer difference. */
    public CType.IntegerType ptrdiffType() {
        return lp64() ? CType.IntegerType.LONG : CType.IntegerType.INT;
    }

    public int pointerSize() {
        return lp64() ? 8 : 4;
    }

    /** Whether {@code sizeOf} is defined: complete object types that are not variable length arrays. */
    public boolean hasConstantSize(CType type) {
        if (type instanceof CType.ArrayType a) {
            return a.length() instanceof CType.Length.Constant && hasConstantSize(a.element());
        }
        // GCC gives void and function types size 1
        return !(type instanceof StructType s) || s.isComplete();
    }

    /** {@code sizeof(type)} in bytes; see {@link #hasConstantSize}. */
    public long sizeOf(CType type) {
        if (type instanceof CType.IntegerType i) {
            return bits(i.kind()) / 8;
        } else if (type instanceof EnumType e) {
            return bits(e.underlying()) / 8;
        } else if (type instanceof CType.FloatingType f) {
            return switch (f.kind()) {
                case FLOAT -> 4;
                case DOUBLE -> 8;
                case LONG_DOUBLE -> lp64() ? 16 : 12;
                case FLOAT128 -> 16;
            };
        } else if (type instanceof CType.PointerType) {
            return pointerSize();
        } else if (type instanceof CType.ArrayType a) {
            if (!(a.length() instanceof CType.Length.Constant c)) {
                throw new IllegalArgumentException("no constant size: " + a.spelling());
            }
            return c.value() * sizeOf(a.element());
        } else if (type instanceof StructType s) {
            return layout(s).size();
        }
        return 1; // void and function types, as in GCC

    }

    /** Alignment in bytes of a type as a struct member (C11 6.2.8, GCC's i386 and x86-64 ABIs). */
    public long alignOf(CType type) {
        if (type instanceof CType.ArrayType a) {
            return alignOf(a.element());
        } else if (type instanceof StructType s) {
            return layout(s).alignment();
        } else if (type instanceof CType.VoidType || type instanceof CType.FunctionType) {
            return 1;
        }
        return lp64() ? sizeOf(type) : Math.min(4, sizeOf(type));
    }

    /** Byte offsets of the members of a struct or union and its size and alignment. */
    public record Layout(List<Long> offsets, long size, long alignment) {
    }

    /**
     * The GCC layout: members in order, each at the next multiple of its alignment; a bit-field is put into the
     * current storage unit of its declared type when it fits there, else at the next one; unions overlay all members
     * at offset 0; the size is rounded up to the alignment.
     */
    public Layout layout(StructType struct) {
        if (!struct.isComplete()) {
            throw new IllegalArgumentException("incomplete type: " + struct.spelling());
        }
        List<Long> offsets = new ArrayList<>();
        long bit = 0;
        long size = 0;
        long alignment = 1;
        for (StructType.Field f : struct.fields()) {
            long align = alignOf(f.type());
            long memberSize = hasConstantSize(f.type()) ? sizeOf(f.type()) : 0;
            if (struct.isUnion()) {
                offsets.add(0L);
                long bits = f.bitWidth().isPresent() ? f.bitWidth().getAsInt() : memberSize * 8;
                size = Math.max(size, (bits + 7) / 8);
            } else if (f.bitWidth().isPresent()) {
                int width = f.bitWidth().getAsInt();
                long unit = memberSize * 8;
                if (width == 0) {
                    bit = roundUp(bit, unit);
                } else if (bit % unit + width > unit) {
                    bit = roundUp(bit, unit);
                }
                offsets.add(bit / 8 / memberSize * memberSize);
                bit += width;
            } else {
                bit = roundUp(bit, align * 8);
                offsets.add(bit / 8);
                bit += memberSize * 8;
            }
            if (!(f.bitWidth().isPresent() && f.bitWidth().getAsInt() == 0 && !f.name().isEmpty())) {
                alignment = Math.max(alignment, align);
            }
        }
        if (!struct.isUnion()) {
            size = (bit + 7) / 8;
        }
        return new Layout(List.copyOf(offsets), roundUp(size, alignment), alignment);
    }

    private static long roundUp(long value, long multiple) {
        return multiple <= 0 ? value : (value + multiple - 1) / multiple * multiple;
    }
}
