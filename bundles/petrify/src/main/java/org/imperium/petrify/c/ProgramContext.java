package org.imperium.petrify.c;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.imperium.cfrontend.CProgram;
import org.imperium.cfrontend.ast.Declaration;
import org.imperium.cfrontend.ast.ExternalDeclaration;
import org.imperium.cfrontend.ast.FunctionDefinition;
import org.imperium.cfrontend.ast.Symbol;
import org.imperium.cfrontend.types.CType;
import org.imperium.core.SourceLocation;
import org.imperium.core.UnsupportedException;
import org.imperium.logic.Var;
import org.imperium.petrify.graph.ForkSite;
import org.imperium.program.Origin;
import org.imperium.program.ProgramVariable;

/**
 * What one round of lowering shares between the thread instances: the program, integer semantics, the storages of
 * globals and heap blocks, the points-to relation, the fork sites.
 */
final class ProgramContext {

    final CProgram program;
    final IntegerSemantics ints;
    final PointsTo pointsTo;
    final Storages storages;
    final SourceText text;
    final Map<String, FunctionDefinition> functions = new HashMap<>();
    final Map<Symbol, Storage> globals = new LinkedHashMap<>();
    final Map<Symbol, UnsupportedException> unsupportedGlobals = new HashMap<>();
    final List<ProgramVariable> variables = new ArrayList<>();
    final Map<String, ForkSite> sites = new HashMap<>();
    final Map<String, Storage> blocks = new HashMap<>();

    ProgramContext(CProgram program, PointsTo pointsTo, Path directory) {
        this.program = program;
        this.ints = new IntegerSemantics(program.dataModel());
        this.pointsTo = pointsTo;
        this.storages = new Storages(mutexType(program), pointsTo);
        this.text = new SourceText(directory);
        for (FunctionDefinition f : program.unit().functions()) {
            functions.put(f.name(), f);
        }
        Map<Symbol, Declaration> initialised = new HashMap<>();
        for (Declaration d : program.unit().globalVariables()) {
            if (d.initializer().isPresent()) {
                initialised.put(d.symbol(), d);
            }
        }
        Set<Symbol> used = program.unit().function("main").map(m -> References.usedGlobals(m, functions,
                initialised)).orElse(Set.of());
        for (Declaration d : program.unit().globalVariables()) {
            Symbol s = d.symbol();
            if (!used.contains(s) || globals.containsKey(s) || unsupportedGlobals.containsKey(s)) {
                continue;
            }
            try {
                globals.put(s, storages.create(s.name(), s.type(), true, d.location(), this::global));
            } catch (UnsupportedException e) {
                unsupportedGlobals.put(s, e);
            }
        }
    }

    /** The type {@code pthread_mutex_t} denotes: the pointee of the first parameter of pthread_mutex_lock. */
    private static Optional<CType> mutexType(CProgram program) {
        for (ExternalDeclaration e : program.unit().declarations()) {
            Symbol s = e instanceof Declaration d ? d.symbol() : ((FunctionDefinition) e).symbol();
            if (s.name().equals("pthread_mutex_lock") && s.type() instanceof CType.FunctionType f
                    && !f.parameters().isEmpty() && f.parameters().get(0) instanceof CType.PointerType p) {
                return Optional.of(p.target());
            }
        }
        return Optional.empty();
    }

    /** A variable of a global: its C name is its own (with the member path), its C type that of the scalar. */
    void global(Var v, Optional<CType> type) {
        variables.add(new ProgramVariable(v, ProgramVariable.Scope.GLOBAL, Optional.empty(), Optional.of(v.name()),
                type.map(CType::spelling)));
    }

    /** The storage of a global variable, or the reason it has none. */
    Storage global(Symbol s, SourceLocation use) {
        Storage g = globals.get(s);
        if (g != null) {
            return g;
        }
        UnsupportedException e = unsupportedGlobals.get(s);
        throw e != null ? e : new UnsupportedException("undeclared global " + s.name(), use);
    }

    /** The heap block allocated by one execution of a malloc call (a call executed at most once). */
    Storage block(String key, CType element, SourceLocation where) {
        Storage b = blocks.get(key);
        if (b == null) {
            b = storages.block(key, element, where, (v, type) -> variables.add(new ProgramVariable(v,
                    ProgramVariable.Scope.GLOBAL, Optional.empty(), Optional.empty(), type.map(CType::spelling))));
            blocks.put(key, b);
        }
        return b;
    }

    Origin origin(SourceLocation location, String function, Origin.Kind kind, String fallback) {
        return new Origin(location, function, kind, text.at(location).orElse(fallback));
    }
}
