package org.imperium.petrify;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.imperium.cfrontend.CFrontEnd;
import org.imperium.cfrontend.CProgram;
import org.imperium.cfrontend.types.DataModel;
import org.imperium.core.Cancellation;
import org.imperium.program.PetriProgram;

/**
 * The programs of testdata/c and testdata/examples (the README's example) with their expectations (first lines
 * {@code // verdict:} and {@code // petrify:}). A {@code // petrify:} line that says {@code unbounded} marks a
 * program that creates threads without bound: with its verdict TRUE, no bound is sufficient, but no error place is
 * reachable either.
 */
public final class TestPrograms {

    /** What a test program's header says. */
    public record Expectation(String verdict, int instances, Optional<Integer> places,
                              Optional<Integer> transitions, Optional<String> unsupported, boolean unbounded) {
    }

    private TestPrograms() {
    }

    public static Path root() {
        return Path.of(System.getProperty("imperium.root", "../..")).toAbsolutePath().normalize();
    }

    private static final List<String> DIRECTORIES = List.of("testdata/c", "testdata/examples");

    public static Path file(String name) {
        return DIRECTORIES.stream().map(d -> root().resolve(d).resolve(name)).filter(Files::exists).findFirst()
                .orElse(root().resolve(DIRECTORIES.get(0)).resolve(name));
    }

    public static List<Path> all() throws IOException {
        List<Path> files = new java.util.ArrayList<>();
        for (String directory : DIRECTORIES) {
            try (Stream<Path> s = Files.list(root().resolve(directory))) {
                s.filter(p -> p.toString().endsWith(".c")).sorted().forEach(files::add);
            }
        }
        return files;
    }

    public static Expectation expectation(Path file) throws IOException {
        String text = Files.readString(file, StandardCharsets.ISO_8859_1);
        String verdict = find(text, "// verdict: (\\S+)").orElseThrow();
        int instances = find(text, "instances=(\\d+)").map(Integer::parseInt).orElse(1);
        return new Expectation(verdict, instances, find(text, "places=(\\d+)").map(Integer::parseInt),
                find(text, "transitions=(\\d+)").map(Integer::parseInt), find(text, "unsupported=([^\\n]+)"),
                find(text, "// petrify: [^\\n]*\\b(unbounded)\\b").isPresent());
    }

    private static Optional<String> find(String text, String regex) {
        Matcher m = Pattern.compile(regex).matcher(text);
        return m.find() ? Optional.of(m.group(1).strip()) : Optional.empty();
    }

    public static CProgram parse(Path file) {
        return CFrontEnd.parse(file, DataModel.ILP32);
    }

    public static CPetrification petrification(Path file, int instances) {
        return new CPetrification(parse(file), file.getParent(), instances, 100000, Cancellation.never());
    }

    public static PetriProgram petrify(String name, int instances) {
        return petrification(file(name), instances).petrify(instances);
    }
}
