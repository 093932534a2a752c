package org.imperium.core.testing;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.imperium.core.Task;

/**
 * One row of an SV-COMP {@code MANIFEST.tsv} (tab-separated, with a header line: task yml, input file, property
 * file, expected verdict, then columns the tests do not use), with the paths resolved against the manifest's
 * directory.
 *
 * @param name     the task file as the manifest names it, e.g. {@code c/pthread-atomic/dekker.yml}
 * @param yml      the task definition
 * @param input    the program
 * @param property the property file's name, e.g. {@code unreach-call.prp}
 * @param expected the expected verdict, {@code true} or {@code false}
 */
public record SvcompTask(String name, Path yml, Path input, String property, String expected) {

    /** The rows of {@code <svcomp>/MANIFEST.tsv}; a row with fewer than four columns is an error. */
    public static List<SvcompTask> manifest(Path svcomp) throws IOException {
        List<String> lines = Files.readAllLines(svcomp.resolve("MANIFEST.tsv"));
        List<SvcompTask> result = new ArrayList<>();
        for (int i = 1; i < lines.size(); i++) {
            if (lines.get(i).isBlank()) {
                continue;
            }
            String[] f = lines.get(i).split("\t");
            if (f.length < 4) {
                throw new IllegalStateException(svcomp.resolve("MANIFEST.tsv") + ":" + (i + 1)
                        + ": fewer than four columns");
            }
            result.add(new SvcompTask(f[0], svcomp.resolve(f[0]), svcomp.resolve(f[1]), f[2], f[3]));
        }
        return result;
    }

    /** The property is reachability of the error function. */
    public boolean unreachCall() {
        return property.equals("unreach-call.prp");
    }

    /** The expected verdict is TRUE (the property holds). */
    public boolean expectedTrue() {
        return expected.equals("true");
    }

    /** The data model the task definition asks for (LP64 when it says so, ILP32 otherwise). */
    public Task.Architecture architecture() throws IOException {
        for (String line : Files.readAllLines(yml)) {
            if (line.contains("data_model") && line.contains("LP64")) {
                return Task.Architecture.LP64;
            }
        }
        return Task.Architecture.ILP32;
    }
}
