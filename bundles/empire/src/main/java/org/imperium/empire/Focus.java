package org.imperium.empire;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.imperium.core.Cancellation;
import org.imperium.logic.Term;
import org.imperium.logic.Terms;
import org.imperium.program.Place;
import org.imperium.program.Transition;
import org.imperium.proof.InvariantDomain;

/**
 * Def. 6.3, focus: for every empire state q and region R of terr(q), the components of law(q) that the places of
 * R carry in the focused imperial annotation (Def. 6.4). The unit of focus is a group of components that the
 * domain's post treats independently ({@link InvariantDomain#independentGroups()}: one per factor of a product,
 * one in all for any other domain, the monolithic focus).
 *
 * <p>Computed as a least fixpoint. Seeds, for (safe): for every t enabled in terr(q) without an edge, the
 * domain's infeasibility cores name sets of components that alone make {@code {·} λ(t) {false}} valid; when
 * the pre-regions already carry a whole core nothing is added, else the smallest core is added. When only the
 * conjunction of several groups proves the infeasibility (a domain that is not a product, or a factor whose
 * components act together) the core holds all of them and all are focused: the conjunction over the pre-regions
 * then still proves it, which is what (safe) asks. Propagation, backwards over every edge q →t q' that is not a
 * self-loop: (bystanders) Foc(q', R) is added to Foc(q, R) for each bystander R; (inductive-edge) every group
 * focused in a non-bystander region of q' that no pre-region of t in q carries yet is added to one pre-region.
 *
 * <p>Heuristic choice of that pre-region (Def. 6.3 leaves it open): the smallest pre-region, then the one holding
 * the pre-place of the thread that executes t, then the one with the smallest place id. A join then usually
 * hands the facts to the joining thread's waiting place.
 */
public final class Focus {

    private final Empire empire;
    private final List<Set<Integer>> groups;
    private final Map<Integer, Map<Region, BitSet>> focus;

    private Focus(Empire empire, List<Set<Integer>> groups, Map<Integer, Map<Region, BitSet>> focus) {
        this.empire = empire;
        this.groups = groups;
        this.focus = focus;
    }

    /** Every group in every region: the focus under which Def. 6.4 is the plain imperial annotation. */
    public static Focus trivial(Empire empire, InvariantDomain domain) {
        List<Set<Integer>> groups = domain.independentGroups();
        Focus f = new Focus(empire, groups, new HashMap<>());
        for (EmpireState q : empire.states()) {
            for (Region r : q.territory().regions()) {
                f.set(q, r).set(0, groups.size());
            }
        }
        return f;
    }

    public static Focus compute(Empire empire, InvariantDomain domain) {
        return compute(empire, domain, Cancellation.never());
    }

    public static Focus compute(Empire empire, InvariantDomain domain, Cancellation cancellation) {
        Focus f = new Focus(empire, domain.independentGroups(), new HashMap<>());
        f.seed(domain, cancellation);
        f.propagate(cancellation);
        return f;
    }

    /** The groups (indices into {@link #groups()}) focused in region {@code r} of state {@code q}. */
    public BitSet of(EmpireState q, Region r) {
        BitSet b = focus.getOrDefault(q.id(), Map.of()).get(r);
        return b == null ? new BitSet() : (BitSet) b.clone();
    }

    public List<Set<Integer>> groups() {
        return groups;
    }

    /** ⋀ of the components of law(q) in the groups focused in the region of terr(q) that holds p. */
    public Term focusedLaw(EmpireState q, Place p) {
        Region r = q.territory().regionOf(p).orElseThrow();
        BitSet focused = of(q, r);
        List<Term> parts = new ArrayList<>();
        for (int c = 0; c < q.law().arity(); c++) {
            if (focused.get(groupOf(c))) {
                parts.add(q.law().component(c));
            }
        }
        return Terms.and(parts);
    }

    /** Number of (state, region, group) triples focused: a measure of how much the annotation carries. */
    public int weight() {
        int n = 0;
        for (Map<Region, BitSet> m : focus.values()) {
            for (BitSet b : m.values()) {
                n += b.cardinality();
            }
        }
        return n;
    }

    private int groupOf(int component) {
        for (int g = 0; g < groups.size(); g++) {
            if (groups.get(g).contains(component)) {
                return g;
            }
        }
        throw new IllegalArgumentException("component " + component + " in no group");
    }

    private BitSet set(EmpireState q, Region r) {
        return focus.computeIfAbsent(q.id(), k -> new HashMap<>()).computeIfAbsent(r, k -> new BitSet());
    }

    /** Groups touched by a core of component indices. */
    private BitSet groupsOf(Set<Integer> core) {
        BitSet b = new BitSet();
        core.forEach(c -> b.set(groupOf(c)));
        return b;
    }

    private void seed(InvariantDomain domain, Cancellation cancellation) {
        for (EmpireState q : empire.states()) {
            cancellation.check();
            for (Transition t : q.territory().enabledTransitions(empire.program())) {
                if (empire.successor(q, t).isPresent()) {
                    continue;
                }
                List<Set<Integer>> cores = domain.infeasibilityCores(q.law(), t);
                BitSet carried = carried(q, t);
                List<BitSet> options = new ArrayList<>();
                cores.forEach(c -> options.add(groupsOf(c)));
                if (options.isEmpty()) {
                    // no edge although the post is not bottom: only the whole law can explain it
                    BitSet all = new BitSet();
                    all.set(0, groups.size());
                    options.add(all);
                }
                if (options.stream().anyMatch(o -> covered(o, carried))) {
                    continue;
                }
                BitSet chosen = options.stream().min(Comparator.comparingInt(BitSet::cardinality)
                        .thenComparingInt(b -> b.nextSetBit(0))).orElseThrow();
                chosen.stream().filter(g -> !carried.get(g)).forEach(g -> set(q, choose(q, t)).set(g));
            }
        }
    }

    private static boolean covered(BitSet needed, BitSet carried) {
        BitSet missing = (BitSet) needed.clone();
        missing.andNot(carried);
        return missing.isEmpty();
    }

    /** ⋃ Foc(q, R) over the pre-regions R of t. */
    private BitSet carried(EmpireState q, Transition t) {
        BitSet b = new BitSet();
        q.territory().preRegions(t).forEach(r -> b.or(of(q, r)));
        return b;
    }

    private Region choose(EmpireState q, Transition t) {
        List<Region> pre = q.territory().preRegions(t);
        Comparator<Region> order = Comparator.comparingInt(Region::size)
                .thenComparing(r -> t.pre().stream().noneMatch(p -> r.contains(p) && p.thread().equals(t.thread())))
                .thenComparingInt(Region::firstId);
        return pre.stream().min(order).orElseThrow();
    }

    private void propagate(Cancellation cancellation) {
        Map<Integer, List<Empire.Edge>> incoming = new HashMap<>();
        for (Empire.Edge e : empire.allEdges()) {
            if (!e.isSelfLoop()) {
                incoming.computeIfAbsent(e.to().id(), k -> new ArrayList<>()).add(e);
            }
        }
        Deque<EmpireState> todo = new ArrayDeque<>(empire.states());
        BitSet queued = new BitSet();
        queued.set(0, empire.size());
        while (!todo.isEmpty()) {
            cancellation.check();
            EmpireState target = todo.poll();
            queued.clear(target.id());
            for (Empire.Edge e : incoming.getOrDefault(target.id(), List.of())) {
                if (pull(e) && !queued.get(e.from().id())) {
                    queued.set(e.from().id());
                    todo.add(e.from());
                }
            }
        }
    }

    /** Makes (bystanders) and (inductive-edge) hold for one edge; whether Foc(from, ·) grew. */
    private boolean pull(Empire.Edge e) {
        EmpireState q = e.from();
        EmpireState next = e.to();
        Transition t = e.transition();
        boolean grew = false;
        List<Region> bystanders = q.territory().bystanders(t);
        for (Region r : bystanders) {
            BitSet mine = set(q, r);
            int before = mine.cardinality();
            mine.or(of(next, r));
            grew |= mine.cardinality() != before;
        }
        for (Region r : next.territory().regions()) {
            if (bystanders.contains(r)) {
                continue;
            }
            BitSet missing = of(next, r);
            missing.andNot(carried(q, t));
            if (!missing.isEmpty()) {
                set(q, choose(q, t)).or(missing);
                grew = true;
            }
        }
        return grew;
    }

    /**
     * The conditions of Def. 6.3 that fail, as messages (empty when this is a focus): (safe) for every missing
     * edge, (inductive-edge) and (bystanders) for every edge.
     */
    public List<String> violations(InvariantDomain domain) {
        List<String> result = new ArrayList<>();
        for (EmpireState q : empire.states()) {
            for (Transition t : q.territory().enabledTransitions(empire.program())) {
                if (empire.successor(q, t).isEmpty()) {
                    BitSet carried = carried(q, t);
                    List<Set<Integer>> cores = domain.infeasibilityCores(q.law(), t);
                    boolean ok = cores.isEmpty() ? carried.cardinality() == groups.size()
                            : cores.stream().anyMatch(c -> covered(groupsOf(c), carried));
                    if (!ok) {
                        result.add("(safe) " + q + ", " + t + ": the pre-regions carry no proof of infeasibility");
                    }
                }
            }
        }
        for (Empire.Edge e : empire.allEdges()) {
            if (e.isSelfLoop()) {
                continue;
            }
            List<Region> bystanders = e.from().territory().bystanders(e.transition());
            for (Region r : bystanders) {
                BitSet extra = of(e.to(), r);
                extra.andNot(of(e.from(), r));
                if (!extra.isEmpty()) {
                    result.add("(bystanders) " + e.from() + " -" + e.transition() + "-> " + e.to() + ", " + r);
                }
            }
            for (Region r : e.to().territory().regions()) {
                if (!bystanders.contains(r)) {
                    BitSet missing = of(e.to(), r);
                    missing.andNot(carried(e.from(), e.transition()));
                    if (!missing.isEmpty()) {
                        result.add("(inductive-edge) " + e.from() + " -" + e.transition() + "-> " + e.to() + ", " + r);
                    }
                }
            }
        }
        return result;
    }
}
