package org.imperium.cfrontend;

import static org.imperium.cfrontend.TestFiles.function;
import static org.imperium.cfrontend.TestFiles.global;
import static org.imperium.cfrontend.TestFiles.parse;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.imperium.cfrontend.ast.Declaration;
import org.imperium.cfrontend.ast.Expression;
import org.imperium.cfrontend.ast.FunctionDefinition;
import org.imperium.cfrontend.ast.Statement;
import org.imperium.cfrontend.ast.TranslationUnit;
import org.imperium.cfrontend.types.DataModel;
import org.imperium.core.SourceLocation;
import org.junit.jupiter.api.Test;

/** Every node is located at the first character of its construct, in the file and line the line markers name. */
class LocationTest {

    @Test
    void statementsAndExpressionsStartAtTheirFirstCharacter() {
        TranslationUnit u = parse("""
                int g;
                int main(void) {
                  int x = 1, *p = &x;
                    (*p)++;
                  if (x)
                    x = g + 2;
                  return x;
                }
                """);
        FunctionDefinition main = function(u, "main");
        assertEquals(new SourceLocation("test.c", 2, 1), main.location());
        assertEquals(new SourceLocation("test.c", 2, 5), main.symbol().location());
        Declaration x = (Declaration) main.body().items().get(0);
        Declaration p = (Declaration) main.body().items().get(1);
        assertEquals(new SourceLocation("test.c", 3, 3), x.location());
        assertEquals(new SourceLocation("test.c", 3, 3), p.location());
        assertEquals(new SourceLocation("test.c", 3, 15), p.symbol().location());
        Statement.ExpressionStatement increment = (Statement.ExpressionStatement) main.body().items().get(2);
        assertEquals(new SourceLocation("test.c", 4, 5), increment.location());
        Statement.If branch = (Statement.If) main.body().items().get(3);
        assertEquals(new SourceLocation("test.c", 5, 3), branch.location());
        Statement.ExpressionStatement then = (Statement.ExpressionStatement) branch.then();
        assertEquals(new SourceLocation("test.c", 6, 5), then.location());
        Expression.Binary sum = (Expression.Binary) ((Expression.Assignment) then.expression()).value();
        assertEquals(new SourceLocation("test.c", 6, 9), sum.location());
        assertEquals(new SourceLocation("test.c", 6, 13), sum.right().location());
        assertEquals(new SourceLocation("test.c", 7, 3), main.body().items().get(4).location());
        assertEquals(new SourceLocation("test.c", 1, 1), global(u, "g").location());
    }

    @Test
    void parenthesisedExpressionsStartAtTheParenthesis() {
        TranslationUnit u = parse("int f(int a, int b) {\n  return (a + b) * (b);\n}\n");
        Statement.Return r = (Statement.Return) function(u, "f").body().items().get(0);
        Expression.Binary product = (Expression.Binary) r.value().orElseThrow();
        assertEquals(new SourceLocation("test.c", 2, 10), product.location());
        assertEquals(new SourceLocation("test.c", 2, 10), product.left().location());
        assertEquals(new SourceLocation("test.c", 2, 20), product.right().location());
        assertEquals(new SourceLocation("test.c", 2, 11), ((Expression.Binary) product.left()).left().location());
    }

    @Test
    void tabsCountAsOneColumn() {
        TranslationUnit u = parse("int main(void) {\n\t\treturn 0;\n}\n");
        assertEquals(new SourceLocation("test.c", 2, 3), function(u, "main").body().items().get(0).location());
    }

    @Test
    void lineMarkersGiveOriginalFilesAndLines() {
        TranslationUnit u = CFrontEnd.parse(TestFiles.testdata("line-markers.i"), DataModel.ILP32).unit();
        Declaration typedef = (Declaration) u.declarations().get(0);
        assertEquals(new SourceLocation("header.h", 1, 1), typedef.location());
        assertEquals(new SourceLocation("main.c", 3, 1), global(u, "total").location());
        FunctionDefinition main = function(u, "main");
        assertEquals(new SourceLocation("main.c", 5, 1), main.location());
        assertEquals(new SourceLocation("main.c", 6, 2), main.body().items().get(0).location());
        Statement.If branch = (Statement.If) main.body().items().get(1);
        assertEquals(new SourceLocation("other.c", 40, 3), branch.location());
        assertEquals(new SourceLocation("other.c", 41, 5), branch.then().location());
        assertEquals(new SourceLocation("other.c", 42, 3), main.body().items().get(2).location());
    }

    @Test
    void preprocessedCFilesKeepTheirOwnLines() throws Exception {
        assumeTrue(onPath("cpp") || onPath("gcc"), "no C preprocessor installed");
        Path file = TestFiles.testdata("preprocess.c");
        TranslationUnit u = CFrontEnd.parse(file, DataModel.LP64).unit();
        FunctionDefinition main = function(u, "main");
        assertEquals(new SourceLocation(file.toString(), 6, 1), main.location());
        Statement.For loop = (Statement.For) main.body().items().get(0);
        assertEquals(new SourceLocation(file.toString(), 7, 3), loop.location());
        assertEquals(new SourceLocation(file.toString(), 8, 5), loop.body().location());
        Declaration counter = (Declaration) u.declarations().get(0);
        assertEquals("counter", counter.name());
        assertEquals(3, counter.location().line());
        assertEquals(true, counter.location().file().endsWith("preprocess.h"));
        // cpp -m32 for ILP32: fine without system headers
        assertEquals(main.location(), function(CFrontEnd.parse(file, DataModel.ILP32).unit(), "main").location());
    }

    static boolean onPath(String program) {
        String path = System.getenv("PATH");
        if (path == null) {
            return false;
        }
        for (String dir : path.split(java.io.File.pathSeparator)) {
            if (Files.isExecutable(Path.of(dir, program))) {
                return true;
            }
        }
        return false;
    }
}
