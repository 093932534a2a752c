package org.imperium.cfrontend;

import static org.imperium.cfrontend.TestFiles.function;
import static org.imperium.cfrontend.TestFiles.parse;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.imperium.cfrontend.ast.BinaryOperator;
import org.imperium.cfrontend.ast.BlockItem;
import org.imperium.cfrontend.ast.Declaration;
import org.imperium.cfrontend.ast.Expression;
import org.imperium.cfrontend.ast.Statement;
import org.imperium.cfrontend.ast.SymbolKind;
import org.imperium.cfrontend.ast.TranslationUnit;
import org.imperium.cfrontend.types.CType;
import org.imperium.cfrontend.types.DataModel;
import org.imperium.core.InputException;
import org.junit.jupiter.api.Test;

/** The typedef-name ambiguity (C11 6.7.8): the scoped symbol table decides whether a name is a type. */
class TypedefAmbiguityTest {

    private final TranslationUnit unit = CFrontEnd.parse(TestFiles.testdata("typedef-ambiguity.i"),
            DataModel.LP64).unit();

    private List<BlockItem> body(String function) {
        return function(unit, function).body().items();
    }

    @Test
    void typedefStarNameIsADeclaration() {
        Declaration x = (Declaration) body("declaration").get(0);
        assertEquals(new CType.PointerType(CType.IntegerType.INT), x.type());
        assertEquals(SymbolKind.LOCAL_VARIABLE, x.symbol().kind());
        Expression.Assignment use = (Expression.Assignment) ((Statement.ExpressionStatement) body("declaration")
                .get(1)).expression();
        assertEquals(x.symbol(), ((Expression.Identifier) use.target()).symbol());
    }

    @Test
    void localVariableShadowsTheTypedef() {
        Declaration t = (Declaration) body("shadowed").get(0);
        assertEquals(CType.IntegerType.INT, t.type());
        Expression.Binary product = (Expression.Binary) ((Statement.ExpressionStatement) body("shadowed").get(1))
                .expression();
        assertEquals(BinaryOperator.MULTIPLY, product.operator());
        assertEquals(t.symbol(), ((Expression.Identifier) product.left()).symbol());
        assertEquals(SymbolKind.GLOBAL_VARIABLE, ((Expression.Identifier) product.right()).symbol().kind());
    }

    @Test
    void parameterNamedLikeItsTypeShadowsIt() {
        Expression.Binary sum = (Expression.Binary) ((Statement.ExpressionStatement) body("parameter").get(0))
                .expression();
        assertEquals(SymbolKind.PARAMETER, ((Expression.Identifier) sum.left()).symbol().kind());
    }

    @Test
    void typedefIsVisibleAgainAfterTheShadowingBlock() {
        List<BlockItem> items = body("after");
        assertEquals(new CType.PointerType(CType.IntegerType.INT), ((Declaration) items.get(0)).type());
        Statement.Compound inner = (Statement.Compound) items.get(1);
        assertEquals(CType.IntegerType.LONG, ((Declaration) inner.items().get(0)).type());
        assertInstanceOf(Expression.Binary.class, ((Statement.ExpressionStatement) inner.items().get(1)).expression());
        Declaration z = (Declaration) items.get(2);
        assertEquals(CType.IntegerType.INT, z.type());
        assertInstanceOf(Expression.Cast.class, TestFiles.initializer(z));
        assertEquals(CType.IntegerType.INT, function(unit, "after").type().returnType());
    }

    @Test
    void sameNameInDifferentScopesGivesDifferentSymbols() {
        TranslationUnit u = parse("int v; void f(void) { int v = 1; { int v = 2; v++; } v++; }");
        Statement.Compound body = function(u, "f").body();
        Declaration outer = (Declaration) body.items().get(0);
        Statement.Compound block = (Statement.Compound) body.items().get(1);
        Declaration inner = (Declaration) block.items().get(0);
        assertNotSame(outer.symbol(), inner.symbol());
        Expression.Unary innerUse = (Expression.Unary) ((Statement.ExpressionStatement) block.items().get(1))
                .expression();
        assertEquals(inner.symbol(), ((Expression.Identifier) innerUse.operand()).symbol());
        Expression.Unary outerUse = (Expression.Unary) ((Statement.ExpressionStatement) body.items().get(2))
                .expression();
        assertEquals(outer.symbol(), ((Expression.Identifier) outerUse.operand()).symbol());
    }

    @Test
    void castOfAVariableInParenthesesIsAnExpression() {
        TranslationUnit u = parse("typedef int T; int f(int a) { int T = 2; return (T) - a; }");
        Statement.Return r = (Statement.Return) function(u, "f").body().items().get(1);
        Expression.Binary difference = (Expression.Binary) r.value().orElseThrow();
        assertEquals(BinaryOperator.SUBTRACT, difference.operator());
    }

    @Test
    void undeclaredTypeNameIsAnError() {
        InputException e = assertThrows(InputException.class, () -> parse("U x;"));
        assertEquals("test.c:1:1: unknown type name 'U'", e.getMessage());
    }
}
