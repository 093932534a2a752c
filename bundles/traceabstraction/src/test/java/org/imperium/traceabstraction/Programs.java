package org.imperium.traceabstraction;

import org.imperium.program.PetriProgram;

/** The test programs, each with the verdict it must get in {@link TraceAbstractionTest}. */
final class Programs {

    private Programs() {
    }

    /** x := 0; x := x + 1; assert x == 1. */
    static PetriProgram sequentialSafe() {
        return new Net("sequential-safe").ints("x").initial("main#0.l0").error("main#0.err")
                .t("main#0.l0", "main#0.l1", "x := 0")
                .t("main#0.l1", "main#0.l2", "x := x + 1")
                .t("main#0.l2", "main#0.err", "[x != 1]")
                .t("main#0.l2", "main#0.l3", "[x == 1]")
                .build();
    }

    /** y := input; assume y > 5; x := y; assert x <= 10 — violated for y = 11. */
    static PetriProgram inputUnsafe() {
        return new Net("input-unsafe").ints("x", "y").initial("main#0.l0").error("main#0.err")
                .t("main#0.l0", "main#0.l1", "havoc y")
                .t("main#0.l1", "main#0.l2", "[y > 5]; x := y")
                .t("main#0.l2", "main#0.err", "[x > 10]")
                .build();
    }

    /** x := input; y := 2 * x; assert y != 1 (needs integer reasoning). */
    static PetriProgram evenSafe() {
        return new Net("even-safe").ints("x", "y").initial("main#0.l0").error("main#0.err")
                .t("main#0.l0", "main#0.l1", "havoc x")
                .t("main#0.l1", "main#0.l2", "y := 2 * x")
                .t("main#0.l2", "main#0.err", "[y == 1]")
                .build();
    }

    /** Two workers increment c in two steps (read, write), inside a lock m or not; main joins and asserts c == 2. */
    static PetriProgram counter(boolean locked) {
        Net n = new Net(locked ? "mutex-counter" : "racy-counter").ints("m", "c", "t1", "t2")
                .initial("main#0.l0").error("main#0.err")
                .t("main#0.l0", "main#0.l1", "m, c := 0, 0")
                .t("main#0.l1", "main#0.l2 w#1.l0 w#2.l0", "skip");
        for (int k = 1; k <= 2; k++) {
            String w = "w#" + k + ".";
            n.t(w + "l0", w + "l1", locked ? "[m == 0]; m := 1" : "skip")
                    .t(w + "l1", w + "l2", "t" + k + " := c")
                    .t(w + "l2", w + "l3", "c := t" + k + " + 1")
                    .t(w + "l3", w + "l4", locked ? "m := 0" : "skip");
        }
        return n.t("main#0.l2 w#1.l4 w#2.l4", "main#0.l3", "skip")
                .t("main#0.l3", "main#0.err", "[c != 2]")
                .build();
    }

    /** Two workers increment c atomically (an atomic block): c == 2 after the joins. */
    static PetriProgram atomicCounter() {
        Net n = new Net("atomic-counter").ints("c", "t1", "t2").initial("main#0.l0").error("main#0.err")
                .t("main#0.l0", "main#0.l1", "c := 0")
                .t("main#0.l1", "main#0.l2 w#1.l0 w#2.l0", "skip");
        for (int k = 1; k <= 2; k++) {
            n.t("w#" + k + ".l0", "w#" + k + ".l1", "t" + k + " := c; c := t" + k + " + 1");
        }
        return n.t("main#0.l2 w#1.l1 w#2.l1", "main#0.l3", "skip")
                .t("main#0.l3", "main#0.err", "[c != 2]")
                .build();
    }

    /**
     * Peterson's mutual exclusion for two looping processes; cs counts the processes in the critical section.
     * With {@code broken}, each process sets turn before its flag, which breaks mutual exclusion.
     */
    static PetriProgram peterson(boolean broken) {
        Net n = new Net(broken ? "peterson-broken" : "peterson").ints("f1", "f2", "turn", "cs")
                .initial("main#0.l0").error("p#1.err").error("p#2.err")
                .t("main#0.l0", "main#0.l1 p#1.l0 p#2.l0", "f1, f2, turn, cs := 0, 0, 1, 0");
        for (int i = 1; i <= 2; i++) {
            int j = 3 - i;
            String p = "p#" + i + ".";
            String flag = "f" + i + " := 1";
            String yield = "turn := " + j;
            n.t(p + "l0", p + "l1", broken ? yield : flag)
                    .t(p + "l1", p + "l2", broken ? flag : yield)
                    .t(p + "l2", p + "l3", "[f" + j + " == 0 || turn == " + i + "]")
                    .t(p + "l3", p + "l4", "cs := cs + 1")
                    .t(p + "l4", p + "err", "[cs != 1]")
                    .t(p + "l4", p + "l5", "[cs == 1]")
                    .t(p + "l5", p + "l6", "cs := cs - 1")
                    .t(p + "l6", p + "l0", "f" + i + " := 0");
        }
        return n.build();
    }

    /** Dekker's algorithm for two looping processes (busy waits as blocking waits). */
    static PetriProgram dekker() {
        Net n = new Net("dekker").ints("w1", "w2", "turn", "cs")
                .initial("main#0.l0").error("p#1.err").error("p#2.err")
                .t("main#0.l0", "main#0.l1 p#1.l0 p#2.l0", "w1, w2, turn, cs := 0, 0, 1, 0");
        for (int i = 1; i <= 2; i++) {
            int j = 3 - i;
            String p = "p#" + i + ".";
            n.t(p + "l0", p + "l1", "w" + i + " := 1")
                    .t(p + "l1", p + "cs", "[w" + j + " == 0]")
                    .t(p + "l1", p + "l2", "[w" + j + " != 0]")
                    .t(p + "l2", p + "l1", "[turn == " + i + "]")
                    .t(p + "l2", p + "l3", "[turn != " + i + "]")
                    .t(p + "l3", p + "l4", "w" + i + " := 0")
                    .t(p + "l4", p + "l5", "[turn == " + i + "]")
                    .t(p + "l5", p + "l1", "w" + i + " := 1")
                    .t(p + "cs", p + "c1", "cs := cs + 1")
                    .t(p + "c1", p + "err", "[cs != 1]")
                    .t(p + "c1", p + "c2", "[cs == 1]")
                    .t(p + "c2", p + "c3", "cs := cs - 1")
                    .t(p + "c3", p + "c4", "turn := " + j)
                    .t(p + "c4", p + "l0", "w" + i + " := 0");
        }
        return n.build();
    }

    /** Lamport's bakery for two processes, each entering the critical section at most {@code rounds} times. */
    static PetriProgram bakery(int rounds) {
        Net n = new Net("bakery").ints("c1", "c2", "n1", "n2", "cs")
                .initial("main#0.l0").error("p#1.err").error("p#2.err")
                .t("main#0.l0", "main#0.l1 p#1.r0 p#2.r0", "c1, c2, n1, n2, cs := 0, 0, 0, 0, 0");
        for (int i = 1; i <= 2; i++) {
            int j = 3 - i;
            String p = "p#" + i + ".";
            String first = i < j ? "n" + i + " <= n" + j : "n" + i + " < n" + j;
            for (int r = 0; r < rounds; r++) {
                String q = p + "r" + r + "_";
                n.t(r == 0 ? p + "r0" : p + "r" + r, q + "l1", "c" + i + " := 1")
                        .t(q + "l1", q + "l2", "n" + i + " := ite(n1 > n2, n1, n2) + 1")
                        .t(q + "l2", q + "l3", "c" + i + " := 0")
                        .t(q + "l3", q + "l4", "[c" + j + " == 0]")
                        .t(q + "l4", q + "l5", "[n" + j + " == 0 || " + first + "]")
                        .t(q + "l5", q + "l6", "cs := cs + 1")
                        .t(q + "l6", p + "err", "[cs != 1]")
                        .t(q + "l6", q + "l7", "[cs == 1]")
                        .t(q + "l7", q + "l8", "cs := cs - 1")
                        .t(q + "l8", p + "r" + (r + 1), "n" + i + " := 0");
            }
        }
        return n.build();
    }

    /** main runs a worker three times in a loop (fork, join); each run adds one to x; asserts x == 3 (+ offset). */
    static PetriProgram forkJoinLoop(int initialX) {
        return new Net(initialX == 0 ? "fork-join-loop" : "fork-join-loop-unsafe").ints("x", "i")
                .initial("main#0.l0").error("main#0.err")
                .t("main#0.l0", "main#0.l1", "x, i := " + initialX + ", 0")
                .t("main#0.l1", "main#0.l2", "[i < 3]")
                .t("main#0.l2", "main#0.l3 w#1.l0", "skip")
                .t("w#1.l0", "w#1.l1", "x := x + 1")
                .t("main#0.l3 w#1.l1", "main#0.l4", "skip")
                .t("main#0.l4", "main#0.l1", "i := i + 1")
                .t("main#0.l1", "main#0.l5", "[i >= 3]")
                .t("main#0.l5", "main#0.err", "[x != 3]")
                .build();
    }

    /** main stores 5 at a[i], starts a worker that reads a[i] and asserts 5, then main stores at another index. */
    static PetriProgram arrays(boolean otherIndexNondeterministic) {
        return new Net(otherIndexNondeterministic ? "arrays-unsafe" : "arrays").ints("i", "j", "x").intArrays("a")
                .initial("main#0.l0").error("w#1.err")
                .t("main#0.l0", "main#0.l1", "havoc i; [i >= 0]; a := store(a, i, 5)")
                .t("main#0.l1", "main#0.l2 w#1.l0", "skip")
                .t("main#0.l2", "main#0.l3", otherIndexNondeterministic ? "havoc j" : "j := i + 1")
                .t("main#0.l3", "main#0.l4", "a := store(a, j, 7)")
                .t("w#1.l0", "w#1.l1", "x := a[i]")
                .t("w#1.l1", "w#1.err", "[x != 5]")
                .build();
    }
}
