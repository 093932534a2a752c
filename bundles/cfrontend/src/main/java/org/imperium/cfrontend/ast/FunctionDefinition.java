package org.imperium.cfrontend.ast;

import java.util.List;
import org.imperium.cfrontend.types.CType;
import org.imperium.core.SourceLocation;

/**
 * A function definition (C11 6.9.1): the function's symbol, the parameters (symbols of kind
 * {@link SymbolKind#PARAMETER}, in order, types adjusted to pointers where arrays or functions were written), and
 * the body. The location is that of the first declaration specifier.
 */
public record FunctionDefinition(Symbol symbol, List<Symbol> parameters, StorageClass storage, boolean inline,
                                 Statement.Compound body, SourceLocation location) implements ExternalDeclaration {

    public FunctionDefinition {
        parameters = List.copyOf(parameters);
    }

    public String name() {
        return symbol.name();
    }

    public CType.FunctionType type() {
        return (CType.FunctionType) symbol.type();
    }
}
