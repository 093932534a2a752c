package org.imperium.explicit.counting;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.imperium.core.UnsupportedException;
import org.imperium.logic.Var;
import org.imperium.program.Counterexample;
import org.imperium.program.PetriProgram;
import org.imperium.program.Place;
import org.imperium.program.ThreadInstance;
import org.imperium.program.Transition;

/**
 * Turns a path of the counter system with a finite pool of k instances per family into a run of the Petri program
 * petrified with k instances: every move of one instance from local state q is given to the lowest-numbered
 * instance in q, the template's transition is renamed to that instance's, and the run is replayed on the program
 * — pre-places marked, statement executed, the successor chosen that agrees with the counter state — so the
 * counterexample is checked, not assumed. Empty when it does not replay (then the caller reports no FALSE).
 */
final class CountedRun {

    private CountedRun() {
    }

    static Optional<Counterexample> replay(CounterSystem system, List<KarpMiller.Node> path, PetriProgram concrete) {
        try {
            return Optional.of(run(system, path, concrete));
        } catch (UnsupportedException | IllegalStateException e) {
            return Optional.empty();
        }
    }

    private static Counterexample run(CounterSystem system, List<KarpMiller.Node> path, PetriProgram concrete) {
        Map<String, Var> varsByName = new HashMap<>();
        Map<Var, Integer> index = new LinkedHashMap<>();
        for (Var v : concrete.variables().keySet()) {
            varsByName.put(v.name(), v);
            index.put(v, index.size());
        }
        FiniteStatements executor = new FiniteStatements(index);
        Object[] values = new Object[index.size()];
        Arrays.fill(values, FiniteStatements.Unknown.UNDEFINED);
        Set<Place> marking = new HashSet<>(concrete.initialMarking().places(concrete));
        // the local state of every instance of every family; instances by function, in index order
        Map<ThreadInstance, Integer> localOf = new LinkedHashMap<>();
        KarpMiller.Node root = path.get(0);
        for (ThreadInstance th : concrete.threads().stream().sorted().toList()) {
            for (int f = 0; f < system.families().size(); f++) {
                if (system.families().get(f).template().function().equals(th.function())) {
                    localOf.put(th, idleOf(system, root, f));
                }
            }
        }
        List<Counterexample.Step> steps = new ArrayList<>();
        for (KarpMiller.Node node : path.subList(1, path.size())) {
            CounterSystem.Move move = node.move();
            Transition template = move.transition();
            Transition t = template;
            ThreadInstance instance = null;
            if (move.from() >= 0) {
                ThreadInstance from = system.families().get(system.local(move.from()).family()).template();
                instance = localOf.entrySet().stream().filter(e -> e.getKey().function().equals(from.function())
                        && e.getValue() == move.from()).map(Map.Entry::getKey).findFirst()
                        .orElseThrow(() -> new IllegalStateException("no instance in the local state"));
                String name = rename(template.name(), from, instance);
                t = concrete.transition(name).orElseThrow(() -> new IllegalStateException("no " + name));
            } else {
                t = concrete.transition(template.name()).orElseThrow(IllegalStateException::new);
            }
            for (Place p : t.pre()) {
                if (!marking.contains(p)) {
                    throw new IllegalStateException("pre-place " + p + " unmarked");
                }
            }
            Object[] chosen = null;
            for (Object[] after : executor.execute(t, values)) {
                if (agrees(system, node, move, instance, after, varsByName, index)) {
                    chosen = after;
                    break;
                }
            }
            if (chosen == null) {
                throw new IllegalStateException("no successor agrees with the counter state");
            }
            values = chosen;
            t.pre().forEach(marking::remove);
            marking.addAll(t.post());
            if (instance != null) {
                localOf.put(instance, move.to());
            }
            Map<Var, Object> known = new LinkedHashMap<>();
            for (Map.Entry<Var, Integer> e : index.entrySet()) {
                if (!(values[e.getValue()] instanceof FiniteStatements.Unknown)) {
                    known.put(e.getKey(), values[e.getValue()]);
                }
            }
            steps.add(new Counterexample.Step(t, known));
        }
        if (marking.stream().noneMatch(p -> p.kind() == Place.Kind.ERROR)) {
            throw new IllegalStateException("the replayed run marks no error place");
        }
        return new Counterexample(concrete, steps);
    }

    private static int idleOf(CounterSystem system, KarpMiller.Node root, int family) {
        for (int k = 0; k < root.counts().size(); k++) {
            if (system.local(root.counts().id(k)).family() == family) {
                return root.counts().id(k);
            }
        }
        throw new IllegalStateException("no idle local state");
    }

    /** Whether the concrete valuation agrees with the counter state after the move (ignorable values aside). */
    private static boolean agrees(CounterSystem system, KarpMiller.Node node, CounterSystem.Move move,
                                  ThreadInstance instance, Object[] after, Map<String, Var> varsByName,
                                  Map<Var, Integer> index) {
        CounterSystem.Control control = system.control(node.control());
        List<Var> controlVars = system.controlVariables();
        for (int k = 0; k < controlVars.size(); k++) {
            Object expected = control.values().get(k);
            if (expected != FiniteStatements.Unknown.UNDEFINED && !expected.equals(after[index.get(controlVars.get(k))])) {
                return false;
            }
        }
        if (instance == null) {
            return true;
        }
        CounterSystem.Local local = system.local(move.to());
        CounterSystem.Family family = system.families().get(local.family());
        for (int k = 0; k < family.locals().size(); k++) {
            Object expected = local.values().get(k);
            Var v = varsByName.get(rename(family.locals().get(k).name(), family.template(), instance));
            if (v == null) {
                return false;
            }
            if (expected != FiniteStatements.Unknown.UNDEFINED && !expected.equals(after[index.get(v)])) {
                return false;
            }
        }
        return true;
    }

    /** The name with the instance {@code from} (as a dot-separated component) replaced by {@code to}. */
    static String rename(String name, ThreadInstance from, ThreadInstance to) {
        return name.replaceAll("(^|\\.)" + Pattern.quote(from.toString()) + "(?=\\.|$)",
                "$1" + Matcher.quoteReplacement(to.toString()));
    }
}
