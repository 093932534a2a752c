package org.imperium.itest;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * The assembled distribution (distribution/target/imperium) and ways to run it: as it is, or as a copy whose
 * bundle/ also holds the test-plugin bundle of this module.
 */
final class Distribution {

    static final Path BUILT = Path.of(System.getProperty("imperium.distribution", "../distribution/target/imperium"));
    static final Path TEST_BUNDLE = Path.of(System.getProperty("imperium.itest.bundle", "target/imperium-itest.jar"));
    static final Path ROOT = Path.of(System.getProperty("imperium.root", "..")).toAbsolutePath().normalize();

    private Distribution() {
    }

    /** What a run printed and how it ended. */
    record Run(int exitCode, String out, String err) {
        String resultLine() {
            List<String> lines = out.lines().toList();
            return lines.isEmpty() ? "" : lines.get(lines.size() - 1);
        }
    }

    /** A copy of the distribution with the test plugins installed, in {@code dir}. */
    static Path withTestPlugins(Path dir) throws IOException {
        copy(BUILT, dir);
        Files.copy(TEST_BUNDLE, dir.resolve("bundle").resolve("imperium-itest.jar"), StandardCopyOption.REPLACE_EXISTING);
        return dir;
    }

    private static void copy(Path from, Path to) throws IOException {
        try (Stream<Path> files = Files.walk(from)) {
            for (Path f : files.sorted(Comparator.naturalOrder()).toList()) {
                Path target = to.resolve(from.relativize(f).toString());
                if (Files.isDirectory(f)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(f, target, StandardCopyOption.REPLACE_EXISTING);
                }
            }
        }
    }

    /** Runs the launcher of {@code home} in a fresh JVM, in working directory {@code workDir}. */
    static Run run(Path home, Path workDir, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Dimperium.home=" + home.toAbsolutePath(), "-cp", home.toAbsolutePath().resolve("lib") + "/*",
                "org.imperium.launcher.Boot"));
        command.addAll(List.of(args));
        Path out = Files.createTempFile("imperium-out", ".txt");
        Path err = Files.createTempFile("imperium-err", ".txt");
        Process p = new ProcessBuilder(command).directory(workDir.toFile())
                .redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        if (!p.waitFor(300, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("the launcher did not end within 300 s: " + command);
        }
        Run run = new Run(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
                Files.readString(err, StandardCharsets.UTF_8));
        Files.delete(out);
        Files.delete(err);
        return run;
    }
}
