package org.imperium.smt.internal;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import org.imperium.logic.Sort;
import org.sosy_lab.java_smt.api.Formula;
import org.sosy_lab.java_smt.api.FormulaManager;
import org.sosy_lab.java_smt.api.FormulaType;

/**
 * Names of solver variables. Every {@link Symbol} gets a name of its own made of a counter and a sanitised form of
 * the variable's name, so that no program variable name (which may contain {@code # . ' @} or be an SMT-LIB
 * keyword) can clash with another or confuse a solver; the table maps names back to symbols.
 */
final class SymbolTable {

    private final FormulaManager fmgr;
    private final Map<Symbol, Formula> formulas = new HashMap<>();
    private final Map<String, Symbol> byName = new HashMap<>();

    SymbolTable(FormulaManager fmgr) {
        this.fmgr = fmgr;
    }

    Formula formula(Symbol symbol) {
        Formula known = formulas.get(symbol);
        if (known != null) {
            return known;
        }
        String name = "v" + byName.size() + "_" + sanitise(symbol.var().name())
                + (symbol.version() == Symbol.PLAIN ? "" : "_" + symbol.version());
        Formula f = fmgr.makeVariable(type(symbol.var().sort()), name);
        formulas.put(symbol, f);
        byName.put(name, symbol);
        return f;
    }

    Optional<Symbol> symbol(String name) {
        return Optional.ofNullable(byName.get(name));
    }

    static FormulaType<?> type(Sort sort) {
        if (sort instanceof Sort.Int) {
            return FormulaType.IntegerType;
        }
        if (sort instanceof Sort.Bool) {
            return FormulaType.BooleanType;
        }
        Sort.Array array = (Sort.Array) sort;
        return FormulaType.getArrayType(type(array.index()), type(array.element()));
    }

    private static String sanitise(String name) {
        StringBuilder out = new StringBuilder();
        for (char c : name.toCharArray()) {
            out.append(Character.isLetterOrDigit(c) && c < 128 ? c : '_');
        }
        return out.toString();
    }
}
