package org.imperium.core.toolchain;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.xml.XMLConstants;
import javax.xml.parsers.ParserConfigurationException;
import javax.xml.parsers.SAXParser;
import javax.xml.parsers.SAXParserFactory;
import org.imperium.core.InputException;
import org.imperium.core.SourceLocation;
import org.xml.sax.Attributes;
import org.xml.sax.Locator;
import org.xml.sax.SAXException;
import org.xml.sax.SAXParseException;
import org.xml.sax.helpers.DefaultHandler;

/** Reads toolchain files; every problem is an {@link InputException} with file, line and column. */
public final class ToolchainReader {

    private ToolchainReader() {
    }

    public static Toolchain read(Path file) {
        String name = file.toString();
        try (InputStream in = Files.newInputStream(file)) {
            SAXParserFactory factory = SAXParserFactory.newInstance();
            factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            SAXParser parser = factory.newSAXParser();
            Handler handler = new Handler(name);
            parser.parse(in, handler);
            return handler.result();
        } catch (NoSuchFileException e) {
            throw new InputException(SourceLocation.ofFile(name), "toolchain file not found", "toolchain file not found");
        } catch (SAXParseException e) {
            throw new InputException(new SourceLocation(name, e.getLineNumber(), e.getColumnNumber()),
                    "malformed toolchain file: " + e.getMessage(), "malformed toolchain file");
        } catch (SAXException | ParserConfigurationException e) {
            throw new InputException(SourceLocation.ofFile(name), "malformed toolchain file: " + e.getMessage(),
                    "malformed toolchain file");
        } catch (IOException e) {
            throw new InputException(SourceLocation.ofFile(name), "cannot read toolchain file: " + e.getMessage(),
                    "cannot read toolchain file");
        }
    }

    /** Accepts exactly rundefinition → name, toolchain → (plugin | portfolio → plugin+)*. */
    private static final class Handler extends DefaultHandler {
        private final String file;
        private final List<Toolchain.Step> steps = new ArrayList<>();
        private final List<String> open = new ArrayList<>();
        private final StringBuilder text = new StringBuilder();
        private Locator locator;
        private String name;
        private boolean sawToolchain;
        /** Number of the portfolio being read, 0 outside one. */
        private int portfolio;
        private int portfolios;
        private int portfolioStart;

        Handler(String file) {
            this.file = file;
        }

        @Override
        public void setDocumentLocator(Locator locator) {
            this.locator = locator;
        }

        private SourceLocation here() {
            return new SourceLocation(file, locator.getLineNumber(), locator.getColumnNumber());
        }

        @Override
        public void startElement(String uri, String localName, String qName, Attributes attributes) {
            String parent = open.isEmpty() ? "" : open.get(open.size() - 1);
            String expected = switch (parent) {
                case "" -> "rundefinition";
                case "rundefinition" -> qName.equals("name") ? "name" : "toolchain";
                case "toolchain" -> qName.equals("portfolio") ? "portfolio" : "plugin";
                case "portfolio" -> "plugin";
                default -> null;
            };
            if (!qName.equals(expected)) {
                throw new InputException(here(), "unexpected element <" + qName + ">"
                        + (expected == null ? " inside <" + parent + ">" : ", expected <" + expected + ">"),
                        "malformed toolchain file");
            }
            if (qName.equals("plugin")) {
                String id = attributes.getValue("id");
                if (id == null || id.isBlank()) {
                    throw new InputException(here(), "<plugin> without id attribute", "malformed toolchain file");
                }
                steps.add(new Toolchain.Step(id.strip(), here(), portfolio));
            }
            if (qName.equals("toolchain")) {
                sawToolchain = true;
            }
            if (qName.equals("portfolio")) {
                portfolio = ++portfolios;
                portfolioStart = steps.size();
            }
            open.add(qName);
            text.setLength(0);
        }

        @Override
        public void characters(char[] ch, int start, int length) {
            text.append(ch, start, length);
        }

        @Override
        public void endElement(String uri, String localName, String qName) {
            if (qName.equals("name")) {
                name = text.toString().strip();
            }
            if (qName.equals("portfolio")) {
                if (steps.size() - portfolioStart < 2) {
                    throw new InputException(here(), "a <portfolio> needs at least two plugins",
                            "malformed toolchain file");
                }
                portfolio = 0;
            }
            open.remove(open.size() - 1);
        }

        Toolchain result() {
            if (!sawToolchain) {
                throw new InputException(SourceLocation.ofFile(file), "no <toolchain> element", "malformed toolchain file");
            }
            if (steps.isEmpty()) {
                throw new InputException(SourceLocation.ofFile(file), "the toolchain lists no plugin",
                        "malformed toolchain file");
            }
            String fallback = Path.of(file).getFileName().toString().replaceFirst("\\.xml$", "");
            return new Toolchain(name == null || name.isEmpty() ? fallback : name, steps, file);
        }
    }
}
