package org.imperium.traceabstraction;

import org.imperium.core.testing.TestRunContext;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.imperium.core.Cancellation;
import org.imperium.core.CancelledException;
import org.imperium.core.InputException;
import org.imperium.core.Plugin;
import org.imperium.core.Statistics;
import org.imperium.core.Task;
import org.imperium.core.UnsupportedException;
import org.imperium.core.Verdict;
import org.imperium.program.PetriProgram;
import org.imperium.proof.AbstractReachability;
import org.imperium.proof.InvariantDomain;
import org.imperium.proof.PredicateDomain;
import org.imperium.proof.ProductDomain;
import org.imperium.smt.SmtSession;
import org.imperium.smt.SmtSolverFactory;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * The SV-COMP differential run of the reductions inside trace abstraction: the tasks of
 * {@code ../shared/svcomp/MANIFEST.tsv} that trace abstraction decides within seconds (chosen from the benchmark
 * in docs/reductions.md; {@code -Dsvcomp.reductionTasks=REGEX} picks others) through the C front end, with
 * reduction none, por, tr and str: no verdict contradicts the expected one or another reduction's, and every
 * completed proof is safe for the unreduced program. Skipped without the shared directory.
 */
class SvcompReductionTest {

    private static final String TASKS = "c/(weaver/test-semi1\\.wvr|pthread/(stateful01-[12]|lazy01)|pthread-atomic/(time_var_mutex|dekker|szymanski))\\.yml";
    private static final double SECONDS_PER_RUN = 20;
    private static final List<String> REDUCTIONS = List.of("none", "por", "tr", "str");

    @Test
    void reductionsAgreeOnQuickSvcompTasks() throws IOException {
        Optional<Path> shared = shared();
        Assumptions.assumeTrue(shared.isPresent(), "no ../shared/svcomp (nor -Dimperium.shared, IMPERIUM_SHARED)");
        Path svcomp = shared.get().resolve("svcomp");
        List<String> problems = new ArrayList<>();
        int decided = 0;
        try (SmtSession checker = new SmtSolverFactory().open("z3", Cancellation.never(), new Statistics())) {
            for (String line : Files.readAllLines(svcomp.resolve("MANIFEST.tsv"))) {
                String[] f = line.split("\t");
                if (f.length < 4 || !f[2].equals("unreach-call.prp")
                        || !f[0].matches(System.getProperty("svcomp.reductionTasks", TASKS))) {
                    continue;
                }
                boolean expectedTrue = f[3].equals("true");
                for (String reduction : REDUCTIONS) {
                    TestRunContext ctx = run(svcomp.resolve(f[1]), reduction, SECONDS_PER_RUN);
                    Verdict verdict = ctx.verdict().orElse(Verdict.unknown("no verdict"));
                    System.out.printf("%-40s %-4s %-30.30s it=%d reduced=%d completion=%d%n", f[0], reduction,
                            verdict.resultLine(), ctx.statistics().count("iterations"),
                            ctx.statistics().count("reduction.iterations"),
                            ctx.statistics().count("completion.iterations"));
                    if (verdict instanceof Verdict.Unknown) {
                        continue;
                    }
                    decided++;
                    if ((verdict instanceof Verdict.Correct) != expectedTrue) {
                        problems.add(f[0] + " with " + reduction + ": " + verdict.resultLine());
                    }
                    if (verdict instanceof Verdict.Correct && ctx.find(InvariantDomain.MODEL).isPresent()) {
                        AbstractReachability.explore(ctx.get(PetriProgram.MODEL),
                                recheckable(ctx.get(InvariantDomain.MODEL), checker), 2_000_000,
                                Cancellation.never()).requireSafe();
                    }
                }
            }
        }
        assertTrue(problems.isEmpty(), "wrong verdicts: " + problems);
        assertTrue(decided > 0, "no task decided: the selection is not quick any more");
    }

    /** Front end, petrification and the plugin on one C file with the given reduction. */
    static TestRunContext run(Path input, String reduction, double seconds) {
        Map<String, Object> settings = new HashMap<>();
        settings.put("reduction", reduction);
        TestRunContext ctx = new TestRunContext(settings, Cancellation.afterSeconds(seconds));
        ctx.put(Task.MODEL, new Task(List.of(input), Task.Architecture.ILP32, Task.Specification.UNREACH_CALL,
                Path.of("target"), Optional.empty()));
        try {
            for (String name : List.of("org.imperium.cfrontend.CFrontendPlugin",
                    "org.imperium.petrify.PetrifyPlugin")) {
                ((Plugin) Class.forName(name).getDeclaredConstructor().newInstance()).run(ctx);
            }
            new TraceAbstractionPlugin().run(ctx);
        } catch (UnsupportedException | CancelledException | InputException e) {
            ctx.verdict(Verdict.unknown(String.valueOf(e.getMessage())));
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
        return ctx;
    }

    /** The same predicates, asking {@code prover} (the run's session stops with its time limit). */
    static InvariantDomain recheckable(InvariantDomain proof, SmtSession prover) {
        List<InvariantDomain> factors = new ArrayList<>();
        for (InvariantDomain f : ((ProductDomain) proof).components()) {
            factors.add(new PredicateDomain(((PredicateDomain) f).predicates(), prover));
        }
        return new ProductDomain(factors);
    }

    private static Optional<Path> shared() {
        List<Path> candidates = new ArrayList<>();
        candidates.add(Path.of(System.getProperty("imperium.root", ".")).resolve("../shared"));
        Optional.ofNullable(System.getProperty("imperium.shared")).map(Path::of).ifPresent(candidates::add);
        Optional.ofNullable(System.getenv("IMPERIUM_SHARED")).map(Path::of).ifPresent(candidates::add);
        return candidates.stream().filter(d -> Files.isRegularFile(d.resolve("svcomp/MANIFEST.tsv"))).findFirst();
    }
}
