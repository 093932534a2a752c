package org.imperium.petrify;

import java.nio.file.Path;
import java.util.List;
import org.imperium.program.PetriProgram;
import org.junit.jupiter.api.Test;

class Scratch {
    @Test
    void show() throws Exception {
        for (String name : System.getProperty("scratch", "").split(",")) {
            if (name.isEmpty()) continue;
            Path f = Path.of(name);
            try {
                PetriProgram p = TestPrograms.petrification(f, 1).petrify(1);
                Explorer x = Explorer.explore(p, List.of(-1, 0, 1, 2, 3), 500000);
                System.out.println("RESULT " + f.getFileName() + " places=" + p.places().size() + " transitions="
                        + p.transitions().size() + " error=" + x.errorReachable() + " insufficient=" + x.insufficientReachable()
                        + " states=" + x.states());
            } catch (Exception e) {
                System.out.println("RESULT " + f.getFileName() + " " + e);
            }
        }
    }
}
