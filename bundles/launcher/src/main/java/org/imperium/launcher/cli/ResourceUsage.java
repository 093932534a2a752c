package org.imperium.launcher.cli;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.time.Duration;
import org.imperium.core.Statistics;

/**
 * CPU time and peak heap of this JVM, added to a run's statistics at its end. The benchmark runner reads them
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
    }
}
