package org.imperium.witness.plugin;

import java.io.IOException;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.imperium.cfrontend.CProgram;
import org.imperium.core.InputException;
import org.imperium.core.ModelKey;
import org.imperium.core.Plugin;
import org.imperium.core.RunContext;
import org.imperium.core.SourceLocation;
import org.imperium.core.Statistics;
import org.imperium.core.Task;
import org.imperium.core.Verdict;
import org.imperium.logic.Evaluator;
import org.imperium.logic.Term;
import org.imperium.empire.WitnessQuotient;
import org.imperium.ogcheck.CheckResult;
import org.imperium.program.Counterexample;
import org.imperium.program.PetriProgram;
import org.imperium.proof.InvariantDomain;
import org.imperium.proof.OwickiGriesAnnotation;
import org.imperium.smt.SmtSession;
import org.imperium.smt.SmtSolverFactory;
import org.imperium.smt.SmtUnavailableException;
import org.imperium.witness.Metadata;
import org.imperium.witness.Witness;
import org.imperium.witness.WitnessWriter;
import org.imperium.witness.export.CorrectnessExport;
import org.imperium.witness.export.CertifiedPlacement;
import org.imperium.witness.export.DomainProjection;
import org.imperium.witness.export.Recheck;
import org.imperium.witness.export.SourceFiles;
import org.imperium.witness.export.TaskMetadata;
import org.imperium.witness.export.ViolationExport;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.metatype.annotations.Designate;

/**
 * Plugin {@code witness}: after TRUE, a correctness witness from the Owicki-Gries annotation — with the ghost when
 * {@link CertifiedPlacement} finds a placement that the independent checker confirms, else invariants only (counted as
 * {@code witness.fallback}); after FALSE, a violation witness from the counterexample. {@code witness.yml} is
 * written to the task's witness directory through a temporary file and an atomic move, so a reader never sees a
 * partial file; nothing is written for UNKNOWN or ERROR.
 */
@Component(service = Plugin.class)
@Designate(ocd = WitnessOptions.class)
public final class WitnessPlugin implements Plugin {

    static final String FILE_NAME = "witness.yml";
    static final String VERSION = "0.1.0";

    @Override
    public String id() {
        return "witness";
    }

    @Override
    public String description() {
        return "SV-COMP YAML witness: correctness (2.1 with ghosts, or 2.0) or violation (2.0)";
    }

    @Override
    public List<ModelKey<?>> requires() {
        return List.of(Task.MODEL);
    }

    @Override
    public List<ModelKey<?>> uses() {
        return List.of(OwickiGriesAnnotation.MODEL, WitnessQuotient.MODEL, Counterexample.MODEL, CheckResult.MODEL,
                CProgram.MODEL, InvariantDomain.MODEL, PetriProgram.MODEL);
    }

    @Override
    public List<ModelKey<?>> produces() {
        return List.of();
    }

    @Override
    public boolean runsAfterFailure() {
        return true;
    }

    @Override
    public Optional<Class<?>> optionsType() {
        return Optional.of(WitnessOptions.class);
    }

    @Override
    public void run(RunContext context) {
        Task task = context.get(Task.MODEL);
        Optional<Verdict> verdict = context.verdict();
        Statistics statistics = context.statistics();
        Metadata metadata = TaskMetadata.of(task, "2.0", VERSION);
        SourceFiles sources = context.find(CProgram.MODEL).map(new SourceFiles(task.files())::with)
                .orElseGet(() -> new SourceFiles(task.files()));
        boolean lp64 = task.architecture() == Task.Architecture.LP64;
        Witness witness;
        if (verdict.orElse(null) instanceof Verdict.Correct) {
            witness = correctness(context, metadata, sources, lp64);
        } else if (verdict.orElse(null) instanceof Verdict.Incorrect
                && context.find(Counterexample.MODEL).isPresent()) {
            witness = ViolationExport.build(context.get(Counterexample.MODEL), metadata, sources, lp64);
            statistics.set("kind", "violation-2.0");
        } else {
            statistics.set("kind", "none");
            return;
        }
        Path target = task.witnessDirectory().resolve(FILE_NAME);
        writeAtomically(target, WitnessWriter.write(witness));
        context.print("witness: " + target);
    }

    private Witness correctness(RunContext context, Metadata metadata, SourceFiles sources, boolean lp64) {
        WitnessOptions o = context.options(WitnessOptions.class);
        Statistics statistics = context.statistics();
        Optional<OwickiGriesAnnotation> found = context.find(OwickiGriesAnnotation.MODEL);
        Optional<CheckResult> check = context.find(CheckResult.MODEL);
        boolean usable = found.isPresent() && check.map(CheckResult::isValid)
                .orElse(!context.afterFailure());
        if (!usable) {
            String reason = found.isEmpty() ? "no Owicki-Gries annotation" : check.isEmpty()
                    ? "the annotation was not checked" : "the annotation did not pass ogcheck";
            return withoutAnnotation(context, o, reason, metadata, sources, lp64);
        }
        if (context.afterFailure()) {
            // the witness step itself did not complete: no placement, the checked annotation's invariants only
            CorrectnessExport.Result r = CorrectnessExport.build(found.get(), false, metadata, sources, lp64);
            statistics.set("kind", "correctness-2.0");
            statistics.set("invariants", r.invariants());
            statistics.set("fallback", 1);
            statistics.set("fallback-reason", "the witness step did not complete");
            context.print("witness: invariants only (the witness step did not complete)");
            return r.witness();
        }
        OwickiGriesAnnotation annotation = found.get();
        Optional<OwickiGriesAnnotation> placed = Optional.empty();
        String fallback = null;
        if (!o.ghosts()) {
            fallback = "ghosts disabled by witness.ghosts";
        } else {
            CertifiedPlacement.Result r = statistics.time("placement.time", () -> place(context, o, annotation,
                    quotient(context, o)));
            statistics.set("placement.rechecks", r.rechecks());
            if (r.placed().isPresent()) {
                placed = Optional.of(r.placed().get().annotation());
                statistics.set("placement.moves", r.placed().get().moves());
                statistics.set("placement.source", r.source().orElseThrow().name().toLowerCase(Locale.ROOT));
            } else {
                fallback = String.join("; ", r.failures());
            }
        }
        CorrectnessExport.Result result = CorrectnessExport.build(placed.orElse(annotation), placed.isPresent(),
                metadata, sources, lp64);
        statistics.set("kind", result.witness().hasGhosts() ? "correctness-2.1" : "correctness-2.0");
        statistics.set("invariants", result.invariants());
        statistics.set("ghost-updates", result.updates());
        statistics.set("fallback", fallback == null ? 0 : 1);
        if (fallback != null && annotation.ghostUpdateCount() > 0) {
            statistics.set("fallback-reason", fallback);
            context.print("witness: invariants only (" + fallback + ")");
        }
        return result.witness();
    }

    /**
     * A correctness witness without a (checked) annotation: the invariants of the proof's reachable abstract
     * configurations ({@link DomainProjection}) when the verifier left an invariant domain and they can be computed
     * within the step's time, else an invariant set without invariants (legal, and trivially valid). Both are
     * counted ({@code witness.fallback-kind}) and announced in the output.
     */
    private static Witness withoutAnnotation(RunContext context, WitnessOptions o, String reason, Metadata metadata,
                                             SourceFiles sources, boolean lp64) {
        Statistics statistics = context.statistics();
        statistics.set("fallback", 1);
        statistics.set("fallback-reason", reason);
        Optional<InvariantDomain> domain = context.find(InvariantDomain.MODEL);
        Optional<PetriProgram> program = context.find(PetriProgram.MODEL);
        String why = "no invariant domain";
        if (domain.isPresent() && program.isPresent()) {
            try {
                OwickiGriesAnnotation projected = statistics.time("projection.time", () -> DomainProjection.of(
                        program.get(), domain.get(), o.markingLimit(), context.cancellation()));
                CorrectnessExport.Result r = CorrectnessExport.build(projected, false, metadata, sources, lp64);
                long text = r.witness().invariants().stream().mapToLong(i -> i.value().length()).sum();
                if (text <= o.maxProjectionText()) {
                    statistics.set("kind", "correctness-2.0-projection");
                    statistics.set("fallback-kind", "projection");
                    statistics.set("invariants", r.invariants());
                    context.print("witness: invariants of the proof's abstract configurations only (" + reason
                            + ")");
                    return r.witness();
                }
                why = "projection too large: " + text + " characters of invariants, more than"
                        + " witness.maxProjectionText";
            } catch (RuntimeException e) {
                // out of time, too many configurations, or a proof whose solver the failed step closed: the empty
                // invariant set below is still a valid witness
                why = "projection failed: " + e.getMessage();
            }
        }
        statistics.set("kind", "correctness-2.0-empty");
        statistics.set("fallback-kind", "empty");
        statistics.set("empty-reason", why);
        statistics.set("invariants", 0);
        context.print("witness: no invariants (" + reason + "; " + why + ")");
        return new Witness.Correctness(metadata, Optional.empty(), List.of(), List.of(), List.of());
    }

    /** The quotient candidate, unless disabled or with more ghost values than allowed (then counted as a failure). */
    private static Optional<OwickiGriesAnnotation> quotient(RunContext context, WitnessOptions o) {
        Optional<OwickiGriesAnnotation> q = o.quotient() ? context.find(WitnessQuotient.MODEL) : Optional.empty();
        if (q.isEmpty() || q.get().ghostUpdateCount() == 0) {
            return q;
        }
        // the quotient's ghost ranges over 0 ≤ g < classes
        Optional<Term> domain = q.get().ghosts().get(0).domain();
        int values = 0;
        while (values <= o.quotientMaxValues() && domain.isPresent() && Boolean.TRUE.equals(Evaluator.evaluate(
                domain.get(), valueOf(values)))) {
            values++;
        }
        context.statistics().set("quotient.values", values);
        if (domain.isEmpty() || values > o.quotientMaxValues()) {
            context.statistics().set("quotient.skipped", "more than witness.quotientMaxValues ghost values");
            return Optional.empty();
        }
        return q;
    }

    private static java.util.function.Function<org.imperium.logic.Var, Object> valueOf(int v) {
        BigInteger value = BigInteger.valueOf(v);
        return x -> value;
    }

    private static CertifiedPlacement.Result place(RunContext context, WitnessOptions o,
                                                   OwickiGriesAnnotation annotation,
                                                   Optional<OwickiGriesAnnotation> quotient) {
        SmtSession[] session = {null};
        try {
            return CertifiedPlacement.find(annotation, quotient, candidate -> {
                if (session[0] == null) {
                    session[0] = new SmtSolverFactory().open(o.solver(), context.cancellation(),
                            context.statistics().scope("recheck"));
                }
                return Recheck.check(candidate, session[0], o.markingLimit(), context.cancellation());
            });
        } catch (SmtUnavailableException e) {
            return new CertifiedPlacement.Result(Optional.empty(), Optional.empty(), List.of(e.getMessage()), 0);
        } finally {
            if (session[0] != null) {
                session[0].close();
            }
        }
    }

    /** Writes {@code text} to {@code target} so that the file appears complete or not at all. */
    static void writeAtomically(Path target, String text) {
        Path directory = target.toAbsolutePath().getParent();
        Path temporary = null;
        try {
            Files.createDirectories(directory);
            temporary = Files.createTempFile(directory, ".witness", ".yml.tmp");
            Files.writeString(temporary, text, StandardCharsets.UTF_8);
            try {
                Files.move(temporary, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temporary, target, StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException e) {
            throw new InputException(SourceLocation.ofFile(target.toString()), "cannot write the witness: "
                    + e.getMessage(), "cannot write witness");
        } finally {
            if (temporary != null) {
                try {
                    Files.deleteIfExists(temporary);
                } catch (IOException e) {
                    // the move succeeded or the error above is reported; a stray temporary file is harmless
                }
            }
        }
    }
}
