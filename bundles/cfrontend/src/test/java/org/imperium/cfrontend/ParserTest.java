package org.imperium.cfrontend;

import static org.imperium.cfrontend.TestFiles.declaration;
import static org.imperium.cfrontend.TestFiles.expression;
import static org.imperium.cfrontend.TestFiles.function;
import static org.imperium.cfrontend.TestFiles.global;
import static org.imperium.cfrontend.TestFiles.initializer;
import static org.imperium.cfrontend.TestFiles.item;
import static org.imperium.cfrontend.TestFiles.parse;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.List;
import java.util.Optional;
import org.imperium.cfrontend.ast.BinaryOperator;
import org.imperium.cfrontend.ast.CPrinter;
import org.imperium.cfrontend.ast.Declaration;
import org.imperium.cfrontend.ast.Expression;
import org.imperium.cfrontend.ast.FunctionDefinition;
import org.imperium.cfrontend.ast.Initializer;
import org.imperium.cfrontend.ast.Statement;
import org.imperium.cfrontend.ast.StorageClass;
import org.imperium.cfrontend.ast.SymbolKind;
import org.imperium.cfrontend.ast.TranslationUnit;
import org.imperium.cfrontend.ast.UnaryOperator;
import org.imperium.cfrontend.types.CType;
import org.imperium.cfrontend.types.DataModel;
import org.imperium.cfrontend.types.StructType;
import org.junit.jupiter.api.Test;

/** The constructs of C11 and of the GNU extensions that SV-COMP tasks use, one by one. */
class ParserTest {

    private static final String PTHREAD = """
            typedef unsigned long int pthread_t;
            union pthread_attr_t { char __size[56]; long int __align; };
            typedef union pthread_attr_t pthread_attr_t;
            typedef union { char __size[40]; long int __align; } pthread_mutex_t;
            extern int pthread_create (pthread_t *__restrict __newthread, const pthread_attr_t *__restrict __attr,
                  void *(*__start_routine) (void *), void *__restrict __arg) __attribute__ ((__nothrow__));
            extern int pthread_join (pthread_t __th, void **__thread_return);
            extern int pthread_mutex_lock (pthread_mutex_t *__mutex) __attribute__ ((__nothrow__));
            extern int pthread_mutex_unlock (pthread_mutex_t *__mutex) __attribute__ ((__nothrow__));
            """;

    @Test
    void globalsFunctionsAndControlFlow() {
        TranslationUnit u = parse("""
                int g = 3, h;
                int add(int a, int b) { return a + b; }
                int main(void) {
                  int x = 0;
                  if (x < g) x = add(x, 1); else x--;
                  while (x > 0) { x = x - 1; }
                  for (int i = 0; i < 3; i++) h += i;
                  do x++; while (x < 2);
                  return x;
                }
                """);
        assertEquals(List.of("g", "h"), u.globalVariables().stream().map(Declaration::name).toList());
        assertEquals(BigInteger.valueOf(3), ((Expression.IntegerConstant) initializer(global(u, "g"))).value());
        FunctionDefinition add = function(u, "add");
        assertEquals(List.of("a", "b"), add.parameters().stream().map(s -> s.name()).toList());
        assertTrue(add.parameters().stream().allMatch(p -> p.kind() == SymbolKind.PARAMETER));
        Statement.Return ret = (Statement.Return) add.body().items().get(0);
        Expression.Binary sum = (Expression.Binary) ret.value().orElseThrow();
        assertSame(add.parameters().get(0), ((Expression.Identifier) sum.left()).symbol());
        assertEquals(CType.IntegerType.INT, sum.type());

        List<String> kinds = function(u, "main").body().items().stream().map(i -> i.getClass().getSimpleName())
                .toList();
        assertEquals(List.of("Declaration", "If", "While", "For", "DoWhile", "Return"), kinds);
        Statement.If branch = (Statement.If) item(u, "main", 1);
        Expression.Call call = (Expression.Call) ((Expression.Assignment) ((Statement.ExpressionStatement)
                branch.then()).expression()).value();
        assertSame(add.symbol(), call.directCallee().orElseThrow());
        assertTrue(branch.otherwise().isPresent());
        Statement.For loop = (Statement.For) item(u, "main", 3);
        Declaration i = (Declaration) loop.init().get(0);
        assertEquals(SymbolKind.LOCAL_VARIABLE, i.symbol().kind());
        assertEquals("i < 3", CPrinter.expression(loop.condition().orElseThrow()));
        Expression.Assignment compound = (Expression.Assignment) ((Statement.ExpressionStatement) loop.body())
                .expression();
        assertEquals(Optional.of(BinaryOperator.ADD), compound.operator());
        assertEquals(SymbolKind.GLOBAL_VARIABLE, ((Expression.Identifier) compound.target()).symbol().kind());
    }

    @Test
    void pthreadProgram() {
        TranslationUnit u = parse(PTHREAD + """
                pthread_mutex_t m;
                int counter;
                void *worker(void *arg) {
                  pthread_mutex_lock(&m);
                  counter++;
                  pthread_mutex_unlock(&m);
                  return 0;
                }
                int main() {
                  pthread_t t1, t2;
                  pthread_create(&t1, 0, worker, 0);
                  pthread_create(&t2, (void *) 0, &worker, (void *) 0);
                  pthread_join(t1, 0);
                  pthread_join(t2, ((void *)0));
                  return 0;
                }
                """);
        FunctionDefinition worker = function(u, "worker");
        assertEquals("void * (void *)", worker.type().spelling());
        Expression.Call create = (Expression.Call) expression(u, "main", 2);
        assertEquals("pthread_create", create.directCallee().orElseThrow().name());
        Expression.Identifier routine = (Expression.Identifier) create.arguments().get(2);
        assertSame(worker.symbol(), routine.symbol());
        assertEquals(CType.IntegerType.UNSIGNED_LONG, declaration(u, "main", 0).type());
        Expression.Unary lock = (Expression.Unary) ((Expression.Call) bodyExpression(worker.body(), 0)).arguments()
                .get(0);
        assertEquals(UnaryOperator.ADDRESS_OF, lock.operator());
        assertTrue(((CType.PointerType) lock.type()).target() instanceof StructType s && s.isUnion());
    }

    private static Expression bodyExpression(Statement.Compound body, int index) {
        return ((Statement.ExpressionStatement) body.items().get(index)).expression();
    }

    @Test
    void structsPointersAndArrays() {
        TranslationUnit u = parse("""
                struct node { struct node *next; int data[4]; };
                struct node *head;
                int main(void) {
                  struct node n;
                  n.next = head;
                  head->data[2] = 7;
                  int *p = &n.data[0];
                  *p = (*head).data[1];
                  return p[1] + 2[p];
                }
                """);
        StructType node = (StructType) ((CType.PointerType) global(u, "head").type()).target();
        assertEquals(List.of("next", "data"), node.fields().stream().map(StructType.Field::name).toList());
        assertSame(node, ((CType.PointerType) node.fields().get(0).type()).target());
        Expression.Assignment a = (Expression.Assignment) expression(u, "main", 2);
        Expression.Index index = (Expression.Index) a.target();
        Expression.Member member = (Expression.Member) index.array();
        assertTrue(member.arrow());
        assertEquals(new CType.ArrayType(CType.IntegerType.INT, new CType.Length.Constant(4)), member.type());
        assertEquals(CType.IntegerType.INT, index.type());
        assertEquals(new CType.PointerType(CType.IntegerType.INT), declaration(u, "main", 3).type());
    }

    @Test
    void functionPointerDeclarators() {
        TranslationUnit u = parse("""
                void *(*start)(void *);
                typedef void *(*thread_fn)(void *);
                thread_fn routines[2];
                int (*handlers[3])(int);
                int (*matrix)[5];
                void (*signal(int sig, void (*func)(int)))(int);
                char *names[] = { "a", "bc" };
                """);
        CType.FunctionType routine = new CType.FunctionType(new CType.PointerType(CType.VoidType.INSTANCE),
                List.of(new CType.PointerType(CType.VoidType.INSTANCE)), false, true);
        assertEquals(new CType.PointerType(routine), global(u, "start").type());
        assertEquals(new CType.ArrayType(new CType.PointerType(routine), new CType.Length.Constant(2)),
                global(u, "routines").type());
        CType.FunctionType intToInt = new CType.FunctionType(CType.IntegerType.INT, List.of(CType.IntegerType.INT),
                false, true);
        assertEquals(new CType.ArrayType(new CType.PointerType(intToInt), new CType.Length.Constant(3)),
                global(u, "handlers").type());
        assertEquals(new CType.PointerType(new CType.ArrayType(CType.IntegerType.INT, new CType.Length.Constant(5))),
                global(u, "matrix").type());
        CType.FunctionType handler = new CType.FunctionType(CType.VoidType.INSTANCE, List.of(CType.IntegerType.INT),
                false, true);
        assertEquals(new CType.FunctionType(new CType.PointerType(handler), List.of(CType.IntegerType.INT,
                new CType.PointerType(handler)), false, true), global(u, "signal").type());
        assertEquals(SymbolKind.FUNCTION, global(u, "signal").symbol().kind());
        assertEquals(new CType.ArrayType(new CType.PointerType(CType.IntegerType.CHAR), new CType.Length.Constant(2)),
                global(u, "names").type());
    }

    @Test
    void gnuExtensionsFile() {
        TranslationUnit u = CFrontEnd.parse(TestFiles.testdata("gnu-extensions.i"), DataModel.LP64).unit();
        assertEquals(CType.IntegerType.BOOL, global(u, "done").type());
        assertEquals(new CType.IntegerType(org.imperium.cfrontend.types.IntegerKind.LONG_LONG),
                u.declarations().stream().filter(d -> d instanceof Declaration decl && decl.name().equals("__quad_t"))
                        .map(d -> ((Declaration) d).type()).findFirst().orElseThrow());
        assertEquals(BigInteger.valueOf(4), ((Expression.IntegerConstant) initializer(global(u, "offset"))).value());
        Declaration rename = global(u, "rename_me");
        assertEquals(SymbolKind.FUNCTION, rename.symbol().kind());
        assertEquals(StorageClass.EXTERN, rename.storage());
        FunctionDefinition twice = function(u, "twice");
        assertTrue(twice.inline());
        assertEquals(StorageClass.STATIC, twice.storage());

        FunctionDefinition main = function(u, "main");
        assertEquals(CType.IntegerType.BOOL, declaration(u, "main", 0).type()); // typeof (done)
        assertEquals(new CType.ArrayType(CType.IntegerType.INT, new CType.Length.Constant(2)),
                declaration(u, "main", 1).type()); // __typeof__ (table[0])
        Expression.StatementExpression block = (Expression.StatementExpression) initializer(
                declaration(u, "main", 2));
        assertEquals(CType.IntegerType.INT, block.type());
        assertEquals(CType.IntegerType.LONG, initializer(declaration(u, "main", 3)).type()); // __builtin_expect
        Statement.Labeled out = (Statement.Labeled) main.body().items().get(8);
        assertEquals("out", out.label());
        assertInstanceOf(Statement.Asm.class, out.body());
        assertEquals("out", ((Statement.Goto) ((Statement.If) main.body().items().get(6)).then()).label());

        StructType flags = (StructType) declaration(u, "main", 4).type();
        assertEquals(List.of(1, 7, 0, 4), flags.fields().stream().map(f -> f.bitWidth().orElseThrow()).toList());
        FunctionDefinition reach = function(u, "reach_error");
        Expression.Binary comma = (Expression.Binary) bodyExpression(reach.body(), 0);
        assertEquals(BinaryOperator.COMMA, comma.operator());
        Expression.StatementExpression assertion = (Expression.StatementExpression) comma.right();
        assertEquals(CType.VoidType.INSTANCE, assertion.type());
        Statement.If test = (Statement.If) assertion.body().items().get(0);
        Expression.Call fail = (Expression.Call) ((Statement.ExpressionStatement) test.otherwise().orElseThrow())
                .expression();
        assertEquals("reach_error", ((Expression.StringLiteral) fail.arguments().get(3)).value());
    }

    @Test
    void designatedAndNestedInitializers() {
        TranslationUnit u = CFrontEnd.parse(TestFiles.testdata("gnu-extensions.i"), DataModel.LP64).unit();
        Initializer.ListInitializer table = (Initializer.ListInitializer) global(u, "table").initializer()
                .orElseThrow();
        assertEquals(2, table.elements().size());
        Initializer.Element last = table.elements().get(1);
        assertEquals(List.of(new Initializer.IndexDesignator(2, 2, last.designators().get(0).location()),
                new Initializer.IndexDesignator(1, 1, last.designators().get(1).location())), last.designators());
        Initializer.ListInitializer first = (Initializer.ListInitializer) table.elements().get(0).value();
        assertEquals(new CType.ArrayType(CType.IntegerType.INT, new CType.Length.Constant(2)), first.type());

        Initializer.ListInitializer box = (Initializer.ListInitializer) global(u, "box").initializer().orElseThrow();
        Initializer.ListInitializer corner = (Initializer.ListInitializer) box.elements().get(0).value();
        assertEquals("point", ((StructType) corner.type()).tag().orElseThrow());
        assertEquals("x", ((Initializer.FieldDesignator) corner.elements().get(0).designators().get(0)).name());
        Initializer.ListInitializer origin = (Initializer.ListInitializer) global(u, "origin").initializer()
                .orElseThrow();
        assertEquals("y", ((Initializer.FieldDesignator) origin.elements().get(0).designators().get(0)).name());

        TranslationUnit v = parse("int a[] = { 1, 2, [5] = 3 }; char s[] = \"abc\"; int m[][2] = {{1}, {2}, {3}};");
        assertEquals(new CType.ArrayType(CType.IntegerType.INT, new CType.Length.Constant(6)), global(v, "a").type());
        assertEquals(new CType.ArrayType(CType.IntegerType.CHAR, new CType.Length.Constant(4)), global(v, "s").type());
        assertEquals(3L, ((CType.ArrayType) global(v, "m").type()).constantLength().orElseThrow());
    }

    @Test
    void switchCaseAndLabels() {
        TranslationUnit u = parse("""
                enum color { RED, GREEN = 5, BLUE };
                int f(enum color c) {
                  switch (c) {
                    case RED: return 1;
                    case GREEN ... BLUE: break;
                    default: return 0;
                  }
                  again: if (c) goto again;
                  return 2;
                }
                """);
        Statement.Switch s = (Statement.Switch) item(u, "f", 0);
        List<?> items = ((Statement.Compound) s.body()).items();
        Statement.Case range = (Statement.Case) items.get(1);
        assertEquals(BigInteger.valueOf(5), range.value());
        assertEquals(BigInteger.valueOf(6), range.last());
        assertInstanceOf(Statement.Default.class, items.get(2));
        assertInstanceOf(Statement.Labeled.class, item(u, "f", 1));
    }

    @Test
    void enumsGiveConstantsOfTypeInt() {
        TranslationUnit u = parse("enum e { A = -1, B, C = B + 10 }; int x = C; enum e v;");
        Expression.Identifier c = (Expression.Identifier) initializer(global(u, "x"));
        assertEquals(SymbolKind.ENUM_CONSTANT, c.symbol().kind());
        assertEquals(Optional.of(BigInteger.TEN), c.symbol().enumValue());
        assertEquals(CType.IntegerType.INT, c.type());
        assertTrue(global(u, "v").type().isInteger());
    }

    @Test
    void castsSizeofCompoundLiteralsAndConditionals() {
        TranslationUnit u = parse("""
                struct p { int x, y; };
                long f(int a, unsigned b, char *s) {
                  long r = (long) a + sizeof(struct p) + sizeof a;
                  r = a ? : 3;
                  r = (struct p){ 1, 2 }.y;
                  return a < b ? (long) s : r;
                }
                """);
        Expression init = initializer(declaration(u, "f", 0));
        assertEquals(CType.IntegerType.UNSIGNED_LONG, init.type()); // long + size_t
        Expression.Conditional elvis = (Expression.Conditional) ((Expression.Assignment) expression(u, "f", 1))
                .value();
        assertSame(elvis.condition(), elvis.then());
        Expression.Member y = (Expression.Member) ((Expression.Assignment) expression(u, "f", 2)).value();
        assertInstanceOf(Expression.CompoundLiteral.class, y.base());
        assertEquals("return a < b ? (long)s : r;", CPrinter.blockItem(item(u, "f", 3)));
    }

    @Test
    void localStaticsAndExternsKeepTheirSymbols() {
        TranslationUnit u = parse("""
                extern int shared;
                int next(void) { static int calls; extern int shared; calls++; return shared; }
                int shared = 4;
                """);
        Declaration calls = declaration(u, "next", 0);
        assertTrue(calls.symbol().hasStaticStorage());
        assertEquals(SymbolKind.LOCAL_VARIABLE, calls.symbol().kind());
        Declaration local = declaration(u, "next", 1);
        assertSame(global(u, "shared").symbol(), local.symbol());
        assertSame(local.symbol(), ((Expression.Identifier) ((Statement.Return) item(u, "next", 3)).value()
                .orElseThrow()).symbol());
        assertFalse(u.globalVariables().isEmpty());
    }
}
