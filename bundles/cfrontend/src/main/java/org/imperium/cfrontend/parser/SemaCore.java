package org.imperium.cfrontend.parser;

import java.math.BigInteger;
import java.util.Optional;
import org.imperium.cfrontend.ast.Expression;
import org.imperium.cfrontend.ast.StorageClass;
import org.imperium.cfrontend.ast.Symbol;
import org.imperium.cfrontend.ast.SymbolKind;
import org.imperium.cfrontend.types.CType;
import org.imperium.cfrontend.types.ConstantEvaluator;
import org.imperium.cfrontend.types.DataModel;
import org.imperium.core.InputException;
import org.imperium.core.SourceLocation;
import org.imperium.core.UnsupportedException;

/**
 * What every part of the semantic analysis shares: the data model, the line map, the scoped symbol tables, the
 * symbol numbering and the one-line error messages.
 */
abstract class SemaCore {

    final DataModel model;
    final LineMap lines;
    final Scopes scopes = new Scopes();
    /** The function whose body is being parsed, or null at file scope. */
    Sema.FunctionContext function;
    private int nextId;

    SemaCore(DataModel model, LineMap lines) {
        this.model = model;
        this.lines = lines;
    }

    SourceLocation location(Token t) {
        return lines.location(t.beginLine, t.beginColumn);
    }

    boolean isTypedefName(String name) {
        Optional<Symbol> s = scopes.lookup(name);
        return s.isPresent() && s.get().kind() == SymbolKind.TYPEDEF;
    }

    Symbol newSymbol(String name, SymbolKind kind, CType type, StorageClass storage, SourceLocation location,
                     Optional<BigInteger> enumValue) {
        return new Symbol(nextId++, name, kind, type, storage, location, enumValue);
    }

    InputException error(SourceLocation at, String message) {
        return new InputException(at, message, "syntax error");
    }

    InputException error(Token t, String message) {
        return error(location(t), message);
    }

    /** {@code expected X, found Y} at the token. */
    InputException expected(String what, Token found) {
        return error(found, "expected " + what + ", found " + describe(found));
    }

    static String describe(Token t) {
        return t.kind == CParserConstants.EOF ? "end of file" : "'" + t.image + "'";
    }

    UnsupportedException unsupported(String construct, Token t) {
        return new UnsupportedException(construct, location(t));
    }

    UnsupportedException unsupported(String construct, SourceLocation at) {
        return new UnsupportedException(construct, at);
    }

    /** The value of an integer constant expression, or an error naming what was expected. */
    BigInteger constant(Expression e, String what) {
        return ConstantEvaluator.evaluate(e, model).orElseThrow(() -> error(e.location(),
                what + " is not an integer constant expression"));
    }
}
