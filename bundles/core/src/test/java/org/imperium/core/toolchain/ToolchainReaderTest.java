package org.imperium.core.toolchain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.imperium.core.InputException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ToolchainReaderTest {

    @TempDir
    Path dir;

    private Path file(String text) throws IOException {
        Path f = dir.resolve("tc.xml");
        Files.writeString(f, text);
        return f;
    }

    @Test
    void readsNameAndPluginsWithLines() throws IOException {
        Toolchain t = ToolchainReader.read(file("""
                <rundefinition>
                  <name>Demo</name>
                  <toolchain>
                    <plugin id="a"/>
                    <plugin id="b"/>
                  </toolchain>
                </rundefinition>
                """));
        assertEquals("Demo", t.name());
        assertEquals(2, t.steps().size());
        assertEquals("b", t.steps().get(1).pluginId());
        assertEquals(5, t.steps().get(1).location().line());
    }

    @Test
    void portfoliosAreNumberedInFileOrder() throws IOException {
        Toolchain t = ToolchainReader.read(file("""
                <rundefinition>
                  <toolchain>
                    <plugin id="a"/>
                    <portfolio><plugin id="b"/><plugin id="c"/></portfolio>
                    <plugin id="d"/>
                  </toolchain>
                </rundefinition>
                """));
        assertEquals(java.util.List.of(0, 1, 1, 0), t.steps().stream().map(Toolchain.Step::portfolio).toList());
    }

    @Test
    void portfolioOfOnePluginIsAnError() throws IOException {
        Path f = file("<rundefinition><toolchain><portfolio><plugin id=\"b\"/></portfolio></toolchain>"
                + "</rundefinition>");
        InputException e = assertThrows(InputException.class, () -> ToolchainReader.read(f));
        assertTrue(e.getMessage().contains("a <portfolio> needs at least two plugins"), e.getMessage());
    }

    @Test
    void malformedXmlGivesLineAndColumn() throws IOException {
        Path f = file("<rundefinition>\n  <toolchain>\n    <plugin id=\"a\">\n  </toolchain>\n</rundefinition>\n");
        InputException e = assertThrows(InputException.class, () -> ToolchainReader.read(f));
        assertTrue(e.getMessage().startsWith(f + ":4:"), e.getMessage());
    }

    @Test
    void unexpectedElementIsNamed() throws IOException {
        Path f = file("<rundefinition>\n<toolchain>\n<plug id=\"a\"/>\n</toolchain>\n</rundefinition>\n");
        InputException e = assertThrows(InputException.class, () -> ToolchainReader.read(f));
        assertEquals(f + ":3:15: unexpected element <plug>, expected <plugin>", e.getMessage());
    }

    @Test
    void pluginWithoutIdIsAnError() throws IOException {
        Path f = file("<rundefinition><toolchain><plugin/></toolchain></rundefinition>");
        InputException e = assertThrows(InputException.class, () -> ToolchainReader.read(f));
        assertTrue(e.getMessage().endsWith("<plugin> without id attribute"), e.getMessage());
    }

    @Test
    void missingFileIsAnError() {
        InputException e = assertThrows(InputException.class, () -> ToolchainReader.read(dir.resolve("x.xml")));
        assertEquals(dir.resolve("x.xml") + ": toolchain file not found", e.getMessage());
    }
}
