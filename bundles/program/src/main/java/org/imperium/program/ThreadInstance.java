package org.imperium.program;

import java.util.Comparator;

/**
 * One instance of a thread: the C function it runs and its instance number. {@code main#0} is the main thread;
 * a {@code pthread_create} site with bound k creates instances {@code f#1 … f#k} (numbering is per function).
 */
public record ThreadInstance(String function, int index) implements Comparable<ThreadInstance> {

    public static final ThreadInstance MAIN = new ThreadInstance("main", 0);

    private static final Comparator<ThreadInstance> ORDER =
            Comparator.comparing(ThreadInstance::function).thenComparingInt(ThreadInstance::index);

    @Override
    public int compareTo(ThreadInstance other) {
        return ORDER.compare(this, other);
    }

    /** {@code function#index}, the form used in names of places, transitions and instance-local variables. */
    @Override
    public String toString() {
        return function + "#" + index;
    }

    public static ThreadInstance parse(String text) {
        int hash = text.lastIndexOf('#');
        if (hash <= 0) {
            throw new IllegalArgumentException("thread instance must be written function#index: " + text);
        }
        return new ThreadInstance(text.substring(0, hash), Integer.parseInt(text.substring(hash + 1)));
    }
}
