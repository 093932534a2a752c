package org.imperium.petrify.c;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.imperium.cfrontend.ast.BinaryOperator;
import org.imperium.cfrontend.ast.Expression;
import org.imperium.cfrontend.ast.Symbol;
import org.imperium.cfrontend.ast.SymbolKind;
import org.imperium.cfrontend.ast.UnaryOperator;
import org.imperium.cfrontend.types.CType;
import org.imperium.cfrontend.types.Conversions;
import org.imperium.cfrontend.types.IntegerKind;
import org.imperium.cfrontend.types.StructType;
import org.imperium.core.SourceLocation;
import org.imperium.core.UnsupportedException;
import org.imperium.logic.IntLiteral;
import org.imperium.logic.Sort;
import org.imperium.logic.Statement;
import org.imperium.logic.Term;
import org.imperium.logic.Terms;
import org.imperium.logic.Var;
import org.imperium.petrify.graph.Location;

/**
 * Lowers C expressions (C11 6.5) to values: terms over thread-local variables and temporaries, after emitting the
 * steps of their side effects and of their reads of shared memory. Integer operations follow
 * {@link IntegerSemantics}; pointers are (base, offset) pairs, see {@link Storage}.
 */
final class ExpressionLowering {

    private final ThreadLowering l;
    private final Arithmetic arithmetic;

    ExpressionLowering(ThreadLowering l) {
        this.l = l;
        this.arithmetic = new Arithmetic(l);
    }

    /** Evaluates {@code e} for its side effects only. */
    void effect(Expression e) {
        if (e instanceof Expression.Assignment a && a.operator().isEmpty()
                && nondetInto(a.target(), a.value())) {
            return;
        }
        if (e instanceof Expression.Cast c && c.type() instanceof CType.VoidType) {
            effect(c.operand());
        } else if (e instanceof Expression.Binary b && b.operator() == BinaryOperator.COMMA) {
            effect(b.left());
            effect(b.right());
        } else if (!hasEffects(e) && !(e instanceof Expression.Call)) {
            return;
        } else {
            rvalue(e);
        }
    }

    /**
     * {@code x = __VERIFIER_nondet_T()} into an integer variable whose type holds every T: one step
     * {@code havoc x; [x in range of T]}, so that the C variable itself takes the input (violation witnesses pin
     * its value). Returns false when the pattern does not apply.
     */
    boolean nondetInto(Expression target, Expression value) {
        if (!(value instanceof Expression.Call c) || c.directCallee().isEmpty()
                || !c.directCallee().get().name().startsWith("__VERIFIER_nondet_") || !c.type().isInteger()
                || !c.arguments().isEmpty() || !(target instanceof Expression.Identifier)) {
            return false;
        }
        Cell cell = lvalue(target);
        Optional<Cell.Alternative> a = cell.single();
        if (a.isEmpty() || !(a.get().storage() instanceof Storage.Scalar s) || s.indexed()
                || !target.type().isInteger()) {
            return false;
        }
        IntegerKind from = l.kindOf(c.type(), c.location());
        IntegerKind to = l.kindOf(target.type(), target.location());
        if (!l.ctx.ints.fits(from, to)) {
            return false;
        }
        l.step(Statement.havoc(s.variable()).then(Statement.assume(l.ctx.ints.inRange(s.variable(), from))),
                s.shared() ? 1 : 0);
        return true;
    }

    /** Branches to {@code ifTrue} or {@code ifFalse} on {@code e}; && || ! become control flow. */
    void branch(Expression e, Location ifTrue, Location ifFalse) {
        if (e instanceof Expression.Binary b && b.operator() == BinaryOperator.LOGICAL_AND) {
            Location middle = l.newLocation();
            branch(b.left(), middle, ifFalse);
            l.current = middle;
            branch(b.right(), ifTrue, ifFalse);
        } else if (e instanceof Expression.Binary b && b.operator() == BinaryOperator.LOGICAL_OR) {
            Location middle = l.newLocation();
            branch(b.left(), ifTrue, middle);
            l.current = middle;
            branch(b.right(), ifTrue, ifFalse);
        } else if (e instanceof Expression.Unary u && u.operator() == UnaryOperator.LOGICAL_NOT) {
            branch(u.operand(), ifFalse, ifTrue);
        } else {
            Term condition = truth(rvalue(e), e.location());
            org.imperium.program.Origin o = l.origin();
            l.branch(condition, ifTrue, ifFalse, new org.imperium.program.Origin(e.location(), o.function(), o.kind(),
                    org.imperium.cfrontend.ast.CPrinter.expression(e)));
        }
    }

    /** The truth of a scalar value: non-zero integers, non-null pointers. */
    Term truth(Value v, SourceLocation where) {
        if (v instanceof Value.Bool b) {
            return b.formula();
        }
        if (v instanceof Value.Int i) {
            return Terms.distinct(i.term(), Terms.ZERO);
        }
        if (v instanceof Value.Ptr p) {
            return Terms.not(Terms.and(Terms.eq(p.base(), Terms.ZERO), Terms.eq(p.offset(), Terms.ZERO)));
        }
        throw new UnsupportedException("void value used as a condition", where);
    }

    /** The integer value of {@code e} after the integer promotions. */
    Term integer(Expression e) {
        Value v = rvalue(e);
        if (v instanceof Value.Ptr) {
            throw new UnsupportedException("pointer used as an integer", e.location());
        }
        return Value.intTerm(v);
    }

    /** The value of {@code e} converted to {@code target} as by assignment. */
    Value converted(Expression e, CType target) {
        return convert(rvalue(e, target), e.type(), target, e.location());
    }

    Value rvalue(Expression e) {
        return rvalue(e, null);
    }

    /**
     * @param expected the type the value is converted to, when known (a malloc call takes its element type from it)
     */
    Value rvalue(Expression e, CType expected) {
        if (e.type() instanceof CType.FloatingType) {
            throw new UnsupportedException("floating-point expression", e.location());
        }
        if (e instanceof Expression.IntegerConstant c) {
            return new Value.Int(Terms.num(c.value()), l.kindOf(c.type(), c.location()));
        }
        if (e instanceof Expression.Identifier id) {
            Symbol s = id.symbol();
            if (s.kind() == SymbolKind.ENUM_CONSTANT) {
                return new Value.Int(Terms.num(s.enumValue().orElseThrow()), IntegerKind.INT);
            }
            if (s.kind() == SymbolKind.FUNCTION) {
                throw new UnsupportedException("function pointer " + s.name(), e.location());
            }
            return loadOrDecay(lvalue(e), e.location());
        }
        if (e instanceof Expression.Unary u) {
            return unary(u);
        }
        if (e instanceof Expression.Binary b) {
            return binary(b);
        }
        if (e instanceof Expression.Assignment a) {
            return assignment(a);
        }
        if (e instanceof Expression.Conditional c) {
            return conditional(c);
        }
        if (e instanceof Expression.Cast c) {
            if (c.type() instanceof CType.VoidType) {
                effect(c.operand());
                return new Value.Void();
            }
            return convert(rvalue(c.operand(), c.type()), c.operand().type(), c.type(), c.location());
        }
        if (e instanceof Expression.Call c) {
            return l.calls.call(c, expected);
        }
        if (e instanceof Expression.Member || e instanceof Expression.Index) {
            return loadOrDecay(lvalue(e), e.location());
        }
        if (e instanceof Expression.SizeofType s) {
            return size(s.operand(), s.alignment(), s.location());
        }
        if (e instanceof Expression.SizeofExpression s) {
            return size(s.operand().type(), false, s.location());
        }
        if (e instanceof Expression.StatementExpression s) {
            return l.calls.statementExpression(s);
        }
        throw new UnsupportedException(describe(e), e.location());
    }

    private Value size(CType type, boolean alignment, SourceLocation where) {
        var model = l.ctx.ints.model();
        if (!model.hasConstantSize(type)) {
            throw new UnsupportedException("sizeof of a variable length array", where);
        }
        long n = alignment ? model.alignOf(type) : model.sizeOf(type);
        return new Value.Int(Terms.num(n), ((CType.IntegerType) model.sizeType()).kind());
    }

    private static String describe(Expression e) {
        if (e instanceof Expression.StringLiteral) {
            return "string literal";
        }
        if (e instanceof Expression.CompoundLiteral) {
            return "compound literal";
        }
        if (e instanceof Expression.VaArg) {
            return "variadic argument";
        }
        return "expression " + e.getClass().getSimpleName();
    }

    /** Loads a scalar; an array decays to a pointer to its first element. */
    Value loadOrDecay(Cell cell, SourceLocation where) {
        if (cell.type() instanceof CType.ArrayType) {
            return address(cell, where);
        }
        if (cell.type() instanceof StructType && !l.ctx.storages.isMutex(cell.type())) {
            throw new UnsupportedException("struct value", where);
        }
        return l.load(cell, where);
    }

    /** The pointer to a cell: its object's number and the element index. */
    Value.Ptr address(Cell cell, SourceLocation where) {
        Set<String> targets = new LinkedHashSet<>();
        Term base = Terms.ZERO;
        Term offset = Terms.ZERO;
        List<Cell.Alternative> alts = new ArrayList<>(cell.alternatives());
        java.util.Collections.reverse(alts);
        for (Cell.Alternative a : alts) {
            targets.add(a.storage().key());
            Term b = Terms.num(l.ctx.pointsTo.number(a.storage()));
            Term o = a.index().orElse(Terms.ZERO);
            base = a.guard().isTrue() ? b : Terms.ite(a.guard(), b, base);
            offset = a.guard().isTrue() ? o : Terms.ite(a.guard(), o, offset);
        }
        return new Value.Ptr(targets, base, offset);
    }

    // ---- lvalues

    Cell lvalue(Expression e) {
        if (e instanceof Expression.Identifier id) {
            Symbol s = id.symbol();
            Storage storage;
            if (s.kind() == SymbolKind.GLOBAL_VARIABLE) {
                storage = l.ctx.global(s, e.location());
            } else if (s.kind() == SymbolKind.LOCAL_VARIABLE || s.kind() == SymbolKind.PARAMETER) {
                if (s.hasStaticStorage()) {
                    throw new UnsupportedException("static local variable " + s.name(), e.location());
                }
                storage = l.local(s, e.location());
            } else {
                throw new UnsupportedException("not an object: " + s.name(), e.location());
            }
            return Cell.of(storage, storage.indexed() ? Optional.of(Terms.ZERO) : Optional.empty(), s.type());
        }
        if (e instanceof Expression.Unary u && u.operator() == UnaryOperator.DEREFERENCE) {
            return dereference(pointer(u.operand()), ((CType.PointerType) Conversions.decay(u.operand().type())).target(),
                    e.location());
        }
        if (e instanceof Expression.Index ix) {
            Expression array = ix.array();
            Expression index = ix.index();
            if (!(Conversions.decay(array.type()) instanceof CType.PointerType)) {
                Expression t = array;
                array = index;
                index = t;
            }
            if (array.type() instanceof CType.ArrayType) {
                Cell base = lvalue(array);
                Term i = integer(index);
                return element(base, i, e.location());
            }
            Value.Ptr p = pointer(array);
            Term i = integer(index);
            CType target = ((CType.PointerType) array.type()).target();
            return dereference(new Value.Ptr(p.targets(), p.base(), Terms.add(p.offset(),
                    Terms.mul(i, Terms.num(Storages.stride(target))))), target, e.location());
        }
        if (e instanceof Expression.Member m) {
            Cell base = m.arrow() ? dereference(pointer(m.base()), ((CType.PointerType) m.base().type()).target(),
                    e.location()) : lvalue(m.base());
            if (m.path().size() != 1) {
                throw new UnsupportedException("member of an anonymous struct", e.location());
            }
            return member(base, m.name(), m.type(), e.location());
        }
        throw new UnsupportedException("lvalue " + e.getClass().getSimpleName(), e.location());
    }

    Value.Ptr pointer(Expression e) {
        Value v = rvalue(e);
        if (v instanceof Value.Ptr p) {
            return p;
        }
        if (v instanceof Value.Int i) {
            return new Value.Ptr(Set.of(PointsTo.INTEGER), Terms.ZERO, i.term());
        }
        throw new UnsupportedException("not a pointer", e.location());
    }

    /** The cells a pointer may denote: one alternative per object it may point into. */
    Cell dereference(Value.Ptr p, CType target, SourceLocation where) {
        List<Cell.Alternative> alts = new ArrayList<>();
        Set<String> objects = new LinkedHashSet<>(p.targets());
        objects.remove(PointsTo.INTEGER);
        boolean only = objects.size() == 1 && p.targets().size() == 1;
        for (String key : objects) {
            Storage s = l.ctx.pointsTo.object(key);
            if (s == null) {
                l.ctx.pointsTo.missing();
                continue;
            }
            Term number = Terms.num(l.ctx.pointsTo.number(key));
            Term guard = only ? Terms.TRUE : Terms.eq(p.base(), number);
            if (guard.isFalse()) {
                continue;
            }
            Optional<Term> index = s.indexed() ? Optional.of(p.offset()) : Optional.empty();
            if (!compatible(s, target)) {
                throw new UnsupportedException("access to " + s.type().spelling() + " through " + target.spelling()
                        + " *", where);
            }
            alts.add(new Cell.Alternative(guard, s, index));
        }
        return new Cell(alts, target);
    }

    /** Whether the object can be accessed as a {@code target} (element types must agree up to signedness). */
    private boolean compatible(Storage s, CType target) {
        CType own = s instanceof Storage.Scalar sc ? sc.elementType()
                : s.indexed() ? Storages.innermost(s.type()) : s.type();
        CType want = Storages.innermost(target);
        if (own.equals(want) || own == want) {
            return true;
        }
        if (l.ctx.storages.isInteger(own) && l.ctx.storages.isInteger(want)) {
            var model = l.ctx.ints.model();
            return model.sizeOf(own) == model.sizeOf(want) && !l.ctx.storages.isMutex(own)
                    && !l.ctx.storages.isMutex(want);
        }
        return own instanceof CType.PointerType && want instanceof CType.PointerType;
    }

    Cell element(Cell array, Term index, SourceLocation where) {
        CType.ArrayType type = (CType.ArrayType) array.type();
        Term step = Terms.mul(index, Terms.num(Storages.stride(type.element())));
        List<Cell.Alternative> alts = new ArrayList<>();
        for (Cell.Alternative a : array.alternatives()) {
            alts.add(new Cell.Alternative(a.guard(), a.storage(), Optional.of(Terms.add(a.index().orElse(Terms.ZERO),
                    step))));
        }
        return new Cell(alts, type.element());
    }

    Cell member(Cell struct, String name, CType type, SourceLocation where) {
        List<Cell.Alternative> alts = new ArrayList<>();
        for (Cell.Alternative a : struct.alternatives()) {
            if (!(a.storage() instanceof Storage.Aggregate g) || !g.members().containsKey(name)) {
                throw new UnsupportedException("member " + name, where);
            }
            Storage m = g.members().get(name);
            Optional<Term> index = g.indexed() ? a.index() : m.indexed() ? Optional.of(Terms.ZERO) : Optional.empty();
            alts.add(new Cell.Alternative(a.guard(), m, index));
        }
        return new Cell(alts, type);
    }

    /** Struct assignment: member by member (each a separate access of shared memory). */
    void copy(Cell to, Cell from, SourceLocation where) {
        CType type = to.type();
        if (type instanceof StructType s && !l.ctx.storages.isMutex(type)) {
            for (StructType.Field f : s.fields()) {
                copy(member(to, f.name(), f.type(), where), member(from, f.name(), f.type(), where), where);
            }
        } else if (type instanceof CType.ArrayType) {
            throw new UnsupportedException("array copy", where);
        } else {
            l.store(to, l.load(from, where), where);
        }
    }

    // ---- operators

    private Value unary(Expression.Unary u) {
        UnaryOperator op = u.operator();
        switch (op) {
            case ADDRESS_OF:
                if (u.operand() instanceof Expression.Identifier id && id.symbol().kind() == SymbolKind.FUNCTION) {
                    throw new UnsupportedException("function pointer " + id.name(), u.location());
                }
                return address(lvalue(u.operand()), u.location());
            case DEREFERENCE:
                return loadOrDecay(lvalue(u), u.location());
            case LOGICAL_NOT:
                return Value.truth(Terms.not(truth(rvalue(u.operand()), u.location())));
            case PRE_INCREMENT, PRE_DECREMENT, POST_INCREMENT, POST_DECREMENT:
                return increment(u);
            default:
                return arithmetic.unary(op, rvalue(u.operand()), u.operand().type(), u.type(), u.location());
        }
    }

    private Value increment(Expression.Unary u) {
        Cell cell = lvalue(u.operand());
        Value old = l.load(cell, u.location());
        boolean up = u.operator() == UnaryOperator.PRE_INCREMENT || u.operator() == UnaryOperator.POST_INCREMENT;
        Value next;
        if (old instanceof Value.Ptr p) {
            CType target = ((CType.PointerType) u.operand().type()).target();
            Term delta = Terms.num(up ? Storages.stride(target) : -Storages.stride(target));
            next = new Value.Ptr(p.targets(), p.base(), Terms.add(p.offset(), delta));
        } else {
            Value one = new Value.Int(Terms.ONE, IntegerKind.INT);
            Arithmetic.Result r = arithmetic.binary(up ? BinaryOperator.ADD : BinaryOperator.SUBTRACT, old,
                    u.operand().type(), one, CType.IntegerType.INT, u.location());
            next = convert(r.value(), r.type(), u.operand().type(), u.location());
        }
        Value stable = old;
        if (u.operator().isPostfix() && old instanceof Value.Int i && !(i.term() instanceof IntLiteral)
                && !isTemporary(i.term())) {
            Var keep = l.temporary(Sort.INT);
            l.step(Statement.assign(keep, i.term()), 0);
            stable = new Value.Int(keep, i.kind());
        }
        l.store(cell, next, u.location());
        return u.operator().isPostfix() ? stable : next;
    }

    private boolean isTemporary(Term t) {
        return t instanceof Var v && v.name().startsWith(l.thread + ".~t");
    }

    private Value binary(Expression.Binary b) {
        BinaryOperator op = b.operator();
        if (op == BinaryOperator.COMMA) {
            effect(b.left());
            return rvalue(b.right());
        }
        if (op.isShortCircuit()) {
            if (!hasEffects(b.right()) && !dereferences(b.right())) {
                Term left = truth(rvalue(b.left()), b.location());
                Term right = truth(rvalue(b.right()), b.location());
                return Value.truth(op == BinaryOperator.LOGICAL_AND ? Terms.and(left, right) : Terms.or(left, right));
            }
            Var result = l.temporary(Sort.INT);
            Location yes = l.newLocation();
            Location no = l.newLocation();
            Location join = l.newLocation();
            branch(b, yes, no);
            l.current = yes;
            l.step(Statement.assign(result, Terms.ONE), 0);
            l.jump(join, l.origin());
            l.current = no;
            l.step(Statement.assign(result, Terms.ZERO), 0);
            l.jump(join, l.origin());
            l.current = join;
            return new Value.Int(result, IntegerKind.INT);
        }
        Value left = rvalue(b.left());
        Value right = rvalue(b.right());
        return arithmetic.binary(op, left, b.left().type(), right, b.right().type(), b.location()).value();
    }

    private Value assignment(Expression.Assignment a) {
        CType type = a.target().type();
        if (type instanceof StructType && !l.ctx.storages.isMutex(type)) {
            Cell from = lvalue(a.value());
            Cell to = lvalue(a.target());
            copy(to, from, a.location());
            return new Value.Void();
        }
        if (a.operator().isEmpty()) {
            Value v = converted(a.value(), type);
            Cell to = lvalue(a.target());
            l.store(to, v, a.location());
            return v;
        }
        Cell to = lvalue(a.target());
        Value old = l.load(to, a.location());
        Value operand = rvalue(a.value());
        Arithmetic.Result r = arithmetic.binary(a.operator().get(), old, type, operand, a.value().type(), a.location());
        Value v = convert(r.value(), r.type(), type, a.location());
        l.store(to, v, a.location());
        return v;
    }

    private Value conditional(Expression.Conditional c) {
        CType type = c.type();
        if (type instanceof StructType) {
            throw new UnsupportedException("conditional of struct type", c.location());
        }
        boolean gnu = c.then() == c.condition();
        if (!gnu && isSimple(c.then()) && isSimple(c.otherwise()) && !(type instanceof CType.VoidType)) {
            Term condition = truth(rvalue(c.condition()), c.location());
            Value t = convert(rvalue(c.then()), c.then().type(), type, c.location());
            Value o = convert(rvalue(c.otherwise()), c.otherwise().type(), type, c.location());
            if (t instanceof Value.Ptr tp && o instanceof Value.Ptr op) {
                Set<String> targets = new LinkedHashSet<>(tp.targets());
                targets.addAll(op.targets());
                return new Value.Ptr(targets, Terms.ite(condition, tp.base(), op.base()),
                        Terms.ite(condition, tp.offset(), op.offset()));
            }
            return new Value.Int(Terms.ite(condition, Value.intTerm(t), Value.intTerm(o)),
                    l.kindOf(Conversions.decay(type), c.location()));
        }
        Optional<Storage> result = type instanceof CType.VoidType ? Optional.empty()
                : Optional.of(l.temporaryStorage(Conversions.decay(type), c.location()));
        Location yes = l.newLocation();
        Location no = l.newLocation();
        Location join = l.newLocation();
        if (gnu) {
            throw new UnsupportedException("conditional without middle operand", c.location());
        }
        branch(c.condition(), yes, no);
        for (int side = 0; side < 2; side++) {
            l.current = side == 0 ? yes : no;
            Expression arm = side == 0 ? c.then() : c.otherwise();
            if (result.isPresent()) {
                Value v = convert(rvalue(arm), arm.type(), result.get().type(), arm.location());
                l.store(Cell.of(result.get(), Optional.empty(), result.get().type()), v, arm.location());
            } else {
                effect(arm);
            }
            l.jump(join, l.origin());
        }
        l.current = join;
        return result.isPresent() ? l.load(Cell.of(result.get(), Optional.empty(), result.get().type()), c.location())
                : new Value.Void();
    }

    /** Conversion as by assignment or cast (C11 6.3). */
    Value convert(Value v, CType from, CType to, SourceLocation where) {
        CType target = Conversions.decay(to);
        if (target instanceof CType.VoidType) {
            return new Value.Void();
        }
        if (target instanceof CType.FloatingType) {
            throw new UnsupportedException("floating-point conversion", where);
        }
        if (target instanceof CType.PointerType) {
            if (v instanceof Value.Ptr) {
                return v;
            }
            return new Value.Ptr(Set.of(PointsTo.INTEGER), Terms.ZERO, Value.intTerm(v));
        }
        IntegerKind kind = l.kindOf(target, where);
        if (v instanceof Value.Ptr p) {
            if (!p.targets().stream().allMatch(PointsTo.INTEGER::equals)) {
                throw new UnsupportedException("pointer converted to an integer", where);
            }
            return new Value.Int(l.ctx.ints.wrap(p.offset(), kind), kind);
        }
        if (v instanceof Value.Bool b) {
            return new Value.Int(Terms.ite(b.formula(), Terms.ONE, Terms.ZERO), kind);
        }
        if (v instanceof Value.Int i) {
            return new Value.Int(l.ctx.ints.convert(i.term(), i.kind(), kind), kind);
        }
        throw new UnsupportedException("void value converted to " + to.spelling(), where);
    }

    // ---- syntactic classification

    /** Whether evaluating {@code e} may change memory or call a function. */
    static boolean hasEffects(Expression e) {
        if (e instanceof Expression.Assignment || e instanceof Expression.Call
                || e instanceof Expression.StatementExpression) {
            return true;
        }
        if (e instanceof Expression.Unary u) {
            return u.operator().hasSideEffect() || hasEffects(u.operand());
        }
        if (e instanceof Expression.Binary b) {
            return hasEffects(b.left()) || hasEffects(b.right());
        }
        if (e instanceof Expression.Conditional c) {
            return hasEffects(c.condition()) || hasEffects(c.then()) || hasEffects(c.otherwise());
        }
        if (e instanceof Expression.Cast c) {
            return hasEffects(c.operand());
        }
        if (e instanceof Expression.Member m) {
            return hasEffects(m.base());
        }
        if (e instanceof Expression.Index i) {
            return hasEffects(i.array()) || hasEffects(i.index());
        }
        return false;
    }

    /** Whether {@code e} goes through a pointer (whose null value must not be dereferenced when skipped). */
    static boolean dereferences(Expression e) {
        if (e instanceof Expression.Unary u) {
            return u.operator() == UnaryOperator.DEREFERENCE || dereferences(u.operand());
        }
        if (e instanceof Expression.Binary b) {
            return dereferences(b.left()) || dereferences(b.right());
        }
        if (e instanceof Expression.Conditional c) {
            return dereferences(c.condition()) || dereferences(c.then()) || dereferences(c.otherwise());
        }
        if (e instanceof Expression.Cast c) {
            return dereferences(c.operand());
        }
        if (e instanceof Expression.Member m) {
            return m.arrow() || dereferences(m.base());
        }
        if (e instanceof Expression.Index i) {
            return !(i.array().type() instanceof CType.ArrayType) || dereferences(i.array())
                    || dereferences(i.index());
        }
        return false;
    }

    /** Side-effect free and no dereference: may be evaluated even where C would skip it. */
    static boolean isSimple(Expression e) {
        return !hasEffects(e) && !dereferences(e);
    }

    static BigInteger constant(Term t) {
        return t instanceof IntLiteral i ? i.value() : null;
    }
}
