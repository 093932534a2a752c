package org.imperium.cfrontend;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.imperium.cfrontend.ast.FunctionDefinition;
import org.imperium.cfrontend.ast.TranslationUnit;
import org.imperium.cfrontend.types.DataModel;
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
}
