package org.imperium.cfrontend.ast;

import java.math.BigInteger;
import java.util.List;
import java.util.Optional;
import org.imperium.core.SourceLocation;

/** A statement (C11 6.8). The location is the first character of the statement (witnesses refer to it). */
public sealed interface Statement extends BlockItem {

    /** {@code { items }}; opens a scope. */
    record Compound(List<BlockItem> items, SourceLocation location) implements Statement {
        public Compound {
            items = List.copyOf(items);
        }
    }

    /** {@code expression;} */
    record ExpressionStatement(Expression expression, SourceLocation location) implements Statement {
    }

    /** The null statement {@code ;}. */
    record Empty(SourceLocation location) implements Statement {
    }

    /** {@code if (condition) then else otherwise}. */
    record If(Expression condition, Statement then, Optional<Statement> otherwise, SourceLocation location)
            implements Statement {
    }

    /** {@code while (condition) body}. */
    record While(Expression condition, Statement body, SourceLocation location) implements Statement {
    }

    /** {@code do body while (condition);} */
    record DoWhile(Statement body, Expression condition, SourceLocation location) implements Statement {
    }

    /**
     * {@code for (init; condition; step) body}; {@code init} holds the declarations of the clause or one expression
     * statement, or nothing. The clause's declarations are scoped to the loop.
     */
    record For(List<BlockItem> init, Optional<Expression> condition, Optional<Expression> step, Statement body,
               SourceLocation location) implements Statement {
        public For {
            init = List.copyOf(init);
        }
    }

    /** {@code switch (selector) body}. */
    record Switch(Expression selector, Statement body, SourceLocation location) implements Statement {
    }

    /**
     * {@code case value: body} with the constant value (converted to the promoted type of the selector is up to the
     * consumer); GNU ranges {@code case a ... b:} have {@code last > value}.
     */
    record Case(BigInteger value, BigInteger last, Statement body, SourceLocation location) implements Statement {
    }

    /** {@code default: body}. */
    record Default(Statement body, SourceLocation location) implements Statement {
    }

    /** {@code break;} */
    record Break(SourceLocation location) implements Statement {
    }

    /** {@code continue;} */
    record Continue(SourceLocation location) implements Statement {
    }

    /** {@code return;} or {@code return value;} */
    record Return(Optional<Expression> value, SourceLocation location) implements Statement {
    }

    /** {@code goto label;} */
    record Goto(String label, SourceLocation location) implements Statement {
    }

    /** {@code label: body}. */
    record Labeled(String label, Statement body, SourceLocation location) implements Statement {
    }

    /** GNU inline assembly {@code __asm__ [volatile] ( … );}, kept as its source text. */
    record Asm(String text, SourceLocation location) implements Statement {
    }
}
