package org.imperium.program;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.imperium.core.ModelKey;
import org.imperium.logic.Statement;
import org.imperium.logic.Var;

/**
 * A one-safe Petri program 𝒫 = (Σ, P, T, F, M_init, λ, P_err) (Def. 2.1). Immutable; made with
 * {@link Builder}. Program variables start with arbitrary values: initialisation is the job of the first
 * transitions, as in the paper, where the initial invariant is {@code true}.
 */
public final class PetriProgram {

    public static final ModelKey<PetriProgram> MODEL = ModelKey.of("petri-program", PetriProgram.class);

    private final String name;
    private final List<Place> places;
    private final List<Transition> transitions;
    private final Marking initialMarking;
    private final Map<Var, ProgramVariable> variables;
    private final Optional<CoRelation> coRelation;
    private final Map<Place, List<Transition>> successors;
    private final Map<String, Place> placesByName;
    private final Map<String, Transition> transitionsByName;

    private PetriProgram(Builder b) {
        this.name = b.name;
        this.places = List.copyOf(b.places);
        this.transitions = List.copyOf(b.transitions);
        this.initialMarking = Marking.of(b.initial);
        this.variables = Collections.unmodifiableMap(new LinkedHashMap<>(b.variables));
        this.coRelation = Optional.ofNullable(b.coRelation);
        Map<Place, List<Transition>> succ = new HashMap<>();
        for (Transition t : transitions) {
            for (Place p : t.pre()) {
                succ.computeIfAbsent(p, k -> new ArrayList<>()).add(t);
            }
        }
        succ.replaceAll((p, ts) -> List.copyOf(ts));
        this.successors = succ;
        Map<String, Place> pn = new HashMap<>();
        places.forEach(p -> pn.put(p.name(), p));
        this.placesByName = pn;
        Map<String, Transition> tn = new HashMap<>();
        transitions.forEach(t -> tn.put(t.name(), t));
        this.transitionsByName = tn;
    }

    public String name() {
        return name;
    }

    /** P, indexed by {@link Place#id()}. */
    public List<Place> places() {
        return places;
    }

    /** T, indexed by {@link Transition#id()}. */
    public List<Transition> transitions() {
        return transitions;
    }

    /** M_init */
    public Marking initialMarking() {
        return initialMarking;
    }

    /** P_err in the proof sense: error places and insufficient-instance places. */
    public List<Place> badPlaces() {
        return places.stream().filter(Place::isBad).toList();
    }

    /** Transitions with {@code p} in their preset. */
    public List<Transition> outgoing(Place p) {
        return successors.getOrDefault(p, List.of());
    }

    /** The variables, in declaration order. */
    public Map<Var, ProgramVariable> variables() {
        return variables;
    }

    /** The co-relation known from the construction (e.g. from petrification), if the producer supplied one. */
    public Optional<CoRelation> knownCoRelation() {
        return coRelation;
    }

    public Optional<Place> place(String placeName) {
        return Optional.ofNullable(placesByName.get(placeName));
    }

    public Optional<Transition> transition(String transitionName) {
        return Optional.ofNullable(transitionsByName.get(transitionName));
    }

    /** The thread instances that own places, in order of first appearance. */
    public Set<ThreadInstance> threads() {
        Set<ThreadInstance> result = new LinkedHashSet<>();
        places.forEach(p -> result.add(p.thread()));
        return result;
    }

    /** A copy with the co-relation replaced (e.g. after computing it exactly). */
    public PetriProgram withCoRelation(CoRelation relation) {
        Builder b = new Builder(name);
        b.places.addAll(places);
        b.transitions.addAll(transitions);
        b.initial.addAll(initialMarking.places(this));
        b.variables.putAll(variables);
        b.coRelation = relation;
        return new PetriProgram(b);
    }

    @Override
    public String toString() {
        return "PetriProgram " + name + " (" + places.size() + " places, " + transitions.size() + " transitions)";
    }

    /** Builds a Petri program; names of places and transitions must be unique. */
    public static final class Builder {
        private final String name;
        private final List<Place> places = new ArrayList<>();
        private final List<Transition> transitions = new ArrayList<>();
        private final Set<Place> initial = new LinkedHashSet<>();
        private final Map<Var, ProgramVariable> variables = new LinkedHashMap<>();
        private final Set<String> names = new java.util.HashSet<>();
        private CoRelation coRelation;

        public Builder(String name) {
            this.name = name;
        }

        public Builder variable(ProgramVariable v) {
            if (variables.putIfAbsent(v.var(), v) != null) {
                throw new IllegalArgumentException("variable declared twice: " + v.var().name());
            }
            return this;
        }

        public Place place(String placeName, ThreadInstance thread, Place.Kind kind, Optional<Origin> origin) {
            return place(placeName, thread, kind, origin, Optional.empty());
        }

        public Place place(String placeName, ThreadInstance thread, Place.Kind kind, Optional<Origin> origin,
                           Optional<CScope> cScope) {
            unique(placeName);
            Place p = new Place(places.size(), placeName, thread, kind, origin, cScope);
            places.add(p);
            return p;
        }

        public Place place(String placeName, ThreadInstance thread) {
            return place(placeName, thread, Place.Kind.REGULAR, Optional.empty());
        }

        public Transition transition(String transitionName, List<Place> pre, List<Place> post, Statement statement,
                                     ThreadInstance thread, Optional<Origin> origin) {
            unique(transitionName);
            if (pre.isEmpty()) {
                throw new IllegalArgumentException("transition " + transitionName + " has no pre-place");
            }
            if (new LinkedHashSet<>(pre).size() != pre.size() || new LinkedHashSet<>(post).size() != post.size()) {
                throw new IllegalArgumentException("transition " + transitionName + " lists a place twice");
            }
            for (Var v : statement.reads()) {
                requireDeclared(v, transitionName);
            }
            for (Var v : statement.writes()) {
                requireDeclared(v, transitionName);
            }
            Transition t = new Transition(transitions.size(), transitionName, pre, post, statement, thread, origin);
            transitions.add(t);
            return t;
        }

        public Transition transition(String transitionName, List<Place> pre, List<Place> post, Statement statement,
                                     ThreadInstance thread) {
            return transition(transitionName, pre, post, statement, thread, Optional.empty());
        }

        public Builder initial(Place p) {
            initial.add(p);
            return this;
        }

        public Builder coRelation(CoRelation relation) {
            this.coRelation = relation;
            return this;
        }

        private void requireDeclared(Var v, String transitionName) {
            if (!variables.containsKey(v)) {
                throw new IllegalArgumentException("transition " + transitionName + " uses undeclared variable "
                        + v.name());
            }
        }

        private void unique(String n) {
            if (!names.add(n)) {
                throw new IllegalArgumentException("name used twice: " + n);
            }
        }

        public PetriProgram build() {
            if (initial.isEmpty()) {
                throw new IllegalArgumentException("Petri program " + name + " has an empty initial marking");
            }
            return new PetriProgram(this);
        }
    }
}
