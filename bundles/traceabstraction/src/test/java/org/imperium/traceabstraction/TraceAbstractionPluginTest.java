package org.imperium.traceabstraction;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.imperium.core.Cancellation;
import org.imperium.core.Statistics;
import org.imperium.core.Verdict;
import org.imperium.core.testing.TestRunContext;
import org.imperium.program.Counterexample;
import org.imperium.program.PetriProgram;
import org.imperium.program.Petrification;
import org.imperium.proof.AbstractReachability;
import org.imperium.proof.InvariantDomain;
import org.imperium.proof.ProductDomain;
import org.imperium.proof.file.ProofFile;
import org.imperium.smt.SmtSession;
import org.imperium.smt.SmtSolverFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The plugin's contract with the run, the thread-instance escalation and the limits. */
class TraceAbstractionPluginTest {

    /**
     * main starts a worker per instance, joins them all and asserts that x counts them; with fewer than two instances
     * the second start reaches an insufficient-instance place.
     */
    private static final class TwoStarts implements Petrification {
        private final int initial;

        TwoStarts(int initial) {
            this.initial = initial;
        }

        @Override
        public PetriProgram petrify(int instances) {
            Net n = new Net("two-starts-" + instances).ints("x").initial("main#0.l0").error("main#0.err")
                    .t("main#0.l0", "main#0.l1 w#1.l0", "x := 0")
                    .t("w#1.l0", "w#1.l1", "x := x + 1");
            if (instances < 2) {
                n.insufficient("main#0.more").t("main#0.l1", "main#0.more", "skip");
                return n.build();
            }
            return n.t("main#0.l1", "main#0.l2 w#2.l0", "skip")
                    .t("w#2.l0", "w#2.l1", "x := x + 1")
                    .t("main#0.l2 w#1.l1 w#2.l1", "main#0.l3", "skip")
                    .t("main#0.l3", "main#0.err", "[x != 2]")
                    .build();
        }

        @Override
        public int initialInstances() {
            return initial;
        }
    }

    private static TestRunContext context(PetriProgram program, Optional<Petrification> p, Map<String, Object> s) {
        TestRunContext ctx = new TestRunContext(s, Cancellation.never());
        ctx.put(PetriProgram.MODEL, program);
        p.ifPresent(x -> ctx.put(Petrification.MODEL, x));
        return ctx;
    }

    @Test
    void trueLeavesTheProductDomainWithOneComponentPerRound() {
        TestRunContext ctx = context(Programs.load("peterson"), Optional.empty(), Map.of());
        new TraceAbstractionPlugin().run(ctx);
        assertEquals(Verdict.correct(), ctx.verdict().orElseThrow());
        ProductDomain proof = assertInstanceOf(ProductDomain.class, ctx.get(InvariantDomain.MODEL));
        assertEquals(ctx.statistics().count("iterations") - 1, proof.components().size());
        SafetyCheck.assertSafe(ctx.get(PetriProgram.MODEL), proof);
    }

    @Test
    void falseLeavesACounterexampleWithValues() {
        TestRunContext ctx = context(Programs.load("input-unsafe"), Optional.empty(), Map.of("solver", "z3"));
        new TraceAbstractionPlugin().run(ctx);
        assertEquals(Verdict.incorrect("unreach-call"), ctx.verdict().orElseThrow());
        Counterexample cex = ctx.get(Counterexample.MODEL);
        SafetyCheck.assertRealRun(cex);
        Object y = cex.steps().get(0).valuesAfter().get(org.imperium.logic.Terms.intVar("y"));
        assertTrue(((java.math.BigInteger) y).intValue() > 10, "the model's input reaches the error: " + y);
        assertTrue(ctx.lines().get(0).startsWith("error trace (3 steps)"), ctx.lines().toString());
    }

    @Test
    void raisesTheThreadBoundUntilNoInsufficientPlaceIsReachable() {
        TwoStarts petrification = new TwoStarts(1);
        PetriProgram first = petrification.petrify(1);
        TestRunContext ctx = context(first, Optional.of(petrification), Map.of());
        new TraceAbstractionPlugin().run(ctx);
        assertEquals(Verdict.correct(), ctx.verdict().orElseThrow());
        assertEquals(1, ctx.statistics().count("repetrifications"));
        assertEquals(2, ctx.statistics().count("threadInstances"));
        PetriProgram proved = ctx.get(PetriProgram.MODEL);
        assertEquals("two-starts-2", proved.name(), "the store holds the program the proof is about");
        SafetyCheck.assertSafe(proved, ctx.get(InvariantDomain.MODEL));
    }

    @Test
    void theThreadInstanceLimitEndsInUnknown() {
        TwoStarts petrification = new TwoStarts(1);
        TestRunContext ctx = context(petrification.petrify(1), Optional.of(petrification),
                Map.of("maxThreadInstances", 1));
        new TraceAbstractionPlugin().run(ctx);
        assertEquals(Verdict.unknown("thread instance limit 1 reached"), ctx.verdict().orElseThrow());
    }

    @Test
    void anErrorRunWithinTheLargestBoundIsFalse() {
        // main's second start needs a second instance (found first, breadth-first); the worker started first
        // reaches the error on its own, a real run whatever the bound
        Petrification p = new Petrification() {
            @Override
            public PetriProgram petrify(int instances) {
                return new Net("late-error").ints("x").initial("main#0.l0").error("w#1.err")
                        .insufficient("main#0.more")
                        .t("main#0.l0", "main#0.l1 w#1.l0", "x := 0")
                        .t("main#0.l1", "main#0.more", "skip")
                        .t("w#1.l0", "w#1.l1", "x := x + 1")
                        .t("w#1.l1", "w#1.l2", "x := x + 1")
                        .t("w#1.l2", "w#1.err", "[x == 2]")
                        .build();
            }

            @Override
            public int initialInstances() {
                return 1;
            }
        };
        TestRunContext ctx = context(p.petrify(1), Optional.of(p), Map.of("maxThreadInstances", 1));
        new TraceAbstractionPlugin().run(ctx);
        assertEquals(Verdict.incorrect("unreach-call"), ctx.verdict().orElseThrow());
        assertEquals(1, ctx.statistics().count("insufficientRuns"));
        Counterexample cex = ctx.get(Counterexample.MODEL);
        SafetyCheck.assertRealRun(cex);
        assertEquals(4, cex.steps().size());
    }

    @Test
    void insufficientInstancesWithoutPetrificationIsUnknown() {
        TestRunContext ctx = context(new TwoStarts(1).petrify(1), Optional.empty(), Map.of());
        new TraceAbstractionPlugin().run(ctx);
        assertInstanceOf(Verdict.Unknown.class, ctx.verdict().orElseThrow());
    }

    @Test
    void theIterationLimitEndsInUnknown() {
        TestRunContext ctx = context(Programs.load("peterson"), Optional.empty(), Map.of("maxIterations", 2));
        new TraceAbstractionPlugin().run(ctx);
        assertEquals(Verdict.unknown("maximal number of iterations 2 reached"), ctx.verdict().orElseThrow());
        assertEquals(2, ctx.statistics().count("iterations"));
    }

    @Test
    void depthFirstSearchFindsTheSameVerdicts() {
        for (boolean broken : new boolean[]{false, true}) {
            TestRunContext ctx = context(Programs.load(broken ? "peterson-broken" : "peterson"), Optional.empty(),
                    Map.of("searchOrder", "dfs"));
            new TraceAbstractionPlugin().run(ctx);
            assertEquals(broken ? Verdict.incorrect("unreach-call") : Verdict.correct(), ctx.verdict().orElseThrow());
        }
    }

    @Test
    void unsatCoreInterpolationWithZ3ProvesPeterson() {
        TestRunContext ctx = context(Programs.load("peterson"), Optional.empty(),
                Map.of("solver", "z3", "interpolation", "unsatcore"));
        new TraceAbstractionPlugin().run(ctx);
        assertEquals(Verdict.correct(), ctx.verdict().orElseThrow());
        assertTrue(ctx.statistics().count("smt.trace.queries") > 0);
    }

    @Test
    void aCancelledRunStopsTheSearch() {
        Cancellation cancellation = Cancellation.never();
        cancellation.cancel("timeout");
        Statistics statistics = new Statistics();
        try (SmtSession session = new SmtSolverFactory().open("smtinterpol", Cancellation.never(), statistics)) {
            TraceAbstraction ta = new TraceAbstraction(session, Configuration.defaults(), cancellation, statistics);
            org.junit.jupiter.api.Assertions.assertThrows(org.imperium.core.CancelledException.class,
                    () -> ta.verify(Programs.load("bakery-2-rounds"), Optional.empty()));
        }
    }

    @Test
    void theDomainOfTheRunKeepsAnsweringAfterThePlugin() {
        TestRunContext ctx = context(Programs.load("mutex-counter"), Optional.empty(), Map.of());
        new TraceAbstractionPlugin().run(ctx);
        InvariantDomain domain = ctx.get(InvariantDomain.MODEL);
        PetriProgram program = ctx.get(PetriProgram.MODEL);
        assertSame(program, ctx.get(PetriProgram.MODEL));
        // a post that the verifier never asked for (from the initial element over a later transition)
        assertEquals(domain.arity(), domain.post(domain.initial(), program.transitions().get(5)).arity());
    }

    @Test
    void theProofFileIsWrittenAndReadsBackAsASafeDomain(@TempDir Path dir) {
        Path file = dir.resolve("dekker.proof");
        TestRunContext ctx = context(Programs.load("dekker"), Optional.empty(), Map.of("proofFile", file.toString()));
        new TraceAbstractionPlugin().run(ctx);
        assertEquals(Verdict.correct(), ctx.verdict().orElseThrow());
        PetriProgram program = ctx.get(PetriProgram.MODEL);
        ProofFile proof = ProofFile.read(file, program);
        assertEquals(((ProductDomain) ctx.get(InvariantDomain.MODEL)).components().size(), proof.components().size());
        try (SmtSession session = new SmtSolverFactory().open("z3", Cancellation.never(), new Statistics())) {
            AbstractReachability.explore(program, proof.toDomain(session), 100_000, Cancellation.never())
                    .requireSafe();
        }
    }

    @Test
    void noProofFileForAFalseVerdict(@TempDir Path dir) {
        Path file = dir.resolve("broken.proof");
        TestRunContext ctx = context(Programs.load("peterson-broken"), Optional.empty(),
                Map.of("proofFile", file.toString()));
        new TraceAbstractionPlugin().run(ctx);
        assertEquals(Verdict.incorrect("unreach-call"), ctx.verdict().orElseThrow());
        assertFalse(Files.exists(file));
    }

    @Test
    void thePluginsTimeLimitEndsInUnknownWhileTheRunGoesOn() {
        // Without loop invariants this program needs one round per unwinding, 10000 of them (76 rounds in 10 s
        // here): no speed-up of a round can finish it within the limit, as one did for the bakery program used before.
        TestRunContext ctx = context(Programs.load("loop-invariant"), Optional.empty(),
                Map.of("timeLimit", 2, "loopInvariants", false));
        long start = System.nanoTime();
        new TraceAbstractionPlugin().run(ctx);
        assertEquals(Verdict.unknown(TimeLimit.REASON), ctx.verdict().orElseThrow());
        assertTrue((System.nanoTime() - start) / 1e9 < 20, "stopped soon after the limit");
        assertFalse(ctx.cancellation().isCancelled());
    }

    @Test
    void hoareTriplesGoToTheirOwnSolverAndTheProofStillAnswers() {
        TestRunContext ctx = context(Programs.load("dekker"), Optional.empty(), Map.of("hoareSolver", "z3"));
        new TraceAbstractionPlugin().run(ctx);
        assertEquals(Verdict.correct(), ctx.verdict().orElseThrow());
        // two sessions started: the trace checker (SMTInterpol) and the triples' (Z3)
        assertTrue(ctx.statistics().count("smt.hoare.queries") > 0);
        InvariantDomain domain = ctx.get(InvariantDomain.MODEL);
        PetriProgram program = ctx.get(PetriProgram.MODEL);
        AbstractReachability.explore(program, domain, 100_000, Cancellation.never()).requireSafe();
        TestRunContext same = context(Programs.load("dekker"), Optional.empty(), Map.of("hoareSolver", "same"));
        new TraceAbstractionPlugin().run(same);
        assertEquals(Verdict.correct(), same.verdict().orElseThrow());
    }
}
