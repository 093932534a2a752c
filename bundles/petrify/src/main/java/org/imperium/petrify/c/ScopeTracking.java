package org.imperium.petrify.c;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.imperium.cfrontend.ast.Symbol;
import org.imperium.core.SourceLocation;
import org.imperium.logic.Var;
import org.imperium.program.CScope;
import org.imperium.program.Origin;

/**
 * The C scopes (C11 6.2.1) during lowering: which locals are in scope where, per inlined call, so that every
 * location gets its {@link CScope}. A block scope opens at a compound statement (or a {@code for} with
 * declarations) and closes at its end; a local enters it after its declaration; an inner declaration hides an
 * outer one of the same name, members included.
 */
final class ScopeTracking {

    private final ThreadLowering l;
    /** The C names each local's storage declared (its own name, members, pointer base). */
    private final Map<Storage, Map<String, Var>> cNames = new HashMap<>();
    /** The scope last made, reused until a block opens or closes, a local is declared or the frame changes. */
    private CScope lastScope;
    private ThreadLowering.Frame lastFrame;

    ScopeTracking(ThreadLowering l) {
        this.l = l;
    }

    /** The C names (with member paths) and variables of a local's storage. */
    void declared(Storage s, Map<String, Var> names) {
        cNames.put(s, names);
    }

    /** Opens a block of the current function: locals declared from now on go out of scope at its end. */
    void openBlock() {
        l.frames.peek().blocks.push(new LinkedHashMap<>());
        lastScope = null;
    }

    void closeBlock() {
        l.frames.peek().blocks.pop();
        lastScope = null;
    }

    /** The local (or parameter) is in scope from now on, to the end of the innermost open block. */
    void inScope(Symbol symbol, SourceLocation where) {
        Storage s = l.local(symbol, where);
        Map<String, Var> block = l.frames.peek().blocks.peek();
        block.putAll(cNames.get(s));
        lastScope = null;
    }

    /** The C scope here: the current function and inlined call, the locals in scope, the statement. */
    CScope scope() {
        Optional<Origin> statement = Optional.ofNullable(l.origin());
        ThreadLowering.Frame top = l.frames.peek();
        if (lastScope != null && lastFrame == top && lastScope.statement().equals(statement)) {
            return lastScope;
        }
        Map<String, Var> locals = new LinkedHashMap<>();
        String function = l.thread.function();
        String frame = "";
        if (!l.frames.isEmpty()) {
            ThreadLowering.Frame f = l.frames.peek();
            function = f.function.name();
            int slash = f.callPath.indexOf('/');
            frame = slash < 0 ? "" : f.callPath.substring(slash);
            List<Map<String, Var>> outermostFirst = new ArrayList<>(f.blocks);
            java.util.Collections.reverse(outermostFirst);
            for (Map<String, Var> block : outermostFirst) {
                Set<String> declared = new java.util.HashSet<>();
                block.keySet().forEach(n -> declared.add(n.contains(".") ? n.substring(0, n.indexOf('.')) : n));
                locals.keySet().removeIf(n -> declared.contains(n.contains(".") ? n.substring(0, n.indexOf('.'))
                        : n));
                locals.putAll(block);
            }
        }
        lastFrame = top;
        lastScope = new CScope(function, frame, locals, statement);
        return lastScope;
    }
}
