package org.imperium.traceabstraction;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.imperium.core.Cancellation;
import org.imperium.core.Statistics;
import org.imperium.logic.Statement;
import org.imperium.logic.Term;
import org.imperium.logic.Var;
import org.imperium.program.Counterexample;
import org.imperium.program.PetriProgram;
import org.imperium.program.Place;
import org.imperium.program.Transition;
import org.imperium.proof.InvariantDomain;
import org.imperium.proof.PredicateDomain;
import org.imperium.proof.ProductDomain;
import org.imperium.smt.SmtSession;
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

    private final PetriProgram program;
    private final SmtSession session;
    private final Configuration configuration;
    private final Cancellation cancellation;
    private final Statistics statistics;

    CegarLoop(PetriProgram program, SmtSession session, Configuration configuration, Cancellation cancellation,
              Statistics statistics) {
        this.program = program;
        this.session = session;
        this.configuration = configuration;
        this.cancellation = cancellation;
        this.statistics = statistics;
    }

    Outcome run() {
        List<InvariantDomain> automata = new ArrayList<>();
        Set<List<Transition>> refuted = new HashSet<>();
        ProductSearch search = new ProductSearch(program, configuration.successors(), configuration.order(),
                cancellation);
        for (int iteration = 1; ; iteration++) {
            cancellation.check();
            statistics.increment("iterations");
            ProductDomain domain = new ProductDomain(automata.isEmpty()
                    ? List.of(new PredicateDomain(List.of(), session)) : automata);
            Optional<ProductSearch.AbstractRun> found = statistics.time("search.time", () -> search.search(domain));
            statistics.add("states", search.explored());
            if (found.isEmpty()) {
                return new Outcome.Safe(program, domain, iteration);
            }
            ProductSearch.AbstractRun run = found.get();
            statistics.set("lastTraceLength", run.transitions().size());
            List<Statement> trace = run.transitions().stream().map(Transition::statement).toList();
            TraceCheck check = statistics.time("traceCheck.time",
                    () -> session.checkTrace(trace, configuration.interpolation()));
            if (check instanceof TraceCheck.Feasible feasible) {
                Counterexample cex = counterexample(run.transitions(), feasible.states());
                return run.badPlace().kind() == Place.Kind.ERROR
                        ? new Outcome.Unsafe(cex, iteration) : new Outcome.InsufficientInstances(cex);
            }
            if (check instanceof TraceCheck.Unknown unknown) {
                return new Outcome.Unknown("feasibility of a trace of length " + trace.size() + " unknown: "
                        + unknown.reason());
            }
            Optional<List<Term>> predicates = ((TraceCheck.Infeasible) check).predicates();
            if (predicates.isEmpty()) {
                return new Outcome.Unknown("no predicates for an infeasible trace: "
                        + session.lastFailure().orElse("solver gave none"));
            }
            if (!refuted.add(run.transitions())) {
                // the automaton built from this trace's predicates did not exclude it: the solver answered
                // UNKNOWN on the Hoare triples that should have
                return new Outcome.Unknown("no progress: a refuted trace came back ("
                        + session.lastFailure().orElse("solver unknown on Hoare triples") + ")");
            }
            List<Term> inner = predicates.get().subList(1, predicates.get().size() - 1);
            automata.add(new PredicateDomain(inner, session));
            statistics.add("predicates", inner.size());
            if (configuration.maxIterations() > 0 && iteration >= configuration.maxIterations()) {
                return new Outcome.Unknown("maximal number of iterations " + configuration.maxIterations()
                        + " reached");
            }
        }
    }

    private Counterexample counterexample(List<Transition> run, List<Map<Var, Object>> states) {
        List<Counterexample.Step> steps = new ArrayList<>();
        for (int i = 0; i < run.size(); i++) {
            steps.add(new Counterexample.Step(run.get(i), states.get(i + 1)));
        }
        return new Counterexample(program, steps);
    }
}
