package org.imperium.cfrontend.ast;

import java.util.Optional;
import org.imperium.cfrontend.types.CType;
import org.imperium.core.SourceLocation;

/**
 * The declaration of one entity: {@code int a = 1, *b;} gives two declarations, both located at the start of the
 * whole declaration ({@code int}); the symbol knows where its own name stands. Typedefs ({@link StorageClass#TYPEDEF})
 * and function prototypes are declarations too. Declarations that only declare a struct, union or enum tag do not
 * appear in the AST: their types are reachable through the declared symbols.
 */
public record Declaration(Symbol symbol, StorageClass storage, Optional<Initializer> initializer,
                          SourceLocation location) implements BlockItem, ExternalDeclaration {

    public String name() {
        return symbol.name();
    }

    public CType type() {
        return symbol.type();
    }
}
