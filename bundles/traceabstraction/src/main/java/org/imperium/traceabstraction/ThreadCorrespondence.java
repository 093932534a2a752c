package org.imperium.traceabstraction;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.imperium.logic.Action;
import org.imperium.logic.App;
import org.imperium.logic.IntLiteral;
import org.imperium.logic.Op;
import org.imperium.logic.Term;
import org.imperium.logic.Var;
import org.imperium.program.PetriProgram;
import org.imperium.program.Place;
import org.imperium.program.ThreadInstance;
import org.imperium.program.ThreadStructure;
import org.imperium.program.Transition;

/**
 * Two threads that run the same code up to a renaming of variables: their control flows are isomorphic (walked
 * together from their entry places, the local transitions out of corresponding places pair up in the order of
 * their ids) and the statements of paired transitions are equal up to one one-to-one renaming ρ of variables for
 * the whole thread, from the first thread's variables to the second's: in {@code array-eq-symm}, {@code i_AB ↦
 * i_BA}, {@code A ↦ B}, {@code B ↦ A}, {@code An ↦ Bn}. One renaming for all transitions is what keeps the
 * agreements {@code x == ρ(x)} meaningful: renamings of single statements pair {@code f1 := r} with any other
 * assignment from a temporary.
 *
 * @param first    the process of the first thread
 * @param second   the process of the second thread (greater than first)
 * @param renaming ρ, from the first thread's variables to the second's, on the variables the first thread writes
 *                 (the others are inputs the two threads read: no agreement between them is expected)
 */
record ThreadCorrespondence(int first, int second, Map<Var, Var> renaming) {

    /** The correspondences between every two processes whose code is the same up to renaming. */
    static List<ThreadCorrespondence> of(PetriProgram program, ThreadStructure threads) {
        List<ThreadCorrespondence> result = new ArrayList<>();
        for (int a = 0; a < threads.threads().size(); a++) {
            for (int b = a + 1; b < threads.threads().size(); b++) {
                between(program, threads, a, b).ifPresent(result::add);
            }
        }
        return result;
    }

    private static Optional<ThreadCorrespondence> between(PetriProgram program, ThreadStructure threads, int a,
                                                          int b) {
        Optional<Place> entryA = entry(program, threads, a);
        Optional<Place> entryB = entry(program, threads, b);
        if (entryA.isEmpty() || entryB.isEmpty()) {
            return Optional.empty();
        }
        Unifier unifier = new Unifier();
        Map<Place, Place> places = new HashMap<>();
        Map<Place, Place> placesInverse = new HashMap<>();
        Deque<Place> worklist = new ArrayDeque<>();
        places.put(entryA.get(), entryB.get());
        placesInverse.put(entryB.get(), entryA.get());
        worklist.add(entryA.get());
        Map<Transition, Transition> paired = new HashMap<>();
        Set<Var> written = new HashSet<>();
        while (!worklist.isEmpty()) {
            Place p = worklist.poll();
            List<Transition> ts = local(program, threads, a, p);
            List<Transition> us = local(program, threads, b, places.get(p));
            if (ts.size() != us.size()) {
                return Optional.empty();
            }
            for (int k = 0; k < ts.size(); k++) {
                Transition t = ts.get(k);
                Transition u = us.get(k);
                Transition known = paired.putIfAbsent(t, u);
                if (known != null) {
                    if (!known.equals(u)) {
                        return Optional.empty();
                    }
                    continue;
                }
                if (!unifier.statements(t.statement().actions(), u.statement().actions())
                        || !pairPlaces(t.pre(), u.pre(), t.thread(), u.thread(), places, placesInverse, worklist)
                        || !pairPlaces(t.post(), u.post(), t.thread(), u.thread(), places, placesInverse,
                        worklist)) {
                    return Optional.empty();
                }
                written.addAll(t.statement().writes());
            }
        }
        Map<Var, Var> agreed = new HashMap<>(unifier.renaming);
        agreed.keySet().retainAll(written);
        agreed.keySet().removeAll(unifier.identityValued);
        return Optional.of(new ThreadCorrespondence(a, b, Map.copyOf(agreed)));
    }

    /**
     * Pairs the places of each thread in order; a place of neither thread (a lock, a place of main) must be the
     * same on both sides.
     */
    private static boolean pairPlaces(List<Place> ps, List<Place> qs, ThreadInstance ta, ThreadInstance tb,
                                      Map<Place, Place> places, Map<Place, Place> inverse, Deque<Place> worklist) {
        List<Place> ownA = ps.stream().filter(p -> p.thread().equals(ta)).toList();
        List<Place> ownB = qs.stream().filter(q -> q.thread().equals(tb)).toList();
        List<Place> otherA = ps.stream().filter(p -> !p.thread().equals(ta)).toList();
        List<Place> otherB = qs.stream().filter(q -> !q.thread().equals(tb)).toList();
        if (ownA.size() != ownB.size() || !otherA.equals(otherB)) {
            return false;
        }
        for (int k = 0; k < ownA.size(); k++) {
            Place p = ownA.get(k);
            Place q = ownB.get(k);
            Place image = places.putIfAbsent(p, q);
            Place preimage = inverse.putIfAbsent(q, p);
            if (image == null) {
                worklist.add(p);
            }
            if (image != null && !image.equals(q) || preimage != null && !preimage.equals(p)) {
                return false;
            }
        }
        return true;
    }

    /**
     * The only place of the process that another process produces (where it is forked) and the process leaves by
     * a transition of its own, if it has one: the places that only record an instance as free or busy for the
     * creating and joining thread are no entries.
     */
    private static Optional<Place> entry(PetriProgram program, ThreadStructure threads, int process) {
        ThreadInstance thread = threads.threads().get(process);
        List<Place> entries = new ArrayList<>();
        for (Place p : program.places()) {
            if (p.thread().equals(thread) && !local(program, threads, process, p).isEmpty()
                    && (program.initialMarking().places(program).contains(p)
                    || program.transitions().stream().anyMatch(t -> t.post().contains(p)
                    && threads.process(t.id()) != process))) {
                entries.add(p);
            }
        }
        return entries.size() == 1 ? Optional.of(entries.get(0)) : Optional.empty();
    }

    /** The transitions the process executes out of the place, by id. */
    private static List<Transition> local(PetriProgram program, ThreadStructure threads, int process, Place p) {
        return program.outgoing(p).stream().filter(t -> threads.process(t.id()) == process)
                .sorted(Comparator.comparingInt(Transition::id)).toList();
    }

    /**
     * A one-to-one renaming grown by unifying statements; a failed unification may leave it extended. Besides
     * variables it renames the integer literals a variable is compared with for equality, one-to-one as well:
     * the copies of a thread that reads array A where the other reads B test different allocation identities
     * ({@code [~t6 == 1]; ~t8 := malloc₁[…]} against {@code [~t6 == 2]; ~t8 := malloc₂[…]}). A variable so
     * compared with different literals holds different values in the two threads: it gets no agreement.
     * Literals elsewhere (the 1 of {@code i + 1}) must be equal.
     */
    private static final class Unifier {

        private final Map<Var, Var> renaming = new HashMap<>();
        private final Map<Var, Var> inverse = new HashMap<>();
        private final Map<IntLiteral, IntLiteral> identities = new HashMap<>();
        private final Map<IntLiteral, IntLiteral> identitiesInverse = new HashMap<>();
        private final Set<Var> identityValued = new HashSet<>();

        boolean statements(List<Action> as, List<Action> bs) {
            if (as.size() != bs.size()) {
                return false;
            }
            for (int k = 0; k < as.size(); k++) {
                if (!action(as.get(k), bs.get(k))) {
                    return false;
                }
            }
            return true;
        }

        private boolean action(Action a, Action b) {
            if (a instanceof Action.Assume x && b instanceof Action.Assume y) {
                return term(x.condition(), y.condition());
            }
            if (a instanceof Action.Havoc x && b instanceof Action.Havoc y) {
                if (x.vars().size() != y.vars().size()) {
                    return false;
                }
                for (int k = 0; k < x.vars().size(); k++) {
                    if (!term(x.vars().get(k), y.vars().get(k))) {
                        return false;
                    }
                }
                return true;
            }
            if (a instanceof Action.Assign x && b instanceof Action.Assign y
                    && x.updates().size() == y.updates().size()) {
                List<Map.Entry<Var, Term>> xs = new ArrayList<>(x.updates().entrySet());
                List<Map.Entry<Var, Term>> ys = new ArrayList<>(y.updates().entrySet());
                for (int k = 0; k < xs.size(); k++) {
                    if (!term(xs.get(k).getKey(), ys.get(k).getKey())
                            || !term(xs.get(k).getValue(), ys.get(k).getValue())) {
                        return false;
                    }
                }
                return true;
            }
            return false;
        }

        private boolean term(Term a, Term b) {
            if (a instanceof Var x && b instanceof Var y) {
                if (!x.sort().equals(y.sort())) {
                    return false;
                }
                Var image = renaming.putIfAbsent(x, y);
                Var preimage = inverse.putIfAbsent(y, x);
                return (image == null || image.equals(y)) && (preimage == null || preimage.equals(x));
            }
            if (a instanceof App x && b instanceof App y) {
                if (x.op() != y.op() || x.args().size() != y.args().size()) {
                    return false;
                }
                if (x.op() == Op.EQ && x.arg(0) instanceof Var v && x.arg(1) instanceof IntLiteral k
                        && y.arg(1) instanceof IntLiteral l) {
                    return term(v, y.arg(0)) && identity(v, k, l);
                }
                for (int k = 0; k < x.args().size(); k++) {
                    if (!term(x.arg(k), y.arg(k))) {
                        return false;
                    }
                }
                return true;
            }
            return !(a instanceof Var) && !(b instanceof Var) && !(a instanceof App) && !(b instanceof App)
                    && a.equals(b);
        }

        private boolean identity(Var v, IntLiteral k, IntLiteral l) {
            IntLiteral image = identities.putIfAbsent(k, l);
            IntLiteral preimage = identitiesInverse.putIfAbsent(l, k);
            if (!k.equals(l)) {
                identityValued.add(v);
            }
            return (image == null || image.equals(l)) && (preimage == null || preimage.equals(k));
        }
    }
}
