package org.imperium.itest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The launcher end to end, in a fresh JVM as a user runs it: a toolchain of the two test plugins, settings and
 * their errors, bad toolchains, missing files, bad command lines, the time limit.
 */
class LauncherIT {

    @TempDir
    static Path home;
    @TempDir
    static Path work;

    static Path toolchain;
    static Path toolchainWithLaterStep;
    static Path shortProgram;
    static Path longProgram;

    @BeforeAll
    static void install() throws IOException {
        Distribution.withTestPlugins(home);
        toolchain = write("TwoPlugins.xml", """
                <rundefinition>
                  <name>TwoPlugins</name>
                  <toolchain>
                    <plugin id="itest-lines"/>
                    <plugin id="itest-threshold"/>
                  </toolchain>
                </rundefinition>
                """);
        toolchainWithLaterStep = write("LaterStep.xml", """
                <rundefinition>
                  <name>LaterStep</name>
                  <toolchain>
                    <plugin id="itest-lines"/>
                    <plugin id="itest-threshold"/>
                    <plugin id="itest-lines"/>
                  </toolchain>
                </rundefinition>
                """);
        shortProgram = write("short.c", "int main() {\n  return 0;\n}\n");
        longProgram = write("long.c", "int x;\n".repeat(20));
    }

    /** Writes {@code text} to the file {@code name} of the work directory. */
    private static Path write(String name, String text) throws IOException {
        Path file = work.resolve(name);
        Files.writeString(file, text);
        return file;
    }

    /** The two SV-COMP properties: reachability of the error function, and data races (unsupported). */
    private static Path unreachCall() throws IOException {
        return write("unreach-call.prp", "CHECK( init(main()), LTL(G ! call(reach_error())) )\n");
    }

    private static Path noDataRace() throws IOException {
        return write("no-data-race.prp", "CHECK( init(main()), LTL(G ! data-race) )\n");
    }

    private static Distribution.Run run(String... args) throws Exception {
        Distribution.Run run = Distribution.run(home, work, args);
        assertFalse(run.err().contains("\tat "), "no stack trace: " + run.err());
        return run;
    }

    @Test
    void twoPluginToolchainRunsEndToEnd() throws Exception {
        Distribution.Run run = run("--toolchain", toolchain.toString(), "--statistics", shortProgram.toString());
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().contains("lines: 3"), run.out());
        assertTrue(run.out().contains("itest-lines.lines = 3"), run.out());
        assertEquals("Result: TRUE", run.resultLine());
    }

    @Test
    void settingsFileAndCommandLineOverrideReachThePlugins() throws Exception {
        Path settings = write("strict.properties", "# stricter\nitest-threshold.limit = 2\n");
        assertEquals("Result: FALSE(unreach-call)",
                run("--toolchain", toolchain.toString(), "--settings", settings.toString(), shortProgram.toString())
                        .resultLine());
        Distribution.Run run = run("--toolchain", toolchain.toString(), "--settings", settings.toString(),
                "--set", "itest-threshold.limit=100", "--set", "itest-lines.factor=30", shortProgram.toString());
        assertTrue(run.out().contains("lines: 90"), run.out());
        assertEquals("Result: TRUE", run.resultLine());
    }

    @Test
    void unknownSettingIsOneLineErrorWithExitCodeOne() throws Exception {
        Path settings = write("bad.properties", "itest-threshold.limit = 2\nitest-threshold.colour = red\n");
        Distribution.Run run = run("--toolchain", toolchain.toString(), "--settings", settings.toString(),
                shortProgram.toString());
        assertEquals(1, run.exitCode());
        assertEquals(settings + ":2:1: unknown setting 'itest-threshold.colour' (options of itest-threshold: limit,"
                + " above)", run.err().strip());
        assertEquals("Result: ERROR(unknown setting itest-threshold.colour)", run.resultLine());
    }

    @Test
    void illTypedSettingNamesAllowedValues() throws Exception {
        Distribution.Run run = run("--toolchain", toolchain.toString(), "--set", "itest-threshold.above=maybe",
                shortProgram.toString());
        assertEquals(1, run.exitCode());
        assertEquals("--set itest-threshold.above=maybe: bad value 'maybe' for setting 'itest-threshold.above':"
                + " allowed values: false, unknown, wait", run.err().strip());
        run = run("--toolchain", toolchain.toString(), "--set", "itest-threshold.limit=ten", shortProgram.toString());
        assertEquals(1, run.exitCode());
        assertTrue(run.err().strip().endsWith("expected an integer"), run.err());
    }

    @Test
    void badToolchainFilesAreRejectedWithFileAndLine() throws Exception {
        Path unknown = write("Unknown.xml", "<rundefinition>\n<toolchain>\n<plugin id=\"itest-lines\"/>\n"
                + "<plugin id=\"nonexistent\"/>\n</toolchain>\n</rundefinition>\n");
        Distribution.Run run = run("--toolchain", unknown.toString(), shortProgram.toString());
        assertEquals(1, run.exitCode());
        assertTrue(run.err().strip().startsWith(unknown + ":4:"), run.err());
        assertTrue(run.err().contains("unknown plugin id 'nonexistent'"), run.err());
        assertEquals(1, run.err().strip().lines().count());

        Path order = write("Order.xml", "<rundefinition>\n<toolchain>\n<plugin id=\"itest-threshold\"/>\n"
                + "<plugin id=\"itest-lines\"/>\n</toolchain>\n</rundefinition>\n");
        run = run("--toolchain", order.toString(), shortProgram.toString());
        assertEquals(1, run.exitCode());
        assertTrue(run.err().contains(order + ":3:") && run.err().contains("requires model 'itest-lines' that no"
                + " earlier plugin produces"), run.err());

        Path broken = write("Broken.xml", "<rundefinition>\n<toolchain>\n<plugin id=\"x\">\n</rundefinition>\n");
        run = run("--toolchain", broken.toString(), shortProgram.toString());
        assertEquals(1, run.exitCode());
        assertTrue(run.err().startsWith(broken + ":4:"), run.err());
    }

    @Test
    void missingInputFileIsAnError() throws Exception {
        Distribution.Run run = run("--toolchain", toolchain.toString(), "missing.c");
        assertEquals(1, run.exitCode());
        assertEquals("missing.c: file not found", run.err().strip());
        assertEquals("Result: ERROR(file not found)", run.resultLine());
    }

    @Test
    void badCommandLineExitsWithTwo() throws Exception {
        Distribution.Run run = run("--no-such-option");
        assertEquals(2, run.exitCode());
        assertTrue(run.err().contains("Unknown option"), run.err());
        assertEquals(2, run("--architecture", "16bit", shortProgram.toString()).exitCode());
        assertEquals(2, run().exitCode());
    }

    @Test
    void helpAndHelpSettingsDescribeEveryOption() throws Exception {
        assertEquals(0, run("--help").exitCode());
        Distribution.Run run = run("--help-settings");
        assertEquals(0, run.exitCode());
        assertTrue(run.out().contains("itest-threshold.above (text, default false) one of: false | unknown | wait"),
                run.out());
        assertTrue(run.out().contains("itest-lines.factor (integer, default 1)"), run.out());
        assertTrue(run.out().contains("Multiplies the line count"), run.out());
    }

    @Test
    void timeLimitEndsALoopingPluginWithUnknown() throws Exception {
        Distribution.Run run = run("--toolchain", toolchain.toString(), "--set", "itest-threshold.above=wait",
                "--timeout", "1", longProgram.toString());
        assertEquals(0, run.exitCode());
        assertEquals("Result: UNKNOWN(timeout)", run.resultLine());
    }

    @Test
    void taskDefinitionReportsTheExpectedVerdict() throws Exception {
        Path yml = write("task.yml", """
                format_version: '2.0'
                input_files: 'short.c'
                properties:
                  - property_file: unreach-call.prp
                    expected_verdict: false
                options:
                  language: C
                  data_model: ILP32
                """);
        unreachCall();
        Distribution.Run run = run("--toolchain", toolchain.toString(), yml.toString());
        assertTrue(run.out().contains("Expected: FALSE - wrong"), run.out());
        assertEquals("Result: TRUE", run.resultLine());
    }

    @Test
    void taskDefinitionOfAnotherPropertyIsUnsupported() throws Exception {
        Path yml = write("race.yml", """
                format_version: '2.0'
                input_files: 'short.c'
                properties:
                  - property_file: no-data-race.prp
                    expected_verdict: true
                """);
        noDataRace();
        Distribution.Run run = run("--toolchain", toolchain.toString(), yml.toString());
        assertEquals(0, run.exitCode(), run.err());
        assertEquals("Result: UNKNOWN(unsupported property)", run.resultLine());
    }

    @Test
    void unsupportedPropertyIsUnknown() throws Exception {
        Path prp = noDataRace();
        Distribution.Run run = run("--toolchain", toolchain.toString(), "--spec", prp.toString(), "--file",
                shortProgram.toString());
        assertEquals(0, run.exitCode());
        assertEquals("Result: UNKNOWN(unsupported property)", run.resultLine());
    }

    @Test
    void svcompModeAppliesTheSettingsOfPropertyAndDataModel() throws Exception {
        Path prp = unreachCall();
        Path out = work.resolve("svcomp-out");
        Distribution.Run run = run("--toolchain", toolchain.toString(), "--spec", prp.toString(), "--architecture",
                "64bit", "--file", shortProgram.toString(), "--witness-dir", out.toString(), "--statistics");
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().contains("setting.empire.annotation = focused"), run.out());
        assertTrue(run.out().contains("setting.ogcheck.solver = z3"), run.out());
        assertEquals("Result: TRUE", run.resultLine());
        run = run("--toolchain", toolchain.toString(), "--statistics", shortProgram.toString());
        assertFalse(run.out().contains("setting.empire.annotation"), "no SV-COMP settings without --spec");
    }

    @Test
    void stepTimeoutEndsTheStepThatRunsTooLongAndNamesIt() throws Exception {
        Distribution.Run run = run("--toolchain", toolchain.toString(), "--set", "itest-threshold.above=wait",
                "--step-timeout", "1", "--statistics", longProgram.toString());
        assertEquals(0, run.exitCode());
        assertTrue(run.out().contains("run.last-step = itest-threshold"), run.out());
        assertEquals("Result: UNKNOWN(timeout)", run.resultLine());
    }

    @Test
    void verdictStandsWhenALaterStepTimesOut() throws Exception {
        Distribution.Run run = run("--toolchain", toolchainWithLaterStep.toString(), "--set",
                "itest-lines.waitAfterVerdict=true", "--step-timeout", "1", "--statistics", shortProgram.toString());
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.err().contains("warning: itest-lines did not complete (timeout); the verdict stands"),
                run.err());
        assertTrue(run.out().contains("run.step.itest-lines.failed = timeout"), run.out());
        assertEquals("Result: TRUE", run.resultLine());
    }
}
