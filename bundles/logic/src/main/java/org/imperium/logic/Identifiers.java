package org.imperium.logic;

/**
 * Which names {@link TermPrinter} writes as they are; others are quoted as {@code |name|} (as in SMT-LIB). Plain
 * names start with a letter or underscore and continue with letters, digits and {@code _ # @ $ . ~ '}, so that
 * instance names such as {@code worker#1.y} and SSA names such as {@code x'} stay readable.
 */
public final class Identifiers {

    private Identifiers() {
    }

    public static boolean isStart(char c) {
        return Character.isLetter(c) || c == '_';
    }

    public static boolean isPart(char c) {
        return Character.isLetterOrDigit(c) || c == '_' || c == '#' || c == '@' || c == '$' || c == '.' || c == '~'
                || c == '\'';
    }

    public static boolean isPlain(String name) {
        if (name.isEmpty() || !isStart(name.charAt(0)) || isKeyword(name)) {
            return false;
        }
        for (int i = 1; i < name.length(); i++) {
            if (!isPart(name.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    public static boolean isKeyword(String name) {
        return switch (name) {
            case "true", "false", "div", "mod", "ite", "store", "const" -> true;
            default -> false;
        };
    }
}
