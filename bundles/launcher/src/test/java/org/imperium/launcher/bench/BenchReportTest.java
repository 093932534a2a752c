package org.imperium.launcher.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.imperium.core.InputException;
import org.junit.jupiter.api.Test;

/**
 * The report of a fixed set of results: three tasks under three annotation kinds, with a generation timeout, a
 * validation timeout (after which the verifier's TRUE stands), an undecided check and a task without proof (the
 * verifier found a bug).
 */
class BenchReportTest {

    static final String CSV = """
            task,config,verdict,expected,score,wall_s,cpu_s,memory_mb,empire.annotation.ghost-updates,\
            empire.annotation.kind,empire.annotation.size,ogcheck.result,petrifile.places,run.last-step,\
            run.step.empire.time,run.step.ogcheck.failed,run.step.ogcheck.time,run.step.traceabstraction.time,\
            traceabstraction.iterations,traceabstraction.smt.hoare.queries,traceabstraction.smt.trace.queries
            a,naive,TRUE,true,correct,10.000,,,9,naive,300,VALID,10,ogcheck,2.0,,3.0,4.0,3,40,2
            b,naive,TIMEOUT,true,unknown,70.000,,,,,,,20,empire,60.0,,,8.0,5,100,4
            c,naive,FALSE(unreach-call),false,correct,2.000,,,,,,,6,traceabstraction,,,,1.0,1,10,1
            a,imperial,TRUE,true,correct,6.000,,,4,imperial,100,VALID,10,ogcheck,0.5,,1.0,4.0,3,40,2
            b,imperial,TRUE,true,correct,75.000,,,6,imperial,200,,20,ogcheck,1.5,timeout,60.0,8.0,5,100,4
            c,imperial,FALSE(unreach-call),false,correct,2.000,,,,,,,6,traceabstraction,,,,1.0,1,10,1
            a,focused,TRUE,true,correct,5.500,,,4,focused,80,VALID,10,ogcheck,0.7,,0.5,4.0,3,40,2
            b,focused,TRUE,true,correct,21.000,,,6,focused,150,UNKNOWN,20,ogcheck,2.5,,10.0,8.0,5,100,4
            c,focused,FALSE(unreach-call),false,correct,2.000,,,,,,,6,traceabstraction,,,,1.0,1,10,1
            """;

    static final List<BenchResult> RESULTS = CsvTable.parse(CSV, "fixed.csv");

    @Test
    void csvRoundTrips() {
        assertEquals(9, RESULTS.size());
        assertEquals(CSV, CsvTable.render(RESULTS));
        assertEquals(60.0, RESULTS.get(1).number("run.step.empire.time").get());
        assertEquals(300L, RESULTS.get(0).statistics().get("empire.annotation.size"));
    }

    @Test
    void malformedCsvNamesTheRecord() {
        InputException e = assertThrows(InputException.class, () -> CsvTable.parse(
                "task,config,verdict,expected,score,wall_s,cpu_s,memory_mb,x\na,b,TRUE,true,correct,1.0,,\n", "r.csv"));
        assertTrue(e.getMessage().startsWith("r.csv:2:1: record 2 has 8 fields, the header 9"), e.getMessage());
        assertThrows(InputException.class, () -> CsvTable.parse("name,verdict\n", "r.csv"));
    }

    @Test
    void tableOneCountsEachStepOfEachConfiguration() {
        assertEquals("""
                | | naive | imperial | focused |
                |---|---:|---:|---:|
                | annotation | naive | imperial | focused |
                | tasks / with a proof | 3 / 2 | 3 / 2 | 3 / 2 |
                | **Owicki-Gries generation** |  |  |  |
                | # successful | 1 | 2 | 2 |
                | # timeout | 1 | 0 | 0 |
                | # out of memory | 0 | 0 | 0 |
                | # failed otherwise | 0 | 0 | 0 |
                | avg. generation time (s) | 2.00 | 1.00 | 1.60 |
                | avg. annotation size (DAG nodes) | 300.0 | 150.0 | 115.0 |
                | avg. ghost updates | 9.0 | 5.0 | 5.0 |
                | **Owicki-Gries generation & validation** |  |  |  |
                | # successful (valid) | 1 | 1 | 1 |
                | # invalid | 0 | 0 | 0 |
                | # timeout | 1 | 1 | 0 |
                | # out of memory | 0 | 0 | 0 |
                | # unknown | 0 | 0 | 1 |
                | avg. validation time (s) | 3.00 | 1.00 | 0.50 |
                | **Verification** |  |  |  |
                | avg. verification time (s) | 6.00 | 6.00 | 6.00 |
                | validation faster than verification | 1 of 1 (100 %) | 1 of 1 (100 %) | 1 of 1 (100 %) |
                | validation more than 3× faster | 0 of 1 (0 %) | 1 of 1 (100 %) | 1 of 1 (100 %) |
                """, OwickiGriesTable.markdown(RESULTS));
    }

    @Test
    void summaryScoresVerdicts() {
        assertEquals("""
                | configuration | tasks | correct true | correct false | wrong | unknown | timeout | out of memory | error\
                 | CPU time of correct (s) |
                |---|---:|---:|---:|---:|---:|---:|---:|---:|---:|
                | naive | 3 | 1 | 1 | 0 | 1 | 1 | 0 | 0 | 12.0 |
                | imperial | 3 | 2 | 1 | 0 | 0 | 0 | 0 | 0 | 83.0 |
                | focused | 3 | 2 | 1 | 0 | 0 | 0 | 0 | 0 | 28.5 |
                """, BenchReport.summary(RESULTS));
    }

    @Test
    void verifierTableSumsTheSmtQueries() {
        assertEquals("""
                Configuration naive.

                | task | expected | verdict | time (s) | iterations | SMT queries | states | predicates |
                |---|---|---|---:|---:|---:|---:|---:|
                | a | true | TRUE | 4.00 | 3 | 42 |  |  |
                | b | true | TIMEOUT | 8.00 | 5 | 104 |  |  |
                | c | false | FALSE(unreach-call) | 1.00 | 1 | 11 |  |  |
                """, BenchReport.verifierTable(RESULTS));
    }

    @Test
    void annotationTableLeavesOutTasksWithoutProof() {
        assertEquals("""
                | task | places | transitions | naive | imperial | focused |
                |---|---:|---:|---|---|---|
                | a | 10 |  | 300 / 9 / 2.00 / valid | 100 / 4 / 0.50 / valid | 80 / 4 / 0.70 / valid |
                | b | 20 |  | TIMEOUT | 200 / 6 / 1.50 / timeout | 150 / 6 / 2.50 / unknown |
                """, BenchReport.annotationTable(RESULTS));
    }

    @Test
    void figuresOfThePaper() {
        List<Figures.Figure> figures = Figures.draw(RESULTS);
        assertEquals(List.of("annotation-size.svg", "ghost-updates.svg", "generation-time.svg",
                "validation-vs-verification.svg"), figures.stream().map(Figures.Figure::file).toList());
        String ghosts = figures.get(1).svg();
        // the one task where both were generated: 9 naive against 4 imperial ghost updates, below the diagonal
        assertEquals(1, ghosts.split("<circle", -1).length - 1, ghosts);
        assertTrue(ghosts.contains("cx=\"441.4\" cy=\"191.5\""), ghosts);
        String sizes = figures.get(0).svg();
        assertEquals(2, sizes.split("<circle", -1).length - 1, "two naive marks and one in the legend: " + sizes);
    }

    @Test
    void pageHasCommandTablesAndFigureLinks() {
        String page = BenchReport.page("Petri programs", RESULTS, "./verify bench x", "Limits: none.",
                Figures.draw(RESULTS), "petri");
        assertTrue(page.startsWith("# Petri programs\n\nProduced by:\n\n```sh\n./verify bench x\n```\n\nLimits: none.\n"),
                page);
        assertTrue(page.contains("](petri/ghost-updates.svg)"), page);
        assertTrue(page.contains("## Owicki-Gries annotations (Table 1 of The Ghosts of Empires)"), page);
    }
}
