package org.imperium.proof.file;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.imperium.core.InputException;
import org.imperium.core.SourceLocation;
import org.imperium.logic.Prover;
import org.imperium.logic.Term;
import org.imperium.logic.TermPrinter;
import org.imperium.logic.Var;
import org.imperium.program.PetriProgram;
import org.imperium.program.text.LineScanner;
import org.imperium.program.text.PetriProgramReader;
import org.imperium.proof.InvariantDomain;
import org.imperium.proof.PredicateDomain;
import org.imperium.proof.ProductDomain;

/**
 * A proof file (docs/formats.md): a product invariant domain (Def. 6.1) whose components are predicate
 * abstractions, written as sets of predicates over the program's variables, so that a proof can be stored and fed
 * to the empire without a verifier run.
 *
 * <pre>
 * proof running_example
 * infeasibility joint          (optional: see ProductDomain#withJointInfeasibility)
 * component phi1 predicates
 * predicate { x > 0 }
 * predicate { y > 0 }
 * component phi2 predicates
 * predicate { x > 0 }
 * </pre>
 *
 * @param programName the program the proof is for, when the file names one
 * @param jointInfeasibility whether the product also drops steps that only the conjunction of the components
 *                           proves infeasible
 */
public record ProofFile(Optional<String> programName, boolean jointInfeasibility, List<Component> components) {

    /** One factor of the product: a named set of predicates. */
    public record Component(String name, List<Term> predicates) {
        public Component {
            predicates = List.copyOf(predicates);
        }
    }

    public ProofFile {
        components = List.copyOf(components);
        if (components.isEmpty()) {
            throw new IllegalArgumentException("a proof has at least one component");
        }
    }

    /**
     * The invariant domain: the predicate domain of the only component, or the product of all of them. Every
     * component asks {@code prover}, which must stay open as long as the domain is used.
     */
    public InvariantDomain toDomain(Prover prover) {
        List<InvariantDomain> factors = new ArrayList<>();
        components.forEach(c -> factors.add(new PredicateDomain(c.predicates(), prover)));
        if (factors.size() == 1) {
            return factors.get(0);
        }
        return jointInfeasibility ? ProductDomain.withJointInfeasibility(factors, prover) : new ProductDomain(factors);
    }

    public static ProofFile read(Path path, PetriProgram program) {
        return parse(PetriProgramReader.readText(path, "proof"), path.toString(), program);
    }

    /** Parses a proof for {@code program}; every problem is an {@link InputException} at file:line:column. */
    public static ProofFile parse(String text, String file, PetriProgram program) {
        Map<String, Var> scope = ProgramHeader.scope(program);
        Optional<String> programName = Optional.empty();
        boolean joint = false;
        List<Component> components = new ArrayList<>();
        String current = null;
        List<Term> predicates = new ArrayList<>();
        boolean any = false;
        for (LineScanner s : LineScanner.declarations(file, text)) {
            int keywordColumn = s.column();
            String keyword = s.word("a declaration");
            switch (keyword) {
                case "proof" -> programName = Optional.of(ProgramHeader.read(s, keywordColumn, !any, keyword, program));
                case "infeasibility" -> {
                    if (current != null) {
                        throw s.errorAt(keywordColumn, "'infeasibility' must precede the components");
                    }
                    int at = s.column();
                    String mode = s.word("joint or componentwise");
                    if (!mode.equals("joint") && !mode.equals("componentwise")) {
                        throw s.errorAt(at, "expected joint or componentwise, found '" + mode + "'");
                    }
                    joint = mode.equals("joint");
                }
                case "component" -> {
                    if (current != null) {
                        components.add(new Component(current, predicates));
                    }
                    current = s.word("a component name");
                    predicates = new ArrayList<>();
                    int at = s.column();
                    String kind = s.word("the component kind (predicates)");
                    if (!kind.equals("predicates")) {
                        throw s.errorAt(at, "unknown component kind '" + kind + "' (expected predicates)");
                    }
                }
                case "predicate" -> {
                    if (current == null) {
                        throw s.errorAt(keywordColumn, "a predicate must follow a 'component' line");
                    }
                    predicates.add(Formulas.formula(s, scope, "predicate"));
                }
                default -> throw s.errorAt(keywordColumn,
                        "unknown declaration '" + keyword + "' (expected proof, infeasibility, component or predicate)");
            }
            s.expectEnd();
            any = true;
        }
        if (current == null) {
            throw new InputException(SourceLocation.ofFile(file), "the proof has no component", "syntax error");
        }
        components.add(new Component(current, predicates));
        return new ProofFile(programName, joint, components);
    }

    /** The file's text, in the syntax {@link #parse} reads. */
    public String write() {
        StringBuilder out = new StringBuilder();
        programName.ifPresent(n -> out.append("proof ").append(LineScanner.name(n)).append('\n'));
        if (jointInfeasibility) {
            out.append("infeasibility joint\n");
        }
        for (Component c : components) {
            out.append("component ").append(LineScanner.name(c.name())).append(" predicates\n");
            c.predicates().forEach(p -> out.append("predicate { ").append(TermPrinter.print(p)).append(" }\n"));
        }
        return out.toString();
    }
}
