package org.imperium.cfrontend.types;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * A structure or union type (C11 6.7.2.1). Each {@code struct}/{@code union} specifier with a body declares a new,
 * distinct type, so equality is identity. The members are known once the closing brace is parsed; before that
 * (and for a tag that is never completed) the type is incomplete. Completion happens once, during parsing; after
 * the parser hands out the AST a struct type never changes.
 */
public final class StructType implements CType {

    private final boolean union;
    private final Optional<String> tag;
    private List<Field> fields;

    public StructType(boolean union, Optional<String> tag) {
        this.union = union;
        this.tag = tag;
    }

    /** A member. {@code name} is empty for an anonymous struct/union member or an unnamed bit-field. */
    public record Field(String name, CType type, OptionalInt bitWidth) {
    }

    /** Sets the members; called by the parser at the closing brace. */
    public void complete(List<Field> members) {
        if (fields != null) {
            throw new IllegalStateException("struct completed twice: " + spelling());
        }
        fields = List.copyOf(members);
    }

    public boolean isUnion() {
        return union;
    }

    public Optional<String> tag() {
        return tag;
    }

    public boolean isComplete() {
        return fields != null;
    }

    /** The members in declaration order; empty while incomplete. */
    public List<Field> fields() {
        return fields == null ? List.of() : fields;
    }

    /**
     * The path of members that leads to {@code name}, looking through anonymous struct/union members (C11
     * 6.7.2.1p13): {@code [f]} for a direct member, {@code [anon, f]} for a member of an anonymous member.
     */
    public Optional<List<Field>> lookup(String name) {
        for (Field f : fields()) {
            if (f.name().equals(name)) {
                return Optional.of(List.of(f));
            }
            if (f.name().isEmpty() && f.type() instanceof StructType inner) {
                Optional<List<Field>> path = inner.lookup(name);
                if (path.isPresent()) {
                    List<Field> full = new ArrayList<>();
                    full.add(f);
                    full.addAll(path.get());
                    return Optional.of(List.copyOf(full));
                }
            }
        }
        return Optional.empty();
    }

    @Override
    public String spelling() {
        return (union ? "union " : "struct ") + tag.orElse("<anonymous>");
    }

    @Override
    public String toString() {
        return spelling();
    }
}
