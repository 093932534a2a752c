package org.imperium.proof;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.imperium.logic.Prover;
import org.imperium.logic.StatementParser;
import org.imperium.logic.Term;
import org.imperium.logic.TermParser;
import org.imperium.logic.Terms;
import org.imperium.logic.Var;
import org.imperium.program.PetriProgram;
import org.imperium.program.Place;
import org.imperium.program.ProgramVariable;
import org.imperium.program.ThreadInstance;
import org.imperium.program.Transition;
import org.imperium.smt.SmtSession;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class PredicateDomainTest {

    private final Var x = Terms.intVar("x");
    private final Var y = Terms.intVar("y");
    private final Var z = Terms.intVar("z");
    private final Var w = Terms.intVar("w");
    private final Map<String, Var> scope = Map.of("x", x, "y", y, "z", z, "w", w);
    private final PetriProgram program;

    PredicateDomainTest() {
        PetriProgram.Builder b = new PetriProgram.Builder("small");
        b.variable(ProgramVariable.global(x)).variable(ProgramVariable.global(y))
                .variable(ProgramVariable.global(z)).variable(ProgramVariable.global(w));
        ThreadInstance main = ThreadInstance.MAIN;
        Place p0 = b.place("p0", main);
        Place p1 = b.place("p1", main);
        b.initial(p0);
        for (String[] t : new String[][] {{"assume", "[x > 0]"}, {"copy", "y := x"}, {"add", "y := y + x"},
                {"inc", "x := x + 1"}, {"check", "[!(y > 0)]"}, {"bad", "[x < 0]"}, {"setw", "w := 1"},
                {"assume2", "[x > 1]"}}) {
            b.transition(t[0], List.of(p0), List.of(p1), StatementParser.parse(t[1], n -> Optional.ofNullable(scope.get(n))), main);
        }
        program = b.build();
    }

    private Term f(String text) {
        return TermParser.parse(text, scope);
    }

    private Transition t(String name) {
        return program.transition(name).orElseThrow();
    }

    private static SmtSession solver;

    @BeforeAll
    static void open() {
        solver = TestSolvers.open();
    }

    @AfterAll
    static void close() {
        solver.close();
    }

    @Test
    void postIsTheConjunctionOfAllImpliedPredicatesInListOrder() {
        PredicateDomain d = new PredicateDomain(List.of(f("y > 0"), f("x > 0")), solver);
        Invariant afterAssume = d.post(d.initial(), t("assume"));
        assertEquals(Invariant.of(f("x > 0")), afterAssume);
        Invariant afterCopy = d.post(afterAssume, t("copy"));
        assertEquals(Invariant.of(Terms.and(f("y > 0"), f("x > 0"))), afterCopy);
        assertEquals(afterCopy, d.post(afterCopy, t("add")));
        assertEquals(afterCopy, d.post(afterCopy, t("inc")));
        assertEquals(Invariant.of(f("x > 0")), d.post(Invariant.of(f("x > 0")), t("inc")));
    }

    @Test
    void infeasibleTransitionGivesBottomAndNamesTheOnlyComponent() {
        PredicateDomain d = new PredicateDomain(List.of(f("x > 0"), f("y > 0")), solver);
        Invariant both = Invariant.of(Terms.and(f("x > 0"), f("y > 0")));
        assertTrue(d.post(both, t("check")).isBottom());
        assertTrue(d.post(both, t("bad")).isBottom());
        assertEquals(List.of(Set.of(0)), d.infeasibilityCores(both, t("bad")));
        assertEquals(List.of(), d.infeasibilityCores(both, t("inc")));
    }

    @Test
    void triplesAreMemoisedAndFramedConjunctsNeedNoSolver() {
        TestSolvers.Counting prover = new TestSolvers.Counting(solver);
        PredicateDomain d = new PredicateDomain(List.of(f("x > 0"), f("y > 0")), prover);
        Invariant both = Invariant.of(Terms.and(f("x > 0"), f("y > 0")));
        d.post(both, t("inc"));
        long first = d.solverQueries();
        d.post(both, t("inc"));
        assertEquals(first, d.solverQueries());
        // inc writes x only: y > 0 is carried by the frame rule; asked are false and x > 0
        assertEquals(2, first);
        assertEquals(first, prover.calls);
    }

    @Test
    void triplesAreAskedOfTheConnectedPartOfThePreconditionWithTheSamePost() {
        List<Term> predicates = List.of(f("x > 1"), f("y > 5"), f("w == 1"), f("w == 2"), f("z > 5"), f("y == z"));
        TestSolvers.Counting prover = new TestSolvers.Counting(solver);
        PredicateDomain d = new PredicateDomain(predicates, prover);
        Term pre = Terms.and(f("x > 0"), f("y == z"), f("z > 5"), f("w == 1"));
        Term post = d.post(Invariant.of(pre), t("inc")).component(0);
        // the definition, asked of the whole precondition: y > 5 needs y == z and z > 5 (connected through z)
        List<Term> expected = predicates.stream()
                .filter(p -> solver.isValidHoareTriple(pre, t("inc").statement(), p) == Prover.Answer.YES).toList();
        assertEquals(Terms.and(expected), post);
        assertEquals(Terms.and(f("x > 1"), f("y > 5"), f("w == 1"), f("z > 5"), f("y == z")), post);
        // x > 1 was asked of x > 0 alone, y > 5 of its two connected conjuncts, w == 2 of w == 1
        assertTrue(prover.pres.contains(f("x > 0")), prover.pres.toString());
        assertTrue(prover.pres.contains(Terms.and(f("y == z"), f("z > 5"))), prover.pres.toString());
        assertTrue(prover.pres.contains(f("w == 1")), prover.pres.toString());
    }

    @Test
    void theBlockingQuestionOfAReachedElementIsAskedOfItsSlice() {
        TestSolvers.Counting prover = new TestSolvers.Counting(solver);
        PredicateDomain d = new PredicateDomain(List.of(f("w == 1"), f("x > 1")), prover);
        Invariant reached = d.post(d.initial(), t("setw"));
        assertEquals(Invariant.of(f("w == 1")), reached);
        int before = prover.calls;
        assertEquals(Invariant.of(Terms.and(f("w == 1"), f("x > 1"))), d.post(reached, t("assume2")));
        // [x > 1] blocks from w == 1 iff it blocks from true: w == 1 is satisfiable (reached) and unrelated
        assertEquals(Terms.TRUE, prover.pres.get(before));
    }

    @Test
    void eachPredicateIsAskedOfTheSliceItsOwnVariablesConnect() {
        TestSolvers.Counting prover = new TestSolvers.Counting(solver);
        PredicateDomain d = new PredicateDomain(List.of(f("x > 1"), f("x > w"), f("z > 2")), prover);
        Term pre = Terms.and(f("x > 0"), f("w == 1"), f("z > 2"));
        assertEquals(Invariant.of(Terms.and(f("x > 1"), f("x > w"), f("z > 2"))), d.post(Invariant.of(pre), t("inc")));
        // after {pre} inc {false}: x > 1 needs only x > 0; x > w also w == 1, which w connects; z > 2 is framed
        assertEquals(List.of(pre, f("x > 0"), Terms.and(f("x > 0"), f("w == 1"))), prover.pres);
    }

    @Test
    void aPreconditionThatMayBeUnsatisfiableWithTheStepIsNotSliced() {
        TestSolvers.Counting prover = new TestSolvers.Counting(new TestSolvers.Clueless());
        PredicateDomain d = new PredicateDomain(List.of(f("x > 1")), prover);
        d.post(Invariant.of(Terms.and(f("x > 0"), f("w == 1"))), t("inc"));
        // {pre} inc {false} unknown: B (w == 1) might be unsatisfiable, so x > 1 is asked of the whole
        assertEquals(List.of(Terms.and(f("x > 0"), f("w == 1"))), prover.pres.subList(1, 2));
    }

    @Test
    void unknownAnswersNeverMakeATripleValid() {
        PredicateDomain d = new PredicateDomain(List.of(f("x > 0"), f("y > 0")), new TestSolvers.Clueless());
        Invariant both = Invariant.of(Terms.and(f("x > 0"), f("y > 0")));
        // only the framed predicate survives; nothing is claimed infeasible
        assertEquals(Invariant.of(f("y > 0")), d.post(both, t("inc")));
        assertEquals(Invariant.of(Terms.TRUE), d.post(d.initial(), t("bad")));
        // inc: false and x > 0 unknown; bad: false, x > 0 and y > 0 unknown
        assertEquals(5, d.unknownAnswers());
    }

    @Test
    void productIsComponentWiseWithCanonicalBottomAndPerFactorCores() {
        PredicateDomain d1 = new PredicateDomain(List.of(f("x > 0")), solver);
        PredicateDomain d2 = new PredicateDomain(List.of(f("y > 0")), solver);
        ProductDomain product = new ProductDomain(List.of(d1, d2));
        assertEquals(2, product.arity());
        Invariant init = product.initial();
        assertEquals(new Invariant(List.of(Terms.TRUE, Terms.TRUE)), init);
        Invariant a = product.post(init, t("assume"));
        assertEquals(new Invariant(List.of(f("x > 0"), Terms.TRUE)), a);
        Invariant c = product.post(a, t("copy"));
        assertEquals(new Invariant(List.of(f("x > 0"), Terms.TRUE)), c);
        Invariant bad = product.post(a, t("bad"));
        assertEquals(new Invariant(List.of(Terms.FALSE, Terms.FALSE)), bad);
        assertEquals(List.of(Set.of(0)), product.infeasibilityCores(a, t("bad")));
        assertEquals(List.of(), product.infeasibilityCores(a, t("check")));
        assertEquals(List.of(Set.of(0), Set.of(1)), product.independentGroups());
        ProductDomain nested = new ProductDomain(List.of(product, d1));
        assertEquals(List.of(Set.of(0), Set.of(1), Set.of(2)), nested.independentGroups());
        assertEquals(List.of(Set.of(0)), d1.independentGroups());
    }
}
