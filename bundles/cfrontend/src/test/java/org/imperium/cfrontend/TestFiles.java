package org.imperium.cfrontend;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.imperium.cfrontend.ast.BlockItem;
import org.imperium.cfrontend.ast.Declaration;
import org.imperium.cfrontend.ast.Expression;
import org.imperium.cfrontend.ast.FunctionDefinition;
import org.imperium.cfrontend.ast.Statement;
import org.imperium.cfrontend.ast.TranslationUnit;
import org.imperium.cfrontend.types.DataModel;

/** Helpers of the front-end tests: parsing snippets and files of testdata/cfrontend, picking nodes. */
final class TestFiles {

    private TestFiles() {
    }

    static Path testdata(String name) {
        for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
            Path candidate = p.resolve("testdata").resolve("cfrontend").resolve(name);
            if (Files.exists(candidate)) {
                return candidate;
            }
        }
        throw new IllegalStateException("testdata/cfrontend/" + name + " not found");
    }

    static TranslationUnit parse(String code) {
        return parse(code, DataModel.LP64);
    }

    static TranslationUnit parse(String code, DataModel model) {
        return CFrontEnd.parse(code, "test.c", model);
    }

    static FunctionDefinition function(TranslationUnit unit, String name) {
        return unit.function(name).orElseThrow(() -> new AssertionError("no function " + name));
    }

    static BlockItem item(TranslationUnit unit, String function, int index) {
        return function(unit, function).body().items().get(index);
    }

    static Expression expression(TranslationUnit unit, String function, int index) {
        return ((Statement.ExpressionStatement) item(unit, function, index)).expression();
    }

    static Declaration declaration(TranslationUnit unit, String function, int index) {
        return (Declaration) item(unit, function, index);
    }

    /** The initialiser expression of the global or local declaration {@code int x = e;}. */
    static Expression initializer(Declaration d) {
        return ((org.imperium.cfrontend.ast.Initializer.ExpressionInitializer) d.initializer().orElseThrow())
                .expression();
    }

    static List<Declaration> globals(TranslationUnit unit) {
        return unit.declarations().stream().filter(d -> d instanceof Declaration).map(d -> (Declaration) d)
                .toList();
    }

    static Declaration global(TranslationUnit unit, String name) {
        return globals(unit).stream().filter(d -> d.name().equals(name)).reduce((a, b) -> b)
                .orElseThrow(() -> new AssertionError("no global " + name));
    }
}
