package org.imperium.petrify;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import org.imperium.core.InputException;
import org.imperium.core.UnsupportedException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Bad input ends in one line naming the place, never in another exception. */
class BadInputTest {

    @TempDir
    Path dir;

    private Path write(String name, String text) throws IOException {
        Path f = dir.resolve(name);
        Files.writeString(f, text);
        return f;
    }

    @Test
    void randomBytesAreASyntaxError() throws IOException {
        byte[] bytes = new byte[400];
        new Random(4).nextBytes(bytes);
        Path f = dir.resolve("random.i");
        Files.write(f, bytes);
        InputException e = assertThrows(InputException.class, () -> TestPrograms.parse(f));
        assertTrue(e.getMessage().matches(java.util.regex.Pattern.quote(f.toString()) + ":\\d+:\\d+: .*"), e.getMessage());
        assertFalse(e.getMessage().contains("\n"));
    }

    @Test
    void unsupportedConstructsNameTheirLocation() throws IOException {
        String[][] cases = {
            {"int main() { int (*f)(void) = 0; return f(); }", "call through a function pointer at "},
            {"int g(int x, int y) { return x & y; } int main() { return g(3, 5); }",
                    "bitwise operator & without a constant operand at "},
            {"int main() { int x = 1; int y = x << x; return y; }", "shift by a non-constant amount at "},
            {"extern int h(void); int main() { return h(); }", "call of undefined function h at "},
            {"int *p; int main() { while (1) { p = (int*) __builtin_malloc(4); } }", "call of undefined function"},
            {"int main() { __asm__(\"nop\"); return 0; }", "inline assembly at "},
            {"extern void *malloc(unsigned long); int main() { int *p; for (;;) p = malloc(4); }",
                "malloc that may run more than once at "},
            {"union u { int i; char c; }; union u v; int main() { int x = v.i; return x; }", "union type union u at "},
            {"int main() { int x = 0; __VERIFIER_atomic_begin(); while (x < 3) x++; __VERIFIER_atomic_end(); }",
                "loop in an atomic block at "},
        };
        int i = 0;
        for (String[] c : cases) {
            Path f = write("u" + (i++) + ".c", c[0]);
            UnsupportedException e = assertThrows(UnsupportedException.class,
                    () -> TestPrograms.petrification(f, 1).petrify(1), c[0]);
            assertTrue(e.getMessage().startsWith(c[1]), e.getMessage());
            assertTrue(e.getMessage().matches(".*" + f.getFileName() + ":\\d+:\\d+"), e.getMessage());
        }
    }

    @Test
    void aProgramWithoutMainIsUnsupported() throws IOException {
        Path f = write("nomain.c", "int x;\n");
        UnsupportedException e = assertThrows(UnsupportedException.class,
                () -> TestPrograms.petrification(f, 1).petrify(1));
        assertTrue(e.getMessage().startsWith("program without main"), e.getMessage());
    }
}
