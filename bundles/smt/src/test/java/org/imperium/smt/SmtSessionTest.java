package org.imperium.smt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.imperium.core.Cancellation;
import org.imperium.core.Statistics;
import org.imperium.logic.Prover.Answer;
import org.imperium.logic.Sort;
import org.imperium.logic.Statement;
import org.imperium.logic.StatementParser;
import org.imperium.logic.Term;
import org.imperium.logic.TermParser;
import org.imperium.logic.Terms;
import org.imperium.logic.Var;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The session's answers, checked for every solver; traces are checked again with independent queries. */
class SmtSessionTest {

    private static final Var X = Terms.intVar("x");
    private static final Var Y = Terms.intVar("y");
    private static final Var Z = Terms.intVar("z");
    private static final Var B = Terms.boolVar("b");
    private static final Var I = Terms.intVar("worker#1.i");
    private static final Var A = Terms.var("a", Sort.array(Sort.INT, Sort.INT));
    private static final Map<String, Var> SCOPE = Map.of("x", X, "y", Y, "z", Z, "b", B, "a", A, "i", I);

    private final Statistics statistics = new Statistics();
    private SmtSession session;

    static Stream<String> solvers() {
        return SmtSolverFactory.SOLVERS.stream();
    }

    private SmtSession open(String solver) {
        session = new SmtSolverFactory().open(solver, Cancellation.never(), statistics);
        return session;
    }

    @AfterEach
    void close() {
        if (session != null) {
            session.close();
        }
    }

    private static Term t(String text) {
        return TermParser.parse(text, SCOPE);
    }

    private static Statement st(String text) {
        return StatementParser.parse(text, n -> Optional.ofNullable(SCOPE.get(n)));
    }

    @ParameterizedTest
    @MethodSource("solvers")
    void decidesSatisfiabilityOfLinearIntegerFormulas(String solver) {
        SmtSession s = open(solver);
        assertEquals(Answer.YES, s.isSatisfiable(t("x > 0 && y == x + 1 && b")));
        assertEquals(Answer.NO, s.isSatisfiable(t("x > 0 && y == x + 1 && y < 1")));
        assertEquals(Answer.NO, s.isSatisfiable(t("2 * x == 2 * y + 1")));
        assertEquals(Answer.YES, s.isValidHoareTriple(Terms.TRUE, Statement.SKIP, Terms.TRUE));
        assertEquals(3, statistics.count("smt.sat.queries"));
    }

    @ParameterizedTest
    @MethodSource("solvers")
    void divisionAndModuloAreEuclidean(String solver) {
        SmtSession s = open(solver);
        assertEquals(Answer.YES, s.implies(t("x == -7"), t("div(x, 2) == -4 && mod(x, 2) == 1")));
        assertEquals(Answer.YES, s.implies(t("x == -7"), t("div(x, -2) == 4 && mod(x, -2) == 1")));
    }

    @ParameterizedTest
    @MethodSource("solvers")
    void checksHoareTriples(String solver) {
        SmtSession s = open(solver);
        assertEquals(Answer.YES, s.isValidHoareTriple(t("x >= 0"), st("x := x + 1"), t("x > 0")));
        assertEquals(Answer.NO, s.isValidHoareTriple(t("x >= 0"), st("x := x - 1"), t("x >= 0")));
        assertEquals(Answer.YES, s.isValidHoareTriple(t("x == y"), st("x, y := y + 1, x + 1"), t("x == y")));
        assertEquals(Answer.YES, s.isValidHoareTriple(t("x > 5"), st("[x < 3]; y := 0"), t("y == 1")),
                "a blocking statement makes every triple valid");
        assertEquals(Answer.NO, s.isValidHoareTriple(t("x > 0"), st("havoc x"), t("x > 0")));
        assertEquals(Answer.YES, s.isValidHoareTriple(t("y > 0"), st("havoc x; [x > y]; x := x + 1"), t("x > 2")));
        assertEquals(Answer.YES, s.isValidHoareTriple(t("x >= 0"), st("x := x + 1"), t("x > 0")));
        assertEquals(1, statistics.count("smt.hoare.cached"));
    }

    @ParameterizedTest
    @MethodSource("solvers")
    void aRefutedTripleKeepsASampleThatRefutesOthersWithoutTheSolver(String solver) {
        SmtSession s = open(solver);
        Term pre = t("x == 0 && y >= 1 && y <= 2");
        Statement add = st("x := x + y");
        // its counterexample is a step to x in 1..2
        assertEquals(Answer.NO, s.isValidHoareTriple(pre, add, t("x > 5")));
        long queries = statistics.count("smt.hoare.queries");
        assertEquals(Answer.NO, s.isValidHoareTriple(pre, add, t("x > 7")));
        assertEquals(Answer.NO, s.isValidHoareTriple(pre, add, t("x < 0")));
        assertEquals(2, statistics.count("smt.hoare.sampled"));
        assertEquals(queries, statistics.count("smt.hoare.queries"));
        // true in the sample: only the solver can say it is valid
        assertEquals(Answer.YES, s.isValidHoareTriple(pre, add, t("x >= 1 && x <= 2")));
        assertEquals(queries + 1, statistics.count("smt.hoare.queries"));
        // another statement or precondition has no sample yet (and is no subset of the first, see monotonicity)
        assertEquals(Answer.NO, s.isValidHoareTriple(t("x == 1"), add, t("x > 7")));
        assertEquals(queries + 2, statistics.count("smt.hoare.queries"));
    }

    @ParameterizedTest
    @MethodSource("solvers")
    void triplesDecidedTogetherAnswerAsTheyDoOneByOne(String solver) {
        List<Term> pres = List.of(t("x >= 0 && y == x"), t("x == 0 && y >= 1 && y <= 2"), t("a[0] == x && x > 0"));
        List<Statement> statements = List.of(st("x := x + y"), st("[x > 0]; y := y - 1"), st("havoc y"),
                st("a := store(a, 1, x)"), st("[x < 0]"));
        List<Term> posts = List.of(t("x >= 0"), t("x > 0"), t("y <= x"), t("y == x"), t("x >= 1 && x <= 2"),
                t("x > 7"), t("a[0] > 0"), t("a[1] == x"), t("y < 0"), Terms.FALSE, Terms.TRUE);
        List<List<Answer>> together = new java.util.ArrayList<>();
        for (Term pre : pres) {
            for (Statement statement : statements) {
                together.add(open(solver).areValidHoareTriples(pre, statement, posts));
                session.close();
            }
        }
        long batchQueries = statistics.count("smt.hoare.queries");
        assertTrue(statistics.count("smt.hoare.batches") > 0);
        int k = 0;
        for (Term pre : pres) {
            for (Statement statement : statements) {
                SmtSession single = open(solver);
                List<Answer> oneByOne = posts.stream().map(p -> single.isValidHoareTriple(pre, statement, p)).toList();
                session.close();
                assertEquals(oneByOne, together.get(k++), pre + " " + statement);
                assertFalse(oneByOne.contains(Answer.UNKNOWN));
            }
        }
        assertTrue(batchQueries < statistics.count("smt.hoare.queries") - batchQueries,
                "fewer queries together: " + batchQueries + " of " + statistics.count("smt.hoare.queries"));
        session = null;
    }

    @ParameterizedTest
    @MethodSource("solvers")
    void triplesFollowByMonotonicityInThePreconditionAsTheSolverSays(String solver) {
        Statement inc = st("x := x + y");
        Term weak = t("x >= 0");
        Term strong = Terms.and(t("x >= 0"), t("y >= 1"), t("z == 2"));
        SmtSession s = open(solver);
        // valid from the weaker precondition: valid from the stronger one, without the solver
        assertEquals(Answer.NO, s.isValidHoareTriple(weak, inc, t("x >= 1")));
        assertEquals(Answer.YES, s.isValidHoareTriple(strong, inc, t("x >= 1")));
        assertEquals(Answer.YES, s.isValidHoareTriple(Terms.and(t("x >= 0"), t("y >= 1")), inc, t("x >= 0")));
        long queries = statistics.count("smt.hoare.queries");
        assertEquals(Answer.YES, s.isValidHoareTriple(strong, inc, t("x >= 0")));
        // invalid from the stronger precondition: invalid from the weaker one
        assertEquals(Answer.NO, s.isValidHoareTriple(Terms.and(t("x >= 0"), t("y >= 1")), inc, t("x >= 5")));
        long decided = statistics.count("smt.hoare.queries");
        assertEquals(Answer.NO, s.isValidHoareTriple(t("y >= 1"), inc, t("x >= 5")));
        assertEquals(Answer.NO, s.isValidHoareTriple(Terms.TRUE, inc, t("x >= 5")));
        assertEquals(queries + 1, decided);
        assertEquals(decided, statistics.count("smt.hoare.queries"));
        assertEquals(3, statistics.count("smt.hoare.monotone"));
        // and every answer is the solver's own on a fresh session
        SmtSession fresh = new SmtSolverFactory().open(solver, Cancellation.never(), new Statistics());
        try {
            assertEquals(Answer.YES, fresh.isValidHoareTriple(strong, inc, t("x >= 0")));
            assertEquals(Answer.NO, fresh.isValidHoareTriple(t("y >= 1"), inc, t("x >= 5")));
            assertEquals(Answer.NO, fresh.isValidHoareTriple(Terms.TRUE, inc, t("x >= 5")));
        } finally {
            fresh.close();
        }
    }

    @ParameterizedTest
    @MethodSource("solvers")
    void triplesOfIndependentStatementsReduceToImplicationOrBlocking(String solver) {
        SmtSession s = open(solver);
        assertEquals(Answer.YES, s.isValidHoareTriple(t("x > 1"), st("[y > 0]; y := y + 1"), t("x > 0")));
        assertEquals(Answer.NO, s.isValidHoareTriple(t("x > 1"), st("[y > 0]; y := y + 1"), t("x > 2")));
        assertEquals(Answer.YES, s.isValidHoareTriple(t("x > 1"), st("[y > 0 && y < 0]"), t("x > 2")));
        assertEquals(Answer.NO, s.isValidHoareTriple(t("x > 1"), st("havoc y"), t("x > 2")));
        // the implication is asked once for both statements
        assertEquals(Answer.NO, s.isValidHoareTriple(t("x > 1"), st("z := 5"), t("x > 2")));
        assertEquals(5, statistics.count("smt.hoare.independent"));
        assertEquals(3, statistics.count("smt.hoare.cached"));
        // the statement writes x: no shortcut
        assertEquals(Answer.YES, s.isValidHoareTriple(t("x > 1"), st("x := x + 1"), t("x > 2")));
        assertEquals(5, statistics.count("smt.hoare.independent"));
    }

    @ParameterizedTest
    @MethodSource("solvers")
    void triplesOfStatementsThatLeaveThePostconditionAloneReduceToImplications(String solver) {
        SmtSession s = open(solver);
        assertEquals(Answer.YES, s.isValidHoareTriple(t("y > 0"), st("[x > 2]; y := 0"), t("x > 1")));
        assertEquals(Answer.NO, s.isValidHoareTriple(t("y > 0"), st("y := x"), t("x > 1")));
        assertEquals(Answer.YES, s.isValidHoareTriple(t("y > 0"), st("[x > 2]; havoc y"), t("x > 1")));
        assertEquals(Answer.YES, s.isValidHoareTriple(t("x == y"), st("[x < y]; z := 1"), Terms.FALSE));
        assertEquals(4, statistics.count("smt.hoare.framed"));
        // the assumption follows the assignment: it speaks of the new y, no shortcut
        assertEquals(Answer.YES, s.isValidHoareTriple(t("y > 0"), st("y := x; [y > 2]"), t("x > 1")));
        assertEquals(4, statistics.count("smt.hoare.framed"));
    }

    @ParameterizedTest
    @MethodSource("solvers")
    void handlesArrays(String solver) {
        SmtSession s = open(solver);
        assertEquals(Answer.YES, s.isValidHoareTriple(t("i >= 0"), st("a := store(a, i, 5)"), t("a[i] == 5")));
        assertEquals(Answer.NO, s.isValidHoareTriple(t("a[0] == 1"), st("a := store(a, i, 5)"), t("a[0] == 1")));
        assertEquals(Answer.YES, s.isValidHoareTriple(t("a[0] == 1 && i > 0"), st("a := store(a, i, 5)"),
                t("a[0] == 1")));
        assertEquals(Answer.NO, s.isSatisfiable(t("a == store(a, 0, x) && a[0] != x")));
    }

    @ParameterizedTest
    @MethodSource("solvers")
    void constantArraysHaveTheirElementEverywhere(String solver) {
        SmtSession s = open(solver);
        assertEquals(Answer.NO, s.isSatisfiable(t("a == const(Int, 0) && a[i] != 0")));
        assertEquals(Answer.NO, s.isSatisfiable(t("store(const(Int, 0), x, 1)[i] != 0 && i != x")));
        assertEquals(Answer.YES, s.isSatisfiable(t("store(const(Int, 0), x, 1)[i] != 0")));
        assertEquals(Answer.YES, s.isValidHoareTriple(t("true"), st("a := const(Int, y)"), t("a[i] == y")));
    }

    @ParameterizedTest
    @MethodSource("solversAndModes")
    void interpolantsOverConstantArraysAreRealInterpolants(String solver, InterpolationMode mode) {
        SmtSession s = open(solver);
        List<Statement> trace = List.of(st("a := const(Int, 0)"), st("a := store(a, x, 1)"),
                st("[i != x && a[i] != 0]"));
        TraceCheck.Infeasible infeasible = assertInstanceOf(TraceCheck.Infeasible.class, s.checkTrace(trace, mode));
        if (infeasible.predicates().isEmpty()) {
            // allowed: the solver proved infeasibility but its interpolants do not convert back
            assertTrue(s.lastFailure().isPresent());
            return;
        }
        List<Term> predicates = infeasible.predicates().get();
        try (SmtSession check = new SmtSolverFactory().open("z3", Cancellation.never(), new Statistics())) {
            for (int i = 1; i <= trace.size(); i++) {
                assertEquals(Answer.YES, check.isValidHoareTriple(predicates.get(i - 1), trace.get(i - 1),
                        predicates.get(i)), "triple " + i + " with predicates " + predicates);
            }
        }
    }

    @ParameterizedTest
    @MethodSource("solvers")
    void givesModelsOfSatisfiableFormulas(String solver) {
        SmtSession s = open(solver);
        Map<Var, Object> m = s.model(t("x > 3 && x < 5 && y == x * 2 && b")).orElseThrow();
        assertEquals(BigInteger.valueOf(4), m.get(X));
        assertEquals(BigInteger.valueOf(8), m.get(Y));
        assertEquals(true, m.get(B));
        assertTrue(s.model(t("x > 3 && x < 4")).isEmpty());
    }

    @ParameterizedTest
    @MethodSource("solvers")
    void feasibleTraceComesWithValuesOfEveryStep(String solver) {
        SmtSession s = open(solver);
        List<Statement> trace = List.of(st("x := 0"), st("havoc y"), st("[y > 10]; x := x + y"), st("[x == 11]"));
        TraceCheck result = s.checkTrace(trace, InterpolationMode.SEQUENCE);
        TraceCheck.Feasible feasible = assertInstanceOf(TraceCheck.Feasible.class, result);
        assertEquals(5, feasible.states().size());
        assertEquals(BigInteger.ZERO, feasible.states().get(1).get(X));
        assertEquals(BigInteger.valueOf(11), feasible.states().get(2).get(Y));
        assertEquals(BigInteger.valueOf(11), feasible.states().get(4).get(X));
    }

    static Stream<Object[]> solversAndModes() {
        return solvers().flatMap(s -> Stream.of(InterpolationMode.values()).map(m -> new Object[]{s, m}));
    }

    @ParameterizedTest
    @MethodSource("solversAndModes")
    void infeasibleTraceYieldsRealInterpolants(String solver, InterpolationMode mode) {
        SmtSession s = open(solver);
        List<Statement> trace = List.of(st("x := 0"), st("y := 0"), st("havoc z"), st("x := x + 1"),
                st("[z > 0]; y := y + z"), st("[x < 1 || y < 0]"));
        List<Term> predicates = assertInstanceOf(TraceCheck.Infeasible.class, s.checkTrace(trace, mode))
                .predicates().orElseThrow();
        assertEquals(trace.size() + 1, predicates.size());
        assertEquals(Terms.TRUE, predicates.get(0));
        assertEquals(Terms.FALSE, predicates.get(trace.size()));
        // Z3 checks: backward predicates may keep quantifiers that SMTInterpol cannot decide
        try (SmtSession check = new SmtSolverFactory().open("z3", Cancellation.never(), new Statistics())) {
            for (int i = 1; i <= trace.size(); i++) {
                assertEquals(Answer.YES, check.isValidHoareTriple(predicates.get(i - 1), trace.get(i - 1),
                        predicates.get(i)), "triple " + i + " with predicates " + predicates);
            }
        }
    }

    @ParameterizedTest
    @MethodSource("solversAndModes")
    void interpolantsOverArraysAreRealInterpolants(String solver, InterpolationMode mode) {
        SmtSession s = open(solver);
        List<Statement> trace = List.of(st("havoc i; [i >= 0]"), st("a := store(a, i, 7)"), st("x := a[i]"),
                st("[x != 7]"));
        TraceCheck result = s.checkTrace(trace, mode);
        TraceCheck.Infeasible infeasible = assertInstanceOf(TraceCheck.Infeasible.class, result);
        if (infeasible.predicates().isEmpty()) {
            // allowed: the solver proved infeasibility but its interpolants do not convert back
            assertTrue(s.lastFailure().isPresent());
            return;
        }
        List<Term> predicates = infeasible.predicates().get();
        try (SmtSession check = new SmtSolverFactory().open("z3", Cancellation.never(), new Statistics())) {
            for (int i = 1; i <= trace.size(); i++) {
                assertEquals(Answer.YES, check.isValidHoareTriple(predicates.get(i - 1), trace.get(i - 1),
                        predicates.get(i)), "triple " + i + " with predicates " + predicates);
            }
        }
    }

    @ParameterizedTest
    @MethodSource("solvers")
    void sequenceInterpolantsOfPartitions(String solver) {
        SmtSession s = open(solver);
        List<Term> partitions = List.of(t("x == 0"), t("y == x + 1"), t("z == y + 1"), t("z < 0"));
        Optional<List<Term>> interpolants = s.sequenceInterpolants(partitions);
        if (!s.supportsInterpolation()) {
            assertTrue(interpolants.isEmpty());
            return;
        }
        List<Term> is = interpolants.orElseThrow();
        assertEquals(3, is.size());
        assertEquals(Answer.YES, s.implies(partitions.get(0), is.get(0)));
        assertEquals(Answer.YES, s.implies(Terms.and(is.get(0), partitions.get(1)), is.get(1)));
        assertEquals(Answer.YES, s.implies(Terms.and(is.get(1), partitions.get(2)), is.get(2)));
        assertEquals(Answer.NO, s.isSatisfiable(Terms.and(is.get(2), partitions.get(3))));
        assertTrue(s.sequenceInterpolants(List.of(t("x == 0"), t("x > -1"))).isEmpty(), "satisfiable");
    }

    @ParameterizedTest
    @MethodSource("solvers")
    void unsupportedTheoryIsUnknownNotAnException(String solver) {
        SmtSession s = open(solver);
        Answer a = s.isSatisfiable(t("x * y == 7 && x * x == y * z + 1"));
        if (a == Answer.UNKNOWN) {
            assertTrue(s.lastFailure().isPresent());
        }
        assertFalse(a == Answer.NO, "x=7, y=1, z=48 satisfies it");
    }

    @Test
    void aSolverForLinearArithmeticNamesTheNonLinearTermItRejects() {
        SmtSession s = open("smtinterpol");
        assertEquals(Answer.UNKNOWN, s.isSatisfiable(t("x * y == 7")));
        String reason = s.lastFailure().orElseThrow();
        assertTrue(reason.startsWith("smtinterpol: non-linear arithmetic") && reason.contains("x")
                && reason.contains("y") && reason.endsWith("not supported"), reason);
    }
}
