package org.imperium.cfrontend;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import org.imperium.cfrontend.ast.TranslationUnit;
import org.imperium.cfrontend.parser.CSourceParser;
import org.imperium.cfrontend.types.DataModel;
import org.imperium.core.InputException;
import org.imperium.core.SourceLocation;

/**
 * Entry point of the C front end: reads a file ({@code .i} as it is, anything else through the C preprocessor),
 * parses and types it. Errors are {@link InputException}s ({@code file:line:column: message}) or
 * {@link org.imperium.core.UnsupportedException}s naming the construct and its location.
 */
public final class CFrontEnd {

    private CFrontEnd() {
    }

    /** Parses and types a file under the given data model. */
    public static CProgram parse(Path file, DataModel model) {
        String name = file.toString();
        String text;
        if (!Files.isRegularFile(file)) {
            throw new InputException(SourceLocation.ofFile(name), Files.exists(file) ? "not a regular file"
                    : "file not found", "cannot read input");
        }
        if (name.endsWith(".i")) {
            try {
                // bytes as characters: C chars are bytes, and no input can fail to decode
                text = Files.readString(file, StandardCharsets.ISO_8859_1);
            } catch (NoSuchFileException e) {
                throw new InputException(SourceLocation.ofFile(name), "file not found", "cannot read input");
            } catch (IOException e) {
                throw new InputException(SourceLocation.ofFile(name), "cannot read: " + e.getMessage(),
                        "cannot read input");
            }
        } else {
            text = Preprocessor.run(file, model);
        }
        return new CProgram(parse(text, name, model), model);
    }

    /** Parses preprocessed text; {@code file} names it in locations until the first line marker. */
    public static TranslationUnit parse(String text, String file, DataModel model) {
        return CSourceParser.parse(text, file, model);
    }
}
