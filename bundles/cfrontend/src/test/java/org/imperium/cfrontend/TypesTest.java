package org.imperium.cfrontend;

import static org.imperium.cfrontend.TestFiles.declaration;
import static org.imperium.cfrontend.TestFiles.global;
import static org.imperium.cfrontend.TestFiles.initializer;
import static org.imperium.cfrontend.TestFiles.parse;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.List;
import java.util.Optional;
import org.imperium.cfrontend.ast.Expression;
import org.imperium.cfrontend.ast.TranslationUnit;
import org.imperium.cfrontend.types.CType;
import org.imperium.cfrontend.types.ConstantEvaluator;
import org.imperium.cfrontend.types.Conversions;
import org.imperium.cfrontend.types.DataModel;
import org.imperium.cfrontend.types.EnumType;
import org.imperium.cfrontend.types.FloatingKind;
import org.imperium.cfrontend.types.IntegerKind;
import org.imperium.cfrontend.types.StructType;
import org.junit.jupiter.api.Test;

/** Sizes, conversions and constant evaluation under ILP32 and LP64. */
class TypesTest {

    private static CType.IntegerType integer(IntegerKind kind) {
        return new CType.IntegerType(kind);
    }

    @Test
    void sizesOfScalarTypes() {
        CType pointer = new CType.PointerType(CType.VoidType.INSTANCE);
        assertEquals(List.of(1L, 2L, 4L, 4L, 8L, 4L, 12L, 1L), sizes(DataModel.ILP32, pointer));
        assertEquals(List.of(1L, 2L, 4L, 8L, 8L, 8L, 16L, 1L), sizes(DataModel.LP64, pointer));
        assertEquals(CType.IntegerType.UNSIGNED_INT, DataModel.ILP32.sizeType());
        assertEquals(CType.IntegerType.UNSIGNED_LONG, DataModel.LP64.sizeType());
        assertEquals(CType.IntegerType.INT, DataModel.ILP32.ptrdiffType());
        assertEquals(BigInteger.valueOf(2147483647), DataModel.ILP32.maxValue(IntegerKind.LONG));
        assertEquals(BigInteger.valueOf(-9223372036854775808L), DataModel.LP64.minValue(IntegerKind.LONG));
        assertEquals(new BigInteger("4294967295"), DataModel.LP64.maxValue(IntegerKind.UNSIGNED_INT));
    }

    private static List<Long> sizes(DataModel m, CType pointer) {
        return List.of(m.sizeOf(CType.IntegerType.CHAR), m.sizeOf(integer(IntegerKind.SHORT)),
                m.sizeOf(CType.IntegerType.INT), m.sizeOf(CType.IntegerType.LONG),
                m.sizeOf(integer(IntegerKind.LONG_LONG)), m.sizeOf(pointer),
                m.sizeOf(new CType.FloatingType(FloatingKind.LONG_DOUBLE)), m.sizeOf(CType.IntegerType.BOOL));
    }

    @Test
    void structLayoutsFollowTheAbi() {
        String code = """
                struct a { char c; long long x; };
                struct b { char c; int i; short s; };
                struct c { char c; void *p; };
                union u { char c[5]; int i; };
                struct flags { unsigned int ready : 1; unsigned int count : 7; int : 0; signed int level : 4; };
                struct a va; struct b vb; struct c vc; union u vu; struct flags vf;
                """;
        TranslationUnit ilp32 = parse(code, DataModel.ILP32);
        TranslationUnit lp64 = parse(code, DataModel.LP64);
        assertEquals(List.of(12L, 12L, 8L, 8L, 8L), structSizes(ilp32, DataModel.ILP32));
        assertEquals(List.of(16L, 12L, 16L, 8L, 8L), structSizes(lp64, DataModel.LP64));
        StructType a = (StructType) global(lp64, "va").type();
        assertEquals(List.of(0L, 8L), DataModel.LP64.layout(a).offsets());
        assertEquals(List.of(0L, 4L), DataModel.ILP32.layout((StructType) global(ilp32, "va").type()).offsets());
        StructType flags = (StructType) global(lp64, "vf").type();
        assertEquals(List.of(0L, 0L, 4L, 4L), DataModel.LP64.layout(flags).offsets());
    }

    private static List<Long> structSizes(TranslationUnit u, DataModel m) {
        return List.of("va", "vb", "vc", "vu", "vf").stream().map(n -> m.sizeOf(global(u, n).type())).toList();
    }

    @Test
    void integerPromotions() {
        assertEquals(CType.IntegerType.INT, Conversions.promote(CType.IntegerType.CHAR));
        assertEquals(CType.IntegerType.INT, Conversions.promote(integer(IntegerKind.UNSIGNED_SHORT)));
        assertEquals(CType.IntegerType.INT, Conversions.promote(CType.IntegerType.BOOL));
        assertEquals(CType.IntegerType.UNSIGNED_INT, Conversions.promote(CType.IntegerType.UNSIGNED_INT));
        assertEquals(CType.IntegerType.UNSIGNED_INT, Conversions.promote(new EnumType("e", IntegerKind.UNSIGNED_INT)));
        assertEquals(CType.IntegerType.LONG, Conversions.promote(CType.IntegerType.LONG));
    }

    @Test
    void usualArithmeticConversionsDependOnTheDataModel() {
        CType u = CType.IntegerType.UNSIGNED_INT;
        CType l = CType.IntegerType.LONG;
        CType ul = CType.IntegerType.UNSIGNED_LONG;
        CType ll = integer(IntegerKind.LONG_LONG);
        for (DataModel m : List.of(DataModel.ILP32, DataModel.LP64)) {
            assertEquals(u, Conversions.usualArithmetic(m, CType.IntegerType.INT, u));
            assertEquals(CType.IntegerType.INT, Conversions.usualArithmetic(m, CType.IntegerType.CHAR,
                    integer(IntegerKind.UNSIGNED_SHORT)));
            assertEquals(new CType.FloatingType(FloatingKind.FLOAT), Conversions.usualArithmetic(m,
                    CType.IntegerType.LONG, new CType.FloatingType(FloatingKind.FLOAT)));
        }
        assertEquals(l, Conversions.usualArithmetic(DataModel.LP64, l, u));
        assertEquals(ul, Conversions.usualArithmetic(DataModel.ILP32, l, u));
        assertEquals(ll, Conversions.usualArithmetic(DataModel.ILP32, ll, ul));
        assertEquals(integer(IntegerKind.UNSIGNED_LONG_LONG), Conversions.usualArithmetic(DataModel.LP64, ll, ul));
    }

    @Test
    void integerConstantTypes() {
        String code = "long a = 2147483648; int b = 0xFFFFFFFF; int c = 1u; long d = 4294967296;"
                + " long e = 10L; long f = 0x7fffffffffffffffUL; int g = 'a'; int h = 07; int i = 0b101;";
        TranslationUnit ilp32 = parse(code, DataModel.ILP32);
        TranslationUnit lp64 = parse(code, DataModel.LP64);
        assertEquals(integer(IntegerKind.LONG_LONG), initializer(global(ilp32, "a")).type());
        assertEquals(CType.IntegerType.LONG, initializer(global(lp64, "a")).type());
        assertEquals(CType.IntegerType.UNSIGNED_INT, initializer(global(lp64, "b")).type());
        assertEquals(CType.IntegerType.UNSIGNED_INT, initializer(global(lp64, "c")).type());
        assertEquals(integer(IntegerKind.LONG_LONG), initializer(global(ilp32, "d")).type());
        assertEquals(CType.IntegerType.LONG, initializer(global(ilp32, "e")).type());
        assertEquals(integer(IntegerKind.UNSIGNED_LONG_LONG), initializer(global(ilp32, "f")).type());
        assertEquals(CType.IntegerType.UNSIGNED_LONG, initializer(global(lp64, "f")).type());
        assertEquals(BigInteger.valueOf(97), value(initializer(global(lp64, "g"))));
        assertEquals(BigInteger.valueOf(7), value(initializer(global(lp64, "h"))));
        assertEquals(BigInteger.valueOf(5), value(initializer(global(lp64, "i"))));
    }

    private static BigInteger value(Expression e) {
        return ((Expression.IntegerConstant) e).value();
    }

    @Test
    void constantExpressionsAreEvaluatedInTheirTypes() {
        String code = """
                enum { K = 3 };
                int a[sizeof(long) * 2];
                int b[K + 1];
                int lt = -1 < 0u;
                int wrap = (unsigned char) 300;
                int shift = 1 << 4 | 1;
                int cond = K > 2 ? 10 : 20;
                int neg = -'\\xff';
                unsigned big = -1;
                """;
        TranslationUnit ilp32 = parse(code, DataModel.ILP32);
        TranslationUnit lp64 = parse(code, DataModel.LP64);
        assertEquals(Optional.of(8L), ((CType.ArrayType) global(ilp32, "a").type()).constantLength());
        assertEquals(Optional.of(16L), ((CType.ArrayType) global(lp64, "a").type()).constantLength());
        assertEquals(Optional.of(4L), ((CType.ArrayType) global(lp64, "b").type()).constantLength());
        assertEquals(List.of(0L, 44L, 17L, 10L, 1L, 4294967295L),
                List.of("lt", "wrap", "shift", "cond", "neg", "big").stream().map(n -> constant(lp64, n)).toList());
    }

    private static long constant(TranslationUnit u, String name) {
        Expression e = initializer(global(u, name));
        BigInteger v = ConstantEvaluator.evaluate(e, DataModel.LP64).orElseThrow();
        return name.equals("big") ? DataModel.LP64.convert(v, IntegerKind.UNSIGNED_INT).longValue() : v.longValue();
    }

    @Test
    void expressionTypes() {
        String code = """
                int f(char c, unsigned short us, long l, unsigned u, int *p, int *q, double d) {
                  c + 1; us * us; p - q; p + 1; l << c; c < u; sizeof(c); -us; d + l; !p; *p; &p;
                  return 0;
                }
                """;
        List<CType> lp64 = types(parse(code, DataModel.LP64));
        List<CType> ilp32 = types(parse(code, DataModel.ILP32));
        CType intPointer = new CType.PointerType(CType.IntegerType.INT);
        assertEquals(List.of(CType.IntegerType.INT, CType.IntegerType.INT, CType.IntegerType.LONG, intPointer,
                CType.IntegerType.LONG, CType.IntegerType.INT, CType.IntegerType.UNSIGNED_LONG, CType.IntegerType.INT,
                new CType.FloatingType(FloatingKind.DOUBLE), CType.IntegerType.INT, CType.IntegerType.INT,
                new CType.PointerType(intPointer)), lp64);
        assertEquals(CType.IntegerType.INT, ilp32.get(2));
        assertEquals(CType.IntegerType.UNSIGNED_INT, ilp32.get(6));
    }

    private static List<CType> types(TranslationUnit u) {
        return TestFiles.function(u, "f").body().items().stream()
                .filter(i -> i instanceof org.imperium.cfrontend.ast.Statement.ExpressionStatement)
                .map(i -> ((org.imperium.cfrontend.ast.Statement.ExpressionStatement) i).expression().type())
                .toList();
    }

    @Test
    void variableLengthArraysKeepTheirSizeExpression() {
        TranslationUnit u = parse("void f(int n) { int a[n + 1]; int s = sizeof a; }");
        CType.ArrayType a = (CType.ArrayType) declaration(u, "f", 0).type();
        CType.Length.Variable length = assertInstanceOf(CType.Length.Variable.class, a.length());
        assertInstanceOf(Expression.Binary.class, length.size());
        assertFalse(DataModel.LP64.hasConstantSize(a));
        Expression size = assertInstanceOf(Expression.SizeofExpression.class, initializer(declaration(u, "f", 1)));
        assertTrue(ConstantEvaluator.evaluate(size, DataModel.LP64).isEmpty());
    }

    @Test
    void typedefsAreResolved() {
        TranslationUnit u = parse("typedef unsigned long size_t; typedef size_t *ptr; ptr p; size_t n;");
        assertEquals(new CType.PointerType(CType.IntegerType.UNSIGNED_LONG), global(u, "p").type());
        assertEquals(CType.IntegerType.UNSIGNED_LONG, global(u, "n").type());
    }
}
