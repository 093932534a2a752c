package org.imperium.cfrontend;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.imperium.core.InputException;
import org.imperium.core.SourceLocation;

/**
 * Runs the system C preprocessor on a {@code .c} file: {@code cpp}, else {@code gcc -E}. Its output keeps the line
 * markers ({@code # 12 "file.c"}) that map every token back to its original file and line.
 */
final class Preprocessor {

    private static final List<List<String>> COMMANDS = List.of(List.of("cpp"), List.of("gcc", "-E"));

    private Preprocessor() {
    }

    static String run(Path file) {
        String name = file.toString();
        for (List<String> command : COMMANDS) {
            List<String> full = new ArrayList<>(command);
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
                    String first = new String(errors.join(), StandardCharsets.ISO_8859_1).lines().findFirst()
                            .orElse("exit code " + process.exitValue());
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
