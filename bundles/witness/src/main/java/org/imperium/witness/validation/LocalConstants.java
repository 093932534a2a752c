package org.imperium.witness.validation;

import java.math.BigInteger;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;
import org.imperium.logic.Action;
import org.imperium.logic.IntLiteral;
import org.imperium.logic.Term;
import org.imperium.logic.Var;
import org.imperium.program.PetriProgram;
import org.imperium.program.Place;
import org.imperium.program.ProgramVariable;
import org.imperium.program.Transition;

/**
 * Constant propagation over each thread's own transitions for the thread's local variables: at a place, the locals
 * that every own path into it leaves with one constant (a thread id written by a fork, a flag). Only the thread
 * writes its locals, so the facts hold whenever the place is marked and no other thread disturbs them; they are
 * part of the annotation the {@link ThreadModularCheck} checks, not trusted.
 */
final class LocalConstants {

    private LocalConstants() {
    }

    static Map<Place, Map<Var, BigInteger>> of(PetriProgram program) {
        Map<Place, Map<Var, BigInteger>> facts = new HashMap<>();
        Deque<Place> todo = new ArrayDeque<>();
        Set<Place> entered = program.transitions().stream().flatMap(t -> t.post().stream()
                .filter(q -> q.thread().equals(t.thread()) && t.pre().stream().anyMatch(p -> p.thread().equals(
                        t.thread())))).collect(Collectors.toSet());
        Set<Place> started = program.transitions().stream().flatMap(t -> t.post().stream()
                .filter(q -> !q.thread().equals(t.thread()))).collect(Collectors.toCollection(java.util.HashSet::new));
        started.addAll(program.initialMarking().places(program));
        for (Place p : program.places()) {
            if (!entered.contains(p) || started.contains(p)) {
                facts.put(p, Map.of());
                todo.add(p);
            }
        }
        while (!todo.isEmpty()) {
            Place p = todo.poll();
            for (Transition t : program.outgoing(p)) {
                if (!t.thread().equals(p.thread())) {
                    continue;
                }
                Map<Var, BigInteger> out = transfer(program, facts.get(p), t);
                for (Place q : t.post()) {
                    if (!q.thread().equals(t.thread())) {
                        continue;
                    }
                    Map<Var, BigInteger> old = facts.get(q);
                    Map<Var, BigInteger> merged = old == null ? out : meet(old, out);
                    if (!Objects.equals(old, merged)) {
                        facts.put(q, merged);
                        todo.add(q);
                    }
                }
            }
        }
        return facts;
    }

    private static Map<Var, BigInteger> meet(Map<Var, BigInteger> a, Map<Var, BigInteger> b) {
        Map<Var, BigInteger> result = new HashMap<>(a);
        result.entrySet().removeIf(e -> !e.getValue().equals(b.get(e.getKey())));
        return Map.copyOf(result);
    }

    private static Map<Var, BigInteger> transfer(PetriProgram program, Map<Var, BigInteger> in, Transition t) {
        Map<Var, BigInteger> result = new HashMap<>(in);
        for (Action a : t.statement().actions()) {
            if (a instanceof Action.Assign assign) {
                for (Map.Entry<Var, Term> e : assign.updates().entrySet()) {
                    ProgramVariable v = program.variables().get(e.getKey());
                    boolean own = v != null && v.isThreadLocal() && v.owner().equals(java.util.Optional.of(t.thread()));
                    if (own && e.getValue() instanceof IntLiteral literal) {
                        result.put(e.getKey(), literal.value());
                    } else {
                        result.remove(e.getKey());
                    }
                }
            } else if (a instanceof Action.Havoc havoc) {
                List<Var> vars = havoc.vars();
                vars.forEach(result::remove);
            }
        }
        return Map.copyOf(result);
    }
}
