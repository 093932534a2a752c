package org.imperium.launcher.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.imperium.core.InputException;
import org.imperium.core.SourceLocation;

/**
 * Where benchmark tasks come from: an SV-COMP {@code MANIFEST.tsv} (task yml, input file, property, expected
 * verdict; paths relative to the manifest), or a directory of the project's own programs: C files carrying their
 * expected verdict in a first-line comment {@code // verdict: true|false}, and Petri programs with their proofs.
 */
final class TaskSource {

    private static final Pattern VERDICT = Pattern.compile("//\\s*verdict:\\s*(true|false)");
    private static final Pattern SAFE_PROOF = Pattern.compile("#\\s*expect:\\s*safe\\s*");

    private TaskSource() {
    }

    static List<BenchTask> read(Path source, String propertyName) {
        if (Files.isDirectory(source)) {
            return directory(source);
        }
        return manifest(source, propertyName);
    }

    private static List<BenchTask> manifest(Path manifest, String propertyName) {
        List<String> lines;
        try {
            lines = Files.readAllLines(manifest);
        } catch (IOException e) {
            throw new InputException(SourceLocation.ofFile(manifest.toString()), "cannot read task list: "
                    + e.getMessage(), "cannot read task list");
        }
        Path dir = manifest.toAbsolutePath().getParent();
        List<BenchTask> tasks = new ArrayList<>();
        for (int i = 1; i < lines.size(); i++) {
            String[] f = lines.get(i).split("\t");
            if (f.length < 4) {
                if (!lines.get(i).isBlank()) {
                    throw new InputException(new SourceLocation(manifest.toString(), i + 1, 1),
                            "expected task_yml, input_file, property, expected_verdict", "malformed task list");
                }
                continue;
            }
            if (!f[2].equals(propertyName + ".prp")) {
                continue;
            }
            Path yml = dir.resolve(f[0]);
            Path program = dir.resolve(f[1]);
            Path prp = program.getParent().getParent().resolve("properties").resolve(f[2]);
            String arch = architecture(yml);
            tasks.add(new BenchTask(f[0].replaceFirst("\\.yml$", ""), program, Optional.of(prp), arch,
                    Optional.of(Boolean.parseBoolean(f[3]))));
        }
        return tasks;
    }

    private static String architecture(Path yml) {
        try {
            return Files.readString(yml).contains("LP64") ? "64bit" : "32bit";
        } catch (IOException e) {
            return "32bit";
        }
    }

    private static List<BenchTask> directory(Path dir) {
        List<BenchTask> tasks = new ArrayList<>();
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path f : files.filter(TaskSource::isProgram).sorted().toList()) {
                String name = dir.relativize(f).toString();
                if (name.endsWith(".petri")) {
                    tasks.add(petriTask(name.substring(0, name.length() - ".petri".length()), f));
                    continue;
                }
                Optional<Boolean> expected = firstLines(f).stream().map(VERDICT::matcher).filter(Matcher::find)
                        .findFirst().map(m -> Boolean.parseBoolean(m.group(1)));
                if (expected.isPresent()) {
                    tasks.add(new BenchTask(name, f, Optional.empty(), "32bit", expected));
                }
            }
        } catch (IOException e) {
            throw new InputException(SourceLocation.ofFile(dir.toString()), "cannot list tasks: " + e.getMessage(),
                    "cannot list tasks");
        }
        return tasks;
    }

    private static boolean isProgram(Path p) {
        String name = p.getFileName().toString();
        return name.endsWith(".c") || name.endsWith(".i") || name.endsWith(".petri");
    }

    /**
     * A Petri program {@code P.petri} with its proof {@code P.proof} when there is one. A proof whose first line
     * says {@code # expect: safe} shows that the program is correct; otherwise the verdict is not known here.
     */
    private static BenchTask petriTask(String name, Path program) throws IOException {
        String file = program.getFileName().toString();
        Path proof = program.resolveSibling(file.substring(0, file.length() - ".petri".length()) + ".proof");
        if (!Files.isRegularFile(proof)) {
            return new BenchTask(name, program, Optional.empty(), "32bit", Optional.empty(), Optional.empty());
        }
        boolean safe = firstLines(proof).stream().anyMatch(l -> SAFE_PROOF.matcher(l).matches());
        return new BenchTask(name, program, Optional.empty(), "32bit", safe ? Optional.of(true) : Optional.empty(),
                Optional.of(proof));
    }

    private static List<String> firstLines(Path f) throws IOException {
        try (Stream<String> lines = Files.lines(f)) {
            return lines.limit(3).toList();
        }
    }
}
