package org.imperium.core.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.imperium.core.Cancellation;
import org.imperium.core.InputException;
import org.imperium.core.ModelKey;
import org.imperium.core.Plugin;
import org.imperium.core.RunContext;
import org.imperium.core.SourceLocation;
import org.imperium.core.Task;
import org.imperium.core.UnsupportedException;
import org.imperium.core.Verdict;
import org.imperium.core.settings.Settings;
import org.imperium.core.toolchain.Toolchain;
import org.junit.jupiter.api.Test;

class ToolchainRunnerTest {

    static final ModelKey<String> TEXT = ModelKey.of("text", String.class);
    static final ModelKey<Integer> LENGTH = ModelKey.of("length", Integer.class);

    @interface CounterOptions {
        int bound() default 3;

        String mode() default "strict";
    }

    /** A plugin defined by its models and a body. */
    record Fake(String id, List<ModelKey<?>> requires, List<ModelKey<?>> produces, Consumer<RunContext> body,
                boolean revisesVerdict) implements Plugin {

        Fake(String id, List<ModelKey<?>> requires, List<ModelKey<?>> produces, Consumer<RunContext> body) {
            this(id, requires, produces, body, false);
        }

        @Override
        public String description() {
            return id;
        }

        @Override
        public void run(RunContext context) {
            body.accept(context);
        }
    }

    private final List<String> out = new ArrayList<>();
    private final List<String> err = new ArrayList<>();

    private RunResult run(Settings settings, Plugin... plugins) {
        List<Toolchain.Step> steps = new ArrayList<>();
        Map<String, Plugin> byId = new java.util.HashMap<>();
        for (Plugin p : plugins) {
            byId.put(p.id(), p);
            steps.add(new Toolchain.Step(p.id(), new SourceLocation("tc.xml", steps.size() + 3, 5)));
        }
        ToolchainRunner runner = new ToolchainRunner(byId, out::add, err::add, note -> { });
        return runner.run(new Toolchain("T", steps, "tc.xml"), settings, Task.of(List.of(Path.of("p.c"))),
                Cancellation.never());
    }

    private static Fake producer() {
        return new Fake("producer", List.of(Task.MODEL), List.of(TEXT),
                c -> c.put(TEXT, c.get(Task.MODEL).files().get(0).toString()));
    }

    @Test
    void modelsFlowFromPluginToPluginAndOptionsHaveDefaults() {
        Fake consumer = new Fake("consumer", List.of(TEXT), List.of(LENGTH), c -> {
            CounterOptions o = c.options(CounterOptions.class);
            c.put(LENGTH, c.get(TEXT).length() * o.bound());
            c.print(o.mode());
            c.statistics().increment("calls");
            c.verdict(Verdict.correct());
        });
        RunResult r = run(Settings.empty().put(Settings.parseOverride("consumer.bound=10")), producer(), consumer);
        assertEquals(Verdict.correct(), r.verdict());
        assertEquals(Optional.of(30), r.models().find(LENGTH));
        assertEquals(List.of("strict"), out);
        assertEquals(1L, r.statistics().count("consumer.calls"));
    }

    @Test
    void missingModelAtRunTimeSkipsThePlugin() {
        Fake silent = new Fake("silent", List.of(Task.MODEL), List.of(TEXT), c -> c.verdict(Verdict.unknown("x")));
        Fake consumer = new Fake("consumer", List.of(TEXT), List.of(), c -> c.verdict(Verdict.correct()));
        RunResult r = run(Settings.empty(), silent, consumer);
        assertEquals(Verdict.unknown("x"), r.verdict());
        assertEquals("no text", r.statistics().get("run.step.consumer.skipped"));
    }

    @Test
    void toolchainWhoseModelIsNeverProducedIsRejectedBeforeRunning() {
        List<String> ran = new ArrayList<>();
        Fake first = new Fake("first", List.of(), List.of(), c -> ran.add("first"));
        Fake consumer = new Fake("consumer", List.of(LENGTH), List.of(), c -> ran.add("consumer"));
        InputException e = assertThrows(InputException.class, () -> run(Settings.empty(), first, consumer));
        assertEquals("tc.xml:4:5: plugin 'consumer' requires model 'length' that no earlier plugin produces",
                e.getMessage());
        assertTrue(ran.isEmpty());
    }

    @Test
    void unknownPluginIdIsRejected() {
        Toolchain t = new Toolchain("T", List.of(new Toolchain.Step("ghost", new SourceLocation("t.xml", 2, 3))), "t.xml");
        ToolchainRunner runner = new ToolchainRunner(Map.of("producer", producer()), out::add, err::add, n -> { });
        InputException e = assertThrows(InputException.class,
                () -> runner.run(t, Settings.empty(), Task.of(List.of()), Cancellation.never()));
        assertEquals("t.xml:2:3: unknown plugin id 'ghost' (installed: producer)", e.getMessage());
    }

    @Test
    void inputErrorGivesErrorVerdictAndOneLine() {
        Fake bad = new Fake("bad", List.of(), List.of(), c -> {
            throw new InputException(new SourceLocation("p.c", 3, 7), "expected ';', found '}'", "syntax error");
        });
        RunResult r = run(Settings.empty(), bad);
        assertEquals(new Verdict.Error("syntax error"), r.verdict());
        assertEquals(List.of("p.c:3:7: expected ';', found '}'"), err);
        assertTrue(r.internalError().isEmpty());
    }

    @Test
    void unsupportedConstructGivesUnknownWithLocation() {
        Fake bad = new Fake("bad", List.of(), List.of(), c -> {
            throw new UnsupportedException("recursion", new SourceLocation("p.c", 9, 1));
        });
        assertEquals(Verdict.unknown("recursion at p.c:9:1"), run(Settings.empty(), bad).verdict());
    }

    @Test
    void crashIsAnInternalError() {
        Fake bad = new Fake("bad", List.of(), List.of(), c -> {
            throw new IllegalStateException("bug");
        });
        RunResult r = run(Settings.empty(), bad);
        assertInstanceOf(IllegalStateException.class, r.internalError().orElseThrow());
    }

    @Test
    void cancelledRunIsUnknownTimeout() {
        Fake slow = new Fake("slow", List.of(), List.of(), c -> {
            c.cancellation().cancel("timeout");
            c.cancellation().check();
        });
        assertEquals(Verdict.unknown("timeout"), run(Settings.empty(), slow).verdict());
    }

    private static Fake prover(Verdict verdict) {
        return new Fake("prover", List.of(), List.of(), c -> c.verdict(verdict));
    }

    private static Fake timingOut(String id) {
        return new Fake(id, List.of(), List.of(), c -> {
            c.cancellation().cancel("timeout");
            c.cancellation().check();
        });
    }

    @Test
    void provedTrueStandsWhenALaterStepTimesOutAndLaterStepsDoNotRun() {
        List<String> ran = new ArrayList<>();
        Fake witness = new Fake("witness", List.of(), List.of(), c -> ran.add("witness"));
        RunResult r = run(Settings.empty(), prover(Verdict.correct()), timingOut("check"), witness);
        assertEquals(Verdict.correct(), r.verdict());
        assertEquals(List.of(new StepFailure("check", "timeout", Optional.empty())), r.failures());
        assertEquals("check did not complete (timeout); the verdict stands", r.failures().get(0).warning());
        assertEquals("timeout", r.statistics().get("run.step.check.failed"));
        assertEquals("check", r.statistics().get("run.last-step"));
        assertTrue(ran.isEmpty(), "the witness step must not run after the failure");
        assertTrue(r.statistics().snapshot().containsKey("run.step.prover.time"));
        assertTrue(!r.statistics().snapshot().containsKey("run.step.witness.time"));
    }

    /** A step that runs after a failure, as the witness writer does: {@code body} is what it does each time. */
    record AfterFailureStep(String id, Consumer<RunContext> body) implements Plugin {
        @Override
        public String description() {
            return id;
        }

        @Override
        public List<ModelKey<?>> requires() {
            return List.of();
        }

        @Override
        public List<ModelKey<?>> produces() {
            return List.of();
        }

        @Override
        public boolean runsAfterFailure() {
            return true;
        }

        @Override
        public void run(RunContext context) {
            body.accept(context);
        }
    }

    /** The witness step, recording what it saw each time; with {@code fails}, it times out in its own run. */
    private static Plugin finisher(List<String> seen, boolean fails) {
        return new AfterFailureStep("witness", context -> {
            seen.add(context.afterFailure() + " " + context.cancellation().isCancelled() + " "
                    + context.verdict().orElseThrow().resultLine());
            if (fails && !context.afterFailure()) {
                context.cancellation().cancel("timeout");
                context.cancellation().check();
            }
        });
    }

    /** A step that does {@code then} only when it runs after a failure. */
    private static Plugin lateStep(String id, Consumer<RunContext> then) {
        return new AfterFailureStep(id, context -> {
            if (context.afterFailure()) {
                then.accept(context);
            }
        });
    }

    @Test
    void aStepThatRunsAfterFailureRunsOnceMoreUnderItsOwnBudgetAfterAStepOrItselfFailed() {
        List<String> seen = new ArrayList<>();
        List<String> ran = new ArrayList<>();
        Fake other = new Fake("other", List.of(), List.of(), c -> ran.add("other"));
        RunResult r = run(Settings.empty(), prover(Verdict.correct()), timingOut("check"), other,
                finisher(seen, false));
        assertEquals(Verdict.correct(), r.verdict());
        assertEquals(List.of("true false Result: TRUE"), seen);
        assertTrue(ran.isEmpty());
        assertEquals("completed", r.statistics().get("run.step.witness.after-failure"));
        seen.clear();
        RunResult itself = run(Settings.empty(), prover(Verdict.incorrect("unreach-call")), finisher(seen, true));
        assertEquals(Verdict.incorrect("unreach-call"), itself.verdict());
        assertEquals(List.of("false false Result: FALSE(unreach-call)", "true false Result: FALSE(unreach-call)"),
                seen);
        assertEquals(1, itself.failures().size());
    }

    /** A step after a failure that never polls its cancellation: the run stops waiting for it after its budget. */
    @Test
    void aStepAfterFailureThatDoesNotPollIsAbandonedAndTheVerdictStands() {
        CountDownLatch release = new CountDownLatch(1);
        Map<String, Plugin> byId = Map.of("prover", prover(Verdict.correct()), "check", timingOut("check"),
                "witness", lateStep("witness", deaf(release)));
        long begin = System.nanoTime();
        RunResult r = runWithBudgetAfterFailure(0.2, byId, List.of("prover", "check", "witness"));
        double seconds = (System.nanoTime() - begin) / 1e9;
        release.countDown();
        assertEquals(Verdict.correct(), r.verdict());
        assertEquals("timeout (abandoned)", r.statistics().get("run.step.witness.after-failure"));
        assertTrue(seconds < 30, "the run waited " + seconds + " s for a step with a budget of 0.2 s");
    }

    /** Waits for {@code release}, never polling a cancellation. */
    private static Consumer<RunContext> deaf(CountDownLatch release) {
        return c -> {
            try {
                release.await(60, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        };
    }

    private RunResult runWithBudgetAfterFailure(double seconds, Map<String, Plugin> byId, List<String> ids) {
        List<Toolchain.Step> steps = new ArrayList<>();
        for (String id : ids) {
            steps.add(new Toolchain.Step(id, new SourceLocation("tc.xml", steps.size() + 3, 5)));
        }
        return new ToolchainRunner(byId, out::add, err::add, note -> { }, seconds).run(new Toolchain("T", steps,
                "tc.xml"), Settings.empty(), Task.of(List.of(Path.of("p.c"))), Cancellation.never());
    }

    /**
     * The steps after a failure share one budget (a run with a hard limit reserves it once): when the first uses
     * it up, the second does not run.
     */
    @Test
    void theStepsAfterAFailureShareOneBudget() {
        CountDownLatch release = new CountDownLatch(1);
        Map<String, Plugin> byId = Map.of("prover", prover(Verdict.correct()), "check", timingOut("check"),
                "witness", lateStep("witness", deaf(release)), "report", lateStep("report", deaf(release)));
        RunResult r = runWithBudgetAfterFailure(0.2, byId, List.of("prover", "check", "witness", "report"));
        release.countDown();
        assertEquals(Verdict.correct(), r.verdict());
        assertEquals("timeout (abandoned)", r.statistics().get("run.step.witness.after-failure"));
        assertEquals("no time left", r.statistics().get("run.step.report.after-failure"));
    }

    /** A step that stops late after the run's cancellation has used part of the budget after the failure. */
    @Test
    void theBudgetAfterAFailureCountsFromTheCancellation() {
        List<Double> left = new ArrayList<>();
        Fake late = new Fake("check", List.of(), List.of(), c -> {
            c.cancellation().cancel("timeout");
            try {
                Thread.sleep(300);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            c.cancellation().check();
        });
        Map<String, Plugin> byId = Map.of("prover", prover(Verdict.correct()), "check", late,
                "witness", lateStep("witness", c -> left.add(c.cancellation().remainingSeconds())));
        RunResult r = runWithBudgetAfterFailure(0.5, byId, List.of("prover", "check", "witness"));
        assertEquals(Verdict.correct(), r.verdict());
        assertEquals(1, left.size());
        // 0.5 s from the cancellation, 0.3 s of them used by the late step: the witness is cancelled at half the
        // 0.2 s left, so that the run can wait for it to stop
        assertTrue(left.get(0) <= 0.1, "the witness had " + left.get(0) + " s");
    }

    @Test
    void falseStandsWhenALaterStepCrashesOrMeetsAnUnsupportedConstruct() {
        Fake crash = new Fake("check", List.of(), List.of(), c -> {
            throw new IllegalStateException("bug");
        });
        RunResult crashed = run(Settings.empty(), prover(Verdict.incorrect("unreach-call")), crash);
        assertEquals(Verdict.incorrect("unreach-call"), crashed.verdict());
        assertTrue(crashed.internalError().isEmpty());
        assertInstanceOf(IllegalStateException.class, crashed.failures().get(0).cause().orElseThrow());
        Fake unsupported = new Fake("check", List.of(), List.of(), c -> {
            throw new UnsupportedException("arrays", new SourceLocation("p.c", 2, 4));
        });
        RunResult r = run(Settings.empty(), prover(Verdict.incorrect("unreach-call")), unsupported);
        assertEquals(Verdict.incorrect("unreach-call"), r.verdict());
        assertEquals("arrays at p.c:2:4", r.statistics().get("run.step.check.failed"));
    }

    @Test
    void unknownVerdictDoesNotStandOverALaterTimeout() {
        RunResult r = run(Settings.empty(), prover(Verdict.unknown("gave up")), timingOut("check"));
        assertEquals(Verdict.unknown("timeout"), r.verdict());
        assertTrue(r.failures().isEmpty());
    }

    @Test
    void badInputInALaterStepIsStillAnError() {
        Fake bad = new Fake("witness", List.of(), List.of(), c -> {
            throw new InputException(new SourceLocation("out", 0, 0), "cannot write", "cannot write witness");
        });
        RunResult r = run(Settings.empty(), prover(Verdict.correct()), bad);
        assertEquals(new Verdict.Error("cannot write witness"), r.verdict());
    }

    @Test
    void verdictDoesNotStandWhenAStepThatRevisesItDoesNotRun() {
        Fake validator = new Fake("validator", List.of(), List.of(), c -> c.verdict(Verdict.unknown("rejected")),
                true);
        RunResult r = run(Settings.empty(), prover(Verdict.correct()), timingOut("check"), validator);
        assertEquals(Verdict.unknown("timeout"), r.verdict());
        Fake slowValidator = new Fake("validator", List.of(), List.of(), c -> {
            c.cancellation().cancel("timeout");
            c.cancellation().check();
        }, true);
        assertEquals(Verdict.unknown("timeout"), run(Settings.empty(), prover(Verdict.correct()), slowValidator)
                .verdict());
    }

    @Test
    void abandonedRunKeepsTheVerdictEstablishedSoFar() throws Exception {
        CountDownLatch started = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        Fake stuck = new Fake("check", List.of(), List.of(), c -> {
            started.countDown();
            try {
                release.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        Map<String, Plugin> byId = Map.of("prover", prover(Verdict.correct()), "check", stuck);
        ToolchainRunner runner = new ToolchainRunner(byId, out::add, err::add, note -> { });
        Toolchain t = new Toolchain("T", List.of(new Toolchain.Step("prover", new SourceLocation("t.xml", 3, 5)),
                new Toolchain.Step("check", new SourceLocation("t.xml", 4, 5))), "t.xml");
        Thread worker = new Thread(() -> runner.run(t, Settings.empty(), Task.of(List.of()), Cancellation.never()));
        worker.start();
        assertTrue(started.await(5, TimeUnit.SECONDS));
        RunResult r = runner.abandon("timeout");
        release.countDown();
        worker.join();
        assertEquals(Verdict.correct(), r.verdict());
        assertEquals("timeout", r.statistics().get("run.step.check.failed"));
    }

    @Test
    void timeoutFiresListenersWithoutPolling() throws InterruptedException {
        Cancellation c = Cancellation.afterSeconds(0.05);
        java.util.concurrent.CountDownLatch fired = new java.util.concurrent.CountDownLatch(1);
        c.onCancel(fired::countDown);
        assertTrue(fired.await(5, java.util.concurrent.TimeUnit.SECONDS));
        assertEquals("timeout", c.reason());
    }

    /** Runs the plugins with the ones named in {@code portfolio} as one portfolio (in the order given). */
    private RunResult runPortfolio(List<String> portfolio, Plugin... plugins) {
        List<Toolchain.Step> steps = new ArrayList<>();
        Map<String, Plugin> byId = new java.util.HashMap<>();
        for (Plugin p : plugins) {
            byId.put(p.id(), p);
            steps.add(new Toolchain.Step(p.id(), new SourceLocation("tc.xml", steps.size() + 3, 5),
                    portfolio.contains(p.id()) ? 1 : 0));
        }
        ToolchainRunner runner = new ToolchainRunner(byId, out::add, err::add, note -> { });
        return runner.run(new Toolchain("T", steps, "tc.xml"), Settings.empty(), Task.of(List.of(Path.of("p.c"))),
                Cancellation.never());
    }

    private static Fake member(String id, Consumer<RunContext> body) {
        return new Fake(id, List.of(Task.MODEL), List.of(TEXT), body);
    }

    @Test
    void portfolioMemberThatDecidesSkipsTheOthers() {
        List<String> ran = new ArrayList<>();
        Fake fast = member("fast", c -> {
            ran.add("fast:" + c.hasFallback());
            c.put(TEXT, "cex");
            c.verdict(Verdict.incorrect("unreach-call"));
        });
        Fake slow = member("slow", c -> ran.add("slow"));
        Fake after = new Fake("after", List.of(TEXT), List.of(), c -> ran.add("after:" + c.hasFallback()));
        RunResult r = runPortfolio(List.of("fast", "slow"), fast, slow, after);
        assertEquals(Verdict.incorrect("unreach-call"), r.verdict());
        assertEquals(List.of("fast:true", "after:false"), ran);
        assertEquals("decided by fast", r.statistics().get("run.step.slow.skipped"));
    }

    @Test
    void portfolioMemberThatCannotModelTheProgramPassesOn() {
        Fake fast = member("fast", c -> {
            throw new UnsupportedException("nondeterministic int input x");
        });
        Fake slow = member("slow", c -> c.verdict(Verdict.correct()));
        RunResult r = runPortfolio(List.of("fast", "slow"), fast, slow);
        assertEquals(Verdict.correct(), r.verdict());
        assertEquals("nondeterministic int input x", r.statistics().get("run.step.fast.undecided"));
        assertTrue(r.failures().isEmpty());
    }

    @Test
    void lastPortfolioMemberThatCannotDecideEndsTheRunUnknown() {
        Fake fast = member("fast", c -> c.verdict(Verdict.unknown("budget")));
        Fake slow = member("slow", c -> {
            throw new UnsupportedException("recursion");
        });
        RunResult r = runPortfolio(List.of("fast", "slow"), fast, slow);
        assertEquals(Verdict.unknown("recursion"), r.verdict());
        assertEquals("budget", r.statistics().get("run.step.fast.undecided"));
    }

    @Test
    void uncertifiedVerdictLetsTheNextMemberRunAndStandsWhenItFails() {
        List<String> ran = new ArrayList<>();
        Fake reduced = member("reduced", c -> c.uncertifiedVerdict(Verdict.correct()));
        Fake prover = member("prover", c -> {
            ran.add("prover");
            c.verdict(Verdict.unknown("iteration limit"));
            throw new UnsupportedException("quantifiers");
        });
        // a later step needs the certificate (the proof the empire needs)
        Fake after = new Fake("after", List.of(TEXT), List.of(), c -> ran.add("after"));
        RunResult r = runPortfolio(List.of("reduced", "prover"), reduced, prover, after);
        assertEquals(Verdict.correct(), r.verdict());
        assertEquals(List.of("prover"), ran);
        assertEquals("quantifiers", r.statistics().get("run.step.prover.failed"));
        assertEquals(1, r.failures().size());
    }

    @Test
    void uncertifiedVerdictDecidesWhenNoLaterStepNeedsACertificate() {
        List<String> ran = new ArrayList<>();
        Fake reduced = member("reduced", c -> c.uncertifiedVerdict(Verdict.correct()));
        Fake prover = member("prover", c -> ran.add("prover"));
        Fake after = new Fake("after", List.of(Task.MODEL), List.of(), c -> ran.add("after"));
        RunResult r = runPortfolio(List.of("reduced", "prover"), reduced, prover, after);
        assertEquals(Verdict.correct(), r.verdict());
        assertEquals(List.of("after"), ran);
        assertEquals("decided by reduced", r.statistics().get("run.step.prover.skipped"));
    }

    @Test
    void contraryVerdictsOfPortfolioMembersAreAnInternalError() {
        Fake reduced = member("reduced", c -> c.uncertifiedVerdict(Verdict.correct()));
        Fake prover = member("prover", c -> c.verdict(Verdict.incorrect("unreach-call")));
        Fake after = new Fake("after", List.of(TEXT), List.of(), c -> { });
        RunResult r = runPortfolio(List.of("reduced", "prover"), reduced, prover, after);
        assertInstanceOf(Verdict.Error.class, r.verdict());
        assertTrue(r.internalError().isPresent());
    }
}
