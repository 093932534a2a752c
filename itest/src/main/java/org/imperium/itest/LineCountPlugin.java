package org.imperium.itest;

import java.io.IOException;
import java.nio.file.Files;
import java.util.List;
import java.util.Optional;
import org.imperium.core.InputException;
import org.imperium.core.ModelKey;
import org.imperium.core.Plugin;
import org.imperium.core.RunContext;
import org.imperium.core.SourceLocation;
import org.imperium.core.Task;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.metatype.annotations.Designate;

/**
 * Test plugin: counts the lines of the input file (times an option) and stores the count; run again after a
 * verdict, it can wait for the time limit (to test that the verdict stands).
 */
@Component(service = Plugin.class)
@Designate(ocd = LineCountOptions.class)
public final class LineCountPlugin implements Plugin {

    static final ModelKey<Long> LINES = ModelKey.of("itest-lines", Long.class);

    @Override
    public String id() {
        return "itest-lines";
    }

    @Override
    public String description() {
        return "Test plugin: counts the lines of the program";
    }

    @Override
    public List<ModelKey<?>> requires() {
        return List.of(Task.MODEL);
    }

    @Override
    public List<ModelKey<?>> produces() {
        return List.of(LINES);
    }

    @Override
    public Optional<Class<?>> optionsType() {
        return Optional.of(LineCountOptions.class);
    }

    @Override
    public void run(RunContext context) {
        LineCountOptions options = context.options(LineCountOptions.class);
        while (options.waitAfterVerdict() && context.verdict().isPresent()) {
            context.cancellation().check();
            Thread.onSpinWait();
        }
        var file = context.get(Task.MODEL).files().get(0);
        try (var lines = Files.lines(file)) {
            long count = lines.count() * options.factor();
            context.statistics().set("lines", count);
            context.put(LINES, count);
        } catch (IOException | java.io.UncheckedIOException e) {
            throw new InputException(SourceLocation.ofFile(file.toString()), "cannot read: " + e.getMessage());
        }
    }
}
