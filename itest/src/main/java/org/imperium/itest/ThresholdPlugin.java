package org.imperium.itest;

import java.util.List;
import java.util.Optional;
import org.imperium.core.ModelKey;
import org.imperium.core.Plugin;
import org.imperium.core.RunContext;
import org.imperium.core.Verdict;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.metatype.annotations.Designate;

/**
 * Test plugin: TRUE when the line count is at most the limit; above it FALSE, UNKNOWN, or a loop that only the
 * run's time limit ends (to test cancellation).
 */
@Component(service = Plugin.class)
@Designate(ocd = ThresholdOptions.class)
public final class ThresholdPlugin implements Plugin {

    @Override
    public String id() {
        return "itest-threshold";
    }

    @Override
    public String description() {
        return "Test plugin: compares the line count with a limit";
    }

    @Override
    public List<ModelKey<?>> requires() {
        return List.of(LineCountPlugin.LINES);
    }

    @Override
    public List<ModelKey<?>> produces() {
        return List.of();
    }

    @Override
    public Optional<Class<?>> optionsType() {
        return Optional.of(ThresholdOptions.class);
    }

    @Override
    public void run(RunContext context) {
        ThresholdOptions options = context.options(ThresholdOptions.class);
        long lines = context.get(LineCountPlugin.LINES);
        context.print("lines: " + lines);
        if (lines <= options.limit()) {
            context.verdict(Verdict.correct());
            return;
        }
        switch (options.above()) {
            case "unknown" -> context.verdict(Verdict.unknown("too many lines"));
            case "wait" -> {
                while (true) {
                    context.cancellation().check();
                    Thread.onSpinWait();
                }
            }
            default -> context.verdict(Verdict.incorrect("unreach-call"));
        }
    }
}
