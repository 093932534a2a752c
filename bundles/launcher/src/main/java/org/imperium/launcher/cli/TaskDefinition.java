package org.imperium.launcher.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.imperium.core.InputException;
import org.imperium.core.SourceLocation;
import org.imperium.core.Task;
import org.snakeyaml.engine.v2.api.Load;
import org.snakeyaml.engine.v2.api.LoadSettings;
import org.snakeyaml.engine.v2.exceptions.MarkedYamlEngineException;
import org.snakeyaml.engine.v2.exceptions.YamlEngineException;

/**
 * An SV-COMP task definition (format 2.0): input files, properties with expected verdicts, data model.
 *
 * @param expectedVerdict {@code true}/{@code false} for the property that is checked, empty when not stated
 */
record TaskDefinition(Path file, List<Path> inputFiles, Path propertyFile, Optional<Boolean> expectedVerdict,
                      Task.Architecture architecture) {

    /**
     * Reads {@code file}; {@code property} picks the property when the task lists several (by file name), else
     * unreach-call, else the task's first property.
     */
    static TaskDefinition read(Path file, Optional<Path> property) {
        Object root;
        try {
            root = new Load(LoadSettings.builder().build()).loadFromString(Files.readString(file));
        } catch (NoSuchFileException e) {
            throw new InputException(SourceLocation.ofFile(file.toString()), "task definition not found", "file not found");
        } catch (MarkedYamlEngineException e) {
            SourceLocation where = e.getProblemMark()
                    .map(m -> new SourceLocation(file.toString(), m.getLine() + 1, m.getColumn() + 1))
                    .orElse(SourceLocation.ofFile(file.toString()));
            throw new InputException(where, "malformed task definition: " + e.getProblem(), "malformed task definition");
        } catch (IOException | YamlEngineException e) {
            throw new InputException(SourceLocation.ofFile(file.toString()), "cannot read task definition: "
                    + e.getMessage(), "malformed task definition");
        }
        if (!(root instanceof Map<?, ?> map)) {
            throw bad(file, "expected a mapping with input_files and properties");
        }
        Path dir = file.toAbsolutePath().getParent();
        List<Path> inputs = new ArrayList<>();
        Object files = map.get("input_files");
        if (files instanceof String s) {
            inputs.add(dir.resolve(s));
        } else if (files instanceof List<?> list) {
            list.forEach(f -> inputs.add(dir.resolve(String.valueOf(f))));
        } else {
            throw bad(file, "input_files missing");
        }
        if (!(map.get("properties") instanceof List<?> properties) || properties.isEmpty()) {
            throw bad(file, "properties missing");
        }
        Map<?, ?> chosen = null;
        Map<?, ?> first = null;
        for (Object p : properties) {
            if (p instanceof Map<?, ?> entry && entry.get("property_file") != null) {
                Path prp = dir.resolve(String.valueOf(entry.get("property_file"))).normalize();
                boolean matches = property.map(q -> q.getFileName().equals(prp.getFileName()))
                        .orElse(prp.getFileName().toString().equals("unreach-call.prp"));
                if (matches) {
                    chosen = entry;
                }
                first = first == null ? entry : first;
            }
        }
        if (chosen == null && property.isEmpty()) {
            // no unreach-call here: the task's own property, which the launcher then answers UNKNOWN(unsupported)
            chosen = first;
        }
        if (chosen == null) {
            throw bad(file, "no property " + property.map(p -> p.getFileName().toString()).orElse("unreach-call.prp")
                    + " in this task");
        }
        Path prp = property.orElse(dir.resolve(String.valueOf(chosen.get("property_file"))).normalize());
        Object expected = chosen.get("expected_verdict");
        Optional<Boolean> verdict = expected instanceof Boolean b ? Optional.of(b) : Optional.empty();
        Task.Architecture arch = Task.Architecture.ILP32;
        if (map.get("options") instanceof Map<?, ?> options && "LP64".equals(options.get("data_model"))) {
            arch = Task.Architecture.LP64;
        }
        return new TaskDefinition(file, inputs, prp, verdict, arch);
    }

    private static InputException bad(Path file, String what) {
        return new InputException(SourceLocation.ofFile(file.toString()), "malformed task definition: " + what,
                "malformed task definition");
    }
}
