package org.imperium.cfrontend;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.imperium.cfrontend.types.DataModel;
import org.imperium.core.InputException;
import org.imperium.core.SourceLocation;
import org.imperium.core.Task;

/**
 * Runs the system C preprocessor on a {@code .c} file: {@code cpp}, else {@code gcc -E}. Its output keeps the line
 * markers ({@code # 12 "file.c"}) that map every token back to its original file and line. For ILP32 it passes
 * {@code -m32}, so that system headers choose their 32-bit definitions (e.g. {@code int64_t} as {@code long long});
 * without 32-bit headers installed this fails with the preprocessor's message rather than silently using the
 * 64-bit ones, whose {@code long} would change meaning.
 */
final class Preprocessor {

    private static final List<List<String>> COMMANDS = List.of(List.of("cpp"), List.of("gcc", "-E"));
    private static final String ILP32_FLAG = "-m32";

    private Preprocessor() {
    }

    static String run(Path file, DataModel model) {
        return run(file, model, COMMANDS);
    }

    /** Tries the commands in order; the first one that can be started decides. */
    static String run(Path file, DataModel model, List<List<String>> commands) {
        String name = file.toString();
        for (List<String> command : commands) {
            List<String> full = new ArrayList<>(command);
            if (model.architecture() == Task.Architecture.ILP32) {
                full.add(ILP32_FLAG);
            }
            full.add(name);
            Process process;
            try {
                process = new ProcessBuilder(full).redirectErrorStream(false).start();
            } catch (IOException e) {
                continue; // not installed: try the next one
            }
            try {
                closeQuietly(process);
                CompletableFuture<byte[]> errors = CompletableFuture.supplyAsync(() -> readAll(
                        process.getErrorStream()));
                byte[] out = readAll(process.getInputStream());
                if (!process.waitFor(60, TimeUnit.SECONDS)) {
                    process.destroyForcibly();
                    throw new InputException(SourceLocation.ofFile(name), "the C preprocessor did not finish",
                            "preprocessor failed");
                }
                if (process.exitValue() != 0) {
                    throw failure(file, model, new String(errors.join(), StandardCharsets.ISO_8859_1).lines()
                            .toList(), process.exitValue());
                }
                return new String(out, StandardCharsets.ISO_8859_1);
            } catch (InterruptedException e) {
                process.destroyForcibly();
                Thread.currentThread().interrupt();
                throw new InputException(SourceLocation.ofFile(name), "preprocessing interrupted",
                        "preprocessor failed");
            }
        }
        throw new InputException(SourceLocation.ofFile(name), "no C preprocessor found (neither cpp nor gcc is on"
                + " the PATH); install one or give a preprocessed .i file", "no C preprocessor");
    }

    private static final Pattern ERROR = Pattern.compile("^(.*?):(\\d+):(\\d+): (?:fatal )?error: (.*)$");
    private static final Pattern INCLUDED_FROM = Pattern.compile("^\\s*(?:In file included )?from (.*?):(\\d+)[:,]");
    private static final Pattern MISSING_SYSTEM_HEADER = Pattern.compile(
            "^((?:bits|gnu|sys|asm)/[^:]*): No such file or directory$");

    /**
     * One line for a failed preprocessor run, at the place in the input it concerns: the first error, or for an
     * error inside a system header the {@code #include} of the input that led there. Under ILP32 a system header
     * that includes a missing {@code bits/…} or {@code gnu/…} header means the 32-bit headers are not installed.
     */
    static InputException failure(Path file, DataModel model, List<String> stderr, int exitCode) {
        String name = file.toString();
        SourceLocation includedAt = null;
        for (String line : stderr) {
            Matcher from = INCLUDED_FROM.matcher(line);
            if (from.find() && from.group(1).equals(name)) {
                int l = Integer.parseInt(from.group(2));
                includedAt = new SourceLocation(name, l, includeColumn(file, l));
            }
            Matcher error = ERROR.matcher(line);
            if (!error.find()) {
                continue;
            }
            SourceLocation at = error.group(1).equals(name) ? new SourceLocation(name,
                    Integer.parseInt(error.group(2)), Integer.parseInt(error.group(3)))
                    : includedAt != null ? includedAt : SourceLocation.ofFile(name);
            if (model.architecture() == Task.Architecture.ILP32 && !error.group(1).equals(name)
                    && MISSING_SYSTEM_HEADER.matcher(error.group(4)).find()) {
                return new InputException(at, "32-bit system headers are missing (install gcc-multilib, or use"
                        + " --architecture 64bit)", "preprocessor failed");
            }
            return new InputException(at, "preprocessing failed: " + error.group(4), "preprocessor failed");
        }
        String first = stderr.isEmpty() ? "exit code " + exitCode : stderr.get(0);
        return new InputException(SourceLocation.ofFile(name), "preprocessing failed: " + first,
                "preprocessor failed");
    }

    /** The column of the header name in an {@code #include} line, as GCC reports it; 0 when unknown. */
    private static int includeColumn(Path file, int line) {
        try (var lines = Files.lines(file, StandardCharsets.ISO_8859_1)) {
            String text = lines.skip(line - 1L).findFirst().orElse("");
            int i = text.indexOf('<') >= 0 ? text.indexOf('<') : text.indexOf('"');
            return i + 1;
        } catch (IOException | UncheckedIOException e) {
            return 0;
        }
    }

    private static void closeQuietly(Process process) {
        try {
            process.getOutputStream().close();
        } catch (IOException e) {
            // the preprocessor reads no input; nothing to do
        }
    }

    private static byte[] readAll(InputStream in) {
        try (in) {
            return in.readAllBytes();
        } catch (IOException e) {
            return new byte[0];
        }
    }
}
