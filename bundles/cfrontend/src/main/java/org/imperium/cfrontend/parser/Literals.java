package org.imperium.cfrontend.parser;

import java.math.BigInteger;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.imperium.cfrontend.types.CType;
import org.imperium.cfrontend.types.DataModel;
import org.imperium.cfrontend.types.FloatingKind;
import org.imperium.cfrontend.types.IntegerKind;

/**
 * Values and types of constants (C11 6.4.4) and string literals (6.4.5): the type of an integer constant is the
 * first kind of its list (by suffix and radix) that can represent the value.
 */
final class Literals {

    private Literals() {
    }

    record IntegerValue(BigInteger value, IntegerKind kind) {
    }

    /** Returns null when the value fits no kind of the list. */
    static IntegerValue integer(String image, DataModel model) {
        String text = image.replace("'", "").toLowerCase(Locale.ROOT);
        int end = text.length();
        while (end > 0 && (text.charAt(end - 1) == 'u' || text.charAt(end - 1) == 'l')) {
            end--;
        }
        String suffix = text.substring(end);
        String digits = text.substring(0, end);
        boolean decimal;
        BigInteger value;
        if (digits.startsWith("0x")) {
            value = new BigInteger(digits.substring(2), 16);
            decimal = false;
        } else if (digits.startsWith("0b")) {
            value = new BigInteger(digits.substring(2), 2);
            decimal = false;
        } else if (digits.length() > 1 && digits.startsWith("0")) {
            value = new BigInteger(digits.substring(1), 8);
            decimal = false;
        } else {
            value = new BigInteger(digits);
            decimal = true;
        }
        boolean unsigned = suffix.contains("u");
        int longs = suffix.length() - (unsigned ? 1 : 0);
        List<IntegerKind> candidates = candidates(decimal, unsigned, longs);
        for (IntegerKind k : candidates) {
            if (model.inRange(value, k)) {
                return new IntegerValue(value, k);
            }
        }
        return model.inRange(value, IntegerKind.UNSIGNED_LONG_LONG)
                ? new IntegerValue(value, IntegerKind.UNSIGNED_LONG_LONG) : null;
    }

    private static List<IntegerKind> candidates(boolean decimal, boolean unsigned, int longs) {
        List<IntegerKind> all = unsigned
                ? List.of(IntegerKind.UNSIGNED_INT, IntegerKind.UNSIGNED_LONG, IntegerKind.UNSIGNED_LONG_LONG)
                : decimal ? List.of(IntegerKind.INT, IntegerKind.LONG, IntegerKind.LONG_LONG)
                : List.of(IntegerKind.INT, IntegerKind.UNSIGNED_INT, IntegerKind.LONG, IntegerKind.UNSIGNED_LONG,
                        IntegerKind.LONG_LONG, IntegerKind.UNSIGNED_LONG_LONG);
        int minRank = longs == 0 ? IntegerKind.INT.rank() : longs == 1 ? IntegerKind.LONG.rank()
                : IntegerKind.LONG_LONG.rank();
        return all.stream().filter(k -> k.rank() >= minRank).toList();
    }

    static CType.FloatingType floatingType(String image) {
        String t = image.toLowerCase(Locale.ROOT);
        boolean hex = t.startsWith("0x");
        if (t.endsWith("f128") || t.endsWith("q")) {
            return new CType.FloatingType(FloatingKind.FLOAT128);
        }
        if (t.endsWith("f") && (!hex || t.indexOf('p') >= 0)) {
            return new CType.FloatingType(FloatingKind.FLOAT);
        }
        if (t.endsWith("l")) {
            return new CType.FloatingType(FloatingKind.LONG_DOUBLE);
        }
        return new CType.FloatingType(FloatingKind.DOUBLE);
    }

    static double floatingValue(String image) {
        String t = image.toLowerCase(Locale.ROOT);
        while (t.endsWith("f128")) {
            t = t.substring(0, t.length() - 4);
        }
        while (!t.isEmpty() && "flq".indexOf(t.charAt(t.length() - 1)) >= 0
                && !(t.startsWith("0x") && t.indexOf('p') < 0)) {
            t = t.substring(0, t.length() - 1);
        }
        return Double.parseDouble(t);
    }

    /** The characters of a character constant or string literal body (prefix and quotes removed). */
    static int[] unescape(String body) {
        int[] out = new int[body.length()];
        int n = 0;
        for (int i = 0; i < body.length(); i++) {
            char c = body.charAt(i);
            if (c != '\\') {
                out[n++] = c;
                continue;
            }
            char e = body.charAt(++i);
            switch (e) {
                case 'n' -> out[n++] = '\n';
                case 't' -> out[n++] = '\t';
                case 'r' -> out[n++] = '\r';
                case 'a' -> out[n++] = 7;
                case 'b' -> out[n++] = '\b';
                case 'f' -> out[n++] = '\f';
                case 'v' -> out[n++] = 11;
                case 'e', 'E' -> out[n++] = 27;
                case 'x' -> {
                    int j = i + 1;
                    while (j < body.length() && Character.digit(body.charAt(j), 16) >= 0) {
                        j++;
                    }
                    out[n++] = new BigInteger(body.substring(i + 1, j), 16).intValue();
                    i = j - 1;
                }
                default -> {
                    if (e >= '0' && e <= '7') {
                        int j = i;
                        while (j < body.length() && j < i + 3 && body.charAt(j) >= '0' && body.charAt(j) <= '7') {
                            j++;
                        }
                        out[n++] = Integer.parseInt(body.substring(i, j), 8);
                        i = j - 1;
                    } else {
                        out[n++] = e; // \\ \' \" \?
                    }
                }
            }
        }
        return Arrays.copyOf(out, n);
    }

    /** Length of the encoding prefix (L, u, U, u8) before the opening quote. */
    static int prefixLength(String image) {
        int i = 0;
        while (image.charAt(i) != '\'' && image.charAt(i) != '"') {
            i++;
        }
        return i;
    }
}
