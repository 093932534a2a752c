package org.imperium.smt.internal;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;
import org.imperium.logic.App;
import org.imperium.logic.BoolLiteral;
import org.imperium.logic.IntLiteral;
import org.imperium.logic.Quantified;
import org.imperium.logic.Sort;
import org.imperium.logic.Term;
import org.imperium.logic.Var;
import org.sosy_lab.java_smt.api.ArrayFormula;
import org.sosy_lab.java_smt.api.ArrayFormulaManager;
import org.sosy_lab.java_smt.api.BooleanFormula;
import org.sosy_lab.java_smt.api.BooleanFormulaManager;
import org.sosy_lab.java_smt.api.Formula;
import org.sosy_lab.java_smt.api.FormulaManager;
import org.sosy_lab.java_smt.api.FormulaType;
import org.sosy_lab.java_smt.api.IntegerFormulaManager;
import org.sosy_lab.java_smt.api.Model;
import org.sosy_lab.java_smt.api.NumeralFormula.IntegerFormula;
import org.sosy_lab.java_smt.api.QuantifiedFormulaManager;

/**
 * Translates {@link Term}s into java-smt formulas. Variables become solver variables through a renaming to
 * {@link Symbol}s (the identity renaming outside traces, SSA versions inside); shared subterms are translated once.
 * A term the solver cannot take (e.g. non-linear arithmetic in SMTInterpol) raises {@link Unsupported}, naming
 * the term, which the session turns into UNKNOWN.
 */
final class Encoder {

    /** The solver has no counterpart for a term (it rejected the operation). */
    static final class Unsupported extends RuntimeException {
        Unsupported(String what) {
            super(what);
        }
    }

    private final FormulaManager fmgr;
    private final BooleanFormulaManager bmgr;
    private final IntegerFormulaManager imgr;
    private final SymbolTable symbols;
    private final Map<Term, Formula> plainCache = new HashMap<>();
    private int boundCounter;

    Encoder(FormulaManager fmgr, SymbolTable symbols) {
        this.fmgr = fmgr;
        this.bmgr = fmgr.getBooleanFormulaManager();
        this.imgr = fmgr.getIntegerFormulaManager();
        this.symbols = symbols;
    }

    /** A formula whose variables are the plain symbols of the term's variables (cached across queries). */
    BooleanFormula plain(Term formula) {
        return (BooleanFormula) new Run(Symbol::plain, plainCache).encode(formula);
    }

    /** The solver variable of {@code symbol}. */
    Formula variable(Symbol symbol) {
        return symbols.formula(symbol);
    }

    /** The value of {@code symbol} in the model, for integer and Boolean symbols (BigInteger, Boolean). */
    Optional<Object> value(Model m, Symbol s) {
        Sort sort = s.var().sort();
        if (!(sort instanceof Sort.Int) && !(sort instanceof Sort.Bool)) {
            return Optional.empty();
        }
        Object value = m.evaluate(variable(s));
        if (value instanceof BigInteger || value instanceof Boolean) {
            return Optional.of(value);
        }
        return Optional.empty();
    }

    /** A formula whose variables are renamed by {@code renaming}. */
    BooleanFormula renamed(Term formula, Function<Var, Symbol> renaming) {
        return (BooleanFormula) new Run(renaming, new IdentityHashMap<>()).encode(formula);
    }

    private final class Run {
        private final Function<Var, Symbol> renaming;
        private final Map<Term, Formula> memo;

        Run(Function<Var, Symbol> renaming, Map<Term, Formula> memo) {
            this.renaming = renaming;
            this.memo = memo;
        }

        Formula encode(Term t) {
            Formula known = memo.get(t);
            if (known != null) {
                return known;
            }
            Formula result = translate(t);
            memo.put(t, result);
            return result;
        }

        private Formula translate(Term t) {
            if (t instanceof Var v) {
                return symbols.formula(renaming.apply(v));
            }
            if (t instanceof IntLiteral l) {
                return imgr.makeNumber(l.value());
            }
            if (t instanceof BoolLiteral b) {
                return bmgr.makeBoolean(b.value());
            }
            if (t instanceof Quantified q) {
                return quantifier(q);
            }
            App a = (App) t;
            List<Formula> args = new ArrayList<>(a.args().size());
            for (Term arg : a.args()) {
                args.add(encode(arg));
            }
            return application(a, args);
        }

        private Formula quantifier(Quantified q) {
            Map<Var, Symbol> bound = new HashMap<>();
            List<Formula> boundFormulas = new ArrayList<>();
            for (Var v : q.bound()) {
                // versions below PLAIN are reserved for bound variables, one per quantifier occurrence
                Symbol s = new Symbol(v, Symbol.PLAIN - 1 - boundCounter++);
                bound.put(v, s);
                boundFormulas.add(symbols.formula(s));
            }
            Function<Var, Symbol> inner = v -> bound.containsKey(v) ? bound.get(v) : renaming.apply(v);
            BooleanFormula body = (BooleanFormula) new Run(inner, new IdentityHashMap<>()).encode(q.body());
            QuantifiedFormulaManager qmgr = fmgr.getQuantifiedFormulaManager();
            return q.kind() == Quantified.Kind.FORALL ? qmgr.forall(boundFormulas, body) : qmgr.exists(boundFormulas, body);
        }

        /**
         * Multiplication, division and modulo of two non-constants are non-linear; a solver for linear arithmetic
         * (SMTInterpol) rejects them with an exception that says nothing, so the reason names the term.
         */
        private Formula nonlinear(App a, Supplier<Formula> operation) {
            try {
                return operation.get();
            } catch (UnsupportedOperationException e) {
                throw new Unsupported("non-linear arithmetic " + a + " not supported");
            }
        }

        @SuppressWarnings({"unchecked", "rawtypes"})
        private Formula application(App a, List<Formula> args) {
            switch (a.op()) {
                case ADD:
                    return imgr.sum(ints(args));
                case SUB:
                    return imgr.subtract(i(args, 0), i(args, 1));
                case MUL:
                    return nonlinear(a, () -> imgr.multiply(i(args, 0), i(args, 1)));
                case DIV:
                    return nonlinear(a, () -> imgr.divide(i(args, 0), i(args, 1)));
                case MOD:
                    return nonlinear(a, () -> imgr.modulo(i(args, 0), i(args, 1)));
                case NEG:
                    return imgr.negate(i(args, 0));
                case LT:
                    return imgr.lessThan(i(args, 0), i(args, 1));
                case LEQ:
                    return imgr.lessOrEquals(i(args, 0), i(args, 1));
                case GT:
                    return imgr.greaterThan(i(args, 0), i(args, 1));
                case GEQ:
                    return imgr.greaterOrEquals(i(args, 0), i(args, 1));
                case EQ:
                    return equal(args.get(0), args.get(1));
                case NOT:
                    return bmgr.not(b(args, 0));
                case AND:
                    return bmgr.and(bools(args));
                case OR:
                    return bmgr.or(bools(args));
                case IMPLIES:
                    return bmgr.implication(b(args, 0), b(args, 1));
                case ITE:
                    return bmgr.ifThenElse(b(args, 0), args.get(1), args.get(2));
                case SELECT:
                    return arrays().select((ArrayFormula) args.get(0), args.get(1));
                case STORE:
                    return arrays().store((ArrayFormula) args.get(0), args.get(1), args.get(2));
                case CONST_ARRAY:
                    return arrays().makeArray((FormulaType.ArrayFormulaType) SymbolTable.type(a.sort()), args.get(0));
                default:
                    throw new AssertionError(a.op());
            }
        }

        @SuppressWarnings({"unchecked", "rawtypes"})
        private BooleanFormula equal(Formula x, Formula y) {
            if (x instanceof BooleanFormula bx) {
                return bmgr.equivalence(bx, (BooleanFormula) y);
            }
            if (x instanceof IntegerFormula ix) {
                return imgr.equal(ix, (IntegerFormula) y);
            }
            return arrays().equivalence((ArrayFormula) x, (ArrayFormula) y);
        }
    }

    private ArrayFormulaManager arrays() {
        return fmgr.getArrayFormulaManager();
    }

    private static IntegerFormula i(List<Formula> args, int k) {
        return (IntegerFormula) args.get(k);
    }

    private static BooleanFormula b(List<Formula> args, int k) {
        return (BooleanFormula) args.get(k);
    }

    private static List<IntegerFormula> ints(List<Formula> args) {
        return args.stream().map(f -> (IntegerFormula) f).toList();
    }

    private static List<BooleanFormula> bools(List<Formula> args) {
        return args.stream().map(f -> (BooleanFormula) f).toList();
    }
}
