package org.imperium.cfrontend.parser;

import java.util.ArrayList;
import java.util.List;
import org.imperium.core.InputException;
import org.imperium.core.SourceLocation;

/**
 * Maps physical lines of the parsed text to original files and lines, following the preprocessor's line markers
 * ({@code # 12 "file.c" 1} and {@code #line 12 "file.c"}, C11 6.10.4): the line after a marker is line 12 of
 * file.c. {@link #strip} blanks every directive line (markers, {@code #pragma}) so the grammar never sees them and
 * the physical line numbers stay those of the input.
 */
final class LineMap {

    private record Marker(int physicalLine, int logicalLine, String file) {
    }

    private final List<Marker> markers = new ArrayList<>();
    private final String defaultFile;

    private LineMap(String defaultFile) {
        this.defaultFile = defaultFile;
    }

    /** The text with directive lines blanked, and the map built from the markers among them. */
    record Stripped(String text, LineMap lines) {
    }

    static Stripped strip(String text, String file) {
        LineMap map = new LineMap(file);
        StringBuilder out = new StringBuilder(text.length());
        int line = 1;
        int start = 0;
        while (start < text.length()) {
            int end = text.indexOf('\n', start);
            int stop = end < 0 ? text.length() : end;
            String content = text.substring(start, stop);
            String trimmed = content.strip();
            if (trimmed.startsWith("#")) {
                map.directive(line, trimmed.substring(1).strip());
            } else {
                out.append(content);
            }
            if (end < 0) {
                break;
            }
            out.append('\n');
            line++;
            start = end + 1;
        }
        return new Stripped(out.toString(), map);
    }

    private void directive(int physicalLine, String body) {
        String rest = body.startsWith("line") ? body.substring(4).strip() : body;
        int i = 0;
        while (i < rest.length() && Character.isDigit(rest.charAt(i))) {
            i++;
        }
        if (i == 0) {
            return; // #pragma, #ident and the like
        }
        int logical;
        try {
            logical = Integer.parseInt(rest.substring(0, i));
        } catch (NumberFormatException e) {
            throw new InputException(location(physicalLine, 1), "line number out of range in line marker",
                    "syntax error");
        }
        String file = current(physicalLine).file;
        int open = rest.indexOf('"', i);
        int close = open < 0 ? -1 : rest.indexOf('"', open + 1);
        if (close > open) {
            file = rest.substring(open + 1, close).replace("\\\\", "\\");
        }
        markers.add(new Marker(physicalLine + 1, logical, file));
    }

    private Marker current(int physicalLine) {
        for (int k = markers.size() - 1; k >= 0; k--) {
            if (markers.get(k).physicalLine <= physicalLine) {
                return markers.get(k);
            }
        }
        return new Marker(1, 1, defaultFile);
    }

    SourceLocation location(int physicalLine, int column) {
        Marker m = markers.isEmpty() ? null : search(physicalLine);
        if (m == null) {
            return new SourceLocation(defaultFile, physicalLine, column);
        }
        return new SourceLocation(m.file, m.logicalLine + physicalLine - m.physicalLine, column);
    }

    private Marker search(int physicalLine) {
        int lo = 0;
        int hi = markers.size() - 1;
        Marker found = null;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            if (markers.get(mid).physicalLine <= physicalLine) {
                found = markers.get(mid);
                lo = mid + 1;
            } else {
                hi = mid - 1;
            }
        }
        return found;
    }
}
