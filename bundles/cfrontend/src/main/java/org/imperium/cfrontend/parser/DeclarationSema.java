package org.imperium.cfrontend.parser;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import org.imperium.cfrontend.ast.Declaration;
import org.imperium.cfrontend.ast.Expression;
import org.imperium.cfrontend.ast.Initialization;
import org.imperium.cfrontend.ast.Initializer;
import org.imperium.cfrontend.ast.StorageClass;
import org.imperium.cfrontend.ast.Symbol;
import org.imperium.cfrontend.ast.SymbolKind;
import org.imperium.cfrontend.types.CType;
import org.imperium.cfrontend.types.DataModel;
import org.imperium.cfrontend.types.EnumType;
import org.imperium.cfrontend.types.IntegerKind;
import org.imperium.cfrontend.types.StructType;

/**
 * Semantic actions for declarations (C11 6.7): declaration specifiers to types, declarators, symbols and their
 * scopes, redeclarations, struct/union/enum definitions and initialisers.
 */
abstract class DeclarationSema extends ExpressionSema {

    DeclarationSema(DataModel model, LineMap lines) {
        super(model, lines);
    }

    // ------------------------------------------------------------------ specifiers

    void storage(DeclSpecs s, Token t) {
        StorageClass c = switch (t.kind) {
            case CParserConstants.TYPEDEF -> StorageClass.TYPEDEF;
            case CParserConstants.EXTERN -> StorageClass.EXTERN;
            case CParserConstants.STATIC -> StorageClass.STATIC;
            case CParserConstants.AUTO -> StorageClass.AUTO;
            case CParserConstants.REGISTER -> StorageClass.REGISTER;
            default -> StorageClass.THREAD_LOCAL;
        };
        if (s.storage != StorageClass.NONE && !(c == StorageClass.THREAD_LOCAL || s.storage == StorageClass.THREAD_LOCAL)) {
            throw error(t, "multiple storage classes in declaration specifiers");
        }
        if (c != StorageClass.THREAD_LOCAL || s.storage == StorageClass.NONE) {
            s.storage = c;
            s.storageToken = t;
        }
    }

    void typeKeyword(DeclSpecs s, Token t) {
        if (s.namedType != null) {
            throw error(t, "two or more data types in declaration specifiers");
        }
        if (t.kind == CParserConstants.COMPLEX) {
            throw unsupported("_Complex", t);
        }
        s.keywords.add(t);
    }

    void typeSpecifier(DeclSpecs s, CType type, Token at) {
        if (s.hasTypeSpecifier()) {
            throw error(at, "two or more data types in declaration specifiers");
        }
        s.namedType = type;
    }

    void typedefSpecifier(DeclSpecs s, Token t) {
        Optional<Symbol> symbol = scopes.lookup(t.image);
        if (symbol.isEmpty() || symbol.get().kind() != SymbolKind.TYPEDEF) {
            throw error(t, "unknown type name '" + t.image + "'");
        }
        typeSpecifier(s, symbol.get().type(), t);
    }

    /** The type named by the specifiers (C11 6.7.2p2). */
    CType baseType(DeclSpecs s) {
        if (s.namedType != null) {
            return s.namedType;
        }
        return TypeKeywords.type(s.keywords, this);
    }

    // ------------------------------------------------------------------ declarators and declarations

    CType typeOf(DeclSpecs specs, Declarator d) {
        CType t = baseType(specs);
        for (Declarator.Derivation op : d.derivations()) {
            if (op instanceof Declarator.PointerTo) {
                t = new CType.PointerType(t);
            } else if (op instanceof Declarator.ArrayOf a) {
                if (t instanceof CType.FunctionType) {
                    throw error(a.open(), "declaration of an array of functions");
                }
                t = new CType.ArrayType(t, a.length());
            } else {
                Declarator.FunctionOf f = (Declarator.FunctionOf) op;
                if (t instanceof CType.FunctionType || t instanceof CType.ArrayType) {
                    throw error(f.open(), "function returning " + (t instanceof CType.ArrayType ? "an array"
                            : "a function"));
                }
                List<CType> params = new ArrayList<>();
                for (Symbol p : f.parameters()) {
                    params.add(p.type());
                }
                t = new CType.FunctionType(t, params, f.variadic(), f.prototyped());
            }
        }
        return t;
    }

    Declarator.Derivation arraySuffix(Token open, Expression size, boolean star) {
        if (size == null) {
            return new Declarator.ArrayOf(star ? new CType.Length.Variable(
                    new Expression.IntegerConstant(BigInteger.ZERO, "*", CType.IntegerType.INT, location(open)))
                    : CType.Length.Incomplete.INSTANCE, open);
        }
        if (!size.type().isInteger()) {
            throw error(size.location(), "size of array has non-integer type '" + size.type().spelling() + "'");
        }
        Optional<BigInteger> n = org.imperium.cfrontend.types.ConstantEvaluator.evaluate(size, model);
        if (n.isEmpty()) {
            return new Declarator.ArrayOf(new CType.Length.Variable(size), open);
        }
        if (n.get().signum() < 0) {
            throw error(size.location(), "size of array is negative");
        }
        if (n.get().bitLength() > model.pointerSize() * 8 - 1) {
            throw error(size.location(), "size of array is too large");
        }
        return new Declarator.ArrayOf(new CType.Length.Constant(n.get().longValue()), open);
    }

    /** Declares the entity of a declarator in the current scope; its scope begins before the initialiser. */
    Symbol declare(Token first, DeclSpecs specs, Declarator d) {
        Token name = d.name();
        CType type = typeOf(specs, d);
        boolean fileScope = scopes.atFileScope();
        SymbolKind kind = specs.storage == StorageClass.TYPEDEF ? SymbolKind.TYPEDEF
                : type instanceof CType.FunctionType ? SymbolKind.FUNCTION
                : fileScope ? SymbolKind.GLOBAL_VARIABLE : SymbolKind.LOCAL_VARIABLE;
        if (kind == SymbolKind.LOCAL_VARIABLE && specs.storage == StorageClass.EXTERN) {
            kind = SymbolKind.GLOBAL_VARIABLE;
        }
        if (kind == SymbolKind.LOCAL_VARIABLE && type instanceof CType.ArrayType a
                && a.length() instanceof CType.Length.Variable && specs.storage == StorageClass.STATIC) {
            throw error(name, "storage size of '" + name.image + "' isn't constant");
        }
        if (fileScope && type instanceof CType.ArrayType a && a.length() instanceof CType.Length.Variable) {
            throw error(name, "variably modified '" + name.image + "' at file scope");
        }
        return declareSymbol(name, kind, type, specs.storage);
    }

    Symbol declareSymbol(Token name, SymbolKind kind, CType type, StorageClass storage) {
        Optional<Symbol> previous = scopes.lookupCurrent(name.image);
        boolean linked = kind == SymbolKind.FUNCTION || kind == SymbolKind.GLOBAL_VARIABLE;
        if (previous.isEmpty() && linked && !scopes.atFileScope()) {
            // a block-scope extern or function declaration refers to the file-scope entity
            previous = scopes.lookupFile(name.image);
        }
        if (previous.isPresent()) {
            Symbol p = previous.get();
            if (p.kind() == kind && (linked || kind == SymbolKind.TYPEDEF)) {
                if (!compatible(p.type(), type)) {
                    throw error(name, "conflicting types for '" + name.image + "'");
                }
                p.refineType(composite(p.type(), type));
                if (!scopes.lookupCurrent(name.image).isPresent()) {
                    scopes.declare(p);
                }
                return p;
            }
            if (scopes.lookupCurrent(name.image).isPresent()) {
                throw error(name, "redeclaration of '" + name.image + "'");
            }
        }
        Symbol s = newSymbol(name.image, kind, type, storage, location(name), Optional.empty());
        scopes.declare(s);
        return s;
    }

    /** Compatible types (C11 6.2.7): what two declarations of one entity must have. */
    static boolean compatible(CType a, CType b) {
        if (a.equals(b)) {
            return true;
        }
        if (a instanceof CType.PointerType p && b instanceof CType.PointerType q) {
            return compatible(p.target(), q.target());
        }
        if (a instanceof CType.ArrayType x && b instanceof CType.ArrayType y) {
            return compatible(x.element(), y.element()) && (!(x.length() instanceof CType.Length.Constant)
                    || !(y.length() instanceof CType.Length.Constant) || x.length().equals(y.length()));
        }
        if (a instanceof CType.FunctionType f && b instanceof CType.FunctionType g) {
            if (!compatible(f.returnType(), g.returnType())) {
                return false;
            }
            if (!f.prototyped() || !g.prototyped()) {
                return true;
            }
            if (f.variadic() != g.variadic() || f.parameters().size() != g.parameters().size()) {
                return false;
            }
            for (int i = 0; i < f.parameters().size(); i++) {
                if (!compatible(f.parameters().get(i), g.parameters().get(i))) {
                    return false;
                }
            }
            return true;
        }
        if (a instanceof EnumType e && b instanceof CType.IntegerType i) {
            return e.underlying() == i.kind();
        }
        return b instanceof EnumType && a instanceof CType.IntegerType && compatible(b, a);
    }

    /** The more complete of two compatible types of the same entity (C11 6.2.7p3, simplified). */
    private static CType composite(CType old, CType fresh) {
        if (old instanceof CType.ArrayType a && a.length() instanceof CType.Length.Incomplete) {
            return fresh;
        }
        if (old instanceof CType.FunctionType f && !f.prototyped()) {
            return fresh;
        }
        return old;
    }

    Declaration declaration(Token first, DeclSpecs specs, Symbol s, Initializer init) {
        if (init != null) {
            if (s.kind() == SymbolKind.TYPEDEF || s.kind() == SymbolKind.FUNCTION) {
                throw error(init.location(), "'" + s.name() + "' is initialized like a variable");
            }
            CType completed = completeArray(s.type(), init);
            if (completed != s.type()) {
                s.refineType(completed);
            }
            Initialization.of(completed, init); // checks that every value has a subobject to go to
        }
        return new Declaration(s, specs.storage, Optional.ofNullable(init), location(first));
    }

    /** An incomplete array type completed by the length of its initialiser (C11 6.7.9p22). */
    static CType completeArray(CType type, Initializer init) {
        if (!(type instanceof CType.ArrayType a) || !(a.length() instanceof CType.Length.Incomplete)) {
            return type;
        }
        return new CType.ArrayType(a.element(), new CType.Length.Constant(Initialization.arrayLength(a, init)));
    }

    /** {@code struct s;}, {@code enum e {…};} or a declaration without declarator. */
    void tagOnly(DeclSpecs specs) {
        // the tag was declared when the specifier was parsed; nothing else is declared
    }

    // ------------------------------------------------------------------ struct, union, enum

    StructType beginStructType(Token keyword, Token tag) {
        boolean union = keyword.kind == CParserConstants.UNION;
        if (tag != null) {
            Optional<CType> existing = scopes.lookupTagCurrent(tag.image);
            if (existing.isPresent()) {
                if (existing.get() instanceof StructType s && s.isUnion() == union && !s.isComplete()) {
                    return s;
                }
                throw error(tag, "redefinition of '" + (union ? "union " : "struct ") + tag.image + "'");
            }
        }
        StructType s = new StructType(union, Optional.ofNullable(tag).map(t -> t.image));
        if (tag != null) {
            scopes.declareTag(tag.image, s);
        }
        return s;
    }

    StructContext beginStruct(Token keyword, Token tag) {
        return new StructContext(beginStructType(keyword, tag), keyword);
    }

    /** Members collected between the braces of a struct or union. */
    static final class StructContext {
        final StructType type;
        final Token keyword;
        final List<StructType.Field> fields = new ArrayList<>();
        final Set<String> names = new HashSet<>();

        StructContext(StructType type, Token keyword) {
            this.type = type;
            this.keyword = keyword;
        }
    }

    void member(StructContext body, DeclSpecs specs, Declarator d, Expression width) {
        CType type = d == null ? baseType(specs) : typeOf(specs, d);
        String name = d == null || d.name() == null ? "" : d.name().image;
        OptionalInt bits = OptionalInt.empty();
        if (width != null) {
            if (!type.isInteger()) {
                throw error(width.location(), "bit-field '" + name + "' has invalid type");
            }
            BigInteger w = constant(width, "bit-field width");
            IntegerKind kind = type instanceof EnumType e ? e.underlying() : ((CType.IntegerType) type).kind();
            if (w.signum() < 0 || w.compareTo(BigInteger.valueOf(model.bits(kind))) > 0
                    || w.signum() == 0 && !name.isEmpty()) {
                throw error(width.location(), "invalid width " + w + " of bit-field '" + name + "'");
            }
            bits = OptionalInt.of(w.intValue());
        }
        if (!name.isEmpty() && !body.names.add(name)) {
            throw error(d.name(), "duplicate member '" + name + "'");
        }
        body.fields.add(new StructType.Field(name, type, bits));
    }

    void anonymousMember(StructContext body, DeclSpecs specs) {
        CType type = baseType(specs);
        if (type instanceof StructType s && s.tag().isEmpty()) {
            body.fields.add(new StructType.Field("", type, OptionalInt.empty()));
        }
    }

    CType endStruct(StructContext body) {
        body.type.complete(body.fields);
        return body.type;
    }

    CType structReference(Token keyword, Token tag, boolean declarationOnly) {
        boolean union = keyword.kind == CParserConstants.UNION;
        Optional<CType> existing = declarationOnly ? scopes.lookupTagCurrent(tag.image)
                : scopes.lookupTag(tag.image);
        if (existing.isPresent()) {
            if (!(existing.get() instanceof StructType s) || s.isUnion() != union) {
                throw error(tag, "'" + tag.image + "' defined as wrong kind of tag");
            }
            return s;
        }
        StructType s = new StructType(union, Optional.of(tag.image));
        scopes.declareTag(tag.image, s);
        return s;
    }

    /** Enumerators collected between the braces of an enum. */
    static final class EnumContext {
        final Token tag;
        final List<Symbol> constants = new ArrayList<>();
        BigInteger next = BigInteger.ZERO;

        EnumContext(Token tag) {
            this.tag = tag;
        }
    }

    EnumContext beginEnum(Token keyword, Token tag) {
        if (tag != null && scopes.lookupTagCurrent(tag.image).isPresent()) {
            throw error(tag, "redefinition of 'enum " + tag.image + "'");
        }
        return new EnumContext(tag);
    }

    void enumerator(EnumContext body, Token name, Expression value) {
        BigInteger v = value == null ? body.next : constant(value, "enumerator value for '" + name.image + "'");
        if (scopes.lookupCurrent(name.image).isPresent()) {
            throw error(name, "redeclaration of '" + name.image + "'");
        }
        Symbol s = newSymbol(name.image, SymbolKind.ENUM_CONSTANT, CType.IntegerType.INT, StorageClass.NONE,
                location(name), Optional.of(v));
        scopes.declare(s);
        body.constants.add(s);
        body.next = v.add(BigInteger.ONE);
    }

    CType endEnum(EnumContext body) {
        BigInteger min = BigInteger.ZERO;
        BigInteger max = BigInteger.ZERO;
        for (Symbol s : body.constants) {
            min = min.min(s.enumValue().orElseThrow());
            max = max.max(s.enumValue().orElseThrow());
        }
        EnumType type = new EnumType(body.tag == null ? "" : body.tag.image, TypeKeywords.enumKind(min, max, model));
        if (body.tag != null) {
            scopes.declareTag(body.tag.image, type);
        }
        return type;
    }

    CType enumReference(Token keyword, Token tag) {
        Optional<CType> existing = scopes.lookupTag(tag.image);
        if (existing.isPresent()) {
            if (!(existing.get() instanceof EnumType)) {
                throw error(tag, "'" + tag.image + "' defined as wrong kind of tag");
            }
            return existing.get();
        }
        // a GNU forward reference to an enum: its values are those of unsigned int until it is defined
        EnumType e = new EnumType(tag.image, IntegerKind.UNSIGNED_INT);
        scopes.declareTag(tag.image, e);
        return e;
    }

    // ------------------------------------------------------------------ initialisers

    Initializer expressionInitializer(Expression e) {
        return new Initializer.ExpressionInitializer(e, e.location());
    }

    Initializer listInitializer(Token open, CType target, List<Initializer.Element> elements) {
        return new Initializer.ListInitializer(elements, completeArray(target,
                new Initializer.ListInitializer(elements, target, location(open))), location(open));
    }

    InitializerCursor initializerCursor(CType target) {
        return new InitializerCursor(target, this);
    }

    Initializer.Designator fieldDesignator(InitializerCursor cursor, Token field) {
        return new Initializer.FieldDesignator(field.image, location(field));
    }

    Initializer.Designator indexDesignator(Token open, Expression first, Expression last) {
        long a = index(first);
        long b = last == null ? a : index(last);
        if (b < a) {
            throw error(location(open), "empty index range in initializer");
        }
        return new Initializer.IndexDesignator(a, b, location(open));
    }

    private long index(Expression e) {
        BigInteger v = constant(e, "array index in initializer");
        if (v.signum() < 0 || v.bitLength() > 62) {
            throw error(e.location(), "array index in initializer out of range");
        }
        return v.longValue();
    }
}
