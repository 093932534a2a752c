package org.imperium.cfrontend.ast;

import java.math.BigInteger;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import org.imperium.cfrontend.types.CType;
import org.imperium.cfrontend.types.StructType;
import org.imperium.core.InputException;
import org.imperium.core.SourceLocation;
import org.imperium.core.UnsupportedException;

/**
 * The initialisation of an object as C11 6.7.9 defines it: which subobject each value of an initialiser goes to,
 * with brace elision (p20), designators that move the current object (p17–19, also into anonymous members), string
 * literals for character arrays (p14) and the first named member of a union (p17). Subobjects not mentioned are
 * zero-initialised (p21); they do not appear in the result. Unnamed bit-fields take no initialiser (p9).
 */
public final class Initialization {

    /** One step from an object to a subobject. */
    public sealed interface Step {
    }

    /** The member {@code field} (index {@code index} in {@code owner.fields()}). */
    public record Member(StructType owner, int index, StructType.Field field) implements Step {
    }

    /** The array element with this index. */
    public record Element(long index) implements Step {
    }

    /**
     * The subobject at {@code path} gets {@code value} (converted to the subobject's type as by assignment). The
     * value is a scalar, or a struct or union value of the subobject's own type.
     */
    public record Assignment(List<Step> path, CType type, Expression value) {
        public Assignment {
            path = List.copyOf(path);
        }
    }

    private final List<Assignment> assignments = new ArrayList<>();
    private long length;

    private Initialization() {
    }

    /** The assignments of an initialiser of an object of {@code type}, in the order of the initialiser. */
    public static List<Assignment> of(CType type, Initializer initializer) {
        Initialization i = new Initialization();
        i.initialize(List.of(), type, initializer);
        return List.copyOf(i.assignments);
    }

    /** The length an incomplete array type gets from its initialiser (C11 6.7.9p22). */
    public static long arrayLength(CType.ArrayType type, Initializer initializer) {
        Initialization i = new Initialization();
        i.initialize(List.of(), type, initializer);
        return i.length;
    }

    private static final class Frame {
        final CType type;
        final List<Step> prefix;
        long index;

        Frame(CType type, List<Step> prefix) {
            this.type = type;
            this.prefix = prefix;
            if (type instanceof StructType s) {
                while (index < s.fields().size() && unnamedBitField(s.fields().get((int) index))) {
                    index++;
                }
            }
        }
    }

    private void initialize(List<Step> path, CType type, Initializer init) {
        if (init instanceof Initializer.ExpressionInitializer e) {
            if (!single(path, type, e.expression())) {
                throw new InputException(e.location(), "invalid initializer for '" + type.spelling() + "'",
                        "syntax error");
            }
            return;
        }
        Initializer.ListInitializer list = (Initializer.ListInitializer) init;
        if (type instanceof CType.ArrayType && list.elements().size() == 1
                && list.elements().get(0).designators().isEmpty()
                && list.elements().get(0).value() instanceof Initializer.ExpressionInitializer e
                && e.expression() instanceof Expression.StringLiteral literal && single(path, type, literal)) {
            return; // char s[] = { "…" } (C11 6.7.9p14)
        }
        if (!isAggregate(type)) {
            if (!list.elements().isEmpty()) {
                initialize(path, type, list.elements().get(0).value()); // braces around a scalar
            }
            return;
        }
        Deque<Frame> stack = new ArrayDeque<>();
        Frame base = new Frame(type, path);
        stack.push(base);
        for (Initializer.Element element : list.elements()) {
            long last = -1;
            if (!element.designators().isEmpty()) {
                stack.clear();
                stack.push(base);
                last = designate(stack, element.designators(), element.value().location());
            }
            Frame at = stack.peek();
            long first = at.index;
            for (long i = first; i <= Math.max(first, last); i++) {
                at.index = i;
                Deque<Frame> copy = last > first ? new ArrayDeque<>(stack) : stack;
                place(copy, element.value());
            }
            if (path.isEmpty()) {
                // the element being filled counts when braces were elided below it
                length = Math.max(length, base.index + (stack.size() > 1 ? 1 : 0));
            }
        }
    }

    /** Moves the current object along the designators; returns the last index of a range, else -1. */
    private static long designate(Deque<Frame> stack, List<Initializer.Designator> designators, SourceLocation at) {
        long rangeEnd = -1;
        for (int k = 0; k < designators.size(); k++) {
            Initializer.Designator d = designators.get(k);
            Frame top = stack.peek();
            if (d instanceof Initializer.FieldDesignator f) {
                if (!(top.type instanceof StructType s) || s.lookup(f.name()).isEmpty()) {
                    throw new InputException(f.location(), "unknown field '" + f.name()
                            + "' specified in initializer", "syntax error");
                }
                List<StructType.Field> chain = s.lookup(f.name()).orElseThrow();
                StructType owner = s;
                for (int c = 0; c < chain.size(); c++) {
                    top.index = owner.fields().indexOf(chain.get(c));
                    if (c < chain.size() - 1) {
                        Frame inner = new Frame(chain.get(c).type(), extend(top.prefix, step(top)));
                        stack.push(inner);
                        top = inner;
                        owner = (StructType) chain.get(c).type();
                    }
                }
            } else {
                Initializer.IndexDesignator i = (Initializer.IndexDesignator) d;
                if (!(top.type instanceof CType.ArrayType a)) {
                    throw new InputException(i.location(), "array index in non-array initializer", "syntax error");
                }
                if (i.first() < 0 || a.constantLength().isPresent() && i.last() >= a.constantLength().get()) {
                    throw new InputException(i.location(), "array index in initializer exceeds array bounds",
                            "syntax error");
                }
                top.index = i.first();
                if (i.last() != i.first()) {
                    if (k < designators.size() - 1) {
                        throw new UnsupportedException("range designator followed by further designators",
                                i.location());
                    }
                    rangeEnd = i.last();
                }
            }
            if (k < designators.size() - 1) {
                stack.push(new Frame(member(top.type, top.index), extend(top.prefix, step(top))));
            }
        }
        return rangeEnd;
    }

    /** Puts one element value at the current object, descending by brace elision, and advances the cursor. */
    private void place(Deque<Frame> stack, Initializer value) {
        while (true) {
            Frame top = stack.peek();
            if (exhausted(top)) {
                if (stack.size() == 1) {
                    return; // excess elements: GCC warns and ignores them
                }
                stack.pop();
                advance(stack.peek());
                continue;
            }
            CType sub = member(top.type, top.index);
            List<Step> path = extend(top.prefix, step(top));
            if (value instanceof Initializer.ListInitializer) {
                initialize(path, sub, value);
                advance(top);
                return;
            }
            Expression e = ((Initializer.ExpressionInitializer) value).expression();
            if (!isAggregate(sub) || single(path, sub, e)) {
                if (!isAggregate(sub)) {
                    assignments.add(new Assignment(path, sub, e));
                }
                advance(top);
                return;
            }
            stack.push(new Frame(sub, path)); // brace elision: the value initialises the first scalar inside
        }
    }

    /** A whole aggregate from one expression: a struct value of its type, or a string for a char array. */
    private boolean single(List<Step> path, CType type, Expression e) {
        if (!isAggregate(type)) {
            assignments.add(new Assignment(path, type, e));
            return true;
        }
        if (type instanceof StructType && type.equals(e.type())) {
            assignments.add(new Assignment(path, type, e));
            return true;
        }
        if (type instanceof CType.ArrayType a && e instanceof Expression.StringLiteral s && a.element().isInteger()) {
            long n = a.constantLength().orElse((long) s.value().length() + 1);
            for (int i = 0; i < n && i <= s.value().length(); i++) {
                int c = i < s.value().length() ? s.value().charAt(i) : 0;
                assignments.add(new Assignment(extend(path, new Element(i)), a.element(),
                        new Expression.IntegerConstant(BigInteger.valueOf(c), character(c),
                                CType.IntegerType.INT, s.location())));
            }
            if (path.isEmpty()) {
                length = Math.max(length, Math.min(n, s.value().length() + 1L));
            }
            return true;
        }
        return false;
    }

    /** The C spelling of a character constant. */
    private static String character(int c) {
        if (c == '\'' || c == '\\') {
            return "'\\" + (char) c + "'";
        }
        return c >= ' ' && c < 127 ? "'" + (char) c + "'" : String.format("'\\%o'", c);
    }

    private static boolean isAggregate(CType type) {
        return type instanceof CType.ArrayType || type instanceof StructType;
    }

    private static boolean exhausted(Frame f) {
        if (f.type instanceof CType.ArrayType a) {
            return a.constantLength().map(n -> f.index >= n).orElse(false);
        }
        StructType s = (StructType) f.type;
        return f.index >= s.fields().size();
    }

    /** To the next member that takes an initialiser; past the end of a union after its one member. */
    private static void advance(Frame f) {
        if (f.type instanceof StructType s) {
            f.index = s.isUnion() ? s.fields().size() : f.index + 1;
            while (f.index < s.fields().size() && unnamedBitField(s.fields().get((int) f.index))) {
                f.index++;
            }
        } else {
            f.index++;
        }
    }

    private static boolean unnamedBitField(StructType.Field f) {
        return f.name().isEmpty() && f.bitWidth().isPresent();
    }

    private static CType member(CType type, long index) {
        return type instanceof CType.ArrayType a ? a.element() : ((StructType) type).fields().get((int) index).type();
    }

    private static Step step(Frame f) {
        if (f.type instanceof CType.ArrayType) {
            return new Element(f.index);
        }
        StructType s = (StructType) f.type;
        return new Member(s, (int) f.index, s.fields().get((int) f.index));
    }

    private static List<Step> extend(List<Step> prefix, Step step) {
        List<Step> path = new ArrayList<>(prefix);
        path.add(step);
        return List.copyOf(path);
    }
}
