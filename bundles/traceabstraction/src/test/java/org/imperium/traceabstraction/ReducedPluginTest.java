package org.imperium.traceabstraction;

import org.imperium.core.testing.TestRunContext;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.imperium.core.Cancellation;
import org.imperium.core.InputException;
import org.imperium.core.Verdict;
import org.imperium.program.Counterexample;
import org.imperium.program.PetriProgram;
import org.imperium.proof.AbstractReachability;
import org.imperium.proof.InvariantDomain;
import org.junit.jupiter.api.Test;

/** The plugin with {@code traceabstraction.reduction}: proof completion, the proof-incomplete outcome, settings. */
class ReducedPluginTest {

    private static TestRunContext run(String program, Map<String, Object> settings) {
        TestRunContext ctx = new TestRunContext(settings, Cancellation.never());
        ctx.put(PetriProgram.MODEL, Programs.load(program));
        new TraceAbstractionPlugin().run(ctx);
        return ctx;
    }

    @Test
    void reducedTrueHandsOnACompletedProofSafeForTheFullProgram() {
        TestRunContext ctx = run("mutex-counter-3-local", Map.of("reduction", "str"));
        assertEquals(Verdict.correct(), ctx.verdict().orElseThrow());
        assertEquals("true", String.valueOf(ctx.statistics().get("proofComplete")));
        assertFalse(ctx.uncertified(), "a completed proof certifies TRUE");
        assertEquals("true", String.valueOf(ctx.statistics().get("completion.complete")));
        assertTrue(ctx.statistics().count("reduction.iterations") >= 1);
        assertTrue(ctx.statistics().get("completion.time") != null);
        AbstractReachability.explore(ctx.get(PetriProgram.MODEL), ctx.get(InvariantDomain.MODEL), 1_000_000,
                Cancellation.never()).requireSafe();
    }

    @Test
    void withoutCompletionTrueStandsButNoDomainIsHandedOn() {
        TestRunContext ctx = run("peterson", Map.of("reduction", "por", "completionTimeLimit", -1));
        assertEquals(Verdict.correct(), ctx.verdict().orElseThrow());
        assertFalse(ctx.find(InvariantDomain.MODEL).isPresent(), "an incomplete proof must not reach the empire");
        assertTrue(ctx.uncertified(), "TRUE without a proof is reported as uncertified (a portfolio may go on)");
        assertEquals("false", String.valueOf(ctx.statistics().get("proofComplete")));
        assertEquals(0, ctx.statistics().count("completion.iterations"));
        assertTrue(ctx.lines().stream().anyMatch(l -> l.contains("proof incomplete")), ctx.lines().toString());
    }

    @Test
    void lockStepTrueWithoutCompletionIsUncertified() {
        TestRunContext ctx = run("mutex-counter", Map.of("reduction", "sleep-lockstep", "completionTimeLimit", -1));
        assertEquals(Verdict.correct(), ctx.verdict().orElseThrow());
        assertTrue(ctx.uncertified());
        assertFalse(ctx.find(InvariantDomain.MODEL).isPresent());
    }

    @Test
    void reducedFalseHasARealCounterexample() {
        TestRunContext ctx = run("peterson-broken", Map.of("reduction", "tr"));
        assertEquals(Verdict.incorrect("unreach-call"), ctx.verdict().orElseThrow());
        SafetyCheck.assertRealRun(ctx.get(Counterexample.MODEL));
        assertEquals(null, ctx.statistics().get("completion.iterations"), "no completion after FALSE");
    }

    @Test
    void anUnknownReductionIsABadSetting() {
        InputException e = assertThrows(InputException.class, () -> run("peterson", Map.of("reduction", "lipton")));
        assertTrue(e.getMessage().contains("unknown reduction 'lipton'"), e.getMessage());
    }
}
