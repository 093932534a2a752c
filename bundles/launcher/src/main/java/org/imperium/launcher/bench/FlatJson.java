package org.imperium.launcher.bench;

import java.util.LinkedHashMap;
import java.util.Map;

/** Reads the flat JSON objects that {@code Statistics.toJson} writes: string keys, numbers, booleans, strings. */
final class FlatJson {

    private final String text;
    private int pos;

    private FlatJson(String text) {
        this.text = text;
    }

    static Map<String, Object> parse(String text) {
        return new FlatJson(text).object();
    }

    private Map<String, Object> object() {
        Map<String, Object> result = new LinkedHashMap<>();
        expect('{');
        if (peek() == '}') {
            pos++;
            return result;
        }
        do {
            String key = string();
            expect(':');
            result.put(key, value());
        } while (accept(','));
        expect('}');
        return result;
    }

    private Object value() {
        char c = peek();
        if (c == '"') {
            return string();
        }
        int start = pos;
        while (pos < text.length() && ",}".indexOf(text.charAt(pos)) < 0 && !Character.isWhitespace(text.charAt(pos))) {
            pos++;
        }
        String token = text.substring(start, pos);
        if (token.equals("true") || token.equals("false")) {
            return Boolean.parseBoolean(token);
        }
        if (token.matches("-?\\d+")) {
            return Long.parseLong(token);
        }
        return Double.parseDouble(token);
    }

    private String string() {
        expect('"');
        StringBuilder out = new StringBuilder();
        while (text.charAt(pos) != '"') {
            char c = text.charAt(pos++);
            if (c == '\\') {
                char e = text.charAt(pos++);
                switch (e) {
                    case 'n' -> out.append('\n');
                    case 'r' -> out.append('\r');
                    case 't' -> out.append('\t');
                    case 'u' -> {
                        out.append((char) Integer.parseInt(text.substring(pos, pos + 4), 16));
                        pos += 4;
                    }
                    default -> out.append(e);
                }
            } else {
                out.append(c);
            }
        }
        pos++;
        return out.toString();
    }

    private char peek() {
        while (Character.isWhitespace(text.charAt(pos))) {
            pos++;
        }
        return text.charAt(pos);
    }

    private boolean accept(char c) {
        if (peek() == c) {
            pos++;
            return true;
        }
        return false;
    }

    private void expect(char c) {
        if (!accept(c)) {
            throw new IllegalArgumentException("expected '" + c + "' at " + pos);
        }
    }
}
