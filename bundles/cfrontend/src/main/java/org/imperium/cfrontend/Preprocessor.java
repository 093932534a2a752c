package org.imperium.cfrontend;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
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
        String name = file.toString();
        for (List<String> command : COMMANDS) {
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
                    List<String> lines = new String(errors.join(), StandardCharsets.ISO_8859_1).lines().toList();
                    String first = lines.stream().filter(l -> l.contains("error")).findFirst()
                            .or(() -> lines.stream().findFirst()).orElse("exit code " + process.exitValue());
                    throw new InputException(SourceLocation.ofFile(name), "preprocessing failed: " + first,
                            "preprocessor failed");
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
