package org.imperium.cfrontend.parser;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import org.imperium.cfrontend.ast.BlockItem;
import org.imperium.cfrontend.ast.Declaration;
import org.imperium.cfrontend.ast.Expression;
import org.imperium.cfrontend.ast.ExternalDeclaration;
import org.imperium.cfrontend.ast.FunctionDefinition;
import org.imperium.cfrontend.ast.Initialization;
import org.imperium.cfrontend.ast.Initializer;
import org.imperium.cfrontend.ast.Statement;
import org.imperium.cfrontend.ast.StorageClass;
import org.imperium.cfrontend.ast.Symbol;
import org.imperium.cfrontend.ast.SymbolKind;
import org.imperium.cfrontend.ast.TranslationUnit;
import org.imperium.cfrontend.types.CType;
import org.imperium.cfrontend.types.DataModel;
import org.imperium.cfrontend.types.EnumType;
import org.imperium.cfrontend.types.StructType;
import org.imperium.core.SourceLocation;

/**
 * Semantic actions for declarations and statements (C11 6.7–6.9): declaration specifiers to types, declarators,
 * symbols and their scopes, struct/union/enum definitions, function definitions, labels, and the checks of
 * {@code break}, {@code continue} and {@code case}. Expressions are typed by {@link ExpressionSema}.
 */
final class Sema extends ExpressionSema {

    private final String file;

    Sema(DataModel model, LineMap lines, String file) {
        super(model, lines);
        this.file = file;
    }

    TranslationUnit translationUnit(List<ExternalDeclaration> items) {
        return new TranslationUnit(file, items);
    }

    void pushScope() {
        scopes.push();
    }

    void popScope() {
        scopes.pop();
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
        return new Declarator.ArrayOf(new CType.Length.Constant(n.get().longValueExact()), open);
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

    private Symbol declareSymbol(Token name, SymbolKind kind, CType type, StorageClass storage) {
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

    // ------------------------------------------------------------------ prototypes and function definitions

    /** The parameters of one parameter list, declared in their own prototype scope. */
    static final class PrototypeContext {
        final List<Symbol> parameters = new ArrayList<>();
        boolean sawVoid;
    }

    PrototypeContext beginPrototype() {
        scopes.push();
        return new PrototypeContext();
    }

    void parameter(PrototypeContext params, Token first, DeclSpecs specs, Declarator d) {
        if (specs.storage != StorageClass.NONE && specs.storage != StorageClass.REGISTER) {
            throw error(specs.storageToken, "storage class specified for parameter");
        }
        CType type = typeOf(specs, d);
        if (type instanceof CType.VoidType && d.name() == null) {
            if (!params.parameters.isEmpty() || params.sawVoid) {
                throw error(first, "'void' must be the only parameter");
            }
            params.sawVoid = true;
            return;
        }
        if (params.sawVoid) {
            throw error(first, "'void' must be the only parameter");
        }
        CType adjusted = type instanceof CType.ArrayType a ? new CType.PointerType(a.element())
                : type instanceof CType.FunctionType ? new CType.PointerType(type) : type;
        Token name = d.name();
        SourceLocation at = name == null ? location(first) : location(name);
        Symbol p = newSymbol(name == null ? "" : name.image, SymbolKind.PARAMETER, adjusted, specs.storage, at,
                Optional.empty());
        if (name != null) {
            if (scopes.lookupCurrent(name.image).isPresent()) {
                throw error(name, "redefinition of parameter '" + name.image + "'");
            }
            scopes.declare(p);
        }
        params.parameters.add(p);
    }

    Declarator.Derivation endPrototype(PrototypeContext params, Token open, boolean variadic) {
        scopes.pop();
        boolean prototyped = !params.parameters.isEmpty() || params.sawVoid || variadic;
        return new Declarator.FunctionOf(List.copyOf(params.parameters), variadic, prototyped, open);
    }

    /** The function whose body is being parsed: its labels, loops and switches. */
    static final class FunctionContext {
        final Symbol symbol;
        final List<Symbol> parameters;
        final Token first;
        final DeclSpecs specs;
        final Set<String> labels = new HashSet<>();
        final Map<String, Token> gotos = new HashMap<>();
        int loops;
        final List<Expression> switches = new ArrayList<>();

        FunctionContext(Symbol symbol, List<Symbol> parameters, Token first, DeclSpecs specs) {
            this.symbol = symbol;
            this.parameters = parameters;
            this.first = first;
            this.specs = specs;
        }
    }

    FunctionContext beginFunction(Token first, DeclSpecs specs, Declarator d) {
        if (specs.storage == StorageClass.TYPEDEF) {
            throw error(first, "function definition declared 'typedef'");
        }
        if (function != null) {
            throw unsupported("nested function definition", d.name());
        }
        Symbol s = declareSymbol(d.name(), SymbolKind.FUNCTION, typeOf(specs, d), specs.storage);
        s.refineType(typeOf(specs, d));
        List<Symbol> params = d.function().parameters();
        scopes.push();
        for (Symbol p : params) {
            if (p.name().isEmpty()) {
                throw error(p.location(), "parameter name omitted");
            }
            scopes.declare(p);
        }
        function = new FunctionContext(s, params, first, specs);
        return function;
    }

    FunctionDefinition endFunction(FunctionContext f, Statement.Compound body) {
        scopes.pop();
        function = null;
        for (Map.Entry<String, Token> g : f.gotos.entrySet()) {
            if (!f.labels.contains(g.getKey())) {
                throw error(g.getValue(), "label '" + g.getKey() + "' used but not defined");
            }
        }
        return new FunctionDefinition(f.symbol, f.parameters, f.specs.storage, f.specs.inline, body,
                location(f.first));
    }

    /** A type name (C11 6.7.7) in a cast, sizeof, typeof or compound literal. */
    CType typeName(Token first, DeclSpecs specs, Declarator d) {
        if (specs.storage != StorageClass.NONE) {
            throw error(specs.storageToken, "storage class in a type name");
        }
        if (d.name() != null) {
            throw error(d.name(), "unexpected name '" + d.name().image + "' in a type name");
        }
        return typeOf(specs, d);
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
            bits = OptionalInt.of(constant(width, "bit-field width").intValueExact());
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
        EnumType e = new EnumType(tag.image, org.imperium.cfrontend.types.IntegerKind.UNSIGNED_INT);
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
        long a = constant(first, "array index in initializer").longValueExact();
        long b = last == null ? a : constant(last, "array index in initializer").longValueExact();
        return new Initializer.IndexDesignator(a, b, location(open));
    }

    // ------------------------------------------------------------------ statements

    Statement label(Token label, Statement body) {
        if (function != null && !function.labels.add(label.image)) {
            throw error(label, "duplicate label '" + label.image + "'");
        }
        return new Statement.Labeled(label.image, body, location(label));
    }

    Statement gotoStatement(Token t, Token label) {
        if (function != null) {
            function.gotos.putIfAbsent(label.image, label);
        }
        return new Statement.Goto(label.image, location(t));
    }

    void beginLoop() {
        if (function != null) {
            function.loops++;
        }
    }

    void endLoop() {
        if (function != null) {
            function.loops--;
        }
    }

    void beginSwitch(Expression selector) {
        if (!selector.type().isInteger()) {
            throw error(selector.location(), "switch quantity not an integer");
        }
        function.switches.add(selector);
    }

    Statement endSwitch(Token t, Expression selector, Statement body) {
        function.switches.remove(function.switches.size() - 1);
        return new Statement.Switch(selector, body, location(t));
    }

    Statement continueStatement(Token t) {
        if (function == null || function.loops == 0) {
            throw error(t, "continue statement not within a loop");
        }
        return new Statement.Continue(location(t));
    }

    Statement breakStatement(Token t) {
        if (function == null || function.loops == 0 && function.switches.isEmpty()) {
            throw error(t, "break statement not within loop or switch");
        }
        return new Statement.Break(location(t));
    }

    Statement returnStatement(Token t, Expression value) {
        return new Statement.Return(Optional.ofNullable(value), location(t));
    }

    Statement caseStatement(Token t, Expression value, Expression last, Statement body) {
        if (function == null || function.switches.isEmpty()) {
            throw error(t, "case label not within a switch statement");
        }
        BigInteger v = constant(value, "case label");
        BigInteger w = last == null ? v : constant(last, "case label");
        return new Statement.Case(v, w, body, location(t));
    }

    Statement defaultStatement(Token t, Statement body) {
        if (function == null || function.switches.isEmpty()) {
            throw error(t, "'default' label not within a switch statement");
        }
        return new Statement.Default(body, location(t));
    }

    Statement forStatement(Token t, List<BlockItem> init, Expression condition, Expression step, Statement body) {
        return new Statement.For(init, Optional.ofNullable(condition).map(this::condition), Optional.ofNullable(step),
                body, location(t));
    }
}
