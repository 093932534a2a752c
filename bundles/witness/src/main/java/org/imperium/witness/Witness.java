package org.imperium.witness;

import java.util.List;
import java.util.Optional;
import org.imperium.core.ModelKey;

/**
 * An SV-COMP YAML witness (formats 2.0 and 2.1): either a correctness witness — at most one
 * {@code ghost_instrumentation} entry and one {@code invariant_set} entry — or a violation witness, one
 * {@code violation_sequence}. Made by the exporter, written by {@link WitnessWriter}, read by {@link WitnessReader}.
 */
public sealed interface Witness {

    /** The witness read for validation (plugin {@code witnessweaving}). */
    ModelKey<Witness> MODEL = ModelKey.of("witness", Witness.class);

    /** The metadata of the first entry. */
    Metadata metadata();

    /**
     * A correctness witness. Without ghosts it is a plain 2.0 invariant set; with ghosts both entries are 2.1.
     *
     * @param ghostMetadata metadata of the ghost_instrumentation entry, present iff there are ghosts
     */
    record Correctness(Metadata metadata, Optional<Metadata> ghostMetadata, List<GhostVariable> ghosts,
                       List<GhostUpdate> updates, List<Invariant> invariants) implements Witness {
        public Correctness {
            ghosts = List.copyOf(ghosts);
            updates = List.copyOf(updates);
            invariants = List.copyOf(invariants);
        }

        public boolean hasGhosts() {
            return ghostMetadata.isPresent();
        }
    }

    /** A violation witness: segments in order, each a list of waypoints ending with a follow (or the target). */
    record Violation(Metadata metadata, List<List<Waypoint>> segments) implements Witness {
        public Violation {
            segments = segments.stream().map(List::copyOf).toList();
        }
    }

    /** A ghost variable: {@code scope} is always {@code global}. */
    record GhostVariable(String name, String type, String initial) {
    }

    /** One assignment of a ghost update item. */
    record Update(String variable, String value) {
    }

    /** The updates executed, in order, atomically with the statement at {@code location}. */
    record GhostUpdate(WitnessLocation location, List<Update> updates) {
        public GhostUpdate {
            updates = List.copyOf(updates);
        }
    }

    /** {@code location_invariant} or {@code loop_invariant}, with a C expression. */
    record Invariant(Type type, WitnessLocation location, String value) {
        public enum Type {
            LOCATION("location_invariant"), LOOP("loop_invariant");

            private final String yaml;

            Type(String yaml) {
                this.yaml = yaml;
            }

            public String yaml() {
                return yaml;
            }
        }
    }

    /**
     * A waypoint of a violation sequence (WITNESS-FORMAT.md §6).
     *
     * @param type       assumption, branching, function_enter, function_return or target
     * @param action     follow or avoid
     * @param constraint the C expression of an assumption, {@code true}/{@code false} of a branching; empty else
     */
    record Waypoint(String type, String action, WitnessLocation location, Optional<String> constraint) {
    }
}
