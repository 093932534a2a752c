package org.imperium.cfrontend.parser;

import java.math.BigInteger;
import java.util.List;
import org.imperium.cfrontend.types.CType;
import org.imperium.cfrontend.types.DataModel;
import org.imperium.cfrontend.types.FloatingKind;
import org.imperium.cfrontend.types.IntegerKind;

/** The type denoted by a multiset of type keywords (C11 6.7.2p2), e.g. {@code unsigned long int}. */
final class TypeKeywords {

    private TypeKeywords() {
    }

    static CType type(List<Token> keywords, SemaCore sema) {
        int longs = 0;
        int shorts = 0;
        int signed = 0;
        int unsigned = 0;
        int ints = 0;
        Token base = null;
        for (Token t : keywords) {
            switch (t.kind) {
                case CParserConstants.LONG -> longs++;
                case CParserConstants.SHORT -> shorts++;
                case CParserConstants.SIGNED -> signed++;
                case CParserConstants.UNSIGNED -> unsigned++;
                case CParserConstants.INT -> ints++;
                default -> {
                    if (base != null) {
                        throw sema.error(t, "two or more data types in declaration specifiers");
                    }
                    base = t;
                }
            }
        }
        Token at = keywords.isEmpty() ? null : keywords.get(0);
        if (longs > 2 || shorts > 1 || ints > 1 || signed + unsigned > 1 || shorts > 0 && longs > 0) {
            throw sema.error(at, "invalid combination of type specifiers");
        }
        boolean sign = signed + unsigned > 0;
        if (base == null) {
            IntegerKind k = shorts > 0 ? IntegerKind.SHORT : longs == 1 ? IntegerKind.LONG
                    : longs == 2 ? IntegerKind.LONG_LONG : IntegerKind.INT;
            return new CType.IntegerType(unsigned > 0 ? k.toUnsigned() : k);
        }
        boolean modified = sign || shorts > 0 || ints > 0;
        switch (base.kind) {
            case CParserConstants.CHAR -> {
                if (shorts + longs + ints > 0) {
                    throw sema.error(at, "invalid combination of type specifiers");
                }
                return new CType.IntegerType(unsigned > 0 ? IntegerKind.UNSIGNED_CHAR
                        : signed > 0 ? IntegerKind.SIGNED_CHAR : IntegerKind.CHAR);
            }
            case CParserConstants.INT128 -> {
                if (shorts + longs + ints > 0) {
                    throw sema.error(at, "invalid combination of type specifiers");
                }
                return new CType.IntegerType(unsigned > 0 ? IntegerKind.UNSIGNED_INT128 : IntegerKind.INT128);
            }
            case CParserConstants.DOUBLE -> {
                if (modified || longs > 1) {
                    throw sema.error(at, "invalid combination of type specifiers");
                }
                return new CType.FloatingType(longs == 1 ? FloatingKind.LONG_DOUBLE : FloatingKind.DOUBLE);
            }
            default -> {
                if (modified || longs > 0) {
                    throw sema.error(at, "invalid combination of type specifiers");
                }
                return switch (base.kind) {
                    case CParserConstants.VOID -> CType.VoidType.INSTANCE;
                    case CParserConstants.BOOL -> CType.IntegerType.BOOL;
                    case CParserConstants.FLOAT -> new CType.FloatingType(FloatingKind.FLOAT);
                    case CParserConstants.FLOAT128 -> new CType.FloatingType(FloatingKind.FLOAT128);
                    // va_list is only passed around, never inspected: an opaque pointer is enough
                    case CParserConstants.VA_LIST -> new CType.PointerType(CType.VoidType.INSTANCE);
                    default -> throw sema.error(base, "unexpected type keyword '" + base.image + "'");
                };
            }
        }
    }

    /** GCC's choice of the type compatible with an enum: unsigned when no value is negative. */
    static IntegerKind enumKind(BigInteger min, BigInteger max, DataModel model) {
        List<IntegerKind> kinds = min.signum() < 0
                ? List.of(IntegerKind.INT, IntegerKind.LONG, IntegerKind.LONG_LONG)
                : List.of(IntegerKind.UNSIGNED_INT, IntegerKind.UNSIGNED_LONG, IntegerKind.UNSIGNED_LONG_LONG);
        for (IntegerKind k : kinds) {
            if (model.inRange(min, k) && model.inRange(max, k)) {
                return k;
            }
        }
        return kinds.get(kinds.size() - 1);
    }
}
