package org.imperium.core.settings;

import java.util.Optional;

/** The value types an option may have (those of the OSGi Metatype service that Imperium uses). */
public enum OptionType {
    STRING("text"), BOOLEAN("boolean"), INTEGER("integer"), LONG("integer"), DOUBLE("number");

    private final String display;

    OptionType(String display) {
        this.display = display;
    }

    public String display() {
        return display;
    }

    /** Empty when {@code text} is a value of this type, else what is expected. */
    public Optional<String> check(String text) {
        try {
            switch (this) {
                case BOOLEAN -> {
                    if (!text.equals("true") && !text.equals("false")) {
                        return Optional.of("true or false");
                    }
                }
                case INTEGER -> Integer.parseInt(text);
                case LONG -> Long.parseLong(text);
                case DOUBLE -> Double.parseDouble(text);
                case STRING -> {
                }
            }
            return Optional.empty();
        } catch (NumberFormatException e) {
            return Optional.of("an " + display);
        }
    }
}
