package org.imperium.smt.internal;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.imperium.logic.Op;
import org.imperium.logic.Sort;
import org.imperium.logic.Term;
import org.imperium.logic.Terms;
import org.imperium.logic.Var;
import org.sosy_lab.common.rationals.Rational;
import org.sosy_lab.java_smt.api.BooleanFormula;
import org.sosy_lab.java_smt.api.Formula;
import org.sosy_lab.java_smt.api.FormulaManager;
import org.sosy_lab.java_smt.api.FormulaType;
import org.sosy_lab.java_smt.api.FunctionDeclaration;
import org.sosy_lab.java_smt.api.QuantifiedFormulaManager.Quantifier;
import org.sosy_lab.java_smt.api.visitors.FormulaVisitor;

/**
 * Translates java-smt formulas back into {@link Term}s: quantifier-free formulas over integers, booleans and arrays
 * built with the operators {@link Op} knows. Anything else — uninterpreted functions, rationals,
 * quantifiers, unknown variables, a variable the caller's mapping rejects — raises {@link NotExpressible}, which
 * the session reports as UNKNOWN.
 */
final class Decoder {

    /** The formula has no {@link Term} counterpart. */
    static final class NotExpressible extends RuntimeException {
        NotExpressible(String what) {
            super(what);
        }
    }

    private final FormulaManager fmgr;
    private final SymbolTable symbols;

    Decoder(FormulaManager fmgr, SymbolTable symbols) {
        this.fmgr = fmgr;
        this.symbols = symbols;
    }

    /** {@code formula} as a term; {@code variables} maps each solver symbol to a logic variable or rejects it. */
    Term decode(Formula formula, Function<Symbol, Optional<Var>> variables) {
        return new Run(variables).decode(formula);
    }

    private final class Run implements FormulaVisitor<Term> {
        private final Function<Symbol, Optional<Var>> variables;
        private final Map<Formula, Term> memo = new HashMap<>();

        Run(Function<Symbol, Optional<Var>> variables) {
            this.variables = variables;
        }

        Term decode(Formula f) {
            Term known = memo.get(f);
            if (known == null) {
                known = fmgr.visit(f, this);
                memo.put(f, known);
            }
            return known;
        }

        @Override
        public Term visitFreeVariable(Formula f, String name) {
            Symbol s = symbols.symbol(name).orElseThrow(() -> new NotExpressible("unknown variable " + name));
            return variables.apply(s).orElseThrow(() -> new NotExpressible("variable out of scope: " + name));
        }

        @Override
        public Term visitBoundVariable(Formula f, int deBruijnIdx) {
            throw new NotExpressible("bound variable");
        }

        @Override
        public Term visitConstant(Formula f, Object value) {
            if (value instanceof Boolean b) {
                return Terms.bool(b);
            }
            if (value instanceof BigInteger i) {
                return Terms.num(i);
            }
            if (value instanceof Rational r && r.isIntegral()) {
                return Terms.num(r.getNum());
            }
            throw new NotExpressible("constant " + value);
        }

        @Override
        public Term visitQuantifier(BooleanFormula f, Quantifier q, List<Formula> bound, BooleanFormula body) {
            throw new NotExpressible("quantifier");
        }

        @Override
        public Term visitFunction(Formula f, List<Formula> argFormulas, FunctionDeclaration<?> decl) {
            List<Term> a = new ArrayList<>(argFormulas.size());
            for (Formula arg : argFormulas) {
                a.add(decode(arg));
            }
            return switch (decl.getKind()) {
                case AND -> Terms.and(a);
                case OR -> Terms.or(a);
                case NOT -> Terms.not(a.get(0));
                case IMPLIES -> Terms.implies(a.get(0), a.get(1));
                case IFF -> Terms.eq(a.get(0), a.get(1));
                case XOR -> Terms.not(Terms.eq(a.get(0), a.get(1)));
                case ITE -> Terms.ite(a.get(0), a.get(1), a.get(2));
                case EQ -> chain(a);
                case DISTINCT -> distinct(a);
                case LT -> Terms.lt(a.get(0), a.get(1));
                case LTE -> Terms.leq(a.get(0), a.get(1));
                case GT -> Terms.gt(a.get(0), a.get(1));
                case GTE -> Terms.geq(a.get(0), a.get(1));
                case EQ_ZERO -> Terms.eq(a.get(0), Terms.ZERO);
                case GTE_ZERO -> Terms.geq(a.get(0), Terms.ZERO);
                case ADD -> Terms.add(a);
                case SUB -> a.size() == 1 ? Terms.neg(a.get(0)) : Terms.apply(Op.SUB, a);
                case UMINUS -> Terms.neg(a.get(0));
                case MUL -> Terms.apply(Op.MUL, a);
                case DIV -> Terms.div(a.get(0), a.get(1));
                case MODULO -> Terms.mod(a.get(0), a.get(1));
                case SELECT -> Terms.select(a.get(0), a.get(1));
                case STORE -> Terms.store(a.get(0), a.get(1), a.get(2));
                case CONST -> constArray(f, a);
                default -> throw new NotExpressible("function " + decl.getName() + " (" + decl.getKind() + ")");
            };
        }

        /** SMT-LIB's {@code ((as const (Array I E)) e)}; the index sort comes from the formula's type. */
        private Term constArray(Formula f, List<Term> a) {
            FormulaType<?> type = fmgr.getFormulaType(f);
            if (!(type instanceof FormulaType.ArrayFormulaType<?, ?> t) || a.size() != 1) {
                throw new NotExpressible("constant " + f);
            }
            return Terms.constArray(sort(t.getIndexType()), a.get(0));
        }

        private Sort sort(FormulaType<?> type) {
            if (type.isIntegerType()) {
                return Sort.INT;
            }
            if (type.isBooleanType()) {
                return Sort.BOOL;
            }
            if (type instanceof FormulaType.ArrayFormulaType<?, ?> t) {
                return Sort.array(sort(t.getIndexType()), sort(t.getElementType()));
            }
            throw new NotExpressible("sort " + type);
        }

        private Term chain(List<Term> a) {
            List<Term> parts = new ArrayList<>();
            for (int k = 0; k + 1 < a.size(); k++) {
                parts.add(Terms.eq(a.get(k), a.get(k + 1)));
            }
            return Terms.and(parts);
        }

        private Term distinct(List<Term> a) {
            List<Term> parts = new ArrayList<>();
            for (int k = 0; k < a.size(); k++) {
                for (int m = k + 1; m < a.size(); m++) {
                    parts.add(Terms.distinct(a.get(k), a.get(m)));
                }
            }
            return Terms.and(parts);
        }
    }
}
