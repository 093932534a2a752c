package org.imperium.core.settings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.imperium.core.InputException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SettingsTest {

    @TempDir
    Path dir;

    private final OptionCatalog catalog = new OptionCatalog().add("ta", List.of(
            new OptionDescriptor("ta", "solver", OptionType.STRING, "smtinterpol", "solver",
                    List.of("smtinterpol", "princess", "z3")),
            new OptionDescriptor("ta", "maxIterations", OptionType.INTEGER, "100", "limit", List.of())));

    private Path file(String text) throws IOException {
        Path f = dir.resolve("s.properties");
        Files.writeString(f, text);
        return f;
    }

    @Test
    void readsKeysValuesAndSkipsComments() throws IOException {
        Settings s = Settings.read(file("# comment\n\nta.solver = princess\n ta.maxIterations=7 \n"));
        s.validate(catalog);
        assertEquals(Map.of("solver", "princess", "maxIterations", "7"), s.forPlugin("ta"));
    }

    @Test
    void commandLineOverrideWins() throws IOException {
        Settings s = Settings.read(file("ta.solver = princess\n"));
        s.put(Settings.parseOverride("ta.solver=z3"));
        assertEquals("z3", s.forPlugin("ta").get("solver"));
    }

    @Test
    void unknownKeyNamesFileLineAndKnownOptions() throws IOException {
        Path f = file("ta.solver = z3\nta.colour = red\n");
        InputException e = assertThrows(InputException.class, () -> Settings.read(f).validate(catalog));
        assertEquals(f + ":2:1: unknown setting 'ta.colour' (options of ta: solver, maxIterations)", e.getMessage());
    }

    @Test
    void unknownPluginIsAnError() throws IOException {
        Path f = file("nope.x = 1\n");
        InputException e = assertThrows(InputException.class, () -> Settings.read(f).validate(catalog));
        assertEquals(f + ":1:1: unknown setting 'nope.x': no installed plugin 'nope' (plugins: ta)", e.getMessage());
    }

    @Test
    void illTypedValueNamesTheExpectedType() throws IOException {
        Path f = file("ta.maxIterations = many\n");
        InputException e = assertThrows(InputException.class, () -> Settings.read(f).validate(catalog));
        assertEquals(f + ":1:1: bad value 'many' for setting 'ta.maxIterations': expected an integer", e.getMessage());
    }

    @Test
    void valueOutsideAllowedListNamesTheAllowedValues() {
        Settings s = Settings.empty().put(Settings.parseOverride("ta.solver=cvc5"));
        InputException e = assertThrows(InputException.class, () -> s.validate(catalog));
        assertEquals("--set ta.solver=cvc5: bad value 'cvc5' for setting 'ta.solver': allowed values: smtinterpol,"
                + " princess, z3", e.getMessage());
    }

    @Test
    void malformedLineIsAnError() throws IOException {
        Path f = file("ta.solver princess\n");
        InputException e = assertThrows(InputException.class, () -> Settings.read(f));
        assertEquals(f + ":1:1: expected '<plugin>.<option> = <value>', found 'ta.solver princess'", e.getMessage());
    }

    @Test
    void missingFileIsAnError() {
        InputException e = assertThrows(InputException.class, () -> Settings.read(dir.resolve("none.properties")));
        assertEquals(dir.resolve("none.properties") + ": settings file not found", e.getMessage());
    }
}
