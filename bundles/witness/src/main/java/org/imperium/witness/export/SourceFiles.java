package org.imperium.witness.export;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.imperium.cfrontend.CProgram;
import org.imperium.cfrontend.ast.Declaration;
import org.imperium.core.SourceLocation;

/**
 * The input files of a task as the witness names them: maps the file of a source location (as the front end
 * recorded it) to the string given in {@code input_files}, and collects every identifier of the sources so that
 * ghost names clash with none (WITNESS-FORMAT.md §9, rule 12).
 */
public final class SourceFiles {

    private static final Pattern WORD = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

    private final List<Path> files;
    private final Map<String, String> globalTypes;
    private final Optional<Map<String, StatementStarts.Kind>> starts;
    private final BranchPoints branchPoints;

    public SourceFiles(List<Path> files) {
        this(files, Map.of(), Optional.empty(), BranchPoints.none());
    }

    private SourceFiles(List<Path> files, Map<String, String> globalTypes,
                        Optional<Map<String, StatementStarts.Kind>> starts, BranchPoints branchPoints) {
        this.files = List.copyOf(files);
        this.globalTypes = globalTypes;
        this.starts = starts;
        this.branchPoints = branchPoints;
    }

    /** Where branching waypoints stand; none without the C AST. */
    public BranchPoints branchPoints() {
        return branchPoints;
    }

    /**
     * With what the C front end knows: the declared types of global variables (petrify records none) and where
     * statements and loops start (invariants may stand only there, rule 2 of §9), and where conditions are decided
     * ({@link BranchPoints}).
     */
    public SourceFiles with(CProgram program) {
        Map<String, String> types = new HashMap<>();
        for (Declaration d : program.unit().globalVariables()) {
            if (d.type().isInteger()) {
                types.put(d.name(), d.type().spelling());
            }
        }
        return new SourceFiles(files, Map.copyOf(types), Optional.of(StatementStarts.of(program.unit())),
                BranchPoints.of(program.unit()));
    }

    /** The C type of the global variable with this C name, when the front end declared it as an integer. */
    public Optional<String> globalType(String cName) {
        return Optional.ofNullable(globalTypes.get(cName));
    }

    /**
     * Whether an invariant of this kind may stand at {@code location}: a loop keyword for a loop invariant, the
     * start of another statement or block-level declaration for a location invariant. Without the C AST (Petri
     * programs written by hand) every origin is taken as such a start.
     */
    public boolean admitsInvariant(SourceLocation location, boolean loop) {
        if (starts.isEmpty()) {
            return true;
        }
        StatementStarts.Kind kind = starts.get().get(location.line() + ":" + location.column());
        return kind != null && (kind == StatementStarts.Kind.LOOP) == loop;
    }

    /** The input file (as given) that {@code location} is in, matched by exact path, then by file name. */
    public Optional<String> witnessName(SourceLocation location) {
        for (Path f : files) {
            if (f.toString().equals(location.file())) {
                return Optional.of(f.toString());
            }
        }
        Path name = Path.of(location.file()).getFileName();
        for (Path f : files) {
            if (name != null && name.equals(f.getFileName())) {
                return Optional.of(f.toString());
            }
        }
        return files.size() == 1 && location.file().isEmpty() ? Optional.of(files.get(0).toString()) : Optional.empty();
    }

    /** Every identifier-like word of the input files (comments and strings included: it only has to be a superset). */
    public Set<String> identifiers() {
        Set<String> result = new HashSet<>();
        for (Path f : files) {
            try {
                Matcher m = WORD.matcher(Files.readString(f, java.nio.charset.StandardCharsets.ISO_8859_1));
                while (m.find()) {
                    result.add(m.group());
                }
            } catch (IOException e) {
                // unreadable files were reported by the front end already; no identifiers to avoid then
            }
        }
        return result;
    }
}
