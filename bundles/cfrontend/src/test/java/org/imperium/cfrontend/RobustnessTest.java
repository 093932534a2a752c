package org.imperium.cfrontend;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.imperium.cfrontend.types.DataModel;
import org.imperium.core.InputException;
import org.imperium.core.UnsupportedException;
import org.imperium.core.testing.SharedData;
import org.junit.jupiter.api.Test;

/**
 * Broken input never crashes the front end: SV-COMP files cut at random places or with random tokens deleted,
 * duplicated or swapped give an {@link InputException} with one line, an {@link UnsupportedException}, or a
 * parse — never another exception.
 */
class RobustnessTest {

    private static final int MUTANTS_PER_FILE = 40;

    @Test
    void mutatedSvcompFilesFailCleanly() throws IOException {
        List<Path> files;
        try (Stream<Path> s = Files.walk(SharedData.require("svcomp/c"))) {
            files = s.filter(p -> p.toString().endsWith(".i")).sorted().limit(8).toList();
        }
        assumeTrue(!files.isEmpty());
        Random random = new Random(7);
        List<String> crashes = new ArrayList<>();
        int rejected = 0;
        int total = 0;
        for (Path file : files) {
            String text = Files.readString(file, StandardCharsets.ISO_8859_1);
            for (int i = 0; i < MUTANTS_PER_FILE; i++) {
                String mutant = mutate(text, random);
                total++;
                try {
                    CFrontEnd.parse(mutant, file.getFileName().toString(), i % 2 == 0 ? DataModel.ILP32
                            : DataModel.LP64);
                } catch (InputException e) {
                    rejected++;
                    assertFalse(e.getMessage().contains("\n"), e.getMessage());
                    assertEquals(true, e.getMessage().startsWith(e.location().toString() + ": "));
                } catch (UnsupportedException e) {
                    rejected++;
                } catch (RuntimeException | StackOverflowError e) {
                    crashes.add(file.getFileName() + " mutant " + i + ": " + e);
                }
            }
        }
        System.out.printf("%d of %d mutants rejected cleanly, the rest parsed%n", rejected, total);
        assertEquals(List.of(), crashes);
    }

    /** Cuts the text, or deletes, duplicates or swaps a short stretch of characters. */
    private static String mutate(String text, Random random) {
        int at = random.nextInt(text.length());
        int length = 1 + random.nextInt(12);
        int end = Math.min(text.length(), at + length);
        return switch (random.nextInt(4)) {
            case 0 -> text.substring(0, at);
            case 1 -> text.substring(0, at) + text.substring(end);
            case 2 -> text.substring(0, end) + text.substring(at);
            default -> {
                int other = random.nextInt(text.length() - length);
                yield text.substring(0, at) + text.substring(other, other + length) + text.substring(end);
            }
        };
    }
}
