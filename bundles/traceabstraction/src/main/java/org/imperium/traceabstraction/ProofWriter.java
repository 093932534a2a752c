package org.imperium.traceabstraction;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.imperium.core.InputException;
import org.imperium.core.SourceLocation;
import org.imperium.proof.InvariantDomain;
import org.imperium.proof.PredicateDomain;
import org.imperium.proof.file.ProofFile;

/**
 * Writes the product invariant domain of a TRUE verdict in the proof file format (docs/formats.md): one
 * component {@code automaton<k>} of predicates per Floyd-Hoare automaton. The file appears complete or not at all
 * (written beside the target, then moved), so a failed run never leaves half a proof.
 */
final class ProofWriter {

    private ProofWriter() {
    }

    static ProofFile toProofFile(Outcome.Safe safe) {
        List<ProofFile.Component> components = new ArrayList<>();
        int k = 1;
        for (InvariantDomain factor : safe.proof().components()) {
            components.add(new ProofFile.Component("automaton" + k++, ((PredicateDomain) factor).predicates()));
        }
        return new ProofFile(Optional.of(safe.program().name()), false, components);
    }

    static void write(Path target, Outcome.Safe safe) {
        String text = toProofFile(safe).write();
        Path dir = target.toAbsolutePath().getParent();
        try {
            Path temporary = Files.createTempFile(dir, ".proof", ".tmp");
            try {
                Files.writeString(temporary, text);
                Files.move(temporary, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } finally {
                Files.deleteIfExists(temporary);
            }
        } catch (IOException e) {
            throw new InputException(SourceLocation.ofFile(target.toString()),
                    "cannot write the proof: " + e.getMessage(), "cannot write the proof file");
        }
    }
}
