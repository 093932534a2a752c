package org.imperium.proof;

import org.imperium.core.ModelKey;

/**
 * Marks the Petri program as a violation witness woven into a program: its error runs are the runs that follow
 * the witness's waypoints. A backend in a portfolio may then spend more of the time on finding such a run, the
 * one question the validation asks, than on a budgeted first try.
 */
public record WitnessReplay() {

    public static final ModelKey<WitnessReplay> MODEL = ModelKey.of("witness-replay", WitnessReplay.class);
}
