package org.imperium.core.settings;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.imperium.core.InputException;
import org.imperium.core.SourceLocation;

/**
 * The settings of a run: {@code <plugin id>.<option id> = value} lines from settings files, overridden by
 * {@code --set} on the command line. The file format is documented in {@code docs/settings.md}: one setting a
 * line, {@code #} starts a comment line, blank lines are ignored, whitespace around key and value is dropped.
 */
public final class Settings {

    private final Map<String, Setting> byKey = new LinkedHashMap<>();

    public static Settings empty() {
        return new Settings();
    }

    /** Reads a settings file; a missing file or a malformed line is an {@link InputException}. */
    public static Settings read(Path file) {
        List<String> lines;
        try {
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new InputException(SourceLocation.ofFile(file.toString()), "settings file not found",
                    "settings file not found");
        } catch (IOException e) {
            throw new InputException(SourceLocation.ofFile(file.toString()), "cannot read settings file: " + e.getMessage(),
                    "cannot read settings file");
        }
        Settings settings = new Settings();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            SourceLocation where = new SourceLocation(file.toString(), i + 1, 1);
            settings.put(parse(line, where));
        }
        return settings;
    }

    /** Parses {@code key=value} as given to {@code --set}. */
    public static Setting parseOverride(String text) {
        return parse(text.strip(), SourceLocation.ofFile("--set " + text));
    }

    private static Setting parse(String line, SourceLocation where) {
        int eq = line.indexOf('=');
        if (eq <= 0) {
            throw new InputException(where, "expected '<plugin>.<option> = <value>', found '" + line + "'",
                    "malformed setting");
        }
        String key = line.substring(0, eq).strip();
        String value = line.substring(eq + 1).strip();
        if (!key.matches("[A-Za-z][A-Za-z0-9_-]*\\.[A-Za-z][A-Za-z0-9_.-]*")) {
            throw new InputException(where, "malformed setting key '" + key + "' (expected <plugin>.<option>)",
                    "malformed setting");
        }
        return new Setting(key, value, where);
    }

    /** Adds or replaces a setting; the later one wins. */
    public Settings put(Setting setting) {
        byKey.remove(setting.key());
        byKey.put(setting.key(), setting);
        return this;
    }

    public Settings putAll(Settings other) {
        other.all().forEach(this::put);
        return this;
    }

    public Collection<Setting> all() {
        return byKey.values();
    }

    /** The values for one plugin, keyed by option id: what the Converter turns into the options annotation. */
    public Map<String, String> forPlugin(String pluginId) {
        Map<String, String> result = new LinkedHashMap<>();
        for (Setting s : byKey.values()) {
            if (s.pluginId().equals(pluginId)) {
                result.put(s.optionId(), s.value());
            }
        }
        return result;
    }

    /**
     * Checks every setting against the catalog: an unknown plugin or option, or a value outside the option's
     * type or allowed values, is an {@link InputException} naming the origin, the key and what is allowed.
     */
    public void validate(OptionCatalog catalog) {
        for (Setting s : byKey.values()) {
            if (!catalog.knowsPlugin(s.pluginId())) {
                throw new InputException(s.origin(), "unknown setting '" + s.key() + "': no installed plugin '"
                        + s.pluginId() + "' (plugins: " + String.join(", ", catalog.all().keySet()) + ")",
                        "unknown setting " + s.key());
            }
            OptionDescriptor option = catalog.find(s.pluginId(), s.optionId()).orElseThrow(() -> new InputException(
                    s.origin(), "unknown setting '" + s.key() + "' (options of " + s.pluginId() + ": "
                    + optionList(catalog, s.pluginId()) + ")", "unknown setting " + s.key()));
            option.check(s.value()).ifPresent(problem -> {
                throw new InputException(s.origin(), "bad value '" + s.value() + "' for setting '" + s.key() + "': "
                        + problem, "bad value for setting " + s.key());
            });
        }
    }

    private static String optionList(OptionCatalog catalog, String pluginId) {
        List<String> ids = catalog.options(pluginId).stream().map(OptionDescriptor::id).toList();
        return ids.isEmpty() ? "none" : String.join(", ", ids);
    }
}
