package org.imperium.petrify;

import java.nio.file.Path;
import java.util.List;
import org.imperium.program.PetriProgram;
import org.imperium.program.text.PetriProgramWriter;
import org.junit.jupiter.api.Test;

class Scratch {
    @Test
    void show() throws Exception {
        String only = System.getProperty("scratch", "");
        for (Path f : TestPrograms.all()) {
            if (!only.isEmpty() && !f.getFileName().toString().equals(only)) {
                continue;
            }
            try {
                TestPrograms.Expectation e = TestPrograms.expectation(f);
                PetriProgram p = TestPrograms.petrification(f, e.instances()).petrify(e.instances());
                String verdict;
                try {
                    Explorer x = Explorer.explore(p, List.of(-1, 0, 1, 2, 3), 200000);
                    verdict = x.errorReachable() ? "false" : x.insufficientReachable() ? "insufficient" : "true";
                    verdict += " states=" + x.states();
                } catch (RuntimeException ex) {
                    verdict = "explore: " + ex;
                }
                System.out.println("RESULT " + f.getFileName() + " expected " + e.verdict() + " places=" + p.places().size()
                        + " transitions=" + p.transitions().size() + " -> " + verdict);
                if (!only.isEmpty()) {
                    System.out.println(PetriProgramWriter.write(p));
                }
            } catch (Exception | StackOverflowError ex) {
                System.out.println("RESULT " + f.getFileName() + " -> " + ex);
                if (!only.isEmpty()) {
                    ex.printStackTrace(System.out);
                }
            }
        }
    }
}
