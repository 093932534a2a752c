package org.imperium.empire;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.imperium.program.CoRelation;
import org.imperium.program.Marking;
import org.imperium.program.PetriProgram;
import org.imperium.program.Place;
import org.imperium.program.Transition;

/**
 * Def. 4.2, territory: pairwise disjoint regions such that each choice of one place per region is a reachable
 * marking; it stands for the set ⟦𝒯⟧ of those markings. Also firing on territories (Def. 4.3), the replaced
 * territory (Def. 5.1) and extension (Def. 5.5). Immutable; regions are kept ordered by their first place, so
 * equal territories are equal objects.
 */
public final class Territory {

    private final List<Region> regions;
    private final int hash;

    private Territory(List<Region> regions) {
        List<Region> sorted = new ArrayList<>(regions);
        sorted.sort(Comparator.comparingInt(Region::firstId));
        this.regions = List.copyOf(sorted);
        this.hash = this.regions.hashCode();
    }

    public static Territory of(List<Region> regions) {
        BitSet seen = new BitSet();
        for (Region r : regions) {
            for (Place p : r.places()) {
                if (seen.get(p.id())) {
                    throw new IllegalArgumentException("regions of a territory are disjoint: " + p + " twice");
                }
                seen.set(p.id());
            }
        }
        return new Territory(regions);
    }

    /** {{p} | p ∈ M}: the territory that stands for exactly M. */
    public static Territory singletons(Marking marking, PetriProgram program) {
        return new Territory(marking.places(program).stream().map(Region::of).toList());
    }

    public List<Region> regions() {
        return regions;
    }

    /** The region that holds {@code p}, if any. */
    public Optional<Region> regionOf(Place p) {
        return regions.stream().filter(r -> r.contains(p)).findFirst();
    }

    /** ⋃𝒯 */
    public boolean covers(Place p) {
        return regionOf(p).isPresent();
    }

    /** Def. 4.3: every pre-place of t lies in a region, and no region holds two of them. */
    public boolean enables(Transition t) {
        Set<Region> used = new HashSet<>();
        for (Place p : t.pre()) {
            Optional<Region> r = regionOf(p);
            if (r.isEmpty() || !used.add(r.get())) {
                return false;
            }
        }
        return true;
    }

    /** The transitions of {@code program} enabled in this territory (Def. 4.3), in id order. */
    public List<Transition> enabledTransitions(PetriProgram program) {
        BitSet seen = new BitSet();
        List<Transition> result = new ArrayList<>();
        for (Place p : places()) {
            for (Transition t : program.outgoing(p)) {
                if (!seen.get(t.id())) {
                    seen.set(t.id());
                    if (enables(t)) {
                        result.add(t);
                    }
                }
            }
        }
        result.sort(Comparator.comparingInt(Transition::id));
        return result;
    }

    /** By(𝒯, t): the regions that hold no pre-place of t. */
    public List<Region> bystanders(Transition t) {
        return regions.stream().filter(r -> t.pre().stream().noneMatch(r::contains)).toList();
    }

    /** The regions that hold pre-places of t, in the order of •t. */
    public List<Region> preRegions(Transition t) {
        List<Region> result = new ArrayList<>();
        for (Place p : t.pre()) {
            regionOf(p).filter(r -> !result.contains(r)).ifPresent(result::add);
        }
        return result;
    }

    /** Def. 5.1: 𝒯 ▷ t = By(𝒯, t) ∪ {{q} | q ∈ t•}. */
    public Territory replace(Transition t) {
        List<Region> next = new ArrayList<>(bystanders(t));
        t.post().forEach(q -> next.add(Region.of(q)));
        return of(next);
    }

    /**
     * Def. 5.5: t is enabled and sequential, •t = {p}, t• = {p'}, and for the region R ∋ p, p' ∉ R and p' is
     * co-related with no place of R.
     */
    public boolean extendableWith(Transition t, CoRelation co) {
        if (!t.isSequential() || !enables(t)) {
            return false;
        }
        Region r = regionOf(t.pre().get(0)).orElseThrow();
        Place target = t.post().get(0);
        return !r.contains(target) && r.admits(target, co);
    }

    /** Def. 5.5: 𝒯 ⊕ t = (𝒯 \ {R}) ∪ {R ∪ {p'}}; only for {@link #extendableWith}. */
    public Territory extend(Transition t) {
        Region r = regionOf(t.pre().get(0)).orElseThrow();
        List<Region> next = new ArrayList<>(regions);
        next.set(next.indexOf(r), r.with(t.post().get(0)));
        return of(next);
    }

    /** ⟦𝒯⟧ when 𝒯 is a territory: every choice of one place per region. */
    public List<Marking> markings() {
        List<List<Place>> result = new ArrayList<>();
        result.add(List.of());
        for (Region r : regions) {
            List<List<Place>> next = new ArrayList<>();
            for (List<Place> partial : result) {
                for (Place p : r.places()) {
                    List<Place> more = new ArrayList<>(partial);
                    more.add(p);
                    next.add(more);
                }
            }
            result = next;
        }
        return result.stream().map(Marking::of).toList();
    }

    /** Places of all regions. */
    public List<Place> places() {
        return regions.stream().flatMap(r -> r.places().stream()).toList();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Territory t && t.hash == hash && t.regions.equals(regions);
    }

    @Override
    public int hashCode() {
        return hash;
    }

    @Override
    public String toString() {
        return regions.stream().map(Region::toString).collect(Collectors.joining(" "));
    }
}
