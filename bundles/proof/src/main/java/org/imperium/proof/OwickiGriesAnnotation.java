package org.imperium.proof;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.imperium.core.ModelKey;
import org.imperium.logic.Action;
import org.imperium.logic.Statement;
import org.imperium.logic.Term;
import org.imperium.logic.TermUtils;
import org.imperium.logic.Terms;
import org.imperium.logic.Var;
import org.imperium.program.PetriProgram;
import org.imperium.program.Place;
import org.imperium.program.Transition;

/**
 * Def. 3.4, an Owicki-Gries annotation (V_G, I, γ, ρ_init) of a Petri program: ghost variables with initial
 * values, a formula I(p) over program and ghost variables for every place ({@code true} where none is given),
 * (entries {@code true} are dropped, so equal annotations are equal records), and a ghost update γ(t) for some
 * transitions — one simultaneous assignment to ghost variables, appended to λ(t)
 * and executed atomically with it. The constructor enforces what Def. 3.4 demands of the shape (ghosts disjoint
 * from program variables, updates write only ghosts and never block, formulas mention only known variables);
 * validity (Def. 3.5) is the checker's business.
 *
 * @param kind how the annotation was made (naive, imperial, focused, file, …), for messages and statistics
 */
public record OwickiGriesAnnotation(PetriProgram program, String kind, List<GhostVariable> ghosts,
                                   Map<Place, Term> invariants, Map<Transition, Statement> ghostUpdates) {

    /** The model the empire plugin produces and the checker consumes. */
    public static final ModelKey<OwickiGriesAnnotation> MODEL = ModelKey.of("og-annotation", OwickiGriesAnnotation.class);

    public OwickiGriesAnnotation {
        ghosts = List.copyOf(ghosts);
        Map<Place, Term> nonTrivial = new LinkedHashMap<>(invariants);
        nonTrivial.values().removeIf(Term::isTrue);
        invariants = Collections.unmodifiableMap(nonTrivial);
        ghostUpdates = Collections.unmodifiableMap(new LinkedHashMap<>(ghostUpdates));
        Set<Var> ghostVars = new HashSet<>();
        for (GhostVariable g : ghosts) {
            if (program.variables().containsKey(g.var())) {
                throw new IllegalArgumentException("ghost " + g.var().name() + " is also a program variable");
            }
            if (!ghostVars.add(g.var())) {
                throw new IllegalArgumentException("ghost " + g.var().name() + " declared twice");
            }
        }
        Set<Var> known = new HashSet<>(ghostVars);
        known.addAll(program.variables().keySet());
        for (Map.Entry<Place, Term> e : invariants.entrySet()) {
            requireKnown(e.getValue(), known, "annotation of " + e.getKey().name());
        }
        for (Map.Entry<Transition, Statement> e : ghostUpdates.entrySet()) {
            Statement update = e.getValue();
            if (update.isSkip()) {
                continue;
            }
            if (update.actions().size() != 1 || !(update.actions().get(0) instanceof Action.Assign assign)) {
                throw new IllegalArgumentException("ghost update of " + e.getKey().name()
                        + " must be one simultaneous assignment: " + update);
            }
            for (Map.Entry<Var, Term> u : assign.updates().entrySet()) {
                if (!ghostVars.contains(u.getKey())) {
                    throw new IllegalArgumentException("ghost update of " + e.getKey().name()
                            + " assigns " + u.getKey().name() + ", which is not a ghost variable");
                }
                requireKnown(u.getValue(), known, "ghost update of " + e.getKey().name());
            }
        }
    }

    private static void requireKnown(Term t, Set<Var> known, String where) {
        for (Var v : TermUtils.freeVars(t)) {
            if (!known.contains(v)) {
                throw new IllegalArgumentException(where + " mentions " + v.name()
                        + ", which is neither a program nor a ghost variable");
            }
        }
    }

    /** I(p); {@code true} for a place without an entry. */
    public Term invariant(Place p) {
        return invariants.getOrDefault(p, Terms.TRUE);
    }

    /** γ(t), empty when t changes no ghost. */
    public Optional<Statement> ghostUpdate(Transition t) {
        return Optional.ofNullable(ghostUpdates.get(t)).filter(s -> !s.isSkip());
    }

    /** λ(t);γ(t), executed atomically. */
    public Statement instrumented(Transition t) {
        return ghostUpdate(t).map(u -> t.statement().then(u)).orElse(t.statement());
    }

    /** ⌈ρ_init⌉ = ⋀_g g = ρ_init(g). */
    public Term initialCondition() {
        List<Term> parts = new ArrayList<>();
        ghosts.forEach(g -> parts.add(Terms.eq(g.var(), g.initialValue())));
        return Terms.and(parts);
    }

    public Set<Var> ghostVariables() {
        Set<Var> result = new HashSet<>();
        ghosts.forEach(g -> result.add(g.var()));
        return result;
    }

    /**
     * The size measure of the paper's evaluation: the sum over all place formulas, ghost-update expressions and
     * initial values of the number of nodes of each one's DAG.
     */
    public int size() {
        int size = 0;
        for (Place p : program.places()) {
            size += TermUtils.dagSize(invariant(p));
        }
        for (Statement u : ghostUpdates.values()) {
            for (Action a : u.actions()) {
                for (Term e : ((Action.Assign) a).updates().values()) {
                    size += TermUtils.dagSize(e);
                }
            }
        }
        for (GhostVariable g : ghosts) {
            size += TermUtils.dagSize(g.initialValue());
        }
        return size;
    }

    /** Number of transitions with a (non-empty) ghost update. */
    public int ghostUpdateCount() {
        return (int) program.transitions().stream().filter(t -> ghostUpdate(t).isPresent()).count();
    }
}
