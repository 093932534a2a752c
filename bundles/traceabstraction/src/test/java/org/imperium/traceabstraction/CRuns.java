package org.imperium.traceabstraction;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.imperium.cfrontend.CFrontendPlugin;
import org.imperium.core.Cancellation;
import org.imperium.core.CancelledException;
import org.imperium.core.InputException;
import org.imperium.core.Plugin;
import org.imperium.core.Statistics;
import org.imperium.core.Task;
import org.imperium.core.UnsupportedException;
import org.imperium.core.Verdict;
import org.imperium.core.testing.TestRunContext;
import org.imperium.petrify.PetrifyPlugin;
import org.imperium.program.PetriProgram;
import org.imperium.proof.AbstractReachability;
import org.imperium.proof.InvariantDomain;
import org.imperium.proof.PredicateDomain;
import org.imperium.proof.ProductDomain;
import org.imperium.smt.SmtSession;
import org.imperium.smt.SmtSolverFactory;

/** Trace abstraction on C files (front end, petrification, the plugin) for the tests, and the check of its proofs. */
final class CRuns {

    /** The project's own C test programs, {@code testdata/c}. */
    static final Path PROGRAMS = Path.of(System.getProperty("imperium.root", "../..")).resolve("testdata/c");

    private CRuns() {
    }

    /**
     * One run with the plugin's options {@code settings} and a time limit; an unsupported construct, bad input or
     * the time limit end it UNKNOWN with the reason.
     */
    static TestRunContext run(Path input, Task.Architecture architecture, Map<String, Object> settings,
                              Cancellation limit) {
        TestRunContext ctx = context(input, architecture, settings, limit);
        try {
            for (Plugin p : List.of(new CFrontendPlugin(), new PetrifyPlugin(), new TraceAbstractionPlugin())) {
                p.run(ctx);
            }
        } catch (UnsupportedException | CancelledException | InputException e) {
            ctx.verdict(Verdict.unknown(String.valueOf(e.getMessage())));
        }
        return ctx;
    }

    /**
     * The front end and petrification of a C file (32 bit, default settings): the petrified program in it; an
     * unsupported construct or bad input is thrown.
     */
    static TestRunContext petrified(Path input) {
        TestRunContext ctx = context(input, Task.Architecture.ILP32, Map.of(), Cancellation.never());
        new CFrontendPlugin().run(ctx);
        new PetrifyPlugin().run(ctx);
        return ctx;
    }

    private static TestRunContext context(Path input, Task.Architecture architecture, Map<String, Object> settings,
                                          Cancellation limit) {
        TestRunContext ctx = new TestRunContext(settings, limit);
        ctx.put(Task.MODEL, new Task(List.of(input), architecture, Task.Specification.UNREACH_CALL,
                Path.of("target"), Optional.empty()));
        return ctx;
    }

    /**
     * What backs a run's TRUE: its product invariant domain, checked safe by {@link #assertProofSafe}, or, without
     * one, the reduced search (its proof's completion cut by the time limit) or a thread-modular proof for any
     * number of instances, which the statistics name.
     */
    static void assertTrueIsBacked(TestRunContext ctx, int maxConfigurations) {
        if (ctx.find(InvariantDomain.MODEL).isPresent()) {
            assertProofSafe(ctx, maxConfigurations);
            return;
        }
        boolean reduced = Boolean.FALSE.equals(ctx.statistics().get("proofComplete"));
        boolean modular = Stream.of("threadModular", "threadModular.early")
                .anyMatch(k -> String.valueOf(ctx.statistics().get(k)).contains("pairs of markings"));
        if (!ctx.uncertified() || !(reduced || modular)) {
            throw new AssertionError("TRUE backed by nothing: " + ctx.statistics().snapshot());
        }
    }

    /**
     * Def. 3.2 for the run's product invariant domain on the unreduced program, exploring at most
     * {@code maxConfigurations}: its predicates are asked of a Z3 session of its own, as the run's session stops
     * answering at the run's time limit.
     */
    static void assertProofSafe(TestRunContext ctx, int maxConfigurations) {
        try (SmtSession checker = new SmtSolverFactory().open("z3", Cancellation.never(), new Statistics())) {
            List<InvariantDomain> factors = new ArrayList<>();
            for (InvariantDomain f : ((ProductDomain) ctx.get(InvariantDomain.MODEL)).components()) {
                factors.add(new PredicateDomain(((PredicateDomain) f).predicates(), checker));
            }
            AbstractReachability.explore(ctx.get(PetriProgram.MODEL), new ProductDomain(factors), maxConfigurations,
                    Cancellation.never()).requireSafe();
        }
    }
}
