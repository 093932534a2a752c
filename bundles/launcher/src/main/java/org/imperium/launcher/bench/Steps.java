package org.imperium.launcher.bench;

import java.util.List;
import java.util.Optional;

/**
 * The pipeline's steps as the evaluation sees them, by the statistics their plugins report: verification (a
 * verifier backend), generation of the Owicki-Gries annotation (empire) and its validation (ogcheck).
 */
final class Steps {

    static final String GENERATION = "empire";
    static final String VALIDATION = "ogcheck";
    /** Plugins that verify a program and hand over a proof, in the order they are looked for. */
    static final List<String> VERIFIERS = List.of("traceabstraction", "explicit");
    /** Plugins that produce the Petri program, and so report its size. */
    static final List<String> PROGRAM_SOURCES = List.of("petrify", "petrifile");

    private Steps() {
    }

    /** The run got as far as the annotation, i.e. a proof was there to start from (the paper's benchmarks). */
    static boolean hasProof(BenchResult r) {
        return r.reached(GENERATION);
    }

    static boolean generated(BenchResult r) {
        return r.statistics().containsKey(GENERATION + ".annotation.size");
    }

    /** Wall time of a step as the toolchain runner measured it: {@code run.step.<plugin>.time}, the one source. */
    static Optional<Double> stepSeconds(BenchResult r, String step) {
        return r.number("run.step." + step + ".time");
    }

    static Optional<Double> generationSeconds(BenchResult r) {
        return stepSeconds(r, GENERATION);
    }

    static Optional<String> validation(BenchResult r) {
        return r.text(VALIDATION + ".result");
    }

    static boolean valid(BenchResult r) {
        return validation(r).filter("VALID"::equals).isPresent();
    }

    static Optional<Double> validationSeconds(BenchResult r) {
        return stepSeconds(r, VALIDATION);
    }

    /** Time of the verifier step, when the toolchain had one (not when it started from a proof file). */
    static Optional<Double> verificationSeconds(BenchResult r) {
        return VERIFIERS.stream().filter(r::reached).map(v -> stepSeconds(r, v)).flatMap(Optional::stream)
                .findFirst();
    }

    static Optional<Double> places(BenchResult r) {
        return PROGRAM_SOURCES.stream().map(s -> r.number(s + ".places")).flatMap(Optional::stream).findFirst();
    }

    static Optional<Double> transitions(BenchResult r) {
        return PROGRAM_SOURCES.stream().map(s -> r.number(s + ".transitions")).flatMap(Optional::stream)
                .findFirst();
    }

    /** The annotation kind of a run: as reported, else as configured, else the configuration's name. */
    static String kind(BenchResult r) {
        return r.text(GENERATION + ".annotation.kind").or(() -> r.text("setting." + GENERATION + ".annotation"))
                .orElse(r.config());
    }
}
