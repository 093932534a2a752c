package org.imperium.cfrontend.types;

/**
 * An enumerated type (C11 6.7.2.2). Its values are those of {@code underlying}, which follows GCC: {@code unsigned
 * int} when no enumerator is negative, {@code int} otherwise (wider kinds when the values need them). The
 * enumeration constants themselves have type {@code int} and are symbols of their own.
 */
public record EnumType(String tag, IntegerKind underlying) implements CType {

    @Override
    public String spelling() {
        return "enum " + (tag.isEmpty() ? "<anonymous>" : tag);
    }
}
