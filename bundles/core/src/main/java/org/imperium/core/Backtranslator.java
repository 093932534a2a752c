package org.imperium.core;

/**
 * How one transformation maps an item of its output back to its input: a Petri place to a C location, a Petri
 * run to a C execution, a program variable to a C expression. Registered in the run's {@link Backtranslation}.
 */
public interface Backtranslator<S, T> {

    Class<S> sourceType();

    Class<T> targetType();

    T translate(S item);
}
