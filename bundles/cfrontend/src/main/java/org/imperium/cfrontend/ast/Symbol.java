package org.imperium.cfrontend.ast;

import java.math.BigInteger;
import java.util.Objects;
import java.util.Optional;
import org.imperium.cfrontend.types.CType;
import org.imperium.core.SourceLocation;

/**
 * A declared entity of the ordinary name space: variable, parameter, function, enumeration constant or typedef.
 * Every declaration of the same entity (a prototype and its definition, {@code extern int x;} and {@code int x = 1;})
 * shares one symbol, and every {@link Expression.Identifier} points to the symbol it resolves to, so two locals
 * of the same name in different scopes are different symbols. Equality is identity; {@link #id()} is unique within
 * a translation unit and gives a stable order.
 *
 * <p>The type is fixed when parsing finishes; a later declaration may complete it while parsing (an array
 * {@code int a[];} completed by {@code int a[3];}, a function declared by a call and defined later).
 */
public final class Symbol {

    private final int id;
    private final String name;
    private final SymbolKind kind;
    private final StorageClass storage;
    private final SourceLocation location;
    private final Optional<BigInteger> enumValue;
    private CType type;

    public Symbol(int id, String name, SymbolKind kind, CType type, StorageClass storage, SourceLocation location,
                  Optional<BigInteger> enumValue) {
        this.id = id;
        this.name = Objects.requireNonNull(name);
        this.kind = Objects.requireNonNull(kind);
        this.type = Objects.requireNonNull(type);
        this.storage = Objects.requireNonNull(storage);
        this.location = Objects.requireNonNull(location);
        this.enumValue = Objects.requireNonNull(enumValue);
    }

    public int id() {
        return id;
    }

    public String name() {
        return name;
    }

    public SymbolKind kind() {
        return kind;
    }

    public CType type() {
        return type;
    }

    /** Storage class of the first declaration ({@code static} locals live as long as globals do). */
    public StorageClass storage() {
        return storage;
    }

    /** Where the name is first declared (the identifier in the declarator). */
    public SourceLocation location() {
        return location;
    }

    /** The value of an enumeration constant. */
    public Optional<BigInteger> enumValue() {
        return enumValue;
    }

    /** Whether the object exists once for the whole program run: globals and {@code static} locals. */
    public boolean hasStaticStorage() {
        return kind == SymbolKind.GLOBAL_VARIABLE
                || kind == SymbolKind.LOCAL_VARIABLE && storage == StorageClass.STATIC;
    }

    /** Completes the type from a later declaration; only the parser calls this. */
    public void refineType(CType completed) {
        this.type = Objects.requireNonNull(completed);
    }

    @Override
    public String toString() {
        return name + "#" + id;
    }
}
