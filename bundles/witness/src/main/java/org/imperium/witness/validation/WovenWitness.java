package org.imperium.witness.validation;

import java.util.Map;
import java.util.Optional;
import org.imperium.core.ModelKey;
import org.imperium.logic.Term;
import org.imperium.program.Place;

/**
 * What the weaving left for the verdict: whether the witness claims a violation, and for every transition that
 * checks an invariant (its firing reaches an error place of the instrumented program) what it checks.
 *
 * @param checks  transition name → "invariant at file:line:column (value)"
 * @param updates transition name → location of the ghost update woven into it, for explaining a failure
 * @param invariants the invariants of a correctness witness at the places of the woven program where they are
 *                   checked (several at one place conjoined), for the {@link ThreadModularCheck}
 */
public record WovenWitness(boolean violation, Map<String, String> checks, Map<String, String> updates,
                           Optional<String> unsupported, Map<Place, Term> invariants) {

    public static final ModelKey<WovenWitness> MODEL = ModelKey.of("woven-witness", WovenWitness.class);

    public WovenWitness {
        checks = Map.copyOf(checks);
        updates = Map.copyOf(updates);
        invariants = Map.copyOf(invariants);
    }
}
