package org.imperium.traceabstraction;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
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
 * The candidate predicates of a {@link ThreadModularProof}, in two pools: the <em>atoms</em> (what trace
 * abstraction found for a bounded program, renamed to the pair of instances, and what the program's statements
 * suggest), and with them their <em>correlations</em>, implications between two atoms, which a conjunction cannot
 * express otherwise but which make the pool quadratic: the fixpoint is tried over the atoms first.
 */
final class ModularCandidates {

    private static final int MAX_CORRELATIONS = 400;
    /** How many local steps an error precondition is carried back ({@link #errorPreconditions()}). */
    private static final int ERROR_DEPTH = 3;

    private final PetriProgram program;
    private final InstanceFamily family;
    /** The steps of main and of the pair (instances 1 and 2), without those that exist only by the bound. */
    private final List<Transition> ownSteps = new ArrayList<>();
    private final List<Term> atoms;

    /**
     * @param program the program with exactly three instances of the family's function
     * @param found   predicates trace abstraction found for the program with some bound (any instances)
     */
    ModularCandidates(PetriProgram program, InstanceFamily family, Collection<Term> found) {
        this.program = program;
        this.family = family;
        for (Transition t : program.transitions()) {
            if (family.isPairStep(t)) {
                ownSteps.add(t);
            }
        }
        this.atoms = atoms(found);
    }

    /**
     * The atoms: the conjuncts of the predicates found, with their instances renamed in every one-to-one way to
     * the pair's (predicates over three or more instances are left out), the guards of the steps of main and the
     * pair with their negations, what local assignments define, the ranges of variables and the error
     * preconditions; none that mentions an ignorable variable.
     */
    List<Term> atoms() {
        return atoms;
    }

    /** The atoms and their correlations: a pool quadratic in the atoms, for proofs the atoms alone do not give. */
    List<Term> withCorrelations() {
        List<Term> result = new ArrayList<>(atoms);
        result.addAll(correlations(atoms));
        return result;
    }

    private List<Term> atoms(Collection<Term> found) {
        Set<Term> candidates = new LinkedHashSet<>();
        for (Term predicate : found) {
            for (Term conjunct : TermUtils.conjuncts(predicate)) {
                for (Map<Integer, Integer> renaming : renamings(conjunct)) {
                    family.rename(conjunct, renaming).ifPresent(candidates::add);
                }
            }
        }
        for (Transition t : ownSteps) {
            for (Term guard : guards(t.statement())) {
                candidates.add(guard);
                candidates.add(Terms.not(guard));
            }
            candidates.addAll(definitions(t));
        }
        candidates.addAll(RangeCandidates.of(ownSteps));
        candidates.addAll(errorPreconditions());
        return candidates.stream().filter(c -> !c.isTrue() && !c.isFalse() && !family.mentionsIgnorable(c)
                && program.variables().keySet().containsAll(TermUtils.freeVars(c))).toList();
    }

    /**
     * What keeps an instance from its error places: wp(t, false) for every step t into one, and from there back
     * over up to {@value #ERROR_DEPTH} local steps (steps on the instance's own variables alone, such as the test of
     * a CAS's success flag between the CAS and an assertion). At the check it is the assertion itself, a
     * disjunction the bounded proof may have split into cases per interleaving; the Cartesian annotation can only
     * keep it whole if the pool has it whole. None that would need a quantifier (a havoc of one of its variables).
     */
    private Set<Term> errorPreconditions() {
        Map<Place, List<Transition>> into = new HashMap<>();
        for (Transition t : ownSteps) {
            t.post().forEach(p -> into.computeIfAbsent(p, k -> new ArrayList<>()).add(t));
        }
        Set<Term> result = new LinkedHashSet<>();
        for (Transition t : ownSteps) {
            if (t.post().stream().anyMatch(p -> p.kind() == Place.Kind.ERROR)) {
                backwards(t, Terms.FALSE, 0, into, result);
            }
        }
        return result;
    }

    private void backwards(Transition t, Term post, int depth, Map<Place, List<Transition>> into, Set<Term> result) {
        Set<Var> free = TermUtils.freeVars(post);
        boolean havocsFree = t.statement().actions().stream()
                .anyMatch(a -> a instanceof Action.Havoc h && h.vars().stream().anyMatch(free::contains));
        if (havocsFree) {
            return;
        }
        Term pre = t.statement().weakestPrecondition(post);
        if (!result.add(pre) || depth == ERROR_DEPTH) {
            return;
        }
        for (Place p : t.pre()) {
            for (Transition u : into.getOrDefault(p, List.of())) {
                if (isLocal(u)) {
                    backwards(u, pre, depth + 1, into, result);
                }
            }
        }
    }

    /** Whether the step is an instance's and reads and writes only that instance's variables. */
    private boolean isLocal(Transition t) {
        int instance = family.instanceOf(t);
        Set<Var> touched = new HashSet<>(t.statement().reads());
        touched.addAll(t.statement().writes());
        return instance > 0 && touched.stream().allMatch(v -> family.instanceOf(v) == instance);
    }

    /**
     * {@code x == e} for every assignment {@code x := e} of a local step whose value does not mention x: what a
     * value computed from another says about both until either changes ({@code vn == mod(v + 1, N)} between the
     * read of v and the CAS that stores vn where v was).
     */
    private List<Term> definitions(Transition t) {
        List<Term> result = new ArrayList<>();
        if (!isLocal(t)) {
            return result;
        }
        for (Action a : t.statement().actions()) {
            if (a instanceof Action.Assign assign) {
                assign.updates().forEach((x, value) -> {
                    Set<Var> read = TermUtils.freeVars(value);
                    if (!read.isEmpty() && !read.contains(x)
                            && x.sort().equals(value.sort())) {
                        result.add(Terms.eq(x, value));
                    }
                });
            }
        }
        return result;
    }

    /**
     * Implications g ⟹ a between atoms over disjoint sets of variables: the annotation of a pair is a conjunction,
     * but what one variable says about another is often a case distinction the interference of a third instance
     * must preserve. First between shared atoms ({@code r == 0 ⟹ s == 0}), then from an instance's own atom to a
     * shared one ({@code mine != 0 ⟹ claimed == 1}: what an instance owns), then between the two instances'
     * atoms ({@code mine₁ != 0 ⟹ mine₂ == 0}: that two do not both own); left out beyond
     * {@value #MAX_CORRELATIONS} (quadratic in the atoms).
     */
    private List<Term> correlations(List<Term> atoms) {
        Map<Integer, List<Term>> byInstance = new HashMap<>();
        for (Term a : atoms) {
            Set<Integer> instances = new HashSet<>();
            TermUtils.freeVars(a).forEach(v -> instances.add(family.instanceOf(v)));
            if (instances.size() == 1) {
                byInstance.computeIfAbsent(instances.iterator().next(), i -> new ArrayList<>()).add(a);
            }
        }
        List<Term> shared = byInstance.getOrDefault(0, List.of());
        List<Term> first = byInstance.getOrDefault(1, List.of());
        List<Term> second = byInstance.getOrDefault(2, List.of());
        List<Term> result = new ArrayList<>();
        for (List<List<Term>> pairing : List.of(List.of(shared, shared), List.of(first, shared),
                List.of(second, shared), List.of(first, second), List.of(second, first))) {
            for (Term g : pairing.get(0)) {
                for (Term a : pairing.get(1)) {
                    if (!Collections.disjoint(TermUtils.freeVars(g), TermUtils.freeVars(a))) {
                        continue;
                    }
                    if (result.size() == MAX_CORRELATIONS) {
                        return result;
                    }
                    result.add(Terms.or(Terms.not(g), a));
                }
            }
        }
        return result;
    }

    /**
     * The conjuncts of the statement's assumes over the values before it: {@code ~t := r; [~t == 1]} guards with
     * {@code r == 1}. Conditions on values the statement havocs are left out.
     */
    private static List<Term> guards(Statement statement) {
        List<Term> result = new ArrayList<>();
        ValuesBefore.read(statement, new ValuesBefore.Reader() {
            @Override
            public void condition(Term conjunct, Term before, Set<Var> chosen) {
                if (before != null) {
                    result.add(before);
                }
            }
        });
        return result;
    }

    /** The one-to-one maps of the term's instances onto the pair's (1 and 2). */
    private List<Map<Integer, Integer>> renamings(Term term) {
        List<Integer> instances = TermUtils.freeVars(term).stream().map(family::instanceOf).filter(i -> i > 0)
                .distinct().sorted().toList();
        return switch (instances.size()) {
            case 0 -> List.of(Map.of());
            case 1 -> List.of(Map.of(instances.get(0), 1), Map.of(instances.get(0), 2));
            case 2 -> List.of(Map.of(instances.get(0), 1, instances.get(1), 2),
                    Map.of(instances.get(0), 2, instances.get(1), 1));
            default -> List.of();
        };
    }}
