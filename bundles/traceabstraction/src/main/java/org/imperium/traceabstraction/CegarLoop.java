package org.imperium.traceabstraction;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.imperium.core.Cancellation;
import org.imperium.core.CancelledException;
import org.imperium.core.Statistics;
import org.imperium.logic.Prover;
import org.imperium.logic.Statement;
import org.imperium.logic.Term;
import org.imperium.logic.TermUtils;
import org.imperium.logic.Var;
import org.imperium.program.Counterexample;
import org.imperium.program.PetriProgram;
import org.imperium.program.Place;
import org.imperium.program.Transition;
import org.imperium.proof.Invariant;
import org.imperium.proof.InvariantDomain;
import org.imperium.proof.PredicateDomain;
import org.imperium.proof.ProductDomain;
import org.imperium.smt.TraceCheck;

/**
 * Trace abstraction refinement (Heizmann, Hoenicke, Podelski 2009) on one Petri program with a fixed thread bound:
 * search the product of the program with the Floyd-Hoare automata found so far for a run to a bad place; check the
 * run's feasibility; if it is infeasible, its sequence interpolants become the predicates of a new Floyd-Hoare
 * automaton, and the loop repeats. Each automaton is kept as a {@link PredicateDomain} over its predicates: its
 * edges are the valid Hoare triples (checked on demand, memoised), and determinising it by predicate abstraction
 * gives exactly the post of that domain. The automata together form a {@link ProductDomain}, one component per
 * round, which is the proof handed over when no run is left.
 */
final class CegarLoop {

    /** States the search of a path program may explore before the candidate invariant is given up. */
    static final long PATH_PROGRAM_STATES = 5_000;

    /** The share of the remaining time the search of one path program may take, and at most how many seconds. */
    static final double PATH_PROGRAM_SHARE = 0.05;
    static final double PATH_PROGRAM_MAX_SECONDS = 2;

    /** The share of the remaining time the {@link LockstepProof} may take, and at most how many seconds. */
    static final double LOCKSTEP_SHARE = 0.3;
    static final double LOCKSTEP_MAX_SECONDS = 15;

    private final PetriProgram program;
    private final TraceChecker traces;
    private final Prover triples;
    private final Configuration configuration;
    private final Cancellation cancellation;
    private final Statistics statistics;
    private final boolean lastBound;
    private final boolean tryLockstep;
    private boolean lockstepOutOfTime;
    /**
     * The loops, as the places a run leaves more than once, whose path program ran out of its states or time: a
     * later run through the same loops has as many interleavings, and its path program is not searched.
     */
    private final Set<Set<Place>> crowdedLoops = new HashSet<>();
    private ProofCompletion completion;
    private ProductDomain reducedProof;
    private int reducedIterations;

    /**
     * {@code traces} checks traces; {@code triples} decides the automata's Hoare triples; {@code lastBound} says
     * that the thread bound cannot be raised any more; {@code tryLockstep} allows the {@link LockstepProof}.
     */
    CegarLoop(PetriProgram program, TraceChecker traces, Prover triples, Configuration configuration,
              Cancellation cancellation, Statistics statistics, boolean lastBound, boolean tryLockstep) {
        this.program = program;
        this.lastBound = lastBound;
        this.tryLockstep = tryLockstep;
        this.traces = traces;
        this.triples = triples;
        this.configuration = configuration;
        this.cancellation = cancellation;
        this.statistics = statistics;
    }

    /**
     * The loop; with a reduction, its rounds up to the first empty reduced search prove the verdict, and the rounds
     * after it are the {@link ProofCompletion}, which ends with TRUE whatever stops it.
     */
    Outcome run() {
        try {
            Outcome outcome = loop();
            return completion == null ? outcome
                    : completion.finish(outcome, program, reducedProof, reducedIterations, reason(outcome));
        } catch (CancelledException e) {
            if (completion == null) {
                throw e;
            }
            return completion.finish(null, program, reducedProof, reducedIterations, e.getMessage());
        }
    }

    /**
     * Whether the {@link LockstepProof} used up its share of the time: at a higher thread bound its control states
     * only grow, so the caller does not try it again.
     */
    boolean lockstepOutOfTime() {
        return lockstepOutOfTime;
    }

    private static String reason(Outcome outcome) {
        return outcome instanceof Outcome.Unknown unknown ? unknown.reason() : "";
    }

    private Outcome loop() {
        List<InvariantDomain> automata = new ArrayList<>();
        Set<List<Transition>> refuted = new HashSet<>();
        ProductSearch search = new ProductSearch(program, configuration.order(), cancellation);
        Optional<Counterexample> insufficient = Optional.empty();
        // the fixpoint reduces with the lock-step order whatever order the search uses: it only has to cover one
        // run of each equivalence class, and lock-step is the order under which copies keep their agreements
        Optional<PredicateDomain> lockstep = tryLockstep && configuration.successors() instanceof SleepSetSuccessors
                ? lockstep() : Optional.empty();
        if (lockstep.isPresent()) {
            // the verdict is proved without a refinement round; the proof covers the reduced interleavings only
            automata.add(lockstep.get());
            reducedProof = new ProductDomain(List.copyOf(automata));
            completion = new ProofCompletion(0, cancellation, configuration.completionSeconds(), statistics);
            if (configuration.completionSeconds() < 0) {
                return new Outcome.Unknown("proof completion not asked for");
            }
        }
        for (int iteration = 1; ; iteration++) {
            cancellation.check();
            statistics.increment("iterations");
            ProductDomain domain = new ProductDomain(automata.isEmpty()
                    ? List.of(new PredicateDomain(List.of(), triples)) : automata);
            Optional<ProductSearch.AbstractRun> found = Optional.empty();
            if (completion == null) {
                found = search(search, domain, configuration.successors(), configuration.subsumption());
                if (found.isEmpty() && insufficient.isPresent()) {
                    // no error run within the bound, but no proof either: the bound was too small
                    return new Outcome.InsufficientInstances(insufficient.get(), domain);
                }
                if (found.isEmpty() && configuration.successors() != SuccessorFunction.ALL_ENABLED) {
                    // the verdict is proved; the proof covers the reduced interleavings only
                    reducedProof = domain;
                    reducedIterations = iteration;
                    completion = new ProofCompletion(iteration, cancellation, configuration.completionSeconds(),
                            statistics);
                    if (configuration.completionSeconds() < 0) {
                        return new Outcome.Unknown("proof completion not asked for");
                    }
                }
            } else {
                completion.iteration();
            }
            if (found.isEmpty() && needsConfirmation(domain)) {
                // the empty search implies Def. 3.2 (safe) for the unreduced program only with every enabled
                // transition and a monotone post: confirm with the plain search, refining on what it finds
                statistics.increment("confirmations");
                found = search(search, domain, SuccessorFunction.ALL_ENABLED,
                        configuration.subsumption() && domain.unknownAnswers() == 0);
            }
            if (found.isEmpty()) {
                return insufficient.isPresent() ? new Outcome.InsufficientInstances(insufficient.get(), domain)
                        : new Outcome.Safe(program, domain, iteration);
            }
            ProductSearch.AbstractRun run = found.get();
            statistics.set("lastTraceLength", run.transitions().size());
            List<Statement> trace = run.transitions().stream().map(Transition::statement).toList();
            TraceCheck check = statistics.time("traceCheck.time",
                    () -> traces.check(trace, configuration.interpolation()));
            if (check instanceof TraceCheck.Feasible feasible) {
                Counterexample cex = counterexample(run.transitions(), feasible.states());
                if (run.badPlace().kind() == Place.Kind.ERROR) {
                    return new Outcome.Unsafe(cex, iteration);
                }
                if (!lastBound) {
                    return new Outcome.InsufficientInstances(cex, domain);
                }
                // the largest bound is too small for a proof, but an error run within it is still a real one:
                // look for such runs before giving up
                insufficient = Optional.of(cex);
                search.pruneInsufficientInstances();
                statistics.increment("insufficientRuns");
                continue;
            }
            if (check instanceof TraceCheck.Unknown unknown) {
                return new Outcome.Unknown("feasibility of a trace of length " + trace.size() + " unknown: "
                        + unknown.reason());
            }
            Optional<List<Term>> interpolants = ((TraceCheck.Infeasible) check).predicates();
            if (!refuted.add(run.transitions())) {
                // the automaton built from this trace did not exclude it: the solver answered UNKNOWN on the
                // Hoare triples that should have
                return new Outcome.Unknown("no progress: a refuted trace came back ("
                        + traces.lastFailure().orElse("solver unknown on Hoare triples") + ")");
            }
            Optional<PredicateDomain> automaton = automaton(run.transitions(), trace, interpolants);
            if (automaton.isEmpty()) {
                return new Outcome.Unknown("no predicates that refute an infeasible trace of length " + trace.size()
                        + ": " + traces.lastFailure().orElse("solver gave none"));
            }
            automata.add(automaton.get());
            statistics.add("predicates", automaton.get().predicates().size());
            if (configuration.maxIterations() > 0 && iteration >= configuration.maxIterations()) {
                return new Outcome.Unknown("maximal number of iterations " + configuration.maxIterations()
                        + " reached");
            }
        }
    }

    /**
     * With threads that are copies of each other, the automaton over the atoms of a {@link LockstepProof} of the
     * program reduced with the lock-step order, if one is found within {@value #LOCKSTEP_SHARE} of the remaining
     * time (at most {@value #LOCKSTEP_MAX_SECONDS} s): the start of the proof completion.
     */
    private Optional<PredicateDomain> lockstep() {
        SleepSetSuccessors sleep = new SleepSetSuccessors(SleepSetSuccessors.PreferenceOrder.LOCKSTEP);
        List<Term> pool = sleep.programAtoms(program);
        if (pool.isEmpty()) {
            return Optional.empty();
        }
        CartesianPost post = new CartesianPost(pool, triples, statistics, "lockstep");
        PredicateDomain trivial = new PredicateDomain(List.of(), triples);
        TimeLimit share = new TimeLimit(cancellation,
                Math.min(LOCKSTEP_MAX_SECONDS, LOCKSTEP_SHARE * cancellation.remainingSeconds()));
        LockstepProof fixpoint = new LockstepProof(program, sleep, post, trivial.initial(), share.cancellation());
        try (share) {
            LockstepProof.Conclusion conclusion = statistics.time("lockstep.time", fixpoint::prove);
            statistics.set("lockstep", conclusion.detail());
            return conclusion.atoms().map(atoms -> new PredicateDomain(atoms, triples));
        } catch (CancelledException e) {
            cancellation.check();
            statistics.set("lockstep", "time share used up after " + fixpoint.states() + " reduced control states");
            lockstepOutOfTime = true;
            return Optional.empty();
        }
    }

    /**
     * The Floyd-Hoare automaton of an infeasible trace, over one of these predicate sets: the atoms of its forward
     * predicates (simple, thread-local atoms generalise across interleavings), the conjuncts of its interpolants,
     * both, the interpolants as they are. Each candidate must drive the automaton to bottom along the trace — its
     * edges are Hoare triples the solver checked, so only the choice of predicates is heuristic. A loop-free
     * trace takes the first candidate that refutes it. A trace through a loop first tries loop invariants
     * ({@link #pathInvariant}); failing that, it takes the refuting candidate that closes the loop most often
     * ({@link #repeatedElements}), the earlier one on a tie.
     */
    private Optional<PredicateDomain> automaton(List<Transition> run, List<Statement> trace,
                                                Optional<List<Term>> interpolants) {
        List<List<Term>> candidates = new ArrayList<>();
        Optional<List<Term>> forward = configuration.forwardPredicates()
                ? Optional.of(ForwardPredicates.atoms(trace)) : Optional.empty();
        List<String> kinds = new ArrayList<>();
        forward.ifPresent(atoms -> {
            List<Term> slice = ForwardPredicates.slice(trace, atoms);
            if (slice.size() < atoms.size()) {
                candidates.add(slice);
                kinds.add("sliced");
            }
            candidates.add(atoms);
            kinds.add("forward");
        });
        Optional<List<Term>> inner = interpolants.map(p -> p.subList(1, p.size() - 1));
        // false needs no predicate: every post asks for bottom first
        Optional<List<Term>> conjuncts = inner.map(p -> p.stream().flatMap(i -> TermUtils.conjuncts(i).stream())
                .filter(c -> !c.isFalse()).toList());
        conjuncts.ifPresent(c -> {
            candidates.add(c);
            kinds.add("interpolant");
        });
        if (forward.isPresent() && conjuncts.isPresent()) {
            List<Term> both = new ArrayList<>(forward.get());
            both.addAll(conjuncts.get());
            candidates.add(both);
            kinds.add("combined");
        }
        inner.ifPresent(p -> {
            candidates.add(p);
            kinds.add("whole");
        });
        boolean loops = new HashSet<>(run).size() < run.size();
        if (configuration.loopInvariants() && LoopGeneralisation.loops(run)) {
            Optional<PredicateDomain> invariant = pathInvariant(run, trace, forward, conjuncts);
            if (invariant.isPresent()) {
                statistics.increment("automata.loop");
                return invariant;
            }
        }
        Optional<PredicateDomain> best = Optional.empty();
        String bestKind = "";
        int bestScore = -1;
        for (int i = 0; i < candidates.size(); i++) {
            PredicateDomain domain = new PredicateDomain(candidates.get(i), triples);
            Optional<List<Invariant>> elements = refutation(domain, run);
            if (elements.isEmpty()) {
                continue;
            }
            int score = loops ? repeatedElements(run, elements.get()) : 0;
            if (score > bestScore) {
                best = Optional.of(domain);
                bestKind = kinds.get(i);
                bestScore = score;
            }
            if (!loops) {
                break;
            }
        }
        if (best.isPresent()) {
            statistics.increment("automata." + bestKind);
        }
        return best;
    }

    /**
     * A Floyd-Hoare automaton over the {@link LoopGeneralisation} of the round's atoms (its forward atoms and
     * interpolant conjuncts, with the generalised ones added), if it refutes not only the run but its whole path
     * program: the product search over the run's transitions alone, with this automaton as the only component,
     * is empty (within {@link #PATH_PROGRAM_STATES} states and {@value #PATH_PROGRAM_SHARE} of the remaining time,
     * at most {@value #PATH_PROGRAM_MAX_SECONDS} s). Then every unwinding of the run's loops, in every
     * interleaving of its transitions, is refuted by this one automaton.
     */
    private Optional<PredicateDomain> pathInvariant(List<Transition> run, List<Statement> trace,
                                                    Optional<List<Term>> forward, Optional<List<Term>> conjuncts) {
        Set<Place> loops = LoopGeneralisation.loopHeads(run);
        if (crowdedLoops.contains(loops)) {
            // checked first: the candidate's atoms and its refutation of the run would be work for nothing
            statistics.increment("pathProgram.skipped");
            return Optional.empty();
        }
        List<Term> all = new ArrayList<>(forward.orElse(List.of()));
        conjuncts.ifPresent(all::addAll);
        // generalised from all atoms (a loop guard is on a temporary), kept in the cone of influence
        List<Term> general = ForwardPredicates.slice(trace, LoopGeneralisation.generalise(all));
        if (general.isEmpty()) {
            return Optional.empty();
        }
        Set<Term> atoms = new LinkedHashSet<>(ForwardPredicates.slice(trace, forward.orElse(List.of())));
        conjuncts.ifPresent(atoms::addAll);
        atoms.addAll(general);
        if (completion == null && configuration.successors() instanceof SleepSetSuccessors sleep) {
            atoms.addAll(sleep.candidateAtoms(program, run));
        }
        PredicateDomain domain = new PredicateDomain(List.copyOf(atoms), triples);
        if (refutation(domain, run).isEmpty()) {
            return Optional.empty();
        }
        Set<Transition> transitions = Set.copyOf(run);
        // a sleep-set reduction searches the path program reduced as well: its invariant may hold only there
        SuccessorFunction pathProgram = completion == null && configuration.successors() instanceof SleepSetSuccessors
                sleep ? sleep.restrictedTo(transitions) : (p, marking, element) -> SuccessorFunction.ALL_ENABLED
                .successors(p, marking, element).stream().filter(transitions::contains).toList();
        // a speculative step: the path program of a concurrent run holds every interleaving of its transitions,
        // and when the atoms do not fit, the search finds an unrefuted one only after many states
        try (TimeLimit share = new TimeLimit(cancellation, Math.min(PATH_PROGRAM_MAX_SECONDS,
                PATH_PROGRAM_SHARE * cancellation.remainingSeconds()))) {
            ProductSearch search = new ProductSearch(program, SearchOrder.BFS, share.cancellation());
            search.limitStates(PATH_PROGRAM_STATES);
            boolean refuted = statistics.time("pathProgram.time",
                    () -> search.search(domain, pathProgram, true).isEmpty() && !search.truncated());
            statistics.increment(refuted ? "pathProgram.refuted" : search.truncated() ? "pathProgram.truncated"
                    : "pathProgram.failed");
            if (search.truncated()) {
                crowdedLoops.add(loops);
            }
            return refuted ? Optional.of(domain) : Optional.empty();
        } catch (CancelledException e) {
            cancellation.check();
            statistics.increment("pathProgram.outOfTime");
            crowdedLoops.add(loops);
            return Optional.empty();
        }
    }

    /**
     * The elements before each transition of the run, if the domain drives it to bottom (so the automaton
     * excludes the trace); empty otherwise.
     */
    private static Optional<List<Invariant>> refutation(PredicateDomain domain, List<Transition> run) {
        List<Invariant> elements = new ArrayList<>();
        Invariant element = domain.initial();
        for (Transition t : run) {
            elements.add(element);
            element = domain.post(element, t);
            if (element.isBottom()) {
                return Optional.of(elements);
            }
        }
        return Optional.empty();
    }

    /**
     * How often a transition that the run repeats (a loop) is taken again from the same element as the time
     * before: there the automaton closes the loop, so it excludes every longer unwinding too. An automaton over
     * predicates that only count iterations ({@code i == 3}) scores nothing.
     */
    private static int repeatedElements(List<Transition> run, List<Invariant> elements) {
        Map<Transition, Invariant> previous = new HashMap<>();
        int score = 0;
        for (int k = 0; k < elements.size(); k++) {
            Invariant before = previous.put(run.get(k), elements.get(k));
            if (before != null && before.equals(elements.get(k))) {
                score++;
            }
        }
        return score;
    }

    private Optional<ProductSearch.AbstractRun> search(ProductSearch search, ProductDomain domain,
                                                       SuccessorFunction successors, boolean subsume) {
        Optional<ProductSearch.AbstractRun> found = statistics.time("search.time",
                () -> search.search(domain, successors, subsume));
        statistics.add("states", search.explored());
        statistics.add("covered", search.covered());
        if (completion != null) {
            statistics.add("completion.states", search.explored());
        } else if (successors != SuccessorFunction.ALL_ENABLED) {
            statistics.add("reduction.states", search.explored());
        }
        return found;
    }

    /**
     * Whether an empty search may miss a configuration of Def. 3.1: when it fired fewer than all enabled
     * transitions (a reduction), or skipped covered states while some Hoare triple was UNKNOWN (then the post may
     * not be monotone).
     */
    private boolean needsConfirmation(ProductDomain domain) {
        return completion != null || configuration.subsumption() && domain.unknownAnswers() > 0;
    }

    private Counterexample counterexample(List<Transition> run, List<Map<Var, Object>> states) {
        List<Counterexample.Step> steps = new ArrayList<>();
        for (int i = 0; i < run.size(); i++) {
            steps.add(new Counterexample.Step(run.get(i), states.get(i + 1)));
        }
        return new Counterexample(program, steps);
    }
}

