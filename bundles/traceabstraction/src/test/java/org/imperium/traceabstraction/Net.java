package org.imperium.traceabstraction;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.imperium.logic.Sort;
import org.imperium.logic.StatementParser;
import org.imperium.logic.Terms;
import org.imperium.logic.Var;
import org.imperium.program.PetriProgram;
import org.imperium.program.Place;
import org.imperium.program.ProgramVariable;
import org.imperium.program.ThreadInstance;

/**
 * A compact way to write Petri programs in tests: places are named {@code function#index.label} (the thread
 * instance is read from the name), transitions list their pre- and post-places separated by spaces and carry a
 * statement in {@link StatementParser} syntax.
 */
final class Net {

    private final PetriProgram.Builder builder;
    private final Map<String, Var> variables = new HashMap<>();
    private final Map<String, Place> places = new HashMap<>();
    private int transitions;

    Net(String name) {
        builder = new PetriProgram.Builder(name);
    }

    Net ints(String... names) {
        for (String n : names) {
            declare(Terms.intVar(n));
        }
        return this;
    }

    Net intArrays(String... names) {
        for (String n : names) {
            declare(Terms.var(n, Sort.array(Sort.INT, Sort.INT)));
        }
        return this;
    }

    private void declare(Var v) {
        variables.put(v.name(), v);
        builder.variable(ProgramVariable.global(v));
    }

    Net initial(String... names) {
        for (String n : names) {
            builder.initial(place(n));
        }
        return this;
    }

    /** Marks {@code name} as an error place (must be the first mention of the place). */
    Net error(String name) {
        return kind(name, Place.Kind.ERROR);
    }

    Net insufficient(String name) {
        return kind(name, Place.Kind.INSUFFICIENT_INSTANCES);
    }

    private Net kind(String name, Place.Kind kind) {
        places.put(name, builder.place(name, thread(name), kind, Optional.empty()));
        return this;
    }

    Net t(String pre, String post, String statement) {
        List<Place> in = places(pre);
        builder.transition("t" + transitions++, in, places(post),
                StatementParser.parse(statement, n -> Optional.ofNullable(variables.get(n))), in.get(0).thread());
        return this;
    }

    PetriProgram build() {
        return builder.build();
    }

    private List<Place> places(String names) {
        List<Place> result = new ArrayList<>();
        for (String n : names.trim().split("\\s+")) {
            if (!n.isEmpty()) {
                result.add(place(n));
            }
        }
        return result;
    }

    private Place place(String name) {
        return places.computeIfAbsent(name, n -> builder.place(n, thread(n)));
    }

    private static ThreadInstance thread(String placeName) {
        return ThreadInstance.parse(placeName.substring(0, placeName.indexOf('.')));
    }
}
