package org.imperium.witness;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.imperium.core.InputException;
import org.imperium.core.SourceLocation;
import org.snakeyaml.engine.v2.api.LoadSettings;
import org.snakeyaml.engine.v2.api.lowlevel.Compose;
import org.snakeyaml.engine.v2.exceptions.Mark;
import org.snakeyaml.engine.v2.exceptions.MarkedYamlEngineException;
import org.snakeyaml.engine.v2.exceptions.YamlEngineException;
import org.snakeyaml.engine.v2.nodes.MappingNode;
import org.snakeyaml.engine.v2.nodes.Node;
import org.snakeyaml.engine.v2.nodes.NodeTuple;
import org.snakeyaml.engine.v2.nodes.ScalarNode;
import org.snakeyaml.engine.v2.nodes.SequenceNode;

/**
 * Reads a YAML witness of format 2.0 or 2.1 into a {@link Witness}. Every problem — malformed YAML, a missing or
 * mistyped key, an unknown entry type, an unsupported ghost scope, correctness and violation entries mixed — is an
 * {@link InputException} at {@code file:line:column} of the witness (1-based), with the reason "malformed witness"
 * or "unknown entry type". Where each invariant, ghost update and waypoint stands in the file is kept, so that
 * later errors (a location that matches no statement, an expression that does not parse) point there too.
 */
public final class WitnessReader {

    /** The witness and the position in the YAML file of each invariant, ghost update item and waypoint. */
    public record Read(Witness witness, Map<Object, SourceLocation> positions) {
        public SourceLocation position(Object item) {
            return positions.getOrDefault(item, SourceLocation.ofFile(""));
        }
    }

    private static final Set<String> ENTRY_TYPES = Set.of("invariant_set", "ghost_instrumentation",
            "violation_sequence");

    private final String file;
    private final Map<Object, SourceLocation> positions = new IdentityHashMap<>();

    private WitnessReader(String file) {
        this.file = file;
    }

    public static Read read(Path path) {
        try {
            return read(path.toString(), Files.readString(path, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new InputException(SourceLocation.ofFile(path.toString()), "cannot read the witness: "
                    + e.getMessage(), "witness not readable");
        }
    }

    /** The largest witness read, in code points. */
    static final int MAX_CODE_POINTS = 256 * 1024 * 1024;

    public static Read read(String name, String text) {
        WitnessReader reader = new WitnessReader(name);
        Witness witness = reader.document(text);
        return new Read(witness, reader.positions);
    }

    private Witness document(String text) {
        Node root;
        try {
            // the engine's default limit of 3 Mi code points refuses witnesses that verifiers do write (the
            // invariants of large proofs); the limit only guards memory, which a file of that size does not strain
            root = new Compose(LoadSettings.builder().setLabel(file).setAllowDuplicateKeys(false)
                    .setCodePointLimit(MAX_CODE_POINTS).build())
                    .composeString(text).orElseThrow(() -> new InputException(SourceLocation.of(file, 1),
                            "empty witness", "malformed witness"));
        } catch (MarkedYamlEngineException e) {
            Optional<Mark> mark = e.getProblemMark().or(e::getContextMark);
            throw new InputException(mark.map(this::at).orElse(SourceLocation.ofFile(file)),
                    "malformed YAML: " + e.getProblem(), "malformed witness");
        } catch (YamlEngineException e) {
            throw new InputException(SourceLocation.ofFile(file), "malformed YAML: " + e.getMessage(),
                    "malformed witness");
        }
        List<Node> entries = sequence(root, "the witness");
        if (entries.isEmpty()) {
            throw error(root, "a witness is a non-empty list of entries");
        }
        Metadata first = null;
        Optional<Metadata> ghostMetadata = Optional.empty();
        List<Witness.GhostVariable> ghosts = new ArrayList<>();
        List<Witness.GhostUpdate> updates = new ArrayList<>();
        List<Witness.Invariant> invariants = new ArrayList<>();
        List<List<Witness.Waypoint>> segments = new ArrayList<>();
        boolean correctness = false;
        boolean violation = false;
        for (Node entry : entries) {
            Map<String, Node> e = mapping(entry, "an entry");
            Node typeNode = required(e, "entry_type", entry);
            String type = string(typeNode, "entry_type");
            if (!ENTRY_TYPES.contains(type)) {
                throw new InputException(at(typeNode), "unknown entry type '" + type + "'", "unknown entry type");
            }
            Metadata metadata = metadata(required(e, "metadata", entry));
            Node content = required(e, "content", entry);
            switch (type) {
                case "invariant_set" -> {
                    correctness = true;
                    first = first == null ? metadata : first;
                    for (Node item : sequence(content, "content")) {
                        invariants.add(invariant(required(mapping(item, "an invariant_set item"), "invariant", item)));
                    }
                }
                case "ghost_instrumentation" -> {
                    correctness = true;
                    if (!metadata.formatVersion().equals("2.1")) {
                        throw error(required(mapping(required(e, "metadata", entry), "metadata"), "format_version",
                                entry), "ghost_instrumentation needs format_version \"2.1\"");
                    }
                    if (ghostMetadata.isPresent()) {
                        throw error(entry, "more than one ghost_instrumentation entry");
                    }
                    ghostMetadata = Optional.of(metadata);
                    first = first == null ? metadata : first;
                    Map<String, Node> c = mapping(content, "content");
                    for (Node g : sequence(required(c, "ghost_variables", content), "ghost_variables")) {
                        ghosts.add(ghostVariable(g));
                    }
                    for (Node u : sequence(required(c, "ghost_updates", content), "ghost_updates")) {
                        updates.add(ghostUpdate(u));
                    }
                }
                default -> {
                    violation = true;
                    first = first == null ? metadata : first;
                    for (Node item : sequence(content, "content")) {
                        Node segment = required(mapping(item, "a violation_sequence item"), "segment", item);
                        List<Witness.Waypoint> waypoints = new ArrayList<>();
                        for (Node w : sequence(segment, "segment")) {
                            waypoints.add(waypoint(required(mapping(w, "a segment item"), "waypoint", w)));
                        }
                        if (waypoints.isEmpty()) {
                            throw error(segment, "empty segment");
                        }
                        segments.add(waypoints);
                    }
                }
            }
            if (correctness && violation) {
                throw error(entry, "correctness and violation entries are mixed");
            }
        }
        if (violation) {
            if (segments.isEmpty()) {
                throw error(root, "a violation witness needs at least one segment");
            }
            return new Witness.Violation(first, segments);
        }
        return new Witness.Correctness(first, ghostMetadata, ghosts, updates, invariants);
    }

    private Metadata metadata(Node node) {
        Map<String, Node> m = mapping(node, "metadata");
        Node versionNode = required(m, "format_version", node);
        String version = string(versionNode, "format_version");
        if (!version.equals("2.0") && !version.equals("2.1")) {
            throw error(versionNode, "unsupported format_version '" + version + "' (2.0 and 2.1 are read)");
        }
        String uuid = string(required(m, "uuid", node), "uuid");
        String time = m.containsKey("creation_time") ? string(m.get("creation_time"), "creation_time") : "";
        Map<String, Node> producer = mapping(required(m, "producer", node), "producer");
        String producerName = string(required(producer, "name", node), "name");
        String producerVersion = producer.containsKey("version") ? string(producer.get("version"), "version") : "";
        Node taskNode = required(m, "task", node);
        Map<String, Node> task = mapping(taskNode, "task");
        List<String> files = new ArrayList<>();
        for (Node f : sequence(required(task, "input_files", taskNode), "input_files")) {
            files.add(string(f, "an input file"));
        }
        Map<String, String> hashes = new LinkedHashMap<>();
        Node hashNode = required(task, "input_file_hashes", taskNode);
        mapping(hashNode, "input_file_hashes").forEach((k, v) -> hashes.put(k, string(v, "a hash")));
        String specification = string(required(task, "specification", taskNode), "specification");
        Node modelNode = required(task, "data_model", taskNode);
        String dataModel = string(modelNode, "data_model");
        if (!dataModel.equals("ILP32") && !dataModel.equals("LP64")) {
            throw error(modelNode, "data_model must be ILP32 or LP64, not '" + dataModel + "'");
        }
        String language = string(required(task, "language", taskNode), "language");
        if (!language.equals("C")) {
            throw error(task.get("language"), "language must be C");
        }
        Metadata result = new Metadata(version, uuid, time, producerName, producerVersion, files, hashes, specification,
                dataModel);
        positions.put(result, at(node));
        positions.put(result.inputFileHashes(), at(hashNode));
        return result;
    }

    private Witness.Invariant invariant(Node node) {
        Map<String, Node> m = mapping(node, "an invariant");
        Node typeNode = required(m, "type", node);
        String type = string(typeNode, "type");
        Witness.Invariant.Type t = switch (type) {
            case "location_invariant" -> Witness.Invariant.Type.LOCATION;
            case "loop_invariant" -> Witness.Invariant.Type.LOOP;
            default -> throw new InputException(at(typeNode), "unknown invariant type '" + type + "'",
                    "unknown entry type");
        };
        expression(m, node);
        Witness.Invariant result = new Witness.Invariant(t, location(required(m, "location", node)),
                string(required(m, "value", node), "value"));
        positions.put(result, at(required(m, "value", node)));
        return result;
    }

    private void expression(Map<String, Node> m, Node node) {
        Node format = required(m, "format", node);
        if (!string(format, "format").equals("c_expression")) {
            throw error(format, "only format c_expression is supported");
        }
    }

    private Witness.GhostVariable ghostVariable(Node node) {
        Map<String, Node> m = mapping(node, "a ghost variable");
        String name = string(required(m, "name", node), "name");
        if (!name.matches("[A-Za-z_][A-Za-z0-9_]*")) {
            throw error(m.get("name"), "ghost name '" + name + "' is not a C identifier");
        }
        Node scope = required(m, "scope", node);
        if (!string(scope, "scope").equals("global")) {
            throw error(scope, "unsupported ghost variable scope '" + string(scope, "scope") + "'");
        }
        Node initial = required(m, "initial", node);
        Map<String, Node> i = mapping(initial, "initial");
        expression(i, initial);
        Witness.GhostVariable result = new Witness.GhostVariable(name, string(required(m, "type", node), "type"),
                string(required(i, "value", initial), "value"));
        positions.put(result, at(node));
        return result;
    }

    private Witness.GhostUpdate ghostUpdate(Node node) {
        Map<String, Node> m = mapping(node, "a ghost update");
        WitnessLocation location = location(required(m, "location", node));
        List<Witness.Update> assignments = new ArrayList<>();
        Node list = required(m, "updates", node);
        for (Node u : sequence(list, "updates")) {
            Map<String, Node> a = mapping(u, "an update");
            expression(a, u);
            Witness.Update update = new Witness.Update(string(required(a, "variable", u), "variable"),
                    string(required(a, "value", u), "value"));
            positions.put(update, at(required(a, "value", u)));
            assignments.add(update);
        }
        if (assignments.isEmpty()) {
            throw error(list, "a ghost update item needs at least one update");
        }
        Witness.GhostUpdate result = new Witness.GhostUpdate(location, assignments);
        positions.put(result, at(node));
        return result;
    }

    private Witness.Waypoint waypoint(Node node) {
        Map<String, Node> m = mapping(node, "a waypoint");
        Node typeNode = required(m, "type", node);
        String type = string(typeNode, "type");
        if (!Set.of("assumption", "branching", "function_enter", "function_return", "target").contains(type)) {
            throw new InputException(at(typeNode), "unknown waypoint type '" + type + "'", "unknown entry type");
        }
        Node actionNode = required(m, "action", node);
        String action = string(actionNode, "action");
        if (!action.equals("follow") && !action.equals("avoid")) {
            throw error(actionNode, "waypoint action must be follow or avoid");
        }
        Optional<String> constraint = Optional.empty();
        if (m.containsKey("constraint")) {
            constraint = Optional.of(string(required(mapping(m.get("constraint"), "constraint"), "value",
                    m.get("constraint")), "value"));
        } else if (type.equals("assumption") || type.equals("branching")) {
            throw error(node, "a " + type + " waypoint needs a constraint");
        }
        Witness.Waypoint result = new Witness.Waypoint(type, action, location(required(m, "location", node)),
                constraint);
        positions.put(result, at(node));
        return result;
    }

    private WitnessLocation location(Node node) {
        Map<String, Node> m = mapping(node, "a location");
        String fileName = string(required(m, "file_name", node), "file_name");
        int line = integer(required(m, "line", node), "line", 1);
        int column = m.containsKey("column") ? integer(m.get("column"), "column", 1) : 0;
        String function = m.containsKey("function") ? string(m.get("function"), "function") : "";
        return new WitnessLocation(fileName, line, column, function);
    }

    // ---- typed access with positions

    private Map<String, Node> mapping(Node node, String what) {
        if (!(node instanceof MappingNode map)) {
            throw error(node, what + " must be a mapping");
        }
        Map<String, Node> result = new LinkedHashMap<>();
        for (NodeTuple t : map.getValue()) {
            result.put(string(t.getKeyNode(), "a key"), t.getValueNode());
        }
        return result;
    }

    private List<Node> sequence(Node node, String what) {
        if (!(node instanceof SequenceNode seq)) {
            throw error(node, what + " must be a list");
        }
        return seq.getValue();
    }

    private String string(Node node, String what) {
        if (!(node instanceof ScalarNode s)) {
            throw error(node, what + " must be a scalar");
        }
        return s.getValue();
    }

    private int integer(Node node, String what, int minimum) {
        String text = string(node, what);
        try {
            int value = Integer.parseInt(text);
            if (value < minimum) {
                throw error(node, what + " must be at least " + minimum + ", not " + value);
            }
            return value;
        } catch (NumberFormatException e) {
            throw error(node, what + " must be an integer, not '" + text + "'");
        }
    }

    private Node required(Map<String, Node> map, String key, Node owner) {
        Node value = map.get(key);
        if (value == null) {
            throw error(owner, "missing key '" + key + "'");
        }
        return value;
    }

    private InputException error(Node node, String message) {
        return new InputException(at(node), message, "malformed witness");
    }

    private SourceLocation at(Node node) {
        return node.getStartMark().map(this::at).orElse(SourceLocation.ofFile(file));
    }

    private SourceLocation at(Mark mark) {
        return new SourceLocation(file, mark.getLine() + 1, mark.getColumn() + 1);
    }
}
