package org.imperium.petrify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.imperium.cfrontend.CFrontEnd;
import org.imperium.cfrontend.types.DataModel;
import org.imperium.core.Cancellation;
import org.imperium.logic.Var;
import org.imperium.program.CScope;
import org.imperium.program.PetriProgram;
import org.imperium.program.Place;
import org.imperium.program.ProgramVariable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The C scope of places ({@link CScope}): which locals are in scope where, in which inlined call, and the C types
 * of variables — what witnesses need to mention only variables in scope at a C location.
 */
class CScopeTest {

    /** The C names in scope at the places starting a statement on {@code line}, one map per place. */
    private static List<Map<String, String>> localsAt(PetriProgram p, int line) {
        return p.places().stream().filter(q -> q.origin().isPresent() && q.origin().get().location().line() == line)
                .map(q -> names(q.cScope().orElseThrow().locals())).toList();
    }

    private static Map<String, String> names(Map<String, Var> locals) {
        Map<String, String> m = new TreeMap<>();
        locals.forEach((k, v) -> m.put(k, v.name()));
        return m;
    }

    @Test
    void inlinedCallsHaveTheirOwnCopiesOfTheCalleesLocals() {
        PetriProgram p = TestPrograms.petrify("inline-call.c", 1);
        // line 10 (g = g + 1 in add) is reached by two inlined calls, each with its own a, b, r; main's x is not
        // in scope in add
        List<Place> g = p.places().stream().filter(q -> q.origin().isPresent()
                && q.origin().get().location().line() == 10).toList();
        assertEquals(2, g.size());
        CScope first = g.get(0).cScope().orElseThrow();
        CScope second = g.get(1).cScope().orElseThrow();
        assertEquals("add", first.function());
        assertEquals("/15:11", first.frame());
        assertEquals("/16:11", second.frame());
        assertEquals(Map.of("a", "main#0.a", "b", "main#0.b", "r", "main#0.r"), names(first.locals()));
        assertEquals(Map.of("a", "main#0.a$2", "b", "main#0.b$2", "r", "main#0.r$2"), names(second.locals()));
        // the variables map back to the C names
        assertEquals(Optional.of("r"), p.variables().get(second.locals().get("r")).cName());
        // a local is in scope after its declaration, not at it
        assertEquals(List.of(Map.of("x", "main#0.x")), localsAt(p, 16));
        assertEquals(java.util.Set.of(Map.of("x", "main#0.x", "y", "main#0.y")), java.util.Set.copyOf(localsAt(p,
                17)));
        assertEquals("main", p.places().stream().filter(q -> q.origin().isPresent()
                && q.origin().get().location().line() == 17).findFirst().orElseThrow().cScope().orElseThrow()
                .function());
    }

    @Test
    void blocksEndTheScopeOfTheirLocalsAndInnerDeclarationsShadow(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("blocks.c");
        Files.writeString(f, String.join("\n",
                "extern void reach_error(void);",
                "int g;",
                "int main(void) {",
                "  int x = 1;",
                "  { int z = 2;",
                "    int x = 3;",
                "    g = z + x; }",
                "  g = x;",
                "  for (int i = 0; i < 2; i++) g = i;",
                "  return 0;",
                "}", ""));
        PetriProgram p = new CPetrification(CFrontEnd.parse(f, DataModel.ILP32), dir, 1, 1000, Cancellation.never())
                .petrify(1);
        assertEquals(List.of(Map.of("x", "main#0.x$2", "z", "main#0.z")), localsAt(p, 7));
        assertEquals(List.of(Map.of("x", "main#0.x")), localsAt(p, 8));
        assertEquals(List.of(Map.of("x", "main#0.x")), localsAt(p, 10));
        // the place of the loop body (inside the for) has i in scope
        assertTrue(p.places().stream().anyMatch(q -> q.cScope().map(c -> c.locals().containsKey("i")).orElse(false)
                && q.origin().map(o -> o.location().line() == 9).orElse(false)));
    }

    @Test
    void variablesRecordTheCTypeOfTheirScalar() {
        PetriProgram p = TestPrograms.petrify("counter-mutex.c", 1);
        Map<String, Optional<String>> types = new TreeMap<>();
        for (ProgramVariable v : p.variables().values()) {
            if (v.scope() == ProgramVariable.Scope.GLOBAL) {
                types.put(v.var().name(), v.cType());
            }
        }
        assertEquals(Optional.of("int"), types.get("counter"));
        assertTrue(types.get("lock").isPresent(), "the mutex has its C type");
    }
}
