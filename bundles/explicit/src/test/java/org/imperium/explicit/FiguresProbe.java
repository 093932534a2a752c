package org.imperium.explicit;

import org.imperium.reduction.Reduction;
import org.junit.jupiter.api.Test;

class FiguresProbe {
    @Test
    void print() {
        for (String f : new String[] {"program1", "program2", "semaphore", "deadlock", "independent-p2-n3",
                "independent-p3-n4", "independent-p4-n4"}) {
            for (Reduction r : Reduction.values()) {
                var res = TestPrograms.check("reductions/" + f + ".petri", r);
                var e = res.exploration();
                System.out.println(f + " " + r + " " + res.verdict().resultLine() + " states=" + e.states()
                        + " distinct=" + e.distinctStates() + " internal=" + e.internalStates() + " trans="
                        + e.transitions());
            }
        }
    }
}
