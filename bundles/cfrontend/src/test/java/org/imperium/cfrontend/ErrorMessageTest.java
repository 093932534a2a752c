package org.imperium.cfrontend;

import static org.imperium.cfrontend.TestFiles.parse;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import org.imperium.cfrontend.types.DataModel;
import org.imperium.core.InputException;
import org.imperium.core.UnsupportedException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Bad input gives one line {@code file:line:column: message}; unsupported constructs name themselves. */
class ErrorMessageTest {

    @TempDir
    Path directory;

    private static String error(String code) {
        return assertThrows(InputException.class, () -> parse(code)).getMessage();
    }

    private static String unsupported(String code) {
        return assertThrows(UnsupportedException.class, () -> parse(code)).getMessage();
    }

    @Test
    void syntaxErrorsNameWhatWasExpectedAndFound() {
        assertEquals("test.c:1:9: expected an expression, found ';'", error("int x = ;"));
        assertEquals("test.c:1:23: expected ';', found '}'", error("int main() { return 0 }"));
        assertEquals("test.c:2:1: expected ';', found 'int'", error("int x\nint y;"));
        assertEquals("test.c:1:13: expected a parameter declaration, found end of file", error("int f(int a, "));
        assertEquals("test.c:1:21: expected an expression, found ')'", error("int g(int a) { a *= ); }"));
    }

    @Test
    void lexicalErrorsAreLocated() {
        assertEquals("test.c:2:24: unexpected character '@'", error("int x;\nint main() { int y = 3 @ 4; }"));
        assertEquals("test.c:2:1: unexpected character 0xe9", error("int x;\n\u00e9"));
        assertEquals("test.c:2:1: unterminated comment", error("int x = 1;\n/* never closed\nint y;\n"));
        assertEquals("test.c:1:11: missing terminating \" character", error("char *s = \"abc;\nint y;\n"));
        assertEquals("test.c:2:1: unknown type name 'x'", error("int x = 1;\nx = 2;"));
    }

    @Test
    void semanticErrorsAreLocated() {
        assertEquals("test.c:1:24: 'y' undeclared", error("int f(void) { return 1+y; }"));
        assertEquals("test.c:1:34: 'struct s' has no member named 'b'", error("struct s { int a; } v; int w = v.b;"));
        assertEquals("test.c:1:22: lvalue required as left operand of '='", error("int f(int a) { a + 1 = 2; }"));
        assertEquals("test.c:1:16: break statement not within loop or switch", error("void f(void) { break; }"));
        assertEquals("test.c:1:21: label 'out' used but not defined", error("void f(void) { goto out; }"));
        assertEquals("test.c:1:14: conflicting types for 'x'", error("int x; float x;"));
        assertEquals("test.c:1:27: redeclaration of 'y'", error("void f(void) { int y; int y; }"));
        assertEquals("test.c:1:39: wrong number of arguments: 1 for int (int, int)",
                error("int g(int, int); int h(void) { return g(1); }"));
    }

    @Test
    void unsupportedConstructsAreNamedWithTheirLocation() {
        assertEquals("K&R-style parameter list at test.c:1:7", unsupported("int f(a, b) int a, b; { return a; }"));
        assertEquals("_Complex at test.c:1:8", unsupported("double _Complex z;"));
        assertEquals("computed goto at test.c:1:19", unsupported("void f(void *p) { goto *p; }"));
        assertEquals("_Generic at test.c:1:9", unsupported("int x = _Generic(1, int: 2);"));
    }

    @Test
    void randomBytesGiveOneLineAtTheFirstBadToken() throws IOException {
        byte[] bytes = new byte[4096];
        new Random(42).nextBytes(bytes);
        Path file = directory.resolve("random.i");
        Files.write(file, bytes);
        InputException e = assertThrows(InputException.class, () -> CFrontEnd.parse(file, DataModel.LP64));
        assertTrue(e.getMessage().matches(java.util.regex.Pattern.quote(file.toString()) + ":\\d+:\\d+: .+"),
                e.getMessage());
        assertFalse(e.getMessage().contains("\n"), e.getMessage());
        assertEquals(e.getMessage(), e.location() + ": " + e.getMessage().substring(e.location().toString().length()
                + 2));
    }

    @Test
    void truncatedFileEndsWithExpectedFoundEndOfFile() {
        Path file = TestFiles.testdata("truncated.i");
        InputException e = assertThrows(InputException.class, () -> CFrontEnd.parse(file, DataModel.LP64));
        assertEquals(file + ":4:12: expected an expression, found end of file", e.getMessage());
        assertEquals("syntax error", e.reason());
    }

    @Test
    void missingFile() {
        Path file = directory.resolve("absent.i");
        InputException e = assertThrows(InputException.class, () -> CFrontEnd.parse(file, DataModel.LP64));
        assertEquals(file + ": file not found", e.getMessage());
        Path c = directory.resolve("absent.c");
        assertEquals(c + ": file not found", assertThrows(InputException.class,
                () -> CFrontEnd.parse(c, DataModel.LP64)).getMessage());
    }

    @Test
    void preprocessorErrorsAreOneLine() throws IOException {
        org.junit.jupiter.api.Assumptions.assumeTrue(LocationTest.onPath("cpp") || LocationTest.onPath("gcc"));
        Path file = directory.resolve("broken.c");
        Files.writeString(file, "#include \"does-not-exist.h\"\nint x;\n");
        InputException e = assertThrows(InputException.class, () -> CFrontEnd.parse(file, DataModel.LP64));
        assertTrue(e.getMessage().startsWith(file + ": preprocessing failed: "), e.getMessage());
        assertFalse(e.getMessage().contains("\n"), e.getMessage());
    }
}
