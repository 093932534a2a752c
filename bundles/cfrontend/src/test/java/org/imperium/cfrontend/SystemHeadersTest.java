package org.imperium.cfrontend;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.imperium.cfrontend.ast.FunctionDefinition;
import org.imperium.cfrontend.ast.TranslationUnit;
import org.imperium.cfrontend.types.CType;
import org.imperium.cfrontend.types.DataModel;
import org.imperium.cfrontend.types.IntegerKind;
import org.imperium.core.SourceLocation;
import org.junit.jupiter.api.Test;

/** A .c file that includes glibc headers goes through cpp and parses with all their GNU extensions. */
class SystemHeadersTest {

    @Test
    void programUsingGlibcHeadersParses() {
        assumeTrue(LocationTest.onPath("cpp") || LocationTest.onPath("gcc"), "no C preprocessor installed");
        assumeTrue(Files.exists(Path.of("/usr/include/pthread.h")), "no glibc headers installed");
        Path file = TestFiles.testdata("system-headers.c");
        TranslationUnit u = CFrontEnd.parse(file, DataModel.LP64).unit();
        FunctionDefinition main = u.function("main").orElseThrow();
        assertEquals(new SourceLocation(file.toString(), 23, 1), main.location());
        assertTrue(u.declarations().size() > 100, "the headers declare much: " + u.declarations().size());
        assertEquals(new SourceLocation(file.toString(), 15, 1), u.function("worker").orElseThrow().location());
    }

    @Test
    void headersFollowTheDataModel() {
        assumeTrue(LocationTest.onPath("cpp") || LocationTest.onPath("gcc"), "no C preprocessor installed");
        assumeTrue(Files.exists(Path.of("/usr/include/pthread.h")), "no glibc headers installed");
        assumeTrue(Files.exists(Path.of("/usr/include/x86_64-linux-gnu/gnu/stubs-32.h"))
                || Files.exists(Path.of("/usr/include/gnu/stubs-32.h")), "no 32-bit headers (gcc-multilib)");
        Path file = TestFiles.testdata("system-headers.c");
        CType ilp32 = TestFiles.global(CFrontEnd.parse(file, DataModel.ILP32).unit(), "total").type();
        CType lp64 = TestFiles.global(CFrontEnd.parse(file, DataModel.LP64).unit(), "total").type();
        assertEquals(new CType.IntegerType(IntegerKind.LONG_LONG), ilp32); // int64_t from the 32-bit headers
        assertEquals(CType.IntegerType.LONG, lp64);
    }
}
