package org.imperium.witness.validation;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.imperium.program.Origin;
import org.imperium.witness.WitnessLocation;

/**
 * Matches a witness location to the origins of places and transitions (WITNESS-FORMAT.md §2–3): the same input
 * file (the string of {@code input_files}, or the same file name), the same line, the same 1-based column — or,
 * when the witness gives no column, the leftmost statement of the line — and, when the witness names one, the same
 * function.
 */
final class LocationMatcher {

    private LocationMatcher() {
    }

    static boolean sameFile(String witnessFile, String originFile) {
        if (witnessFile.equals(originFile)) {
            return true;
        }
        Path a = Path.of(witnessFile).getFileName();
        Path b = Path.of(originFile).getFileName();
        return a != null && a.equals(b);
    }

    /** Whether {@code origin} stands at {@code location}; {@code leftmost} is the smallest column on that line. */
    static boolean matches(WitnessLocation location, Origin origin, int leftmost) {
        if (!sameFile(location.fileName(), origin.location().file()) || origin.location().line() != location.line()) {
            return false;
        }
        int column = location.column() > 0 ? location.column() : leftmost;
        if (origin.location().column() != column) {
            return false;
        }
        return location.function().isEmpty() || location.function().equals(origin.function());
    }

    /** The smallest column of an origin on the location's line in that file. */
    static int leftmost(WitnessLocation location, List<Origin> origins) {
        return origins.stream().filter(o -> sameFile(location.fileName(), o.location().file())
                && o.location().line() == location.line()).mapToInt(o -> o.location().column()).min().orElse(-1);
    }

    static Optional<Origin> any(List<Origin> origins, WitnessLocation location) {
        int left = leftmost(location, origins);
        return origins.stream().filter(o -> matches(location, o, left)).findFirst();
    }
}
