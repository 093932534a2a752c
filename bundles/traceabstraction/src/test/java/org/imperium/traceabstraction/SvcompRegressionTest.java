package org.imperium.traceabstraction;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
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
import org.imperium.core.testing.TestRunContext;
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
 * Every unreach-call task of {@code ../shared/svcomp/MANIFEST.tsv} through the C front end, petrification and trace
 * abstraction, with a short limit per task: fails on any wrong verdict (UNKNOWN is counted and printed), and checks
 * every proof safe. The front-end plugins are loaded by class name, because their bundles are not part of this
 * branch yet: until they are on the test class path (test dependencies on {@code imperium-cfrontend} and
 * {@code imperium-petrify}), the test is skipped with that reason.
 */
class SvcompRegressionTest {

    private static final List<String> FRONT_END = List.of(
            "org.imperium.cfrontend.CFrontendPlugin", "org.imperium.petrify.PetrifyPlugin");
    private static final double SECONDS_PER_TASK = 15;

    private record Row(String task, Path input, boolean expectedTrue) {
    }

    @Test
    void noWrongVerdictOnSvcompTasks() throws IOException {
        Optional<Path> shared = shared();
        Assumptions.assumeTrue(shared.isPresent(), "no ../shared/svcomp (nor -Dimperium.shared, IMPERIUM_SHARED)");
        Path svcomp = shared.get().resolve("svcomp");
        List<Plugin> frontEnd = new ArrayList<>();
        for (String name : FRONT_END) {
            try {
                frontEnd.add((Plugin) Class.forName(name).getDeclaredConstructor().newInstance());
            } catch (ReflectiveOperationException | LinkageError e) {
                Assumptions.abort("C front end not on the test class path (" + name + " missing): the front end"
                        + " bundles have no plugin yet (branches cfrontend, petrify)");
            }
        }
        SmtSession checker = new SmtSolverFactory().open("z3", Cancellation.never(), new Statistics());
        List<String> wrong = new ArrayList<>();
        int solved = 0;
        int unknown = 0;
        StringBuilder table = new StringBuilder();
        for (Row row : rows(svcomp)) {
            TestRunContext ctx = new TestRunContext(settings(), Cancellation.afterSeconds(SECONDS_PER_TASK));
            ctx.put(Task.MODEL, new Task(List.of(row.input()), architecture(svcomp, row.task()),
                    Task.Specification.UNREACH_CALL, Path.of("target"), Optional.empty()));
            long start = System.nanoTime();
            Verdict verdict;
            try {
                for (Plugin p : frontEnd) {
                    p.run(ctx);
                }
                new TraceAbstractionPlugin().run(ctx);
                verdict = ctx.verdict().orElse(Verdict.unknown("no verdict"));
            } catch (UnsupportedException | CancelledException | InputException e) {
                verdict = Verdict.unknown(e.getMessage());
            }
            boolean isWrong = row.expectedTrue() ? verdict instanceof Verdict.Incorrect : verdict instanceof Verdict.Correct;
            if (isWrong) {
                wrong.add(row.task() + ": " + verdict.resultLine());
            } else if (verdict instanceof Verdict.Unknown) {
                unknown++;
            } else {
                solved++;
            }
            double seconds = (System.nanoTime() - start) / 1e9;
            if (verdict instanceof Verdict.Correct) {
                // with a session of its own: the run's session stops answering at the task's time limit
                AbstractReachability.explore(ctx.get(PetriProgram.MODEL),
                        recheckable(ctx.get(InvariantDomain.MODEL), checker), 2_000_000, Cancellation.never())
                        .requireSafe();
            }
            Statistics s = ctx.statistics();
            table.append(String.format("%-45s %-5s %-50.50s %6.1fs it=%d states=%d smt=%d%n", row.task(),
                    row.expectedTrue(), verdict.resultLine(), seconds, s.count("iterations"), s.count("states"),
                    s.count("smt.hoare.queries") + s.count("smt.trace.queries") + s.count("smt.sat.queries")));
        }
        checker.close();
        System.out.print(table);
        System.out.println("solved " + solved + ", unknown " + unknown + ", wrong " + wrong.size());
        assertTrue(wrong.isEmpty(), "wrong verdicts: " + wrong);
    }

    /**
     * The shared directory: {@code ../shared} beside the repository (CI), else the system property
     * {@code imperium.shared} or the environment variable {@code IMPERIUM_SHARED} (worktrees elsewhere).
     */
    private static Optional<Path> shared() {
        List<Path> candidates = new ArrayList<>();
        candidates.add(Path.of(System.getProperty("imperium.root", ".")).resolve("../shared"));
        Optional.ofNullable(System.getProperty("imperium.shared")).map(Path::of).ifPresent(candidates::add);
        Optional.ofNullable(System.getenv("IMPERIUM_SHARED")).map(Path::of).ifPresent(candidates::add);
        return candidates.stream().filter(d -> Files.isRegularFile(d.resolve("svcomp/MANIFEST.tsv"))).findFirst();
    }

    /** Options of the plugin for the run, e.g. {@code -Dsvcomp.solver=z3}; the defaults otherwise. */
    private static Map<String, Object> settings() {
        Map<String, Object> settings = new java.util.HashMap<>();
        Optional.ofNullable(System.getProperty("svcomp.solver")).ifPresent(v -> settings.put("solver", v));
        Optional.ofNullable(System.getProperty("svcomp.hoareSolver")).ifPresent(v -> settings.put("hoareSolver", v));
        return settings;
    }

    /** The same predicates, asking {@code prover}. */
    private static InvariantDomain recheckable(InvariantDomain proof, SmtSession prover) {
        List<InvariantDomain> factors = new ArrayList<>();
        for (InvariantDomain f : ((ProductDomain) proof).components()) {
            factors.add(new PredicateDomain(((PredicateDomain) f).predicates(), prover));
        }
        return new ProductDomain(factors);
    }

    private static List<Row> rows(Path svcomp) throws IOException {
        List<Row> rows = new ArrayList<>();
        for (String line : Files.readAllLines(svcomp.resolve("MANIFEST.tsv"))) {
            String[] f = line.split("\t");
            boolean selected = f.length >= 4 && f[0].matches(System.getProperty("svcomp.tasks", ".*"));
            if (selected && f[2].equals("unreach-call.prp")) {
                rows.add(new Row(f[0], svcomp.resolve(f[1]), f[3].equals("true")));
            }
        }
        return rows;
    }

    private static Task.Architecture architecture(Path svcomp, String taskYml) throws IOException {
        for (String line : Files.readAllLines(svcomp.resolve(taskYml))) {
            if (line.contains("data_model") && line.contains("LP64")) {
                return Task.Architecture.LP64;
            }
        }
        return Task.Architecture.ILP32;
    }
}
