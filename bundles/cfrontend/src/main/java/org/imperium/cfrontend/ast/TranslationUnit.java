package org.imperium.cfrontend.ast;

import java.util.List;
import java.util.Optional;
import org.imperium.core.SourceLocation;

/** A parsed file (C11 6.9): its external declarations in source order. */
public record TranslationUnit(String file, List<ExternalDeclaration> declarations) implements Node {

    public TranslationUnit {
        declarations = List.copyOf(declarations);
    }

    @Override
    public SourceLocation location() {
        return SourceLocation.ofFile(file);
    }

    /** The function definitions in source order. */
    public List<FunctionDefinition> functions() {
        return declarations.stream().filter(d -> d instanceof FunctionDefinition)
                .map(d -> (FunctionDefinition) d).toList();
    }

    /** The definition of the function with this name, if the file defines it. */
    public Optional<FunctionDefinition> function(String name) {
        return functions().stream().filter(f -> f.name().equals(name)).findFirst();
    }

    /** The file-scope object declarations (not functions, not typedefs) in source order. */
    public List<Declaration> globalVariables() {
        return declarations.stream().filter(d -> d instanceof Declaration decl
                        && decl.symbol().kind() == SymbolKind.GLOBAL_VARIABLE)
                .map(d -> (Declaration) d).toList();
    }
}
