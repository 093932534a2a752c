package org.imperium.cfrontend.parser;

import java.util.ArrayList;
import java.util.List;
import org.imperium.cfrontend.ast.StorageClass;
import org.imperium.cfrontend.types.CType;

/** Declaration specifiers as collected by the parser (C11 6.7.1–6.7.4), before they are turned into a type. */
final class DeclSpecs {

    /** For lookahead checks outside any declaration: nothing seen yet. */
    static final DeclSpecs EMPTY = new DeclSpecs(null);

    final Token first;
    StorageClass storage = StorageClass.NONE;
    Token storageToken;
    boolean inline;
    boolean isVolatile;
    /** Type keywords in order (int, long, unsigned, …). */
    final List<Token> keywords = new ArrayList<>();
    /** A struct, union, enum, typedef name or typeof. */
    CType namedType;

    DeclSpecs(Token first) {
        this.first = first;
    }

    boolean hasTypeSpecifier() {
        return namedType != null || !keywords.isEmpty();
    }

    void qualifier(Token t) {
        if (t.kind == CParserConstants.VOLATILE) {
            isVolatile = true;
        }
    }

    void functionSpecifier(Token t) {
        if (t.kind == CParserConstants.INLINE) {
            inline = true;
        }
    }
}
