package org.imperium.smt.internal;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.HashMap;
import java.util.Map;

/**
 * Loads Z3's native libraries (Linux x86-64), which travel inside this bundle as resources: they are copied once
 * per JVM into a temporary directory and loaded with {@link System#load}, so they belong to this bundle's class
 * loader — the one that defines Z3's JNI class. java-smt calls {@link #load} through its library-loader hook
 * with the names {@code z3}, {@code z3java} (or {@code libz3}, {@code libz3java}).
 */
final class Z3Natives {

    private static final Map<String, String> FILES = Map.of(
            "z3", "libz3.so", "libz3", "libz3.so", "z3java", "libz3java.so", "libz3java", "libz3java.so");
    private static final Map<String, Path> LOADED = new HashMap<>();
    private static Path directory;

    private Z3Natives() {
    }

    static synchronized void load(String library) {
        String file = FILES.get(library);
        if (file == null) {
            throw new UnsatisfiedLinkError("no bundled native library " + library);
        }
        if (LOADED.containsKey(file)) {
            return;
        }
        String os = System.getProperty("os.name", "").toLowerCase();
        String arch = System.getProperty("os.arch", "");
        if (!os.contains("linux") || !(arch.equals("amd64") || arch.equals("x86_64"))) {
            throw new UnsatisfiedLinkError("Z3 is bundled for Linux x86-64 only, not " + os + " " + arch);
        }
        try {
            if (directory == null) {
                directory = Files.createTempDirectory("imperium-z3");
                directory.toFile().deleteOnExit();
            }
            Path target = directory.resolve(file);
            try (InputStream in = Z3Natives.class.getResourceAsStream("/org/imperium/smt/natives/" + file)) {
                if (in == null) {
                    throw new UnsatisfiedLinkError("native library " + file + " missing from the smt bundle");
                }
                Files.copy(in, target, StandardCopyOption.REPLACE_EXISTING);
            }
            target.toFile().deleteOnExit();
            System.load(target.toString());
            LOADED.put(file, target);
        } catch (IOException e) {
            throw new UnsatisfiedLinkError("cannot extract " + file + ": " + e.getMessage());
        }
    }
}
