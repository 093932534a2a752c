package org.imperium.ogcheck;

/** The four conditions of Def. 3.5. */
public enum Condition {
    INITIAL("initial"), INDUCTIVE("inductive"), INTERFERENCE_FREE("interference-free"), SAFE("safe");

    private final String label;

    Condition(String label) {
        this.label = label;
    }

    /** The name used in the paper and in messages, e.g. {@code interference-free}. */
    public String label() {
        return label;
    }
}
