package org.imperium.smt.internal;

import java.math.BigInteger;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import org.imperium.core.Cancellation;
import org.imperium.core.Statistics;
import org.imperium.logic.Action;
import org.imperium.logic.Quantified;
import org.imperium.logic.Sort;
import org.imperium.logic.Statement;
import org.imperium.logic.Term;
import org.imperium.logic.TermUtils;
import org.imperium.logic.Terms;
import org.imperium.logic.TransitionFormula;
import org.imperium.logic.Var;
import org.imperium.smt.InterpolationMode;
import org.imperium.smt.SmtSession;
import org.imperium.smt.SmtUnavailableException;
import org.imperium.smt.TraceCheck;
import org.sosy_lab.common.ShutdownManager;
import org.sosy_lab.common.configuration.Configuration;
import org.sosy_lab.common.configuration.InvalidConfigurationException;
import org.sosy_lab.common.log.LogManager;
import org.sosy_lab.java_smt.SolverContextFactory;
import org.sosy_lab.java_smt.SolverContextFactory.Solvers;
import org.sosy_lab.java_smt.api.BooleanFormula;
import org.sosy_lab.java_smt.api.FormulaManager;
import org.sosy_lab.java_smt.api.InterpolatingProverEnvironment;
import org.sosy_lab.java_smt.api.Model;
import org.sosy_lab.java_smt.api.ProverEnvironment;
import org.sosy_lab.java_smt.api.SolverContext;
import org.sosy_lab.java_smt.api.SolverContext.ProverOptions;
import org.sosy_lab.java_smt.api.SolverException;

/**
 * {@link SmtSession} over one java-smt context: a prover with models and unsat cores for satisfiability, Hoare
 * triples and cores, and, for solvers that interpolate, a second prover for trace checks with interpolants. Both
 * stay at their base level between queries (push/pop). Cancellation of the run requests a java-smt shutdown,
 * which stops the running query; every solver failure becomes UNKNOWN and is remembered in
 * {@link #lastFailure()}. Statistics: {@code smt.<kind>.queries}, {@code smt.<kind>.time}, {@code smt.<kind>.unknown}.
 */
public final class JavaSmtSession implements SmtSession {

    private final String name;
    private final SolverContext context;
    private final FormulaManager fmgr;
    private final ProverEnvironment prover;
    /** Hoare triples only: without unsat-core tracking, which slows every check down. */
    private final ProverEnvironment hoareProver;
    private final HoareBatch batch;
    private InterpolatingProverEnvironment<?> interpolating;
    private final Encoder encoder;
    private final Decoder decoder;
    private final Statistics statistics;
    private final Cancellation cancellation;
    private final Runnable shutdown;
    /** Guards {@link #closed}: the watchdog's shutdown and {@link #close()} must not overlap. */
    private final Object lifecycle = new Object();
    private boolean closed;
    private final Map<HoareTriple, Answer> hoareCache = new HashMap<>();
    private final MonotoneTriples monotone = new MonotoneTriples();
    private final Map<Statement, Set<Var>> touchedVars = new HashMap<>();
    private final Map<Statement, Set<Var>> writtenVars = new HashMap<>();
    private final Map<Term, Set<Var>> freeVarsCache = new HashMap<>();
    private String lastFailure;

    private record HoareTriple(Term pre, Statement statement, Term post) {
    }

    /** Samples kept per (precondition, statement): a few suffice to refute most predicates. */
    private static final int MAX_SAMPLES = 3;
    private final Map<StepKey, List<StepSample>> samples = new HashMap<>();

    private record StepKey(Term pre, Statement statement) {
    }

    private JavaSmtSession(String name, SolverContext context, ShutdownManager shutdownManager,
                           Cancellation cancellation, Statistics statistics) {
        this.name = name;
        this.context = context;
        this.fmgr = context.getFormulaManager();
        this.prover = context.newProverEnvironment(ProverOptions.GENERATE_MODELS, ProverOptions.GENERATE_UNSAT_CORE);
        SymbolTable symbols = new SymbolTable(fmgr);
        this.encoder = new Encoder(fmgr, symbols);
        this.decoder = new Decoder(fmgr, symbols);
        this.statistics = statistics;
        this.hoareProver = context.newProverEnvironment(ProverOptions.GENERATE_MODELS);
        this.batch = new HoareBatch(hoareProver, encoder, statistics);
        this.cancellation = cancellation;
        // java-smt 5.0.1 stops SMTInterpol and Z3 inside a query; Princess only notices before the next one
        // The watchdog thread may fire this while the owner closes the session (the listener list is a snapshot);
        // interrupting a Z3 context that is already freed aborts the JVM, hence the lock and the flag.
        this.shutdown = () -> {
            synchronized (lifecycle) {
                if (!closed) {
                    shutdownManager.requestShutdown("run cancelled");
                }
            }
        };
        cancellation.onCancel(shutdown);
    }

    /** Opens a session of solver {@code smtinterpol}, {@code princess} or {@code z3}. */
    public static JavaSmtSession open(String solver, Cancellation cancellation, Statistics statistics) {
        Solvers which = switch (solver) {
            case "smtinterpol" -> Solvers.SMTINTERPOL;
            case "princess" -> Solvers.PRINCESS;
            case "z3" -> Solvers.Z3;
            default -> throw new SmtUnavailableException("unknown SMT solver " + solver
                    + " (allowed: smtinterpol, princess, z3)");
        };
        ShutdownManager shutdownManager = ShutdownManager.create();
        long start = System.nanoTime();
        try {
            SolverContext context = new SolverContextFactory(Configuration.defaultConfiguration(),
                    LogManager.createNullLogManager(), shutdownManager.getNotifier(), Z3Natives::load)
                    .generateContext(which);
            return new JavaSmtSession(solver, context, shutdownManager, cancellation, statistics);
        } catch (InvalidConfigurationException | UnsatisfiedLinkError | RuntimeException e) {
            throw new SmtUnavailableException("SMT solver " + solver + " unavailable: " + e.getMessage(), e);
        } finally {
            statistics.addTime("smt.startup.time", Duration.ofNanos(System.nanoTime() - start));
        }
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public boolean supportsInterpolation() {
        return !name.equals("z3");
    }

    @Override
    public Optional<String> lastFailure() {
        return Optional.ofNullable(lastFailure);
    }

    // ---- queries

    @Override
    public Answer isSatisfiable(Term formula) {
        if (formula.isTrue()) {
            return Answer.YES;
        }
        if (formula.isFalse()) {
            return Answer.NO;
        }
        return query("sat", Answer.UNKNOWN, () -> isUnsat(List.of(encoder.plain(formula))) ? Answer.NO : Answer.YES);
    }

    @Override
    public Answer isValidHoareTriple(Term pre, Statement statement, Term post) {
        if (post.isTrue() || pre.isFalse()) {
            return Answer.YES;
        }
        HoareTriple key = new HoareTriple(pre, statement, post);
        Answer known = known(key);
        if (known != null) {
            return known;
        }
        if (!statement.isSkip() && independent(statement, pre, post)) {
            Answer answer = independentTriple(pre, statement, post);
            if (answer != Answer.UNKNOWN) {
                remember(key, answer);
            }
            return answer;
        }
        Optional<Term> guard = statement.isSkip() ? Optional.empty() : leadingGuard(statement, post);
        if (guard.isPresent()) {
            statistics.increment("smt.hoare.framed");
            Answer answer = isValidHoareTriple(Terms.and(pre, guard.get()), Statement.SKIP, post);
            if (answer != Answer.UNKNOWN) {
                remember(key, answer);
            }
            return answer;
        }
        StepKey step = new StepKey(pre, statement);
        List<StepSample> kept = samples.getOrDefault(step, List.of());
        for (StepSample sample : kept) {
            if (sample.refutes(post)) {
                statistics.increment("smt.hoare.sampled");
                remember(key, Answer.NO);
                return Answer.NO;
            }
        }
        Answer answer = query("hoare", Answer.UNKNOWN, () -> {
            TransitionFormula tf = statement.transitionFormula();
            Function<Var, Symbol> after = v -> Symbol.plain(tf.outVars().getOrDefault(v, v));
            Term negated = Terms.not(post);
            List<BooleanFormula> parts = List.of(encoder.plain(pre), encoder.plain(tf.formula()),
                    encoder.renamed(negated, after));
            hoareProver.push();
            try {
                for (BooleanFormula p : parts) {
                    hoareProver.addConstraint(p);
                }
                if (hoareProver.isUnsat()) {
                    return Answer.YES;
                }
                if (kept.size() < MAX_SAMPLES) {
                    batch.sample(pre, tf, List.of(post)).ifPresent(x -> keepSample(step, x));
                }
                return Answer.NO;
            } finally {
                hoareProver.pop();
            }
        });
        if (answer != Answer.UNKNOWN) {
            remember(key, answer);
        }
        return answer;
    }

    /**
     * The triples of one precondition and statement, decided together: each post is first reduced like a single
     * triple (cache; a statement that leaves the post alone and assumes first reduces to an implication from
     * {@code pre ∧ guard}); the posts that reduce to the same question (precondition, statement) go to one
     * {@link HoareBatch}, after the step's samples refuted what they can. What the batch leaves undecided (a
     * solver failure) is asked one by one.
     */
    @Override
    public List<Answer> areValidHoareTriples(Term pre, Statement statement, List<Term> posts) {
        Answer[] answers = new Answer[posts.size()];
        Map<StepKey, List<Integer>> groups = new LinkedHashMap<>();
        for (int i = 0; i < posts.size(); i++) {
            Term post = posts.get(i);
            if (post.isTrue() || pre.isFalse()) {
                answers[i] = Answer.YES;
                continue;
            }
            Answer known = known(new HoareTriple(pre, statement, post));
            if (known != null) {
                answers[i] = known;
                continue;
            }
            Optional<Term> guard = statement.isSkip() ? Optional.empty() : leadingGuard(statement, post);
            if (guard.isPresent()) {
                statistics.increment("smt.hoare.framed");
            }
            StepKey step = guard.map(g -> new StepKey(Terms.and(pre, g), Statement.SKIP))
                    .orElse(new StepKey(pre, statement));
            groups.computeIfAbsent(step, k -> new ArrayList<>()).add(i);
        }
        groups.forEach((step, indices) -> {
            List<Term> asked = indices.stream().map(posts::get).toList();
            Answer[] decided = decideTogether(step, asked);
            for (int j = 0; j < indices.size(); j++) {
                Answer a = decided[j] != null ? decided[j] : Answer.UNKNOWN;
                answers[indices.get(j)] = a;
                if (a != Answer.UNKNOWN) {
                    remember(new HoareTriple(pre, statement, asked.get(j)), a);
                }
            }
        });
        return List.of(answers);
    }

    private Answer[] decideTogether(StepKey step, List<Term> posts) {
        Answer[] answers = new Answer[posts.size()];
        List<Integer> open = new ArrayList<>();
        List<StepSample> kept = samples.getOrDefault(step, List.of());
        for (int i = 0; i < posts.size(); i++) {
            Term post = posts.get(i);
            Answer known = step.pre().isFalse() ? Answer.YES : known(new HoareTriple(step.pre(), step.statement(), post));
            if (known == null && kept.stream().anyMatch(s -> s.refutes(post))) {
                statistics.increment("smt.hoare.sampled");
                known = Answer.NO;
            }
            if (known != null) {
                answers[i] = known;
            } else {
                open.add(i);
            }
        }
        if (open.size() > 1) {
            statistics.increment("smt.hoare.batches");
            List<Term> asked = open.stream().map(posts::get).toList();
            Answer[] decided = query("hoare", null, () -> batch.decide(step.pre(), step.statement(), asked,
                    sample -> keepSample(step, sample)));
            for (int j = 0; decided != null && j < open.size(); j++) {
                answers[open.get(j)] = decided[j];
            }
        }
        for (int i : open) {
            if (answers[i] == null) {
                answers[i] = isValidHoareTriple(step.pre(), step.statement(), posts.get(i));
            }
            if (answers[i] != Answer.UNKNOWN) {
                remember(new HoareTriple(step.pre(), step.statement(), posts.get(i)), answers[i]);
            }
        }
        return answers;
    }

    /** The answer of a triple asked before, or implied by monotonicity in the precondition; null if none. */
    private Answer known(HoareTriple key) {
        Answer known = hoareCache.get(key);
        if (known != null) {
            statistics.increment("smt.hoare.cached");
            return known;
        }
        Optional<Answer> implied = monotone.lookup(key.pre(), key.statement(), key.post());
        if (implied.isPresent()) {
            statistics.increment("smt.hoare.monotone");
            hoareCache.put(key, implied.get());
            return implied.get();
        }
        return null;
    }

    private void remember(HoareTriple key, Answer answer) {
        hoareCache.put(key, answer);
        monotone.record(key.pre(), key.statement(), key.post(), answer);
    }

    /** Keeps a sample of the step (see {@link StepSample}), up to {@link #MAX_SAMPLES}. */
    private void keepSample(StepKey step, StepSample sample) {
        List<StepSample> list = samples.computeIfAbsent(step, k -> new ArrayList<>());
        if (list.size() < MAX_SAMPLES) {
            list.add(sample);
        }
    }

    /**
     * The statement neither reads nor writes a variable of {@code pre} or {@code post}, and one of them has a
     * variable (else the triple is the statement's own blocking question, which goes to the solver).
     */
    private boolean independent(Statement statement, Term pre, Term post) {
        if (freeVars(pre).isEmpty() && freeVars(post).isEmpty()) {
            return false;
        }
        Set<Var> touched = touchedVars.computeIfAbsent(statement, st -> {
            Set<Var> all = new HashSet<>(st.reads());
            all.addAll(st.writes());
            return all;
        });
        return Collections.disjoint(touched, freeVars(pre)) && Collections.disjoint(touched, freeVars(post));
    }

    /**
     * {@code {φ} st {ψ}} for a statement independent of φ and ψ: φ ∧ TF(st) ∧ ¬ψ' splits into two formulas over
     * disjoint variables, so it is unsatisfiable iff φ ∧ ¬ψ is (the implication, shared by every independent
     * statement) or TF(st) is (the statement blocks, asked once per statement).
     */
    private Answer independentTriple(Term pre, Statement statement, Term post) {
        statistics.increment("smt.hoare.independent");
        Answer implication = isValidHoareTriple(pre, Statement.SKIP, post);
        if (implication == Answer.YES || !mayBlock(statement)) {
            return implication;
        }
        Answer blocks = isValidHoareTriple(Terms.TRUE, statement, Terms.FALSE);
        if (blocks == Answer.YES) {
            return Answer.YES;
        }
        return implication == Answer.NO && blocks == Answer.NO ? Answer.NO : Answer.UNKNOWN;
    }

    /**
     * When the statement writes no variable of {@code post} and all its assumptions come before its first
     * assignment or havoc, {@code {φ} st {ψ}} is valid iff φ ∧ G ⟹ ψ with G the conjunction of the assumptions
     * (assignments and havocs are total and leave ψ's variables alone). This implication is shared by every
     * statement with the same guard, so it is asked once. Returns G, or empty when the rule does not apply.
     */
    private Optional<Term> leadingGuard(Statement statement, Term post) {
        if (!Collections.disjoint(writtenVars.computeIfAbsent(statement, Statement::writes), freeVars(post))) {
            return Optional.empty();
        }
        List<Term> guards = new ArrayList<>();
        boolean assigned = false;
        for (Action a : statement.actions()) {
            if (a instanceof Action.Assume assume) {
                if (assigned) {
                    return Optional.empty();
                }
                guards.add(assume.condition());
            } else {
                assigned = true;
            }
        }
        return Optional.of(Terms.and(guards));
    }

    private static boolean mayBlock(Statement statement) {
        return statement.actions().stream().anyMatch(a -> a instanceof Action.Assume);
    }

    private Set<Var> freeVars(Term t) {
        return freeVarsCache.computeIfAbsent(t, TermUtils::freeVars);
    }

    @Override
    public Optional<Map<Var, Object>> model(Term formula) {
        return query("model", Optional.empty(), () -> {
            prover.push();
            try {
                prover.addConstraint(encoder.plain(formula));
                if (prover.isUnsat()) {
                    return Optional.empty();
                }
                Map<Var, Object> values = new LinkedHashMap<>();
                try (Model m = prover.getModel()) {
                    for (Var v : TermUtils.freeVars(formula)) {
                        encoder.value(m, Symbol.plain(v)).ifPresent(x -> values.put(v, x));
                    }
                }
                return Optional.of(values);
            } finally {
                prover.pop();
            }
        });
    }

    @Override
    public Optional<List<Term>> sequenceInterpolants(List<Term> partitions) {
        if (!supportsInterpolation() || partitions.size() < 2) {
            return Optional.empty();
        }
        return query("interpolants", Optional.empty(), () -> {
            List<BooleanFormula> parts = partitions.stream().map(encoder::plain).toList();
            Optional<List<BooleanFormula>> raw = interpolate(interpolatingProver(), parts, m -> null);
            if (raw.isEmpty()) {
                return Optional.empty();
            }
            List<Term> result = new ArrayList<>();
            for (BooleanFormula f : raw.get()) {
                result.add(decoder.decode(f, s -> s.version() == Symbol.PLAIN ? Optional.of(s.var()) : Optional.empty()));
            }
            statistics.add("smt.interpolants.count", result.size());
            return Optional.of(result);
        });
    }

    @Override
    public TraceCheck checkTrace(List<Statement> trace, InterpolationMode mode) {
        TraceEncoding enc = new TraceEncoding(trace);
        if (mode == InterpolationMode.SEQUENCE && supportsInterpolation() && trace.size() >= 2) {
            TraceCheck result = query("trace", null, () -> interpolatingTraceCheck(enc));
            if (result != null && !(result instanceof TraceCheck.Infeasible inf && inf.predicates().isEmpty())) {
                return result;
            }
            statistics.increment("smt.trace.fallbacks");
        }
        TraceCheck result = query("trace", null, () -> coreTraceCheck(trace, enc));
        return result != null ? result : new TraceCheck.Unknown(lastFailure);
    }

    private TraceCheck interpolatingTraceCheck(TraceEncoding enc) throws SolverException, InterruptedException {
        List<BooleanFormula> parts = partitions(enc);
        List<Map<Var, Object>>[] states = newStates();
        Optional<List<BooleanFormula>> raw = interpolate(interpolatingProver(), parts, m -> {
            states[0] = stateValues(m, enc);
            return null;
        });
        if (raw.isEmpty()) {
            return new TraceCheck.Feasible(states[0]);
        }
        List<Term> predicates = new ArrayList<>();
        predicates.add(Terms.TRUE);
        try {
            for (int k = 1; k < enc.length(); k++) {
                predicates.add(decoder.decode(raw.get().get(k - 1), enc.currentAt(k)));
            }
        } catch (Decoder.NotExpressible e) {
            lastFailure = "interpolant not expressible: " + e.getMessage();
            return new TraceCheck.Infeasible(Optional.empty());
        }
        predicates.add(Terms.FALSE);
        statistics.add("smt.interpolants.count", predicates.size() - 2);
        return new TraceCheck.Infeasible(Optional.of(predicates));
    }

    private TraceCheck coreTraceCheck(List<Statement> trace, TraceEncoding enc)
            throws SolverException, InterruptedException {
        List<BooleanFormula> parts = partitions(enc);
        prover.push();
        try {
            Map<BooleanFormula, Integer> index = new HashMap<>();
            for (int i = 0; i < parts.size(); i++) {
                prover.addConstraint(parts.get(i));
                index.putIfAbsent(parts.get(i), i);
            }
            if (!prover.isUnsat()) {
                try (Model m = prover.getModel()) {
                    return new TraceCheck.Feasible(stateValues(m, enc));
                }
            }
            Set<Integer> core = new HashSet<>();
            for (BooleanFormula f : prover.getUnsatCore()) {
                Integer i = index.get(f);
                if (i == null) {
                    // a core we cannot map back: keep every statement, which is always sound
                    core.clear();
                    for (int k = 0; k < parts.size(); k++) {
                        core.add(k);
                    }
                    break;
                }
                core.add(i);
            }
            statistics.add("smt.core.size", core.size());
            List<Term> predicates = new ArrayList<>();
            for (Term p : BackwardPredicates.compute(trace, core)) {
                predicates.add(eliminateQuantifiers(p));
            }
            return new TraceCheck.Infeasible(Optional.of(predicates));
        } finally {
            prover.pop();
        }
    }

    /** The quantifier-free equivalent of {@code p} when the solver can eliminate its quantifiers, else {@code p}. */
    private Term eliminateQuantifiers(Term p) throws SolverException, InterruptedException {
        if (!containsQuantifier(p)) {
            return p;
        }
        try {
            BooleanFormula eliminated = fmgr.getQuantifiedFormulaManager().eliminateQuantifiers(encoder.plain(p));
            return decoder.decode(eliminated, s -> s.version() == Symbol.PLAIN ? Optional.of(s.var()) : Optional.empty());
        } catch (UnsupportedOperationException | Decoder.NotExpressible | Encoder.Unsupported e) {
            statistics.increment("smt.qe.kept");
            return p;
        }
    }

    private static boolean containsQuantifier(Term t) {
        if (t instanceof Quantified) {
            return true;
        }
        for (Term c : t.children()) {
            if (containsQuantifier(c)) {
                return true;
            }
        }
        return false;
    }

    private List<BooleanFormula> partitions(TraceEncoding enc) {
        List<BooleanFormula> parts = new ArrayList<>();
        for (int i = 1; i <= enc.length(); i++) {
            parts.add(encoder.renamed(enc.formula(i), enc.renaming(i)));
        }
        return parts;
    }

    @SuppressWarnings("unchecked")
    private static List<Map<Var, Object>>[] newStates() {
        return new List[1];
    }

    private List<Map<Var, Object>> stateValues(Model m, TraceEncoding enc) {
        List<Map<Var, Object>> states = new ArrayList<>();
        for (int k = 0; k <= enc.length(); k++) {
            Map<Var, Object> values = new LinkedHashMap<>();
            for (Var v : enc.programVariables()) {
                encoder.value(m, enc.at(v, k)).ifPresent(x -> values.put(v, x));
            }
            states.add(values);
        }
        return states;
    }

    // ---- solver plumbing

    private boolean isUnsat(List<BooleanFormula> parts) throws SolverException, InterruptedException {
        prover.push();
        try {
            for (BooleanFormula p : parts) {
                prover.addConstraint(p);
            }
            return prover.isUnsat();
        } finally {
            prover.pop();
        }
    }

    private InterpolatingProverEnvironment<?> interpolatingProver() {
        if (interpolating == null) {
            interpolating = context.newProverEnvironmentWithInterpolation(ProverOptions.GENERATE_MODELS);
        }
        return interpolating;
    }

    /** Interpolants of the unsatisfiable {@code parts}; when satisfiable, hands the model to {@code onModel}. */
    private static <T> Optional<List<BooleanFormula>> interpolate(InterpolatingProverEnvironment<T> p,
            List<BooleanFormula> parts, Function<Model, Void> onModel) throws SolverException, InterruptedException {
        p.push();
        try {
            List<T> ids = new ArrayList<>();
            for (BooleanFormula f : parts) {
                ids.add(p.addConstraint(f));
            }
            if (!p.isUnsat()) {
                try (Model m = p.getModel()) {
                    onModel.apply(m);
                }
                return Optional.empty();
            }
            return Optional.of(p.getSeqInterpolants0(ids));
        } finally {
            p.pop();
        }
    }

    private interface SolverCall<T> {
        T call() throws SolverException, InterruptedException;
    }

    private <T> T query(String kind, T unknown, SolverCall<T> call) {
        statistics.increment("smt." + kind + ".queries");
        long start = System.nanoTime();
        try {
            if (cancellation.isCancelled()) {
                lastFailure = "cancelled";
                statistics.increment("smt." + kind + ".unknown");
                return unknown;
            }
            T result = call.call();
            if (!cancellation.isCancelled()) {
                return result;
            }
            // An interrupt that reaches Z3 between two of its calls can make the next check answer wrongly
            // (seen in tests); an answer obtained while the run was being cancelled is never trusted.
            lastFailure = "cancelled during the query (" + cancellation.reason() + ")";
        } catch (InterruptedException e) {
            lastFailure = "solver interrupted (" + (cancellation.isCancelled() ? cancellation.reason() : "shutdown") + ")";
        } catch (SolverException | Decoder.NotExpressible | Encoder.Unsupported e) {
            lastFailure = name + ": " + e.getMessage();
        } catch (RuntimeException e) {
            // solvers signal unsupported theories and internal trouble with runtime exceptions
            lastFailure = name + ": " + e.getClass().getSimpleName() + ": " + e.getMessage();
        } finally {
            statistics.addTime("smt." + kind + ".time", Duration.ofNanos(System.nanoTime() - start));
        }
        statistics.increment("smt." + kind + ".unknown");
        return unknown;
    }

    @Override
    public void close() {
        cancellation.removeListener(shutdown);
        synchronized (lifecycle) {
            closed = true;
            if (interpolating != null) {
                interpolating.close();
            }
            hoareProver.close();
            prover.close();
            context.close();
        }
    }
}
