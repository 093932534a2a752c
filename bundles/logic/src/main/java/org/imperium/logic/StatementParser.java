package org.imperium.logic;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * Reads statements as {@link Statement#toString()} writes them: {@code skip}, or actions separated by {@code ;}
 * — {@code [condition]}, {@code x, y := e1, e2}, {@code havoc x, y}. Errors are {@link TermSyntaxException}s
 * with offsets into the whole text.
 */
public final class StatementParser {

    private StatementParser() {
    }

    public static Statement parse(String text, Function<String, Optional<Var>> scope) {
        if (text.strip().equals("skip")) {
            return Statement.SKIP;
        }
        List<Action> actions = new ArrayList<>();
        int start = 0;
        for (int end : topLevelSemicolons(text)) {
            actions.add(action(text, start, end, scope));
            start = end + 1;
        }
        actions.add(action(text, start, text.length(), scope));
        return Statement.of(actions);
    }

    private static List<Integer> topLevelSemicolons(String text) {
        List<Integer> result = new ArrayList<>();
        int depth = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '(' || c == '[') {
                depth++;
            } else if (c == ')' || c == ']') {
                depth--;
            } else if (c == ';' && depth == 0) {
                result.add(i);
            }
        }
        return result;
    }

    private static Action action(String text, int start, int end, Function<String, Optional<Var>> scope) {
        String part = text.substring(start, end);
        int lead = part.length() - part.stripLeading().length();
        String body = part.strip();
        int offset = start + lead;
        if (body.isEmpty()) {
            throw new TermSyntaxException("empty action", offset);
        }
        try {
            if (body.startsWith("[")) {
                if (!body.endsWith("]")) {
                    throw new TermSyntaxException("expected ']' at the end of an assume", body.length() - 1);
                }
                String inner = body.substring(1, body.length() - 1);
                return new Action.Assume(condition(TermParser.parse(inner, scope), 1));
            }
            if (body.startsWith("havoc ")) {
                List<Var> vars = new ArrayList<>();
                int at = 6;
                for (String name : body.substring(6).split(",")) {
                    vars.add(variable(name, at, scope));
                    at += name.length() + 1;
                }
                return new Action.Havoc(vars);
            }
            int assign = body.indexOf(":=");
            if (assign < 0) {
                throw new TermSyntaxException("expected '[condition]', 'x := e' or 'havoc x'", 0);
            }
            List<Var> targets = new ArrayList<>();
            int at = 0;
            for (String name : body.substring(0, assign).split(",")) {
                targets.add(variable(name, at, scope));
                at += name.length() + 1;
            }
            List<Term> values = splitTopLevelCommas(body, assign + 2, scope);
            if (values.size() != targets.size()) {
                throw new TermSyntaxException(targets.size() + " variables but " + values.size() + " values", assign);
            }
            Map<Var, Term> updates = new LinkedHashMap<>();
            for (int i = 0; i < targets.size(); i++) {
                if (updates.put(targets.get(i), values.get(i)) != null) {
                    throw new TermSyntaxException("variable " + targets.get(i) + " assigned twice", 0);
                }
            }
            try {
                return new Action.Assign(updates);
            } catch (IllegalArgumentException e) {
                throw new TermSyntaxException(e.getMessage(), assign);
            }
        } catch (TermSyntaxException e) {
            throw new TermSyntaxException(e.getMessage(), offset + e.offset());
        }
    }

    private static Term condition(Term t, int offset) {
        if (!t.sort().equals(Sort.BOOL)) {
            throw new TermSyntaxException("an assume needs a formula, found " + t, offset);
        }
        return t;
    }

    private static Var variable(String text, int offset, Function<String, Optional<Var>> scope) {
        String name = text.strip();
        int at = offset + text.indexOf(name.isEmpty() ? " " : name.substring(0, 1));
        if (!(TermParser.parse(name, scope) instanceof Var v)) {
            throw new TermSyntaxException("expected a variable, found '" + name + "'", at);
        }
        return v;
    }

    private static List<Term> splitTopLevelCommas(String body, int from, Function<String, Optional<Var>> scope) {
        List<Term> result = new ArrayList<>();
        int depth = 0;
        int start = from;
        for (int i = from; i <= body.length(); i++) {
            char c = i < body.length() ? body.charAt(i) : ',';
            if (c == '(' || c == '[') {
                depth++;
            } else if (c == ')' || c == ']') {
                depth--;
            } else if (c == ',' && depth == 0) {
                String part = body.substring(start, i);
                try {
                    result.add(TermParser.parse(part, scope));
                } catch (TermSyntaxException e) {
                    throw new TermSyntaxException(e.getMessage(), start + e.offset());
                }
                start = i + 1;
            }
        }
        return result;
    }
}
