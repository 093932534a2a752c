package org.imperium.cfrontend;

import static org.imperium.cfrontend.TestFiles.global;
import static org.imperium.cfrontend.TestFiles.parse;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.stream.Collectors;
import org.imperium.cfrontend.ast.CPrinter;
import org.imperium.cfrontend.ast.Declaration;
import org.imperium.cfrontend.ast.Initialization;
import org.imperium.cfrontend.ast.TranslationUnit;
import org.imperium.cfrontend.types.CType;
import org.imperium.core.InputException;
import org.junit.jupiter.api.Test;

/** Which subobject each initialiser value goes to (C11 6.7.9): brace elision, designators, strings, unions. */
class InitializationTest {

    /** The assignments of a global's initialiser as {@code path=value}, e.g. {@code [1].x=3}. */
    private static String flat(TranslationUnit u, String name) {
        Declaration d = global(u, name);
        return Initialization.of(d.type(), d.initializer().orElseThrow()).stream()
                .map(a -> a.path().stream().map(InitializationTest::step).collect(Collectors.joining()) + "="
                        + CPrinter.expression(a.value()))
                .collect(Collectors.joining(" "));
    }

    private static String step(Initialization.Step s) {
        return s instanceof Initialization.Element e ? "[" + e.index() + "]"
                : ((Initialization.Member) s).field().name().isEmpty() ? "" // an anonymous member
                : "." + ((Initialization.Member) s).field().name();
    }

    @Test
    void bracesMayBeElided() {
        TranslationUnit u = parse("""
                struct p { int x, y; };
                int m[2][2] = { 1, 2, 3, 4 };
                struct p ps[] = { 1, 2, 3 };
                struct p q[2] = { { 5 }, 6, 7 };
                int scalar = { 4 };
                """);
        assertEquals("[0][0]=1 [0][1]=2 [1][0]=3 [1][1]=4", flat(u, "m"));
        assertEquals("[0].x=1 [0].y=2 [1].x=3", flat(u, "ps"));
        assertEquals(2L, ((CType.ArrayType) global(u, "ps").type()).constantLength().orElseThrow());
        assertEquals("[0].x=5 [1].x=6 [1].y=7", flat(u, "q"));
        assertEquals("=4", flat(u, "scalar"));
    }

    @Test
    void designatorsMoveTheCurrentObject() {
        TranslationUnit u = parse("""
                struct p { int x, y; };
                int table[3][2] = { [0] = { 1, 2 }, [2][1] = 5, 6 };
                struct { struct p corner; int tags[3]; } box = { .corner = { .y = 3 }, .tags = { [1] = 7 }, .corner.x = 1 };
                int ranges[5] = { [1 ... 3] = 9, 8 };
                struct { struct { int a; }; int b; } anonymous = { .a = 1, 2 };
                struct p after = { .y = 1 };
                """);
        assertEquals("[0][0]=1 [0][1]=2 [2][1]=5", flat(u, "table"));
        assertEquals(".corner.y=3 .tags[1]=7 .corner.x=1", flat(u, "box"));
        assertEquals("[1]=9 [2]=9 [3]=9 [4]=8", flat(u, "ranges"));
        assertEquals(".a=1 .b=2", flat(u, "anonymous"));
        assertEquals(".y=1", flat(u, "after"));
    }

    @Test
    void stringsUnionsAndBitFields() {
        TranslationUnit u = parse("""
                char s[] = "ab";
                char t[5] = { "xy" };
                union u { int i; char c[4]; } first = { 5 }, named = { .c = "z" };
                struct { int a : 3; int : 2; int b : 3; } bits = { 1, 2 };
                """);
        assertEquals("[0]='a' [1]='b' [2]='\\0'", flat(u, "s"));
        assertEquals(3L, ((CType.ArrayType) global(u, "s").type()).constantLength().orElseThrow());
        assertEquals("[0]='x' [1]='y' [2]='\\0'", flat(u, "t"));
        assertEquals(".i=5", flat(u, "first"));
        assertEquals(".c[0]='z' .c[1]='\\0'", flat(u, "named"));
        assertEquals(".a=1 .b=2", flat(u, "bits"));
    }

    @Test
    void invalidInitializersAreErrors() {
        assertEquals("test.c:1:42: invalid initializer for 'struct s'", assertThrows(InputException.class,
                () -> parse("struct s { int a; }; int v; struct s w = 5;")).getMessage());
        assertEquals("test.c:1:14: array index in initializer exceeds array bounds",
                assertThrows(InputException.class, () -> parse("int a[2] = { [5] = 1 };")).getMessage());
    }
}
