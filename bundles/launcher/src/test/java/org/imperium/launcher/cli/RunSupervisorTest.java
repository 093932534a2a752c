package org.imperium.launcher.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.imperium.core.ModelKey;
import org.imperium.core.Plugin;
import org.imperium.core.RunContext;
import org.imperium.core.SourceLocation;
import org.imperium.core.Task;
import org.imperium.core.Verdict;
import org.imperium.core.run.RunResult;
import org.imperium.core.settings.Settings;
import org.imperium.core.toolchain.Toolchain;
import org.junit.jupiter.api.Test;

/** The whole-run limit is hard: a verdict that stands is certified inside it, not after it. */
class RunSupervisorTest {

    private record Step(String id, boolean runsAfterFailure, Consumer<RunContext> body) implements Plugin {
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
        public void run(RunContext context) {
            body.accept(context);
        }
    }

    @Test
    void stepAfterAFailureRunsWithinTheTimeLimit() {
        double limit = 2;
        List<Double> certifierBudget = new ArrayList<>();
        Step prover = new Step("prover", false, c -> c.verdict(Verdict.correct()));
        Step slow = new Step("slow", false, c -> {
            while (true) {
                c.cancellation().check();
                Thread.onSpinWait();
            }
        });
        Step certifier = new Step("certifier", true, c -> {
            if (c.afterFailure()) {
                certifierBudget.add(c.cancellation().remainingSeconds());
            }
        });
        Map<String, Plugin> plugins = Map.of("prover", prover, "slow", slow, "certifier", certifier);
        List<Toolchain.Step> steps = List.of(step("prover", 3), step("slow", 4), step("certifier", 5));

        long begin = System.nanoTime();
        RunResult r = new RunSupervisor(plugins, line -> { }, line -> { }, note -> { }, limit, 0)
                .run(new Toolchain("T", steps, "t.xml"), Settings.empty(), Task.of(List.of(Path.of("p.c"))));
        double seconds = (System.nanoTime() - begin) / 1e9;

        assertEquals(Verdict.correct(), r.verdict());
        assertEquals("timeout", r.statistics().get("run.step.slow.failed"));
        assertEquals(1, certifierBudget.size(), "the certifier ran once after the failure");
        // The reserve is a tenth of the limit (the limit is below 100 s); the slow step was cancelled at 1.8 s.
        assertTrue(certifierBudget.get(0) > 0 && certifierBudget.get(0) <= 0.2, "budget " + certifierBudget);
        assertTrue(seconds < limit + 1, "the run took " + seconds + " s of a " + limit + " s limit");
    }

    private static Toolchain.Step step(String id, int line) {
        return new Toolchain.Step(id, new SourceLocation("t.xml", line, 5));
    }
}
