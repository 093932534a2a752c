package org.imperium.core.testing;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Function;

/**
 * Runs the SV-COMP tasks of a regression test a few at a time ({@value #JOBS} by default, {@code -Dsvcomp.jobs=N}),
 * each within its own {@link CpuTimeLimit}, and gives the outcomes in the order of the tasks. A failure inside one
 * run fails the test with its cause.
 */
public final class TaskPool {

    /** Tasks run at once: the CI machine has two cores. */
    public static final int JOBS = 2;

    private TaskPool() {
    }

    public static <T, R> List<R> run(List<T> tasks, Function<T, R> run) throws InterruptedException {
        ExecutorService pool = Executors.newFixedThreadPool(Integer.getInteger("svcomp.jobs", JOBS));
        List<Future<R>> futures = new ArrayList<>();
        for (T task : tasks) {
            futures.add(pool.submit(() -> run.apply(task)));
        }
        pool.shutdown();
        List<R> outcomes = new ArrayList<>();
        for (Future<R> future : futures) {
            try {
                outcomes.add(future.get());
            } catch (ExecutionException e) {
                throw new AssertionError(e.getCause());
            }
        }
        return outcomes;
    }
}
