package org.imperium.empire;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.imperium.core.Cancellation;
import org.imperium.ogcheck.OwickiGriesChecker;
import org.imperium.program.TestData;
import org.imperium.proof.AbstractReachability;
import org.imperium.proof.InvariantDomain;
import org.imperium.proof.OwickiGriesAnnotation;
import org.imperium.proof.UnsafeDomainException;
import org.imperium.smt.SmtSession;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every proof of testdata/petri with the outcome recorded in it: {@code # expect: safe} — the naive and saturated
 * empires are valid, the saturated one has no more states, the naive, imperial and focused annotations are valid,
 * and the figures recorded in {@code # figures:} are what is measured; {@code # expect: unsafe <place>} — every
 * construction refuses, naming the place.
 */
class TestDataTest {

    private static final SmtSession SOLVER = Solvers.solver();
    private static final SmtSession CHECKER = Solvers.checker();

    @TestFactory
    Stream<DynamicTest> everyProofHasItsRecordedOutcome() throws IOException {
        Path dir = TestData.petri(".");
        List<Path> proofs;
        try (Stream<Path> files = Files.list(dir)) {
            proofs = files.filter(f -> f.toString().endsWith(".proof")).sorted().toList();
        }
        assertTrue(proofs.size() >= 12, "proofs: " + proofs.size());
        return proofs.stream().map(proof -> DynamicTest.dynamicTest(proof.getFileName().toString(), () -> check(proof)));
    }

    private static String programFor(Path proof) throws IOException {
        String name = proof.getFileName().toString();
        try (Stream<Path> files = Files.list(proof.getParent())) {
            return files.map(f -> f.getFileName().toString()).filter(f -> f.endsWith(".petri"))
                    .filter(f -> name.startsWith(f.substring(0, f.length() - ".petri".length())))
                    .max((a, b) -> Integer.compare(a.length(), b.length())).orElseThrow();
        }
    }

    private static String directive(List<String> lines, String key) {
        return lines.stream().filter(l -> l.startsWith("# " + key + ":")).map(l -> l.substring(key.length() + 3).strip())
                .findFirst().orElseThrow(() -> new AssertionError("no '# " + key + ":' line"));
    }

    private void check(Path proof) throws IOException {
        List<String> lines = Files.readAllLines(proof);
        RunningExample ex = new RunningExample(programFor(proof), SOLVER);
        InvariantDomain domain = ex.domain(proof.getFileName().toString());
        String expect = directive(lines, "expect");
        if (expect.startsWith("unsafe")) {
            List<String> places = List.of(expect.substring("unsafe".length()).strip().split(" "));
            for (Runnable construction : List.<Runnable>of(() -> ex.saturated(domain), () -> ex.naive(domain),
                    () -> AbstractReachability.explore(ex.program, domain, 100_000, Cancellation.never()).requireSafe())) {
                UnsafeDomainException e = assertThrows(UnsafeDomainException.class, construction::run);
                assertTrue(places.stream().anyMatch(p -> e.getMessage().contains("bad place " + p + " ")),
                        e.getMessage());
            }
            return;
        }
        assertEquals("safe", expect);
        Empire naive = ex.naive(domain);
        Empire saturated = ex.saturated(domain);
        assertEquals(List.of(), EmpireValidity.violations(naive, ex.graph, ex.co, SOLVER));
        assertEquals(List.of(), EmpireValidity.violations(saturated, ex.graph, ex.co, SOLVER));
        assertTrue(saturated.size() <= naive.size());
        Focus focus = Focus.compute(saturated, domain);
        assertEquals(List.of(), focus.violations(domain));
        Map<String, OwickiGriesAnnotation> annotations = new LinkedHashMap<>();
        annotations.put("naive", NaiveAnnotation.of(AbstractReachability.explore(ex.program, domain, 100_000,
                Cancellation.never())));
        annotations.put("imperial", ImperialAnnotation.imperial(saturated));
        annotations.put("focused", ImperialAnnotation.focused(saturated, focus));
        OwickiGriesChecker checker = new OwickiGriesChecker(CHECKER, ex.co, Cancellation.never());
        List<String> figures = new ArrayList<>();
        figures.add("markings=" + ex.graph.markings().size());
        figures.add("naive-empire=" + naive.size());
        figures.add("saturated-empire=" + saturated.size());
        annotations.forEach((kind, a) -> {
            assertEquals("VALID", checker.check(a).summary(), kind);
            figures.add(kind + "-size=" + a.size());
            figures.add(kind + "-updates=" + a.ghostUpdateCount());
        });
        assertEquals(directive(lines, "figures"), String.join(" ", figures));
    }
}
