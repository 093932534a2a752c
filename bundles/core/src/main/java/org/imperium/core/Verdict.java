package org.imperium.core;

/** The outcome of a run, printed as the last line {@code Result: ...}. */
public sealed interface Verdict {

    /** The program satisfies the property. */
    record Correct() implements Verdict {
        @Override
        public String resultLine() {
            return "Result: TRUE";
        }
    }

    /** The property is violated; {@code property} is the SV-COMP short name, e.g. {@code unreach-call}. */
    record Incorrect(String property) implements Verdict {
        @Override
        public String resultLine() {
            return "Result: FALSE(" + property + ")";
        }
    }

    /** No verdict could be reached; the reason names the construct, limit or failure. */
    record Unknown(String reason) implements Verdict {
        @Override
        public String resultLine() {
            return "Result: UNKNOWN(" + reason + ")";
        }
    }

    /** The input or the configuration is broken. */
    record Error(String reason) implements Verdict {
        @Override
        public String resultLine() {
            return "Result: ERROR(" + reason + ")";
        }
    }

    String resultLine();

    static Verdict correct() {
        return new Correct();
    }

    static Verdict incorrect(String property) {
        return new Incorrect(property);
    }

    static Verdict unknown(String reason) {
        return new Unknown(reason);
    }
}
