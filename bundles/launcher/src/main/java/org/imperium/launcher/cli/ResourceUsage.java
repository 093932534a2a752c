package org.imperium.launcher.cli;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import org.imperium.core.Statistics;

/**
 * CPU time, peak heap and peak resident memory of this JVM, added to a run's statistics at its end. The benchmark runner reads them
 * from the JSON, because a process that has exited can no longer be asked.
 */
final class ResourceUsage {

    private ResourceUsage() {
    }

    static void record(Statistics statistics) {
        Statistics run = statistics.scope("run");
        if (ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os) {
            run.addTime("cpu.time", Duration.ofNanos(os.getProcessCpuTime()));
        }
        long peak = 0;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP && pool.getPeakUsage() != null) {
                peak += pool.getPeakUsage().getUsed();
            }
        }
        run.set("memory.peak.mb", peak / (1024 * 1024));
        residentPeakKb().ifPresent(kb -> run.set("memory.rss.peak.mb", kb / 1024));
    }

    /** The peak resident set of this process (VmHWM), where Linux tells it. */
    private static Optional<Long> residentPeakKb() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (line.startsWith("VmHWM:")) {
                    return Optional.of(Long.parseLong(line.replaceAll("[^0-9]", "")));
                }
            }
        } catch (IOException | NumberFormatException e) {
            // not Linux: the heap peak has to do
        }
        return Optional.empty();
    }
}
