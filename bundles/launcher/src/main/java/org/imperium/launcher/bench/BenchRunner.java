package org.imperium.launcher.bench;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;

/**
 * Runs every task under every configuration, each in a fresh JVM (so that limits and crashes stay isolated) in a
 * directory of its own (so files are passed with absolute paths), up to {@code jobs} at a time.
 */
final class BenchRunner {

    private final Path home;
    private final double timeoutSeconds;
    private final double stepTimeoutSeconds;
    private final int memoryMb;
    private final int jobs;
    private final List<String> extraArguments;
    private final boolean proofs;
    private final PrintStream progress;
    private final Set<Process> running = ConcurrentHashMap.newKeySet();

    /**
     * @param stepTimeoutSeconds limit of each toolchain step within a run (0: none)
     * @param extraArguments     command-line arguments added to every run (e.g. a toolchain)
     * @param proofs             whether a task's proof file is given to the run as {@code petrifile.proof}
     */
    BenchRunner(Path home, double timeoutSeconds, double stepTimeoutSeconds, int memoryMb, int jobs,
                List<String> extraArguments, boolean proofs, PrintStream progress) {
        this.home = home;
        this.timeoutSeconds = timeoutSeconds;
        this.stepTimeoutSeconds = stepTimeoutSeconds;
        this.proofs = proofs;
        this.memoryMb = memoryMb;
        this.jobs = jobs;
        this.extraArguments = List.copyOf(extraArguments);
        this.progress = progress;
    }

    List<BenchResult> run(List<BenchTask> tasks, List<BenchConfig> configs) throws InterruptedException {
        // runs still going when the benchmark is interrupted (Ctrl-C) must not outlive it
        Thread reaper = new Thread(() -> running.forEach(Process::destroyForcibly), "imperium-bench-reaper");
        Runtime.getRuntime().addShutdownHook(reaper);
        try {
            return runAll(tasks, configs);
        } finally {
            Runtime.getRuntime().removeShutdownHook(reaper);
        }
    }

    private List<BenchResult> runAll(List<BenchTask> tasks, List<BenchConfig> configs) throws InterruptedException {
        ExecutorService pool = Executors.newFixedThreadPool(jobs);
        List<Future<BenchResult>> futures = new ArrayList<>();
        int total = tasks.size() * configs.size();
        AtomicInteger done = new AtomicInteger();
        for (BenchConfig config : configs) {
            for (BenchTask task : tasks) {
                futures.add(pool.submit(() -> {
                    BenchResult r = runOne(task, config);
                    synchronized (progress) {
                        progress.printf("[%d/%d] %-40s %-10s %-24s %6.1f s%n", done.incrementAndGet(), total,
                                task.name(), config.name(), shorten(r.verdict()), r.wallSeconds());
                    }
                    return r;
                }));
            }
        }
        pool.shutdown();
        List<BenchResult> results = new ArrayList<>();
        for (Future<BenchResult> f : futures) {
            try {
                results.add(f.get());
            } catch (java.util.concurrent.ExecutionException e) {
                throw new IllegalStateException("benchmark run failed: " + e.getCause(), e.getCause());
            }
        }
        return results;
    }

    private static String shorten(String verdict) {
        return verdict.length() > 24 ? verdict.substring(0, 23) + "…" : verdict;
    }

    private BenchResult runOne(BenchTask task, BenchConfig config) throws IOException, InterruptedException {
        Path work = Files.createTempDirectory("imperium-bench");
        try {
            Path stats = work.resolve("statistics.json");
            List<String> command = new ArrayList<>(List.of(
                    Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-Xmx" + memoryMb + "m", "-Xss64m", "-XX:+UseSerialGC",
                    "-Dimperium.home=" + home, "-cp", home.resolve("lib") + "/*", "org.imperium.launcher.Boot",
                    "--architecture", task.architecture(), "--file", task.program().toAbsolutePath().toString(),
                    "--timeout", String.valueOf(timeoutSeconds), "--step-timeout", String.valueOf(stepTimeoutSeconds),
                    "--statistics-json", stats.toString(), "--witness-dir", work.toString()));
            command.addAll(extraArguments);
            if (proofs) {
                task.proof().ifPresent(p -> command.addAll(List.of("--set", "petrifile.proof=" + p.toAbsolutePath())));
            }
            task.propertyFile().ifPresent(p -> command.addAll(List.of("--spec", p.toAbsolutePath().toString())));
            for (Path s : config.settingsFiles()) {
                command.addAll(List.of("--settings", s.toString()));
            }
            for (String o : config.overrides()) {
                command.addAll(List.of("--set", o));
            }
            Path out = work.resolve("out.txt");
            long start = System.nanoTime();
            Process process = new ProcessBuilder(command).directory(work.toFile()).redirectErrorStream(true)
                    .redirectOutput(out.toFile()).start();
            running.add(process);
            boolean finished;
            try {
                finished = process.waitFor((long) (timeoutSeconds * 1000) + 30_000, TimeUnit.MILLISECONDS);
            } finally {
                running.remove(process);
            }
            double wall = (System.nanoTime() - start) / 1e9;
            if (!finished) {
                process.destroyForcibly().waitFor();
                return new BenchResult(task, config.name(), BenchResult.TIMEOUT, wall, Map.of());
            }
            String verdict = resultLine(out).orElse(process.exitValue() == 0 ? "CRASH" : "CRASH(exit "
                    + process.exitValue() + ")");
            if (verdict.startsWith("UNKNOWN(out of memory") || Files.readString(out).contains("OutOfMemoryError")) {
                verdict = BenchResult.OUT_OF_MEMORY;
            } else if (verdict.equals("UNKNOWN(timeout)") || timeoutSeconds > 0 && wall > timeoutSeconds) {
                // a benchmarking tool kills a run at its limit: a verdict printed after it does not count
                verdict = BenchResult.TIMEOUT;
            }
            Map<String, Object> statistics = Files.exists(stats) ? FlatJson.parse(Files.readString(stats)) : Map.of();
            return new BenchResult(task, config.name(), verdict, wall, statistics);
        } finally {
            delete(work);
        }
    }

    private static java.util.Optional<String> resultLine(Path out) throws IOException {
        List<String> lines = new ArrayList<>(Files.readAllLines(out));
        Collections.reverse(lines);
        return lines.stream().filter(l -> l.startsWith("Result: ")).findFirst().map(l -> l.substring(8));
    }

    private static void delete(Path dir) throws IOException {
        try (Stream<Path> files = Files.walk(dir)) {
            files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
    }
}
